import { Page } from '@/ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Online check-in">
      <p>Complete your details before you arrive.</p>
    </Page>
  );
}
