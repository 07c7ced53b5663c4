import { Page } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { ContactDetails, propertyContact } from '../ContactDetails';

export function Component() {
  const { property } = usePropertyData();
  return (
    <Page title="Contact us">
      <ContactDetails contact={propertyContact(property)} />
    </Page>
  );
}
