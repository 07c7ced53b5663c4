import type { Property } from '@/api/queries';
import { Dialog } from '@/ui/Dialog';
import { ContactDetails, propertyContact } from './ContactDetails';

/** The hotel's "Contact us" dialog (its code loads the first time a guest opens it). */
export function ContactDialog({ open, onClose, property }: { open: boolean; onClose: () => void; property: Property }) {
  return (
    <Dialog open={open} title="Contact us" onClose={onClose}>
      <ContactDetails contact={propertyContact(property)} />
    </Dialog>
  );
}
