import { useRef } from 'react';
import type { GuestDetailField, GuestListView } from '@/domain/stepViews';
import { TextField, useFocusFirstInvalid } from '@/ui/form';
import { StepHeading } from '@/ui/StepHeading';
import { PHONE_HINT } from './BookerDetailsStep';

export interface GuestListStepProps {
  view: GuestListView;
  /** how many times the guest tried to go on with something missing (focus moves to the first error) */
  attempts?: number;
  onChange: (index: number, field: GuestDetailField, value: string) => void;
  onContinue: () => void;
}

const FIELDS: { field: GuestDetailField; label: string; type?: 'email' | 'tel'; autoComplete: string }[] = [
  { field: 'FirstName', label: 'First name', autoComplete: 'off' },
  { field: 'LastName', label: 'Last name', autoComplete: 'off' },
  { field: 'Email', label: 'E-mail address', type: 'email', autoComplete: 'off' },
  { field: 'Phone', label: 'Telephone', type: 'tel', autoComplete: 'off' },
];

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
      <StepHeading>
        Guests of Room {view.roomNumber}: {view.roomTypeName}
      </StepHeading>
      {view.guests.map((guest) => (
        <fieldset key={guest.index} className="step">
          <legend>{guest.index === 0 ? 'Lead guest' : `Guest ${guest.index + 1}`}</legend>
          <div className="step__row">
            {FIELDS.slice(0, 2).map(({ field, label, autoComplete }) => (
              <TextField
                key={field}
                label={label}
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
            {FIELDS.slice(2).map(({ field, label, type, autoComplete }) => (
              <TextField
                key={field}
                label={label}
                type={type}
                autoComplete={autoComplete}
                hint={field === 'Phone' ? PHONE_HINT : undefined}
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
        <button type="submit">Continue</button>
      </div>
    </form>
  );
}
