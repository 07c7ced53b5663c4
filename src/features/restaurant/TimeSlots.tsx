import { useId, type RefObject } from 'react';
import type { RestaurantView } from '@machines/restaurant/restaurant.selectors';
import { Retry, type SectionProps } from './parts';
import { listOf, textsOf } from '@/i18n/catalogue';
import { restaurantText as t } from '@/i18n/restaurant';

const missingText: Record<RestaurantView['missing'][number], string> = textsOf(t, {
  email: 'missing.email',
  restaurant: 'missing.restaurant',
  date: 'missing.date',
});

/** What the "Choose a time" section says (a polite live region, so changes are announced). */
export function timesStatus(view: RestaurantView): string {
  if (view.missing.length) {
    return t('toSeeTimes', {
      missing: listOf(
        view.missing.map((m) => missingText[m]),
        'and',
      ),
    });
  }
  if (view.setupStatus === 'idle' || view.setupStatus === 'failed') return '';
  if (view.setupStatus === 'loading' || view.availabilityStatus === 'loading') return t('loadingTimes');
  if (view.availabilityStatus === 'none') return view.noAvailabilityMessage;
  if (view.availabilityStatus === 'loaded') {
    return t('timesAvailable', { times: view.slots.length, size: view.partySize ?? 0 });
  }
  return '';
}

/**
 * "Choose a time": the times as toggle buttons (`aria-pressed`) named by their time and offer.
 * The page focuses the heading (`headingRef`) when a refused booking sends the guest back here.
 */
export function TimeSlots({
  view,
  send,
  headingRef,
}: SectionProps & { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const headingId = useId();
  const reloading = view.availabilityStatus === 'loading' || view.availabilityStatus === 'loaded';
  return (
    <section className="restaurant-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('chooseTime')}
      </h2>
      <p
        role="status"
        className={`restaurant-status${view.availabilityStatus === 'none' ? ' notice notice--warning' : ''}`}
      >
        {timesStatus(view)}
      </p>
      {view.availabilityStatus === 'failed' ? (
        <Retry
          message={view.error}
          onRetry={() => {
            headingRef.current?.focus();
            send({ type: 'availability.retry' });
          }}
        />
      ) : null}
      {view.error && !view.detailsShown && reloading ? <p className="notice notice--error">{view.error}</p> : null}
      {view.availabilityStatus === 'loaded' ? (
        <ul className="restaurant-slots" aria-labelledby={headingId}>
          {view.slots.map((slot) => (
            <li key={slot.Time}>
              <button
                type="button"
                className="restaurant-slot"
                aria-pressed={slot.Time === view.visitTime}
                disabled={view.creating}
                onClick={() => send({ type: 'slot.selected', time: slot.Time })}
              >
                <span className="restaurant-slot__time">{slot.Time}</span>
                {slot.Promotions.length ? (
                  <>
                    {' '}
                    <span className="restaurant-slot__offer">{slot.Promotions.map((p) => p.Name).join(', ')}</span>
                  </>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
