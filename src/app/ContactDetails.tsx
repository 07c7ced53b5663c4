import type { Property } from '@/api/queries';
import { commonText as t } from '@/i18n/common';

export interface Contact {
  name: string;
  address?: string | null;
  telephone: string | null;
  email: string | null;
  website: string | null;
}

/** A property's contact details as ContactDetails shows them. */
export const propertyContact = (property: Property): Contact => ({
  name: property.PropertyName,
  address: property.PropertyAddress,
  telephone: property.Telephone,
  email: property.Email,
  website: property.WebsiteUrl,
});

/** Name, address, telephone, e-mail and website of a hotel or a hotel group. */
export function ContactDetails({ contact, kind = t('contact.hotel') }: { contact: Contact; kind?: string }) {
  return (
    <dl className="contact-details">
      <dt>{kind}</dt>
      <dd>{contact.name}</dd>
      {contact.address ? (
        <>
          <dt>{t('contact.address')}</dt>
          <dd>{contact.address}</dd>
        </>
      ) : null}
      {contact.telephone ? (
        <>
          <dt>{t('contact.telephone')}</dt>
          <dd>
            <a href={`tel:${contact.telephone.replace(/\s+/g, '')}`}>{contact.telephone}</a>
          </dd>
        </>
      ) : null}
      {contact.email ? (
        <>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </>
      ) : null}
      {contact.website ? (
        <>
          <dt>{t('contact.website')}</dt>
          <dd>
            <a href={contact.website}>{contact.website}</a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
