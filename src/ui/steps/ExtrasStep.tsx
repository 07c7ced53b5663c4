import { counted, WORDS } from '@/domain/words';
import type { ExtrasStepView, ServiceView } from '@/domain/stepViews';
import { CheckboxField } from '@/ui/form';
import { Picture } from '@/ui/Picture';
import { StepHeading } from '@/ui/StepHeading';
import { useMoney } from '@/ui/currency';
import { StepFailed, StepLoading } from './StepStatus';
import { listOf } from '@/i18n/catalogue';
import { bookingText as t } from '@/i18n/booking';
import './steps.css';

export interface ExtrasStepProps {
  view: ExtrasStepView;
  onQuantityChange: (serviceId: number, quantity: number) => void;
  onContinue: () => void;
  /** load the extras again */
  onRetry: () => void;
  /** go on without extras (they are optional) */
  onSkip: () => void;
}

/**
 * "£15.00 per night, per guest (£90.00 for 2 guests, 3 nights)": the service's own price as the
 * hotel states it, then what it comes to for this room when nights or guests multiply it.
 */
function priceText(service: ServiceView, format: (amount: number) => string): string {
  const price = {
    price: format(service.basePrice),
    // the message's select: PerStay, PerDay or PerQuantity (any other charge reads as per stay)
    charge: service.chargeType,
    perGuest: service.chargePerPerson ? 'yes' : 'no',
  };
  if (service.unitPrice === service.basePrice) return t('extras.price', price);
  const counts = [
    service.chargePerPerson ? counted(service.chargedGuests, WORDS.guest) : '',
    service.chargeType === 'PerDay' ? counted(service.nights, WORDS.night) : '',
  ].filter(Boolean);
  return t('extras.priceFor', {
    ...price,
    total: format(service.unitPrice),
    counts: listOf(counts),
  });
}

/** Extras of one room: a quantity for those charged per item, else added or not. */
export function ExtrasStep({ view, onQuantityChange, onContinue, onRetry, onSkip }: ExtrasStepProps) {
  const money = useMoney(view.status === 'ready' ? view.currency : undefined);
  if (view.status === 'loading') return <StepLoading>{t('extras.loading')}</StepLoading>;
  if (view.status === 'failed') {
    return (
      <StepFailed title={t('extras.title')} error={view.error} onRetry={onRetry}>
        <button type="button" className="button--secondary" onClick={onSkip}>
          {t('extras.skip')}
        </button>
      </StepFailed>
    );
  }
  return (
    <section>
      <StepHeading>{t('extras.heading', { room: view.roomNumber })}</StepHeading>
      <ul className="extras">
        {view.services.map((service) => (
          <li key={service.serviceId} className={service.picture ? 'extra extra--pictured' : 'extra'}>
            {service.picture ? (
              <Picture picture={service.picture} sizes="(min-width: 700px) 8rem, 6rem" className="extra__picture" />
            ) : null}
            <div>
              <h3>{service.name}</h3>
              {service.description ? <p>{service.description}</p> : null}
              <p>{priceText(service, money.format)}</p>
            </div>
            {service.locked ? (
              <p className="extra__locked">
                {service.quantity > 0
                  ? t('extras.lockedBooked', { quantity: service.quantity, cost: money.format(service.lineCost) })
                  : t('extras.locked')}
              </p>
            ) : service.chargeType === 'PerQuantity' ? (
              <label className="extra__quantity">
                {t('extras.quantityOf', { extra: service.name })}
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={20}
                  value={service.quantity}
                  onChange={(e) =>
                    onQuantityChange(service.serviceId, Math.max(0, Math.floor(Number(e.target.value) || 0)))
                  }
                />
              </label>
            ) : (
              <CheckboxField
                label={t('extras.add', { extra: service.name })}
                checked={service.quantity > 0}
                onChange={(checked) => onQuantityChange(service.serviceId, checked ? 1 : 0)}
              />
            )}
            <p className="extra__cost" aria-live="polite">
              {service.quantity > 0 && !service.locked
                ? t('extras.added', { cost: money.format(service.lineCost) })
                : ''}
            </p>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" onClick={onContinue}>
          {t('continue')}
        </button>
      </div>
    </section>
  );
}
