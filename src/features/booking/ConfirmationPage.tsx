import { Page } from '../../ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Booking confirmation">
      <p>Your booking summary.</p>
    </Page>
  );
}
