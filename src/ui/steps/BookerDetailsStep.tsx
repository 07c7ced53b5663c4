import { TextField } from '@/ui/form';
import { fieldBinder, type StepFieldProps } from './bind';

export type BookerDetailsField = 'firstName' | 'lastName' | 'emailAddress' | 'telephoneNumber';

export const PHONE_HINT = 'Start with + or 00 and the dialling code, e.g. +44 20 7946 0000';

export interface BookerDetailsStepProps extends StepFieldProps<BookerDetailsField> {
  legend?: string;
}

/** The booker: first and last name, e-mail and telephone (with how to write it). */
export function BookerDetailsStep({ legend = 'Your details', ...props }: BookerDetailsStepProps) {
  const bind = fieldBinder(props);
  return (
    <fieldset className="step">
      <legend>{legend}</legend>
      <div className="step__row">
        <TextField label="First name" autoComplete="given-name" required {...bind('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...bind('lastName')} />
      </div>
      <div className="step__row">
        <TextField label="E-mail address" type="email" autoComplete="email" required {...bind('emailAddress')} />
        <TextField
          label="Telephone"
          type="tel"
          autoComplete="tel"
          hint={PHONE_HINT}
          required
          {...bind('telephoneNumber')}
        />
      </div>
    </fieldset>
  );
}
