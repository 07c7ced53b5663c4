import { useSelector } from '@xstate/react';
import { useBookingActor } from './BookingProvider';
import { upgradesForActiveRoom } from '@machines/booking/booking.selectors';
import { basketItemFor } from '@/domain/basket';
import { StepHeading } from '@/ui/StepHeading';
import { useMoney } from '@/ui/currency';

export function UpgradeStep() {
  const actor = useBookingActor();
  const context = useSelector(actor, (s) => s.context);
  const upgrades = upgradesForActiveRoom(context);
  const item = basketItemFor(context, context.activeRoomNumber);
  const money = useMoney(context.property.currency);
  return (
    <section>
      <StepHeading>Upgrade Room {context.activeRoomNumber}?</StepHeading>
      {item ? <p>You chose {item.roomTypeName}. These rooms are available at the same rate plan:</p> : null}
      <ul className="upgrades">
        {upgrades.map((upgrade) => (
          <li key={upgrade.roomTypeId} className="upgrade">
            <h3>{upgrade.name}</h3>
            <p>
              {upgrade.difference >= 0 ? `+${money.format(upgrade.difference)}` : money.format(upgrade.difference)} for
              your stay ({money.format(upgrade.price)} in all)
            </p>
            <button
              type="button"
              onClick={() => actor.send({ type: 'upgrade.accepted', roomTypeId: upgrade.roomTypeId })}
            >
              Upgrade to {upgrade.name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button--secondary" onClick={() => actor.send({ type: 'upgrade.declined' })}>
        No thanks, keep {item?.roomTypeName ?? 'my room'}
      </button>
    </section>
  );
}
