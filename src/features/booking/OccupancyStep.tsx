import { useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useBookingActor } from './BookingProvider';
import { occupancyForActiveRoom } from '@machines/booking/booking.selectors';
import { isRoomConfigurationAskedFor, roomConfigurationsFor } from '@/domain/basket';
import { StepHeading } from '@/ui/StepHeading';
import { usePropertyData } from '@/ui/useProperty';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** Guests and lead guest of one room (and its room configuration when the question is on). */
export function OccupancyStep() {
  const actor = useBookingActor();
  const { property } = usePropertyData();
  const context = useSelector(actor, (s) => s.context);
  const view = occupancyForActiveRoom(context);
  const failedConfigurations = useSelector(actor, (s) =>
    s.matches({ roomsAndRates: { occupancy: 'configurationsFailed' } }),
  );
  const loadingConfigurations = useSelector(actor, (s) =>
    s.matches({ roomsAndRates: { occupancy: 'configurations' } }),
  );
  const [submitted, setSubmitted] = useState(false);
  const ids = { first: useId(), last: useId(), config: useId(), error: useId() };
  if (failedConfigurations) {
    return (
      <section>
        <StepHeading>Guests</StepHeading>
        <p role="alert">{context.error}</p>
        <button type="button" onClick={() => actor.send({ type: 'occupancy.retry' })}>
          Try again
        </button>
      </section>
    );
  }
  if (loadingConfigurations || !view) return <p role="status">Loading…</p>;
  const { item } = view;
  const configurations = roomConfigurationsFor(context, item.RoomTypeId);
  const askConfiguration = isRoomConfigurationAskedFor(context, item);
  const missingFirst = submitted && !item.leadGuest.firstName.trim();
  const missingLast = submitted && !item.leadGuest.lastName.trim();
  const missingConfig = submitted && askConfiguration && !item.roomConfigurationId;
  const change = (field: 'numberOfAdults' | 'numberOfChildren' | 'numberOfInfants', value: number) =>
    actor.send({
      type: 'occupancy.changed',
      roomNumber: view.roomNumber,
      numberOfAdults: view.numberOfAdults,
      numberOfChildren: view.numberOfChildren,
      numberOfInfants: view.numberOfInfants,
      [field]: value,
    });
  return (
    <section>
      <StepHeading>Who is staying in Room {view.roomNumber}?</StepHeading>
      <p>
        {item.roomTypeName}, {item.ratePlan.RatePlanName}
      </p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          actor.send({ type: 'occupancy.confirmed' });
        }}
      >
        <fieldset>
          <legend>Guests</legend>
          <div className="form__row">
            <label>
              {property.AdultLabel || 'Adults'}
              <select value={view.numberOfAdults} onChange={(e) => change('numberOfAdults', Number(e.target.value))}>
                {range(1, view.maxAdults).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            {property.EnableChildrenSearch ? (
              <label>
                {property.ChildLabel || 'Children'}
                <select
                  value={view.numberOfChildren}
                  onChange={(e) => change('numberOfChildren', Number(e.target.value))}
                >
                  {range(0, view.maxChildren).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {property.EnableInfantSearch ? (
              <label>
                {property.InfantLabel || 'Infants'}
                <select
                  value={view.numberOfInfants}
                  onChange={(e) => change('numberOfInfants', Number(e.target.value))}
                >
                  {range(0, view.maxChildren).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
          <p className="form__hint">This room sleeps up to {view.maxTotal}. A choice that does not fit is not taken.</p>
        </fieldset>
        <fieldset>
          <legend>Lead guest</legend>
          <div className="form__row">
            <div className="field">
              <label htmlFor={ids.first}>First name</label>
              <input
                id={ids.first}
                autoComplete="given-name"
                value={item.leadGuest.firstName}
                aria-invalid={missingFirst || undefined}
                aria-describedby={missingFirst ? `${ids.first}-error` : undefined}
                onChange={(e) =>
                  actor.send({ type: 'leadGuest.changed', roomNumber: view.roomNumber, firstName: e.target.value })
                }
              />
              {missingFirst ? (
                <p id={`${ids.first}-error`} className="field__error">
                  Enter the lead guest's first name
                </p>
              ) : null}
            </div>
            <div className="field">
              <label htmlFor={ids.last}>Last name</label>
              <input
                id={ids.last}
                autoComplete="family-name"
                value={item.leadGuest.lastName}
                aria-invalid={missingLast || undefined}
                aria-describedby={missingLast ? `${ids.last}-error` : undefined}
                onChange={(e) =>
                  actor.send({ type: 'leadGuest.changed', roomNumber: view.roomNumber, lastName: e.target.value })
                }
              />
              {missingLast ? (
                <p id={`${ids.last}-error`} className="field__error">
                  Enter the lead guest's last name
                </p>
              ) : null}
            </div>
          </div>
          {askConfiguration ? (
            <div className="field">
              <label htmlFor={ids.config}>Bed set-up</label>
              <select
                id={ids.config}
                value={item.roomConfigurationId ?? ''}
                aria-invalid={missingConfig || undefined}
                aria-describedby={missingConfig ? `${ids.config}-error` : undefined}
                onChange={(e) =>
                  actor.send({
                    type: 'roomConfiguration.changed',
                    roomNumber: view.roomNumber,
                    roomConfigurationId: e.target.value ? Number(e.target.value) : null,
                  })
                }
              >
                <option value="">Choose…</option>
                {configurations.map((c) => (
                  <option key={c.RoomConfigurationDropdownOptionId} value={c.RoomConfigurationDropdownOptionId}>
                    {c.Name}
                  </option>
                ))}
              </select>
              {missingConfig ? (
                <p id={`${ids.config}-error`} className="field__error">
                  Choose a bed set-up
                </p>
              ) : null}
            </div>
          ) : null}
        </fieldset>
        <button type="submit">Continue</button>
      </form>
    </section>
  );
}
