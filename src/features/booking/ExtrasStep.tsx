import { useSelector } from '@xstate/react';
import { useBookingActor } from './BookingProvider';
import { servicesForActiveRoom, type ServiceView } from '@machines/booking/booking.selectors';
import { StepHeading } from '@/ui/StepHeading';
import { useMoney } from '@/ui/currency';

const chargeText: Record<string, string> = { PerStay: 'per stay', PerDay: 'per night', PerQuantity: 'each' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "£15.00 per night, per guest (£90.00 for 2 guests, 3 nights)": the service's own price as the
 * hotel states it, then what it comes to for this room when nights or guests multiply it.
 */
function priceText(service: ServiceView, format: (amount: number) => string): string {
  const base = `${format(service.basePrice)} ${chargeText[service.chargeType] ?? 'per stay'}${service.chargePerPerson ? ', per guest' : ''}`;
  if (service.unitPrice === service.basePrice) return base;
  const what = [
    service.chargePerPerson ? plural(service.chargedGuests, 'guest', 'guests') : '',
    service.chargeType === 'PerDay' ? plural(service.nights, 'night', 'nights') : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${base} (${format(service.unitPrice)}${service.chargeType === 'PerQuantity' ? ' each' : ''} for ${what})`;
}

/** Extras of one room: quantities per the service's charge type. */
export function ExtrasStep() {
  const actor = useBookingActor();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const money = useMoney(context.property.currency);
  if (snapshot.matches({ roomsAndRates: { extras: 'loading' } })) return <p role="status">Loading extras…</p>;
  if (snapshot.matches({ roomsAndRates: { extras: 'failed' } })) {
    return (
      <section>
        <StepHeading>Extras</StepHeading>
        <p role="alert">{context.error}</p>
        <div className="actions">
          <button type="button" onClick={() => actor.send({ type: 'extras.retry' })}>
            Try again
          </button>
          <button type="button" className="button--secondary" onClick={() => actor.send({ type: 'extras.skipped' })}>
            Continue without extras
          </button>
        </div>
      </section>
    );
  }
  const services = servicesForActiveRoom(context);
  const roomNumber = context.activeRoomNumber ?? 0;
  return (
    <section>
      <StepHeading>Add extras to Room {roomNumber}</StepHeading>
      <ul className="extras">
        {services.map((service) => (
          <li key={service.serviceId} className="extra">
            <div>
              <h3>{service.name}</h3>
              {service.description ? <p>{service.description}</p> : null}
              <p>{priceText(service, money.format)}</p>
            </div>
            {service.chargeType === 'PerQuantity' ? (
              <label className="extra__quantity">
                Quantity of {service.name}
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={20}
                  value={service.quantity}
                  onChange={(e) =>
                    actor.send({
                      type: 'service.quantityChanged',
                      roomNumber,
                      serviceId: service.serviceId,
                      quantity: Math.max(0, Math.floor(Number(e.target.value) || 0)),
                    })
                  }
                />
              </label>
            ) : (
              <label className="extra__toggle">
                <input
                  type="checkbox"
                  checked={service.quantity > 0}
                  onChange={(e) =>
                    actor.send({
                      type: 'service.quantityChanged',
                      roomNumber,
                      serviceId: service.serviceId,
                      quantity: e.target.checked ? 1 : 0,
                    })
                  }
                />
                Add {service.name}
              </label>
            )}
            <p className="extra__cost" aria-live="polite">
              {service.quantity > 0 ? `Added: ${money.format(service.lineCost)}` : ''}
            </p>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => actor.send({ type: 'extras.confirmed' })}>
        Continue
      </button>
    </section>
  );
}
