import { Page } from '@/ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Manage your booking">
      <p>Find your booking with its reference number and the guest's name.</p>
    </Page>
  );
}
