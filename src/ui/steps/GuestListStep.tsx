import { useRef } from 'react';
import type { GuestDetailField, GuestListView } from '@/domain/stepViews';
import { TextField, useFocusFirstInvalid } from '@/ui/form';
import { StepHeading } from '@/ui/StepHeading';
import { formsText } from '@/i18n/forms';
import { textsOf } from '@/i18n/catalogue';
import { bookingText as t } from '@/i18n/booking';
import './steps.css';

export interface GuestListStepProps {
  view: GuestListView;
  /** how many times the guest tried to go on with something missing (focus moves to the first error) */
  attempts?: number;
  onChange: (index: number, field: GuestDetailField, value: string) => void;
  onContinue: () => void;
}

const FIELDS: { field: GuestDetailField; type?: 'email' | 'tel'; autoComplete: string }[] = [
  { field: 'FirstName', autoComplete: 'off' },
  { field: 'LastName', autoComplete: 'off' },
  { field: 'Email', type: 'email', autoComplete: 'off' },
  { field: 'Phone', type: 'tel', autoComplete: 'off' },
];

/** Each field's label. */
const FIELD_NAMES: Record<GuestDetailField, string> = textsOf(t, {
  FirstName: 'guests.firstName',
  LastName: 'guests.lastName',
  Email: 'guests.email',
  Phone: 'guests.telephone',
});

/** Every guest of one room: names and, as the property asks, e-mail and telephone. */
export function GuestListStep({ view, attempts = 0, onChange, onContinue }: GuestListStepProps) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, attempts);
  return (
    <form
      ref={ref}
      className="form guest-list"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <StepHeading>{t('guestList.heading', { room: view.roomNumber, roomType: view.roomTypeName })}</StepHeading>
      {view.guests.map((guest) => (
        <fieldset key={guest.index} className="step">
          <legend>
            {guest.index === 0 ? t('guests.leadGuest') : t('guestList.guest', { number: guest.index + 1 })}
          </legend>
          <div className="step__row">
            {FIELDS.slice(0, 2).map(({ field, autoComplete }) => (
              <TextField
                key={field}
                label={FIELD_NAMES[field]}
                autoComplete={autoComplete}
                required={view.required[field]}
                optional={!view.required[field]}
                value={guest.values[field]}
                error={view.errorsShown ? guest.errors[field] : undefined}
                onChange={(value) => onChange(guest.index, field, value)}
              />
            ))}
          </div>
          <div className="step__row">
            {FIELDS.slice(2).map(({ field, type, autoComplete }) => (
              <TextField
                key={field}
                label={FIELD_NAMES[field]}
                type={type}
                autoComplete={autoComplete}
                hint={field === 'Phone' ? formsText('phoneExample') : undefined}
                required={view.required[field]}
                optional={!view.required[field]}
                value={guest.values[field]}
                error={view.errorsShown ? guest.errors[field] : undefined}
                onChange={(value) => onChange(guest.index, field, value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="actions">
        <button type="submit">{t('continue')}</button>
      </div>
    </form>
  );
}
