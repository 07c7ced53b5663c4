import { Page } from '../../ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Checking your booking">
      <p>We are confirming your booking with the hotel.</p>
    </Page>
  );
}
