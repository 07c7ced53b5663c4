import { TextField } from '@/ui/form';
import { fieldBinder, type StepFieldProps } from './bind';
import { checkoutText as t } from '@/i18n/checkout';
import { formsText } from '@/i18n/forms';
import './steps.css';

export type BookerDetailsField = 'firstName' | 'lastName' | 'emailAddress' | 'telephoneNumber';

export interface BookerDetailsStepProps extends StepFieldProps<BookerDetailsField> {
  legend?: string;
}

/** The booker: first and last name, e-mail and telephone (with how to write it). */
export function BookerDetailsStep({ legend = t('details.legend'), ...props }: BookerDetailsStepProps) {
  const bind = fieldBinder(props);
  return (
    <fieldset className="step">
      <legend>{legend}</legend>
      <div className="step__row">
        <TextField label={t('details.firstName')} autoComplete="given-name" required {...bind('firstName')} />
        <TextField label={t('details.lastName')} autoComplete="family-name" required {...bind('lastName')} />
      </div>
      <div className="step__row">
        <TextField label={t('details.email')} type="email" autoComplete="email" required {...bind('emailAddress')} />
        <TextField
          label={t('details.telephone')}
          type="tel"
          autoComplete="tel"
          hint={formsText('phoneExample')}
          required
          {...bind('telephoneNumber')}
        />
      </div>
    </fieldset>
  );
}
