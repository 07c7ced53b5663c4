import { Page } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { ContactDetails } from '../ContactDetails';

export function Component() {
  const { property } = usePropertyData();
  return (
    <Page title="Contact us">
      <ContactDetails property={property} />
    </Page>
  );
}
