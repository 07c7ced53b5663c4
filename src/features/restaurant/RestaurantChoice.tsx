import { useId, useRef } from 'react';
import { DateField, SelectField } from '@/ui/form';
import { partySizeLabel } from '@machines/restaurant/restaurant.selectors';
import { EmailField, Retry, type SectionProps } from './parts';
import { restaurantText as t } from '@/i18n/restaurant';

/**
 * "Your table": the restaurant, the date and the party size (and first the e-mail, without a
 * hotel booking). Changing them never moves focus (WCAG 3.2.2 On Input); what loads is announced.
 */
export function RestaurantChoice({ view, send }: SectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="restaurant-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('yourTable')}
      </h2>
      {view.emailFirst ? <EmailField view={view} send={send} /> : null}
      <div className="restaurant-row">
        <SelectField
          label={t('restaurant')}
          placeholder={t('chooseRestaurant')}
          value={view.restaurantId === null ? '' : String(view.restaurantId)}
          options={view.restaurants.map((r) => ({ value: String(r.Id), label: r.Name }))}
          disabled={view.creating}
          onChange={(value) => send({ type: 'restaurant.selected', restaurantId: value ? Number(value) : null })}
        />
        <DateField
          label={t('date')}
          value={view.visitDate}
          disabled={view.creating}
          error={view.dateMessage ?? undefined}
          onChange={(date) => send({ type: 'date.changed', date })}
        />
        {view.setupStatus === 'loaded' && view.partySizes.length > 0 ? (
          <SelectField
            label={t('partySize')}
            value={view.partySize === null ? '' : String(view.partySize)}
            options={view.partySizes.map((n) => ({ value: String(n), label: partySizeLabel(n) }))}
            disabled={view.creating}
            onChange={(value) => send({ type: 'partySize.changed', partySize: Number(value) })}
          />
        ) : null}
      </div>
      <p role="status" className="restaurant-status">
        {view.setupStatus === 'loading' ? t('loadingSetup') : ''}
      </p>
      {view.setupStatus === 'failed' ? (
        <Retry
          message={view.error}
          onRetry={() => {
            heading.current?.focus();
            send({ type: 'setup.retry' });
          }}
        />
      ) : null}
    </section>
  );
}
