import { Page } from '../../ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Create an account">
      <p>Register to book faster next time.</p>
    </Page>
  );
}
