import { Page } from '@/ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Your reservation">
      <p>Amend guests and extras, change dates or cancel.</p>
    </Page>
  );
}
