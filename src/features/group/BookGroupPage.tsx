import { Page } from '@/ui/Page';

/** Route screen; the flow's own issue fills it in. */
export function Component() {
  return (
    <Page title="Find a hotel">
      <p>Search across the group's hotels.</p>
    </Page>
  );
}
