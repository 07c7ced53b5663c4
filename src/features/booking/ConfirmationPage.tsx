import { Fragment, useEffect } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { useBookingConfig } from '@/ui/useProperty';
import type { components } from '@/api/schema';
import { PageHeading } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { formatDisplayDate, nights } from '@/domain/dates';
import { formatMoney, toMinor } from '@/domain/money';
import { PAYMENT_TYPE } from '@/domain/payment';
import { receiptLines } from '@/domain/receipt';
import { recordPurchase } from './analytics';
import { counted, guestsText, WORDS } from '@/domain/words';
import { flowRoot } from '@/ui/flowRoot';
import { checkoutText as t } from '@/i18n/checkout';
import { commonText } from '@/i18n/common';
import { richText, STRONG } from '@/ui/RichText';
// the receipt's rooms and totals are the basket's (a confirmation opened from its e-mail, or
// reloaded, has not loaded the booking steps' styles)
import '@/ui/steps/steps.css';
import './confirmation.css';

type Confirmation = components['schemas']['ReservationConfirmation'];

/** What the Confirmation route's loader hands the page (src/app/loaders confirmationLoader). */
export type ConfirmationData = { confirmation: Confirmation; error: null } | { confirmation: null; error: string };

/** How the booking is paid, by its payment type (an unknown type: "Payment arranged"). */
const PAYMENT_TEXT: Partial<Record<number, Parameters<typeof t>[0]>> = {
  [PAYMENT_TYPE.PayByCard]: 'confirmation.paidByCard',
  [PAYMENT_TYPE.PayByIndividualInvoice]: 'confirmation.invoiceToYou',
  [PAYMENT_TYPE.PayByVoucher]: 'confirmation.paidByVoucher',
  [PAYMENT_TYPE.PayByCompanyInvoice]: 'confirmation.invoiceToCompany',
  [PAYMENT_TYPE.PayByPaystack]: 'confirmation.paidOnline',
};

/** Confirmation: the booking summary, what is next, and where to go from here. */
export function Component() {
  const { property } = usePropertyData();
  const restaurantActive = useBookingConfig()?.RestaurantBookingServiceActive === true;
  const data = useLoaderData() as ConfirmationData;
  const revalidator = useRevalidator();
  const confirmation = data.confirmation;
  useEffect(() => {
    // reported once per booking (analytics keeps a record across reloads)
    if (confirmation) recordPurchase(property.PropertyCode, confirmation);
  }, [property.PropertyCode, confirmation]);

  if (!confirmation) {
    const retrying = revalidator.state === 'loading';
    return (
      <section {...flowRoot('confirmation', retrying ? 'loading' : 'failed')}>
        <PageHeading>{t('confirmation.title')}</PageHeading>
        {retrying ? (
          <p role="status">{t('confirmation.loading')}</p>
        ) : (
          <p role="alert" className="notice notice--error">
            {data.error}
          </p>
        )}
        <button type="button" disabled={retrying} onClick={() => void revalidator.revalidate()}>
          {t('confirmation.tryAgain')}
        </button>
      </section>
    );
  }
  const c = confirmation;
  const code = property.PropertyCode;
  const manage = `/Manage/${code}/Reservation/${c.ReferenceNumber}/${c.LinkHash}`;
  const restaurantQuery = new URLSearchParams({
    reservation: c.ReferenceNumber,
    email: c.Booker.Email,
    date: c.DateFrom.slice(0, 10),
  });
  const n = nights(c.DateFrom, c.DateTo);
  return (
    <section className="confirmation" {...flowRoot('confirmation', 'loaded')}>
      <PageHeading>{t('confirmation.heading')}</PageHeading>
      <p className="confirmation__reference">
        {richText(t.rich('confirmation.reference', { reference: c.ReferenceNumber }), STRONG)}
      </p>
      <p>{t('confirmation.thanks', { name: c.Booker.FirstName, email: c.Booker.Email })}</p>
      <div className="basket confirmation__receipt">
        <h2>{t('confirmation.summary')}</h2>
        <p className="confirmation__stay">
          {t('confirmation.stay', {
            hotel: c.PropertyName,
            from: formatDisplayDate(c.DateFrom),
            to: formatDisplayDate(c.DateTo),
            nights: counted(n, WORDS.night),
          })}
        </p>
        <ul className="basket__items">
          {c.Rooms.map((room, index) => (
            <li key={room.ReservationItemId} className="basket__item">
              <p>
                {richText(
                  t.rich('confirmation.room', {
                    number: index + 1,
                    roomType: room.RoomTypeName,
                    rate: room.RatePlanName,
                  }),
                  STRONG,
                )}
              </p>
              <p>
                {t('confirmation.leadGuest', {
                  firstName: room.LeadGuest.FirstName,
                  lastName: room.LeadGuest.LastName,
                  guests: guestsText({
                    numberOfAdults: room.NumberOfAdults,
                    numberOfChildren: room.NumberOfChildren,
                    numberOfInfants: room.NumberOfInfants,
                  }),
                })}
              </p>
              {room.Services.length ? (
                <ul className="confirmation__extras">
                  {room.Services.map((s) => (
                    <li key={s.ServiceId}>
                      {t('confirmation.extra', {
                        extra: s.ServiceName,
                        quantity: s.Quantity,
                        amount: formatMoney(toMinor(s.TotalCost, c.Currency), c.Currency),
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="confirmation__room-total">{formatMoney(toMinor(room.TotalCost, c.Currency), c.Currency)}</p>
            </li>
          ))}
        </ul>
        <dl className="basket__totals" aria-label={t('confirmation.receipt')}>
          {receiptLines(c).map((line) => (
            <Fragment key={line.term}>
              <dt>{line.term}</dt>
              <dd className={line.total ? 'basket__total' : undefined}>{line.amount}</dd>
            </Fragment>
          ))}
          <dt>{t('confirmation.payment')}</dt>
          <dd>{t(PAYMENT_TEXT[c.PaymentType] ?? 'confirmation.paymentArranged')}</dd>
        </dl>
      </div>
      <h2>{t('confirmation.next')}</h2>
      <ul>
        <li>
          {richText(t('confirmation.checkIn'), {
            link: (text) => <Link to={`/PreCheckIn/${code}/${c.ReferenceNumber}/${c.LinkHash}`}>{text}</Link>,
          })}
        </li>
        <li>{t('confirmation.change')}</li>
      </ul>
      {restaurantActive ? (
        <section className="confirmation__restaurant" aria-labelledby="confirmation-restaurant">
          <h2 id="confirmation-restaurant">{commonText('bookTable')}</h2>
          <p>{t('confirmation.dine')}</p>
          <Link className="button button--secondary" to={`/Restaurant/${code}?${restaurantQuery.toString()}`}>
            {commonText('bookTable')}
          </Link>
        </section>
      ) : null}
      <div className="actions confirmation__actions">
        <Link className="button" to={manage}>
          {t('confirmation.manage')}
        </Link>
        {/* the manage flow opens on its extras step when asked (decisions: Confirmation links) */}
        <Link className="button button--secondary" to={`${manage}?step=extras`}>
          {t('confirmation.addExtras')}
        </Link>
        <button type="button" className="button--secondary" onClick={() => window.print()}>
          {t('confirmation.print')}
        </button>
        <a className="button button--secondary" href={`${window.location.origin}/Book/${code}`}>
          {t('confirmation.bookAnother')}
        </a>
        {property.WebsiteUrl ? (
          <a className="button button--secondary" href={property.WebsiteUrl}>
            {t('confirmation.website')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
