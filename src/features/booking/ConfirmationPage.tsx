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
// the receipt's rooms and totals are the basket's (a confirmation opened from its e-mail, or
// reloaded, has not loaded the booking steps' styles)
import '@/ui/steps/steps.css';
import './confirmation.css';

type Confirmation = components['schemas']['ReservationConfirmation'];

/** What the Confirmation route's loader hands the page (src/app/loaders confirmationLoader). */
export type ConfirmationData = { confirmation: Confirmation; error: null } | { confirmation: null; error: string };

const paymentText: Record<number, string> = {
  [PAYMENT_TYPE.PayByCard]: 'Paid online by card',
  [PAYMENT_TYPE.PayByIndividualInvoice]: 'Invoice to you',
  [PAYMENT_TYPE.PayByVoucher]: 'Paid by gift voucher',
  [PAYMENT_TYPE.PayByCompanyInvoice]: 'Invoice to your company',
  [PAYMENT_TYPE.PayByPaystack]: 'Paid online',
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
        <PageHeading>Booking confirmation</PageHeading>
        {retrying ? (
          <p role="status">Loading your confirmation…</p>
        ) : (
          <p role="alert" className="notice notice--error">
            {data.error}
          </p>
        )}
        <button type="button" disabled={retrying} onClick={() => void revalidator.revalidate()}>
          Try again
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
      <PageHeading>Your booking is confirmed</PageHeading>
      <p className="confirmation__reference">
        Booking reference: <strong>{c.ReferenceNumber}</strong>
      </p>
      <p>
        Thank you, {c.Booker.FirstName}. A confirmation has been sent to {c.Booker.Email}.
      </p>
      <div className="basket confirmation__receipt">
        <h2>Booking summary</h2>
        <p className="confirmation__stay">
          {c.PropertyName}: {formatDisplayDate(c.DateFrom)} to {formatDisplayDate(c.DateTo)}, {counted(n, WORDS.night)}
        </p>
        <ul className="basket__items">
          {c.Rooms.map((room, index) => (
            <li key={room.ReservationItemId} className="basket__item">
              <p>
                <strong>
                  Room {index + 1}: {room.RoomTypeName}
                </strong>
                , {room.RatePlanName}
              </p>
              <p>
                Lead guest: {room.LeadGuest.FirstName} {room.LeadGuest.LastName} ·{' '}
                {guestsText({
                  numberOfAdults: room.NumberOfAdults,
                  numberOfChildren: room.NumberOfChildren,
                  numberOfInfants: room.NumberOfInfants,
                })}
              </p>
              {room.Services.length ? (
                <ul className="confirmation__extras">
                  {room.Services.map((s) => (
                    <li key={s.ServiceId}>
                      {s.ServiceName} × {s.Quantity}: {formatMoney(toMinor(s.TotalCost, c.Currency), c.Currency)}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="confirmation__room-total">{formatMoney(toMinor(room.TotalCost, c.Currency), c.Currency)}</p>
            </li>
          ))}
        </ul>
        <dl className="basket__totals" aria-label="Receipt">
          {receiptLines(c).map((line) => (
            <Fragment key={line.term}>
              <dt>{line.term}</dt>
              <dd className={line.total ? 'basket__total' : undefined}>{line.amount}</dd>
            </Fragment>
          ))}
          <dt>Payment</dt>
          <dd>{paymentText[c.PaymentType] ?? 'Payment arranged'}</dd>
        </dl>
      </div>
      <h2>What is next</h2>
      <ul>
        <li>
          <Link to={`/PreCheckIn/${code}/${c.ReferenceNumber}/${c.LinkHash}`}>Check in online</Link> before you arrive
          to save time at the desk.
        </li>
        <li>Need to change something? Add extras, change dates or guests, or cancel from Manage booking.</li>
      </ul>
      {restaurantActive ? (
        <section className="confirmation__restaurant" aria-labelledby="confirmation-restaurant">
          <h2 id="confirmation-restaurant">Book a table</h2>
          <p>Dine with us during your stay: reserve a table at one of our restaurants.</p>
          <Link className="button button--secondary" to={`/Restaurant/${code}?${restaurantQuery.toString()}`}>
            Book a table
          </Link>
        </section>
      ) : null}
      <div className="actions confirmation__actions">
        <Link className="button" to={manage}>
          Manage booking
        </Link>
        {/* the manage flow opens on its extras step when asked (decisions: Confirmation links) */}
        <Link className="button button--secondary" to={`${manage}?step=extras`}>
          Add extras
        </Link>
        <button type="button" className="button--secondary" onClick={() => window.print()}>
          Print confirmation
        </button>
        <a className="button button--secondary" href={`${window.location.origin}/Book/${code}`}>
          Book another room
        </a>
        {property.WebsiteUrl ? (
          <a className="button button--secondary" href={property.WebsiteUrl}>
            Back to hotel website
          </a>
        ) : null}
      </div>
    </section>
  );
}
