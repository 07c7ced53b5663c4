import type { Property } from '@/api/queries';
import { Dialog } from '@/ui/Dialog';
import { ContactDetails, propertyContact } from './ContactDetails';
import { commonText as t } from '@/i18n/common';

/** The hotel's "Contact us" dialog (its code loads the first time a guest opens it). */
export function ContactDialog({ open, onClose, property }: { open: boolean; onClose: () => void; property: Property }) {
  return (
    <Dialog open={open} title={t('contactUs')} onClose={onClose}>
      <ContactDetails contact={propertyContact(property)} />
    </Dialog>
  );
}
