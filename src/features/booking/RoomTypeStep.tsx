import { useSelector } from '@xstate/react';
import { useBookingActor } from './BookingProvider';
import { offeredRoomTypes, warningsOf, guestsText } from '@machines/booking/booking.selectors';
import { StepHeading } from '@/ui/StepHeading';
import { Money } from './Money';
import { usePropertyData } from '@/ui/useProperty';

/** Room type and rate selection for the active room (spec: rooms and rates). */
export function RoomTypeStep({ showOccupancy, showMinimumStay }: { showOccupancy: boolean; showMinimumStay: boolean }) {
  const actor = useBookingActor();
  const snapshot = useSelector(actor, (s) => s);
  const { property } = usePropertyData();
  const words = { adults: property.AdultLabel, children: property.ChildLabel, infants: property.InfantLabel };
  const guests = (room: { numberOfAdults: number; numberOfChildren: number; numberOfInfants: number }) =>
    guestsText(room.numberOfAdults, room.numberOfChildren, room.numberOfInfants, words);
  const canContinue = snapshot.can({ type: 'basket.continued' });
  const { context } = snapshot;
  const warnings = warningsOf(snapshot);
  const roomTypes = offeredRoomTypes(context);
  const pending = context.pendingRoomTypeId;
  const visible = snapshot.matches({ roomsAndRates: 'ratePlanSelection' })
    ? roomTypes.filter((r) => r.roomTypeId === pending)
    : roomTypes;
  const active = context.rooms.find((r) => r.roomNumber === context.activeRoomNumber);
  const currency = context.property.currency;
  const chosen = new Set(context.basket.map((i) => i.roomNumber));
  return (
    <section>
      {context.rooms.length > 1 ? (
        <nav aria-label="Rooms of your booking" className="room-tabs">
          <ul>
            {context.rooms.map((room) => (
              <li key={room.roomNumber}>
                <button
                  type="button"
                  aria-current={room.roomNumber === context.activeRoomNumber ? 'step' : undefined}
                  className={room.roomNumber === context.activeRoomNumber ? 'room-tab room-tab--active' : 'room-tab'}
                  onClick={() => actor.send({ type: 'room.activated', roomNumber: room.roomNumber })}
                >
                  Room {room.roomNumber}
                  <span className="room-tab__detail">
                    {guests(room)}
                    {chosen.has(room.roomNumber) ? ' · chosen' : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <StepHeading>
        Choose a room for Room {context.activeRoomNumber}
        {active ? <span className="step-heading__detail"> ({guests(active)})</span> : null}
      </StepHeading>
      {warnings.promoInvalid ? (
        <p className="notice notice--warning" role="status">
          {warnings.promoInvalid}
        </p>
      ) : null}
      {warnings.voucherMessage ? (
        <p className="notice notice--info" role="status">
          {warnings.voucherMessage}
        </p>
      ) : null}
      {warnings.noRoomsForOccupancy ? (
        <p className="notice notice--warning" role="status">
          There are no rooms for {active ? guests(active) : 'these guests'} on these dates. Try fewer guests in this
          room, or add another room.
        </p>
      ) : null}
      {warnings.noRooms && !warnings.noRoomsForOccupancy ? (
        <p className="notice notice--warning" role="status">
          {warnings.noRooms}
        </p>
      ) : null}
      {canContinue ? (
        <div className="notice notice--info">
          <p>Every room of your booking has a room and rate. Choose again for a room above, or go on with these.</p>
          <button type="button" onClick={() => actor.send({ type: 'basket.continued' })}>
            Continue with these rooms
          </button>
        </div>
      ) : null}
      {snapshot.matches({ roomsAndRates: 'ratePlanSelection' }) ? (
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'roomType.cleared' })}>
          Back to all room types
        </button>
      ) : null}
      <ul className="room-types">
        {visible.map((roomType) => (
          <li key={roomType.roomTypeId} className="room-type">
            <article aria-labelledby={`room-type-${roomType.roomTypeId}`}>
              <h3 id={`room-type-${roomType.roomTypeId}`}>{roomType.name}</h3>
              {roomType.description ? <p>{roomType.description}</p> : null}
              <p className="room-type__badges">
                {roomType.from !== null ? (
                  <span>
                    From <Money amount={roomType.from} currency={currency} original={roomType.fromOriginal} />
                  </span>
                ) : null}
                {showMinimumStay && roomType.minimumStay ? (
                  <span className="badge">Minimum stay {roomType.minimumStay} nights</span>
                ) : null}
                {roomType.showRoomsLeft ? (
                  <span className="badge badge--urgent">Only {roomType.roomsLeft} left</span>
                ) : null}
                {showOccupancy && roomType.maxOccupancy ? (
                  <span className="badge">Sleeps up to {roomType.maxOccupancy}</span>
                ) : null}
              </p>
              {snapshot.matches({ roomsAndRates: 'roomTypeSelection' }) && context.isSmallScreen ? (
                <button
                  type="button"
                  onClick={() => actor.send({ type: 'roomType.selected', roomTypeId: roomType.roomTypeId })}
                >
                  See rates for {roomType.name}
                </button>
              ) : (
                <ul className="rates">
                  {roomType.rates.map((rate) => (
                    <li key={rate.ratePlanId} className="rate">
                      <div>
                        <p className="rate__name">{rate.name}</p>
                        {rate.promotion ? <p className="badge badge--promo">{rate.promotion}</p> : null}
                        {rate.description ? <p className="rate__description">{rate.description}</p> : null}
                      </div>
                      <p className="rate__price">
                        <Money amount={rate.price} currency={currency} original={rate.originalPrice} />
                        <span className="rate__per"> for your stay</span>
                      </p>
                      <button
                        type="button"
                        aria-label={`Select ${rate.name} for Room ${context.activeRoomNumber}, ${roomType.name}`}
                        onClick={() =>
                          actor.send({
                            type: 'rate.selected',
                            roomTypeId: roomType.roomTypeId,
                            ratePlanId: rate.ratePlanId,
                          })
                        }
                      >
                        Select
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
