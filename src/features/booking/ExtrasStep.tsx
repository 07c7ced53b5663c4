import { useSelector } from '@xstate/react';
import { useBookingActor } from './BookingProvider';
import { servicesForActiveRoom } from '../../../machines/booking/booking.selectors';
import { StepHeading } from './StepHeading';
import { useMoney } from '../../ui/currency';

const chargeText: Record<string, string> = { PerStay: 'per stay', PerDay: 'per night', PerQuantity: 'each' };

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
          <button type="button" onClick={() => actor.send({ type: 'extras.retry' })}>Try again</button>
          <button type="button" className="button--secondary" onClick={() => actor.send({ type: 'extras.skipped' })}>Continue without extras</button>
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
              <p>
                {money.format(service.unitPrice)} {chargeText[service.chargeType]}
                {service.chargePerPerson ? ', for every guest' : ''}
                {service.chargeType === 'PerDay' ? ' (priced for your whole stay)' : ''}
              </p>
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
                  onChange={(e) => actor.send({ type: 'service.quantityChanged', roomNumber, serviceId: service.serviceId, quantity: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
                />
              </label>
            ) : (
              <label className="extra__toggle">
                <input
                  type="checkbox"
                  checked={service.quantity > 0}
                  onChange={(e) => actor.send({ type: 'service.quantityChanged', roomNumber, serviceId: service.serviceId, quantity: e.target.checked ? 1 : 0 })}
                />
                Add {service.name}
              </label>
            )}
            <p className="extra__cost" aria-live="polite">{service.quantity > 0 ? `Added: ${money.format(service.lineCost)}` : ''}</p>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => actor.send({ type: 'extras.confirmed' })}>Continue</button>
    </section>
  );
}
