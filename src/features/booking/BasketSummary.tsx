import { useSelector } from '@xstate/react';
import { useBookingActor } from './BookingProvider';
import { itemTotals, nightsOf, priceChangesOf, totalsOf, guestsText } from '@machines/booking/booking.selectors';
import { formatDisplayDate } from '@/domain/dates';
import { Money } from './Money';
import { useMoney } from '@/ui/currency';
import { formatMoney } from '@/domain/money';
import { usePropertyData } from '@/ui/useProperty';

/**
 * The basket: every chosen room with its rate, guests and extras, and the total price of the
 * stay including taxes, always in view so nothing surprises the guest at checkout.
 */
export function BasketSummary({ editable = true }: { editable?: boolean }) {
  const actor = useBookingActor();
  const context = useSelector(actor, (s) => s.context);
  const { property } = usePropertyData();
  const totals = totalsOf(context);
  const currency = context.property.currency;
  const money = useMoney(currency);
  const n = nightsOf(context);
  const payable = totals.payable;
  const priceChanges = priceChangesOf(context);
  return (
    <section className="basket" aria-labelledby="basket-heading">
      <h2 id="basket-heading">Your stay</h2>
      <div role="status" className="basket__changes">
        {priceChanges.length > 0 ? (
          <>
            <p>
              <strong>We checked your rooms again.</strong>
            </p>
            <ul>
              {priceChanges.map((change) => (
                <li key={change.roomNumber}>
                  Room {change.roomNumber} ({change.roomTypeName}, {change.ratePlanName}){' '}
                  {change.after === null ? (
                    <>
                      is no longer offered for these dates: please {editable ? 'remove it' : 'go back to your rooms'}{' '}
                      and choose again.
                    </>
                  ) : (
                    <>
                      now costs <Money amount={change.after} currency={currency} /> instead of{' '}
                      <Money amount={change.before} currency={currency} />; the total below is up to date.
                    </>
                  )}
                </li>
              ))}
            </ul>
            <button type="button" onClick={() => actor.send({ type: 'priceChanges.dismissed' })}>
              OK, understood
            </button>
          </>
        ) : null}
      </div>
      {context.search?.fromDate && context.search.toDate ? (
        <p>
          {formatDisplayDate(context.search.fromDate)} to {formatDisplayDate(context.search.toDate)}, {n} night
          {n === 1 ? '' : 's'}
        </p>
      ) : null}
      {context.basket.length === 0 ? <p>No rooms chosen yet.</p> : null}
      <ul className="basket__items">
        {context.basket.map((item) => {
          const t = itemTotals(context, item);
          return (
            <li key={item.roomNumber} className="basket__item">
              <p className="basket__room">
                <strong>
                  Room {item.roomNumber}: {item.roomTypeName}
                </strong>
              </p>
              <p>
                {item.ratePlan.RatePlanName} ·{' '}
                {guestsText(item.numberOfAdults, item.numberOfChildren, item.numberOfInfants, {
                  adults: property.AdultLabel,
                  children: property.ChildLabel,
                  infants: property.InfantLabel,
                })}
              </p>
              {item.leadGuest.firstName || item.leadGuest.lastName ? (
                <p>
                  Lead guest: {item.leadGuest.firstName} {item.leadGuest.lastName}
                </p>
              ) : null}
              {item.Services.length ? (
                <ul className="basket__services">
                  {item.Services.map((line) => {
                    const service = item.availableServices.find((s) => s.ServiceId === line.ServiceId);
                    return (
                      <li key={line.ServiceId}>
                        {service?.ServiceName ?? `Extra ${line.ServiceId}`} × {line.Quantity}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              <p className="basket__price">
                Room <Money amount={t.roomCost} currency={currency} />
                {t.serviceCost ? (
                  <>
                    {' '}
                    · Extras <Money amount={t.serviceCost} currency={currency} />
                  </>
                ) : null}
              </p>
              {editable ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => actor.send({ type: 'basket.itemRemoved', roomNumber: item.roomNumber })}
                >
                  Remove room {item.roomNumber}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <dl className="basket__totals" aria-live="polite">
        {context.property.isStandardTaxExclusive ? (
          <>
            <dt>Subtotal</dt>
            <dd>{money.format(totals.totalCost)}</dd>
            <dt>VAT ({context.property.standardVatRate}%)</dt>
            <dd>{money.format(totals.vatAmount)}</dd>
          </>
        ) : null}
        <dt>Total including taxes</dt>
        <dd className="basket__total">{money.format(payable)}</dd>
        {money.converted ? (
          <>
            <dt>You will be charged</dt>
            <dd>{formatMoney(payable, currency)}</dd>
          </>
        ) : null}
        {!context.property.isStandardTaxExclusive && totals.vatAmount > 0 ? (
          <>
            <dt>Includes VAT</dt>
            <dd>{money.format(totals.vatAmount)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
