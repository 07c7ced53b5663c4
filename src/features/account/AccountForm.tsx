/**
 * The frame of every account form: the form's own error region first (notices may sit behind a
 * modal dialog), then its fields, then the submit button that says when it is busy. After a
 * refused submit (`attempts` grows) focus moves to the first invalid field, so its message is read.
 */
import { useRef, type ReactNode } from 'react';
import { FormError, SubmitButton, TextField, useFocusFirstInvalid, type TextFieldProps } from '@/ui/form';
import { MESSAGES } from '@/domain/validation';
import './account.css';

export interface AccountFormProps {
  /** refused submits so far */
  attempts: number;
  busy: boolean;
  /** the failure of the last submit */
  error: string | null;
  submitText: string;
  busyText: string;
  onSubmit: () => void;
  children: ReactNode;
}

export function AccountForm({ attempts, busy, error, submitText, busyText, onSubmit, children }: AccountFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, attempts);
  return (
    <form
      ref={ref}
      className="account-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormError message={error} />
      {children}
      <SubmitButton busy={busy} busyText={busyText}>
        {submitText}
      </SubmitButton>
    </form>
  );
}

/** The person fields the account forms ask, each labelled as the guest reads it. */
const PERSON_FIELDS = {
  firstName: { label: 'First name', autoComplete: 'given-name', required: true },
  lastName: { label: 'Last name', autoComplete: 'family-name', required: true },
  email: { label: 'E-mail address', type: 'email', autoComplete: 'email', required: true },
  phone: { label: 'Mobile number', type: 'tel', autoComplete: 'tel', optional: true, hint: MESSAGES.phoneHint },
} satisfies Record<string, Omit<TextFieldProps, 'value' | 'onChange'>>;

export type PersonField = keyof typeof PERSON_FIELDS;

/** Some of the person fields, in the order given, with their messages. */
export function PersonFields<F extends PersonField>({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly F[];
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  onChange: (field: F, value: string) => void;
}) {
  return fields.map((field) => (
    <TextField
      key={field}
      {...PERSON_FIELDS[field]}
      name={field}
      value={values[field]}
      error={errors[field]}
      onChange={(value) => onChange(field, value)}
    />
  ));
}
