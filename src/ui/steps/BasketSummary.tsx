import type { BasketItemView, BasketSummaryView, BasketTotalsView } from '@/domain/stepViews';
import { useState } from 'react';
import { Money } from '@/ui/Money';
import { Dialog } from '@/ui/Dialog';
import { useMoney } from '@/ui/currency';
import { formatMoney } from '@/domain/money';
import './steps.css';
import { counted, WORDS } from '@/domain/words';
import { richText } from '@/ui/RichText';
import { bookingText as t } from '@/i18n/booking';
import { searchText } from '@/i18n/search';

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
  const { currency } = view;
  return (
    <section className="basket" aria-labelledby="basket-heading">
      <h2 id="basket-heading">{t('yourStay')}</h2>
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
      <BasketContents view={view} onRemove={onRemove} />
    </section>
  );
}

/** The stay's dates, each room chosen and the totals: the basket's contents, wherever it is shown. */
function BasketContents({ view, onRemove }: Pick<BasketSummaryProps, 'view' | 'onRemove'>) {
  const { stay, currency } = view;
  return (
    <>
      {stay ? (
        <p>{searchText('stayDates', { from: stay.from, to: stay.to, nights: counted(stay.nights, WORDS.night) })}</p>
      ) : null}
      {view.items.length === 0 ? <p>{t('basket.empty')}</p> : null}
      <ul className="basket__items">
        {view.items.map((item) => (
          <BasketItem key={item.roomNumber} item={item} currency={currency} onRemove={onRemove} />
        ))}
      </ul>
      <BasketTotals totals={view.totals} currency={currency} />
    </>
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
        <strong>{t('basket.checkedAgain')}</strong>
      </p>
      <ul>
        {changes.map((change) => (
          <li key={change.roomNumber}>{priceChangeText(change, currency, editable)}</li>
        ))}
      </ul>
      <button type="button" onClick={onDismiss}>
        {t('basket.understood')}
      </button>
    </>
  );
}

/** One room's price change, as a sentence (its amounts as the basket shows prices). */
function priceChangeText(change: BasketSummaryView['priceChanges'][number], currency: string, editable: boolean) {
  const room = { room: change.roomNumber, roomType: change.roomTypeName, ratePlan: change.ratePlanName };
  const { after } = change;
  if (after === null) return t(editable ? 'basket.removeAndChoose' : 'basket.goBackAndChoose', room);
  return richText(t.rich('basket.newPrice', room), {
    after: () => <Money amount={after} currency={currency} />,
    before: () => <Money amount={change.before} currency={currency} />,
  });
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
        <strong>{t('basket.room', { room: item.roomNumber, roomType: item.roomTypeName })}</strong>
      </p>
      <p>
        {item.ratePlanName} · {item.guests}
      </p>
      {item.leadGuest ? <p>{t('basket.leadGuest', { name: item.leadGuest })}</p> : null}
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
        {richText(t(item.serviceCost ? 'basket.roomAndExtrasCost' : 'basket.roomCost'), {
          room: () => <Money amount={item.roomCost} currency={currency} />,
          extras: () => <Money amount={item.serviceCost} currency={currency} />,
        })}
      </p>
      {onRemove ? (
        <button type="button" className="link-button" onClick={() => onRemove(item.roomNumber)}>
          {searchText('removeRoom', { room: item.roomNumber })}
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
          <dt>{t('basket.subtotal')}</dt>
          <dd>{money.format(totals.subtotal)}</dd>
          <dt>{t('basket.vat', { rate: totals.vatRate })}</dt>
          <dd>{money.format(totals.vat)}</dd>
        </>
      ) : null}
      <dt>{t('basket.total')}</dt>
      <dd className="basket__total">{money.format(totals.payable)}</dd>
      {money.converted ? (
        <>
          <dt>{t('basket.charged')}</dt>
          <dd>{formatMoney(totals.payable, currency)}</dd>
        </>
      ) : null}
      {!totals.taxExclusive && totals.vat > 0 ? (
        <>
          <dt>{t('basket.includesVat')}</dt>
          <dd>{money.format(totals.vat)}</dd>
        </>
      ) : null}
    </dl>
  );
}

export interface BasketBarProps {
  view: BasketSummaryView;
}

/**
 * On a phone the basket is below the rooms: this bar keeps the running total in view at the
 * foot of the screen; "View your stay" opens the whole basket in a drawer, which the guest puts
 * away to carry on where they were. Hidden where the basket sits beside the rooms (styles), and
 * while nothing is chosen.
 */
export function BasketBar({ view }: BasketBarProps) {
  const money = useMoney(view.currency);
  const [open, setOpen] = useState(false);
  if (view.items.length === 0) return null;
  return (
    <>
      <div className="basket-bar">
        <p>
          {richText(
            t.rich('basket.bar', {
              rooms: counted(view.items.length, WORDS.room),
              total: money.format(view.totals.payable),
            }),
            { strong: (text) => <strong className="basket-bar__total">{text}</strong> },
          )}
        </p>
        <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('basket.view')}
        </button>
      </div>
      {/* beside the bar, not in it: the bar is not drawn from 1024 px, and an open drawer must stay */}
      <Dialog variant="drawer" open={open} title={t('yourStay')} onClose={() => setOpen(false)}>
        <div className="basket-drawer">
          <BasketContents view={view} />
        </div>
      </Dialog>
    </>
  );
}
