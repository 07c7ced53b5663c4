import type { BasketItemView, BasketSummaryView, BasketTotalsView } from '@/domain/stepViews';
import { Money } from '@/ui/Money';
import { useMoney } from '@/ui/currency';
import { formatMoney } from '@/domain/money';
import './steps.css';
import { counted, WORDS } from '@/domain/words';

export interface BasketSummaryProps {
  view: BasketSummaryView;
  /** the guest takes a room out of the basket; without it the rooms have no remove buttons */
  onRemove?: ((roomNumber: number) => void) | undefined;
  /** the guest has read the price changes */
  onDismissPriceChanges: () => void;
}

/**
 * The basket: every chosen room with its rate, guests and extras, and the total price of the
 * stay including taxes, always in view so nothing surprises the guest at checkout.
 */
export function BasketSummary({ view, onRemove, onDismissPriceChanges }: BasketSummaryProps) {
  const { stay, currency } = view;
  return (
    <section className="basket" aria-labelledby="basket-heading">
      <h2 id="basket-heading">Your stay</h2>
      <div role="status" className="basket__changes">
        {view.priceChanges.length > 0 ? (
          <PriceChanges
            changes={view.priceChanges}
            currency={currency}
            editable={!!onRemove}
            onDismiss={onDismissPriceChanges}
          />
        ) : null}
      </div>
      {stay ? (
        <p>
          {stay.from} to {stay.to}, {counted(stay.nights, WORDS.night)}
        </p>
      ) : null}
      {view.items.length === 0 ? <p>No rooms chosen yet.</p> : null}
      <ul className="basket__items">
        {view.items.map((item) => (
          <BasketItem key={item.roomNumber} item={item} currency={currency} onRemove={onRemove} />
        ))}
      </ul>
      <BasketTotals totals={view.totals} currency={currency} />
    </section>
  );
}

function PriceChanges({
  changes,
  currency,
  editable,
  onDismiss,
}: {
  changes: BasketSummaryView['priceChanges'];
  currency: string;
  editable: boolean;
  onDismiss: () => void;
}) {
  return (
    <>
      <p>
        <strong>We checked your rooms again.</strong>
      </p>
      <ul>
        {changes.map((change) => (
          <li key={change.roomNumber}>
            Room {change.roomNumber} ({change.roomTypeName}, {change.ratePlanName}){' '}
            {change.after === null ? (
              <>
                is no longer offered for these dates: please {editable ? 'remove it' : 'go back to your rooms'} and
                choose again.
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
      <button type="button" onClick={onDismiss}>
        OK, understood
      </button>
    </>
  );
}

function BasketItem({
  item,
  currency,
  onRemove,
}: {
  item: BasketItemView;
  currency: string;
  onRemove?: ((roomNumber: number) => void) | undefined;
}) {
  return (
    <li className="basket__item">
      <p className="basket__room">
        <strong>
          Room {item.roomNumber}: {item.roomTypeName}
        </strong>
      </p>
      <p>
        {item.ratePlanName} · {item.guests}
      </p>
      {item.leadGuest ? <p>Lead guest: {item.leadGuest}</p> : null}
      {item.extras.length ? (
        <ul className="basket__services">
          {item.extras.map((extra) => (
            <li key={extra.serviceId}>
              {extra.name} × {extra.quantity}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="basket__price">
        Room <Money amount={item.roomCost} currency={currency} />
        {item.serviceCost ? (
          <>
            {' '}
            · Extras <Money amount={item.serviceCost} currency={currency} />
          </>
        ) : null}
      </p>
      {onRemove ? (
        <button type="button" className="link-button" onClick={() => onRemove(item.roomNumber)}>
          Remove room {item.roomNumber}
        </button>
      ) : null}
    </li>
  );
}

function BasketTotals({ totals, currency }: { totals: BasketTotalsView; currency: string }) {
  const money = useMoney(currency);
  return (
    <dl className="basket__totals" aria-live="polite">
      {totals.taxExclusive ? (
        <>
          <dt>Subtotal</dt>
          <dd>{money.format(totals.subtotal)}</dd>
          <dt>VAT ({totals.vatRate}%)</dt>
          <dd>{money.format(totals.vat)}</dd>
        </>
      ) : null}
      <dt>Total including taxes</dt>
      <dd className="basket__total">{money.format(totals.payable)}</dd>
      {money.converted ? (
        <>
          <dt>You will be charged</dt>
          <dd>{formatMoney(totals.payable, currency)}</dd>
        </>
      ) : null}
      {!totals.taxExclusive && totals.vat > 0 ? (
        <>
          <dt>Includes VAT</dt>
          <dd>{money.format(totals.vat)}</dd>
        </>
      ) : null}
    </dl>
  );
}

export interface BasketBarProps {
  view: BasketSummaryView;
  /** where the whole basket is on the page (the guest goes there from the bar) */
  basketId: string;
}

/**
 * On a phone the basket is below the rooms: this bar keeps the running total in view at the
 * foot of the screen, with a way to the whole basket. Hidden where the basket sits beside the
 * rooms (styles), and while nothing is chosen.
 */
export function BasketBar({ view, basketId }: BasketBarProps) {
  const money = useMoney(view.currency);
  if (view.items.length === 0) return null;
  const goToBasket = () => {
    const basket = document.getElementById(basketId);
    basket?.scrollIntoView({ block: 'start' });
    basket?.focus({ preventScroll: true });
  };
  return (
    <div className="basket-bar">
      <p>
        {counted(view.items.length, WORDS.room)} · Total including taxes{' '}
        <strong className="basket-bar__total">{money.format(view.totals.payable)}</strong>
      </p>
      <button type="button" className="link-button" onClick={goToBasket}>
        View your stay
      </button>
    </div>
  );
}
