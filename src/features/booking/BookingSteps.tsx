import { Link } from 'react-router';
/**
 * The booking journey's steps: each selects its view model from the booking flow and turns the
 * step kit's callbacks (src/ui/steps) into the flow's events. Here the room and rate, the first
 * screen of Rooms-And-Rates; the steps after a rate (upgrade, guests, extras) are in
 * StepsAfterRate.tsx, which the page loads once its rooms are on screen.
 */
import { roomRateStepView } from '@machines/booking/booking.selectors';
// (each step from its own module, as every page takes them: src/ui/steps/index.ts)
import { RoomRateStep } from '@/ui/steps/RoomRateStep';
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
