import { TextField } from '@/ui/form';
import { fieldBinder, type StepFieldProps } from './bind';

export type SpecialRequestsField = 'specialRequests' | 'comment';

export interface SpecialRequestsStepProps extends StepFieldProps<SpecialRequestsField> {
  legend?: string;
}

/** Anything the hotel should know, and how the guest heard of it (both optional). */
export function SpecialRequestsStep({ legend = 'Additional information', ...props }: SpecialRequestsStepProps) {
  const bind = fieldBinder(props);
  return (
    <fieldset className="step">
      <legend>{legend}</legend>
      <TextField label="Special requests" optional multiline {...bind('specialRequests')} />
      <TextField label="How did you hear about us?" optional {...bind('comment')} />
    </fieldset>
  );
}
