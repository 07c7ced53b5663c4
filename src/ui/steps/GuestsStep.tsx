import type { ReactNode } from 'react';
import type { GuestCounts, GuestsRoomView, GuestsStepView, LeadGuestView } from '@/domain/stepViews';
import { SelectField, TextField } from '@/ui/form';
import { StepHeading } from '@/ui/StepHeading';
import { StepFailed, StepLoading } from './StepStatus';
import { bookingText as t } from '@/i18n/booking';
import './steps.css';

export interface GuestsStepProps {
  view: GuestsStepView;
  /** the room's guests as the guest set them (a choice that does not fit the room is not taken) */
  onGuestsChange: (guests: GuestCounts) => void;
  onLeadGuestChange: (change: Partial<LeadGuestView>) => void;
  /** the bed set-up chosen (null: none) */
  onConfigurationChange: (roomConfigurationId: number | null) => void;
  onContinue: () => void;
  /** load the set-up choices again */
  onRetry: () => void;
  /** more of the room to fill in before going on (pre check-in: the lead guest's registration) */
  children?: ReactNode;
}

/** Guests and lead guest of one room (and its bed set-up when the question is asked). */
export function GuestsStep({ view, onRetry, ...rest }: GuestsStepProps) {
  if (view.status === 'failed') {
    return <StepFailed title={t('guests.title')} error={view.error} onRetry={onRetry} />;
  }
  if (view.status === 'loading') return <StepLoading>{t('loading')}</StepLoading>;
  return <GuestsForm room={view} {...rest} />;
}

function GuestsForm({
  room,
  onGuestsChange,
  onLeadGuestChange,
  onConfigurationChange,
  onContinue,
  children,
}: { room: GuestsRoomView } & Omit<GuestsStepProps, 'view' | 'onRetry'>) {
  // what is missing shows once the guest tried to go on (the flow's state, in the view)
  const errors = room.errorsShown ? room.errors : { firstName: null, lastName: null, configuration: null };
  return (
    <section>
      <StepHeading>{t('guests.heading', { room: room.roomNumber })}</StepHeading>
      <p>
        {room.roomTypeName}, {room.ratePlanName}
      </p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
      >
        {room.fields.length ? (
          <fieldset className="step">
            <legend>{t('guests.title')}</legend>
            <div className="step__row">
              {room.fields.map((field) => (
                <SelectField
                  key={field.key}
                  label={field.label}
                  value={String(room.guests[field.key])}
                  options={field.options.map((n) => ({ value: String(n), label: String(n) }))}
                  onChange={(value) => onGuestsChange({ ...room.guests, [field.key]: Number(value) })}
                />
              ))}
            </div>
            <p className="form__hint">{t('guests.fit', { max: room.maxTotal })}</p>
          </fieldset>
        ) : null}
        <fieldset className="step">
          <legend>{t('guests.leadGuest')}</legend>
          <div className="step__row">
            <TextField
              label={t('guests.firstName')}
              autoComplete="given-name"
              value={room.leadGuest.firstName}
              error={errors.firstName ?? undefined}
              onChange={(firstName) => onLeadGuestChange({ firstName })}
            />
            <TextField
              label={t('guests.lastName')}
              autoComplete="family-name"
              value={room.leadGuest.lastName}
              error={errors.lastName ?? undefined}
              onChange={(lastName) => onLeadGuestChange({ lastName })}
            />
          </div>
          {room.configuration ? (
            <SelectField
              label={t('guests.bedSetUp')}
              placeholder={t('guests.choose')}
              value={room.configuration.value}
              options={room.configuration.options}
              error={errors.configuration ?? undefined}
              onChange={(value) => onConfigurationChange(value ? Number(value) : null)}
            />
          ) : null}
        </fieldset>
        {children}
        <div className="actions">
          <button type="submit">{t('continue')}</button>
        </div>
      </form>
    </section>
  );
}
