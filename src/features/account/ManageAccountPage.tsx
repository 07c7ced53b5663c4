import { Page } from '../../ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Your account">
      <p>Account details and password.</p>
    </Page>
  );
}
