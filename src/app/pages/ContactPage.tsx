import { Page } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { ContactDetails, propertyContact } from '../ContactDetails';
import { commonText as t } from '@/i18n/common';

export function Component() {
  const { property } = usePropertyData();
  return (
    <Page title={t('contactUs')}>
      <ContactDetails contact={propertyContact(property)} />
    </Page>
  );
}
