import { Page } from '../../ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Confirm your e-mail address">
      <p>Confirming your e-mail address.</p>
    </Page>
  );
}
