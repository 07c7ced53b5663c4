import type { Property } from '@/api/queries';

export function ContactDetails({ property }: { property: Property }) {
  return (
    <dl className="contact-details">
      <dt>Hotel</dt>
      <dd>{property.PropertyName}</dd>
      {property.PropertyAddress ? (
        <>
          <dt>Address</dt>
          <dd>{property.PropertyAddress}</dd>
        </>
      ) : null}
      {property.Telephone ? (
        <>
          <dt>Telephone</dt>
          <dd>
            <a href={`tel:${property.Telephone.replace(/\s+/g, '')}`}>{property.Telephone}</a>
          </dd>
        </>
      ) : null}
      {property.Email ? (
        <>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${property.Email}`}>{property.Email}</a>
          </dd>
        </>
      ) : null}
      {property.WebsiteUrl ? (
        <>
          <dt>Website</dt>
          <dd>
            <a href={property.WebsiteUrl}>{property.WebsiteUrl}</a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
