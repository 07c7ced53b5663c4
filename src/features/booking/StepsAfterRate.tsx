/**
 * The booking journey's steps after a rate is chosen (upgrade, guests, extras), each selecting its
 * view model from the booking flow and turning the step kit's callbacks into the flow's events.
 * Rooms-And-Rates loads this module once its rooms are on screen, not with its first screen: they
 * bring the forms, their rules (zod) and their texts (decisions: "Rooms-And-Rates: the steps after
 * a rate load after its rooms").
 */
import { extrasStepView, guestsStepView, upgradeStepView } from '@machines/booking/booking.selectors';
import { ExtrasStep } from '@/ui/steps/ExtrasStep';
import { GuestsStep } from '@/ui/steps/GuestsStep';
import { UpgradeStep } from '@/ui/steps/UpgradeStep';
import { useBookingActor } from './BookingProvider';
import { useBookingView } from './useBookingView';
import { useStepSettings } from '@/ui/stepSettings';
import { useBookingConfig } from '@/ui/useProperty';

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
