import { Page } from '../../ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Rooms and rates">
      <p>Choose a room type and rate for each room.</p>
    </Page>
  );
}
