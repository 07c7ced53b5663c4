import { Link } from 'react-router';
/**
 * The booking journey's steps: each selects its view model from the booking flow and turns the
 * step kit's callbacks (src/ui/steps) into the flow's events.
 */
import { extrasStepView, guestsStepView, roomRateStepView, upgradeStepView } from '@machines/booking/booking.selectors';
// Each step from its own module, not the kit's index: the index also brings the Checkout's sections
// (booker, card frame, voucher, account) and their texts, which Rooms-And-Rates would then load
// with its first screen (181.1 -> 174.4 KiB; decisions: "Rooms-And-Rates without the Checkout's steps")
import { ExtrasStep } from '@/ui/steps/ExtrasStep';
import { GuestsStep } from '@/ui/steps/GuestsStep';
import { RoomRateStep } from '@/ui/steps/RoomRateStep';
import { UpgradeStep } from '@/ui/steps/UpgradeStep';
import { useBookingActor } from './BookingProvider';
import { useBookingView } from './useBookingView';
import { useStepSettings } from '@/ui/stepSettings';
import { useBookingConfig } from '@/ui/useProperty';
import { richText } from '@/ui/RichText';
import { bookingText as t } from '@/i18n/booking';

/** `otherDates`: the search page with this search, which shows its calendar and nearby stays. */
export function BookingRoomRateStep({ otherDates }: { otherDates: string }) {
  const actor = useBookingActor();
  const view = useBookingView(roomRateStepView, useStepSettings(useBookingConfig()));
  return (
    <RoomRateStep
      noRoomsHelp={
        <p className="rooms-and-rates__other-dates">
          {richText(t('otherDates'), { link: (text) => <Link to={otherDates}>{text}</Link> })}
        </p>
      }
      view={view}
      onActivateRoom={(roomNumber) => actor.send({ type: 'room.activated', roomNumber })}
      onSelectRoomType={(roomTypeId) => actor.send({ type: 'roomType.selected', roomTypeId })}
      onClearRoomType={() => actor.send({ type: 'roomType.cleared' })}
      onSelectRate={(roomTypeId, ratePlanId) => actor.send({ type: 'rate.selected', roomTypeId, ratePlanId })}
      onContinue={() => actor.send({ type: 'basket.continued' })}
    />
  );
}

export function BookingUpgradeStep() {
  const actor = useBookingActor();
  const view = useBookingView(upgradeStepView, undefined);
  return (
    <UpgradeStep
      view={view}
      onAccept={(roomTypeId) => actor.send({ type: 'upgrade.accepted', roomTypeId })}
      onDecline={() => actor.send({ type: 'upgrade.declined' })}
    />
  );
}

export function BookingGuestsStep() {
  const actor = useBookingActor();
  const view = useBookingView(guestsStepView, useStepSettings(useBookingConfig()));
  const roomNumber = view.status === 'ready' ? view.roomNumber : 0;
  return (
    <GuestsStep
      view={view}
      onGuestsChange={(guests) => actor.send({ type: 'occupancy.changed', roomNumber, ...guests })}
      onLeadGuestChange={(change) => actor.send({ type: 'leadGuest.changed', roomNumber, ...change })}
      onConfigurationChange={(roomConfigurationId) =>
        actor.send({ type: 'roomConfiguration.changed', roomNumber, roomConfigurationId })
      }
      onContinue={() => actor.send({ type: 'occupancy.confirmed' })}
      onRetry={() => actor.send({ type: 'occupancy.retry' })}
    />
  );
}

export function BookingExtrasStep() {
  const actor = useBookingActor();
  const view = useBookingView(extrasStepView, undefined);
  const roomNumber = view.status === 'ready' ? view.roomNumber : 0;
  return (
    <ExtrasStep
      view={view}
      onQuantityChange={(serviceId, quantity) =>
        actor.send({ type: 'service.quantityChanged', roomNumber, serviceId, quantity })
      }
      onContinue={() => actor.send({ type: 'extras.confirmed' })}
      onRetry={() => actor.send({ type: 'extras.retry' })}
      onSkip={() => actor.send({ type: 'extras.skipped' })}
    />
  );
}
