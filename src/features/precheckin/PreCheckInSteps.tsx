import { useMemo, useRef } from 'react';
import { Link, useLoaderData } from 'react-router';
import {
  bookerView,
  extrasView,
  guestListView,
  paymentView,
  roomView,
  summaryView,
  type PreCheckInStep,
} from '@machines/precheckin/precheckin.selectors';
import { CheckboxField, FormError, SubmitButton, TextField, useFocusFirstInvalid } from '@/ui/form';
import { StepHeading } from '@/ui/StepHeading';
import { BookerDetailsStep } from '@/ui/steps/BookerDetailsStep';
import { CardDetailsStep, type CardField } from '@/ui/steps/CardDetailsStep';
import { ExtrasStep } from '@/ui/steps/ExtrasStep';
import { GuestListStep } from '@/ui/steps/GuestListStep';
import { GuestsStep } from '@/ui/steps/GuestsStep';
import { RegistrationStep } from '@/ui/steps/RegistrationStep';
import { StepFailed, StepLoading } from '@/ui/steps/StepStatus';
import { usePropertyData } from '@/ui/useProperty';
import { PreCheckInFlow, usePreCheckInActor, usePreCheckInCardFrame, usePreCheckInView } from './PreCheckInFlow';
import type { PreCheckInData } from './PreCheckInPage';
import { PRE_CHECK_IN_MESSAGES } from '@/domain/precheckin';
import { useListRetry } from '@/ui/useListRetry';
import { listOf } from '@/i18n/catalogue';
import { bookingText } from '@/i18n/booking';
import { commonText } from '@/i18n/common';
import { precheckinText as t } from '@/i18n/precheckin';

/** The screen of the flow's step (states map 1:1 to screens). */
export function PreCheckInSteps({ step }: { step: PreCheckInStep }) {
  switch (step) {
    case 'loading':
      return <StepLoading>{commonText('loadingBooking')}</StepLoading>;
    case 'loadFailed':
      return <LoadFailed />;
    case 'notice':
      return <Notice />;
    case 'invalidLink':
      return (
        <div className="precheckin-notice precheckin-notice--negative" role="alert">
          <StepHeading>{t('error')}</StepHeading>
          <p>{PRE_CHECK_IN_MESSAGES.invalidLink}</p>
        </div>
      );
    case 'booker':
      return <Booker />;
    case 'room':
      return <Room />;
    case 'guest':
      return <Guests />;
    case 'extras':
      return <Extras />;
    case 'payment':
      return <Payment />;
    case 'summary':
      return <Summary />;
    case 'complete':
      return <Complete />;
  }
}

/** A notice instead of the steps: its title and message, a positive badge when Success, else a warning. */
function Notice() {
  const notice = PreCheckInFlow.useSelector((s) => s.context.notice);
  if (!notice) return null;
  const tone = notice.success ? 'positive' : 'warning';
  return (
    <div className={`precheckin-notice precheckin-notice--${tone}`} role="status">
      <p className="precheckin-badge">{notice.success ? t('badge.done') : t('badge.note')}</p>
      <StepHeading>{notice.title}</StepHeading>
      <p>{notice.message}</p>
    </div>
  );
}

function Booker() {
  const actor = usePreCheckInActor();
  const view = usePreCheckInView(bookerView, undefined);
  const intro = PreCheckInFlow.useSelector((s) => s.context.input.config.IntroductionText);
  const refused = PreCheckInFlow.useSelector((s) => (s.matches({ booker: 'refused' }) ? 1 : 0));
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, refused);
  if (!view) return null;
  const field = {
    firstName: 'FirstName',
    lastName: 'LastName',
    emailAddress: 'Email',
    telephoneNumber: 'Phone',
  } as const;
  return (
    <form
      ref={ref}
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'step.continued' });
      }}
    >
      <StepHeading>{t('yourDetails')}</StepHeading>
      {intro ? <p>{intro}</p> : null}
      <BookerDetailsStep
        legend={t('booker')}
        values={view.values}
        errors={view.errors}
        onChange={(name, value) => actor.send({ type: 'booker.changed', change: { [field[name]]: value } })}
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
    </form>
  );
}

function useLists() {
  const { countries } = useLoaderData() as PreCheckInData;
  return useMemo(() => ({ countries }), [countries]);
}

function Room() {
  const actor = usePreCheckInActor();
  const { countriesError } = useLoaderData() as PreCheckInData;
  const countriesProblem = useListRetry(countriesError);
  const view = usePreCheckInView(roomView, useLists());
  if (!view) return null;
  const roomNumber = view.roomNumber;
  return (
    <GuestsStep
      key={roomNumber}
      view={view.guests}
      onGuestsChange={() => {}}
      onLeadGuestChange={(change) =>
        actor.send({
          type: 'guest.changed',
          roomNumber,
          index: 0,
          change: {
            ...(change.firstName !== undefined ? { FirstName: change.firstName } : {}),
            ...(change.lastName !== undefined ? { LastName: change.lastName } : {}),
          },
        })
      }
      onConfigurationChange={(roomConfigurationId) =>
        actor.send({ type: 'roomConfiguration.changed', roomNumber, roomConfigurationId })
      }
      onContinue={() => actor.send({ type: 'step.continued' })}
      onRetry={() => {}}
    >
      <RegistrationStep
        view={view.registration}
        onChange={(field, value) =>
          actor.send({ type: 'registration.changed', roomNumber, change: { [field]: value || null } })
        }
        countriesProblem={countriesProblem}
      />
    </GuestsStep>
  );
}

/** The booking could not be reached: what failed, and a retry. */
function LoadFailed() {
  const actor = usePreCheckInActor();
  const error = PreCheckInFlow.useSelector((s) => s.context.error);
  return (
    <StepFailed
      title={commonText('openBookingFailed')}
      error={error ?? PRE_CHECK_IN_MESSAGES.loadFailed}
      onRetry={() => actor.send({ type: 'retry' })}
    />
  );
}

function Guests() {
  const actor = usePreCheckInActor();
  const view = usePreCheckInView(guestListView, undefined);
  if (!view) return null;
  return (
    <GuestListStep
      key={view.roomNumber}
      view={view}
      attempts={view.errorsShown ? 1 : 0}
      onChange={(index, field, value) =>
        actor.send({ type: 'guest.changed', roomNumber: view.roomNumber, index, change: { [field]: value } })
      }
      onContinue={() => actor.send({ type: 'step.continued' })}
    />
  );
}

function Extras() {
  const actor = usePreCheckInActor();
  const { property } = usePropertyData();
  const view = usePreCheckInView(extrasView, property.Currency);
  const roomNumber = view.status === 'ready' ? view.roomNumber : 0;
  return (
    <ExtrasStep
      key={roomNumber}
      view={view}
      onQuantityChange={(serviceId, quantity) =>
        actor.send({ type: 'service.quantityChanged', roomNumber, serviceId, quantity })
      }
      onContinue={() => actor.send({ type: 'step.continued' })}
      onRetry={() => {}}
      onSkip={() => actor.send({ type: 'step.continued' })}
    />
  );
}

const chosen = (value: string) => (value ? Number(value) : null);

function Payment() {
  const actor = usePreCheckInActor();
  const cardFrame = usePreCheckInCardFrame();
  const view = usePreCheckInView(paymentView, undefined);
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, view.refused ? 1 : 0);
  const change = (field: CardField, value: string) =>
    field === 'savedCard'
      ? actor.send({ type: 'card.chosen', creditCardId: chosen(value) })
      : actor.send({ type: 'card.changed', change: { creditCardName: value } });
  return (
    <form
      ref={ref}
      className="form"
      noValidate
      aria-busy={view.reading || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'step.continued' });
      }}
    >
      <StepHeading>{t('cardHeading')}</StepHeading>
      <p>{t('nothingCharged')}</p>
      <FormError message={view.error} />
      <CardDetailsStep
        values={view.values}
        errors={view.errors}
        onChange={change}
        link={cardFrame}
        onEntryChange={(entry) => actor.send({ type: 'card.entryChanged', entry })}
        brands={view.brands}
        showAllErrors={view.showAllErrors}
        savedCards={view.savedCards}
      />
      <div className="actions">
        <button type="submit">{t('continue')}</button>
      </div>
    </form>
  );
}

function Summary() {
  const actor = usePreCheckInActor();
  const view = usePreCheckInView(summaryView, undefined);
  const refused = PreCheckInFlow.useSelector((s) => (s.matches({ summary: 'refused' }) ? 1 : 0));
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, refused);
  if (!view) return null;
  return (
    <form
      ref={ref}
      className="form precheckin-summary"
      noValidate
      aria-busy={view.saving || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'save.requested' });
      }}
    >
      <StepHeading>{t('checkAndConfirm')}</StepHeading>
      <FormError message={view.error} />
      {view.cardIncomplete ? (
        <div className="notice notice--warning" role="alert">
          <p>{t('cardAgain')}</p>
          <button type="button" className="button--secondary" onClick={() => actor.send({ type: 'payment.edit' })}>
            {t('enterCard')}
          </button>
        </div>
      ) : null}
      <ul className="precheckin-rooms">
        {view.rooms.map((room) => (
          <li key={room.roomNumber}>
            <strong>{bookingText('basket.room', { room: room.roomNumber, roomType: room.roomType })}</strong>
            {/* each room's guests, as the locale lists names ("Ann Lee, Bo Lee" in en-GB) */}
            <span>{listOf(room.guests)}</span>
          </li>
        ))}
      </ul>
      {view.askArrivalTime ? (
        <TextField
          label={t('arrivalTime')}
          type="text"
          inputMode="numeric"
          hint={t('arrivalTimeHint')}
          value={view.arrivalTime}
          error={view.arrivalError ?? undefined}
          onChange={(value) => actor.send({ type: 'arrival.changed', value })}
        />
      ) : null}
      {view.termsUrl ? (
        <CheckboxField
          label={t('acceptTerms')}
          checked={view.acceptedTerms}
          error={view.termsError ?? undefined}
          onChange={(accepted) => actor.send({ type: 'terms.changed', accepted })}
          hint={
            <a href={view.termsUrl} target="_blank" rel="noreferrer">
              {t('readTerms')}
            </a>
          }
        />
      ) : null}
      <SubmitButton busy={view.saving} busyText={t('saving')}>
        {view.amending ? t('saveChanges') : t('completeCheckIn')}
      </SubmitButton>
    </form>
  );
}

function Complete() {
  const actor = usePreCheckInActor();
  const { property } = usePropertyData();
  const message = PreCheckInFlow.useSelector((s) => s.context.savedMessage);
  return (
    <div className="precheckin-notice precheckin-notice--positive">
      <p className="precheckin-badge">{t('badge.done')}</p>
      <StepHeading>{t('completeHeading')}</StepHeading>
      <p role="status">{message ?? t('completeMessage')}</p>
      <div className="actions">
        <button type="button" className="button--secondary" onClick={() => actor.send({ type: 'amend.requested' })}>
          {t('changeDetails')}
        </button>
        <Link to={`/Book/${property.PropertyCode}`}>{t('backToHotel')}</Link>
      </div>
    </div>
  );
}
