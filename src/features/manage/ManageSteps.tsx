import { useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import {
  bookerStepView,
  extrasStepView,
  guestListView,
  guestsStepView,
  roomRateStepView,
  upgradeStepView,
  type ManageStep,
} from '@machines/manage/manage.selectors';
import { BookerDetailsStep } from '@/ui/steps/BookerDetailsStep';
import { ExtrasStep } from '@/ui/steps/ExtrasStep';
import { GuestListStep } from '@/ui/steps/GuestListStep';
import { GuestsStep } from '@/ui/steps/GuestsStep';
import { RoomRateStep } from '@/ui/steps/RoomRateStep';
import { StepFailed, StepLoading } from '@/ui/steps/StepStatus';
import { UpgradeStep } from '@/ui/steps/UpgradeStep';
import { StepHeading } from '@/ui/StepHeading';
import { TextField } from '@/ui/form';
import { useStepSettings } from '@/ui/stepSettings';
import { ManageFlow, useManageActor, useManageView } from './ManageFlow';
import { Overview } from './Overview';
import { ChangeDates } from './ChangeDates';
import { Summary } from './Summary';
import { Cancelled, Complete } from './Outcome';
import type { ManageReservationData } from './ReservationPage';
import { SMALL_SCREEN } from '@/ui/viewport';
import { commonText } from '@/i18n/common';
import { manageText as t } from '@/i18n/manage';

/** The screen of the flow's step (states map 1:1 to screens). */
export function ManageSteps({ step }: { step: ManageStep }) {
  switch (step) {
    case 'loading':
      return <StepLoading>{commonText('loadingBooking')}</StepLoading>;
    case 'loadFailed':
      return <LoadFailed />;
    case 'overview':
      return <Overview />;
    case 'booker':
      return <BookerStep />;
    case 'room':
      return <RoomStep />;
    case 'guest':
      return <GuestStep />;
    case 'upgradeSelection':
      return <ManageUpgradeStep />;
    case 'extras':
      return <ManageExtrasStep />;
    case 'roomTypeSelection':
    case 'ratePlanSelection':
      return <ManageRoomRateStep />;
    case 'changeDates':
      return <ChangeDates />;
    case 'summary':
      return <Summary />;
    case 'complete':
      return <Complete />;
    case 'cancelled':
      return <Cancelled />;
  }
}

/** "Back to your booking": every step can be left for the overview, changes kept. */
export function BackToBooking() {
  const actor = useManageActor();
  return (
    <p>
      <button type="button" className="button--link" onClick={() => actor.send({ type: 'step.back' })}>
        {t('backToBooking')}
      </button>
    </p>
  );
}

function LoadFailed() {
  const actor = useManageActor();
  const error = ManageFlow.useSelector((s) => s.context.error ?? '');
  return (
    <StepFailed title={commonText('openBookingFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />
  );
}

function BookerStep() {
  const actor = useManageActor();
  const view = useManageView(bookerStepView, undefined);
  if (!view) return null;
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'step.continued' });
      }}
    >
      <StepHeading>{t('booker.heading')}</StepHeading>
      <BookerDetailsStep
        legend={t('booker.legend')}
        values={view.values}
        errors={view.errorsShown ? view.errors : {}}
        onChange={(field, value) => actor.send({ type: 'booker.changed', change: { [field]: value } })}
      />
      <TextField
        label={t('specialRequests')}
        optional
        multiline
        value={view.specialRequests}
        onChange={(value) => actor.send({ type: 'specialRequests.changed', value })}
      />
      <div className="actions">
        <button type="submit">{t('continue')}</button>
      </div>
      <BackToBooking />
    </form>
  );
}

function useSettings() {
  const { bookingConfig } = useLoaderData() as ManageReservationData;
  return useStepSettings(bookingConfig);
}

function RoomStep() {
  const actor = useManageActor();
  const view = useManageView(guestsStepView, useSettings());
  const roomNumber = view.status === 'ready' ? view.roomNumber : 0;
  return (
    <>
      <GuestsStep
        key={roomNumber}
        view={view}
        onGuestsChange={(guests) => actor.send({ type: 'occupancy.changed', roomNumber, ...guests })}
        onLeadGuestChange={(change) => actor.send({ type: 'leadGuest.changed', roomNumber, ...change })}
        onConfigurationChange={(roomConfigurationId) =>
          actor.send({ type: 'roomConfiguration.changed', roomNumber, roomConfigurationId })
        }
        onContinue={() => actor.send({ type: 'step.continued' })}
        onRetry={() => actor.send({ type: 'retry' })}
      />
      <BackToBooking />
    </>
  );
}

function GuestStep() {
  const actor = useManageActor();
  const view = useManageView(guestListView, undefined);
  const attempts = ManageFlow.useSelector((s) => (s.matches({ room: { guest: 'refused' } }) ? 1 : 0));
  if (!view) return null;
  return (
    <>
      <GuestListStep
        key={view.roomNumber}
        view={view}
        attempts={attempts}
        onChange={(index, field, value) =>
          actor.send({ type: 'guest.changed', roomNumber: view.roomNumber, index, change: { [field]: value } })
        }
        onContinue={() => actor.send({ type: 'step.continued' })}
      />
      <BackToBooking />
    </>
  );
}

function ManageUpgradeStep() {
  const actor = useManageActor();
  const view = useManageView(upgradeStepView, undefined);
  return (
    <>
      <UpgradeStep
        key={view.roomNumber}
        view={view}
        onAccept={(roomTypeId) => actor.send({ type: 'upgrade.accepted', roomTypeId })}
        onDecline={() => actor.send({ type: 'upgrade.declined' })}
      />
      <BackToBooking />
    </>
  );
}

function ManageExtrasStep() {
  const actor = useManageActor();
  const view = useManageView(extrasStepView, undefined);
  const roomNumber = view.status === 'ready' ? view.roomNumber : 0;
  return (
    <>
      <ExtrasStep
        key={roomNumber}
        view={view}
        onQuantityChange={(serviceId, quantity) =>
          actor.send({ type: 'service.quantityChanged', roomNumber, serviceId, quantity })
        }
        onContinue={() => actor.send({ type: 'step.continued' })}
        onRetry={() => actor.send({ type: 'retry' })}
        onSkip={() => actor.send({ type: 'step.continued' })}
      />
      <BackToBooking />
    </>
  );
}

function ManageRoomRateStep() {
  const actor = useManageActor();
  const step = useSettings();
  // as the booking flow: on a small screen the room types first, then the rates of one
  const [compact] = useState(() => window.matchMedia?.(SMALL_SCREEN).matches === true);
  const settings = useMemo(() => ({ ...step, compact }), [step, compact]);
  const view = useManageView(roomRateStepView, settings);
  return (
    <>
      <RoomRateStep
        view={view}
        onActivateRoom={() => {}}
        onSelectRoomType={(roomTypeId) => actor.send({ type: 'roomType.selected', roomTypeId })}
        onClearRoomType={() => actor.send({ type: 'roomType.cleared' })}
        onSelectRate={(roomTypeId, ratePlanId) => actor.send({ type: 'rate.selected', roomTypeId, ratePlanId })}
        onContinue={() => actor.send({ type: 'step.back' })}
      />
      <BackToBooking />
    </>
  );
}
