import { Page } from '../../ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Forgotten your password?">
      <p>Request a password reset e-mail.</p>
    </Page>
  );
}
