import { Page } from '../../ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Checkout">
      <p>Your details, billing address and payment.</p>
    </Page>
  );
}
