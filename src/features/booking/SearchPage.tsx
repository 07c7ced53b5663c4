import { Page } from '../../ui/Page';
import { usePropertyData } from '../../ui/useProperty';

/** Route screen; the booking journey issue fills in the search form. */
export function Component() {
  const { property } = usePropertyData();
  return (
    <Page title={`Book your stay at ${property.PropertyName}`}>
      <p>Choose your dates, rooms and guests.</p>
    </Page>
  );
}
