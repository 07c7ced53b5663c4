import { TextField } from '@/ui/form';
import { fieldBinder, type StepFieldProps } from './bind';
import { checkoutText as t } from '@/i18n/checkout';
import './steps.css';

export type SpecialRequestsField = 'specialRequests' | 'comment';

export interface SpecialRequestsStepProps extends StepFieldProps<SpecialRequestsField> {
  legend?: string;
}

/** Anything the hotel should know, and how the guest heard of it (both optional). */
export function SpecialRequestsStep({ legend = t('requests.legend'), ...props }: SpecialRequestsStepProps) {
  const bind = fieldBinder(props);
  return (
    <fieldset className="step">
      <legend>{legend}</legend>
      <TextField label={t('requests.specialRequests')} optional multiline {...bind('specialRequests')} />
      <TextField label={t('requests.comment')} optional {...bind('comment')} />
    </fieldset>
  );
}
