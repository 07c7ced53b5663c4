import { Page } from '../../ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Set a new password">
      <p>Choose a new password.</p>
    </Page>
  );
}
