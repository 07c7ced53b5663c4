/**
 * The frame of every account form: the form's own error region first (notices may sit behind a
 * modal dialog), then its fields, then the submit button that says when it is busy. After a
 * refused submit (`attempts` grows) focus moves to the first invalid field, so its message is read.
 */
import { useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import {
  FormError,
  PasswordField,
  SubmitButton,
  TextField,
  useFocusFirstInvalid,
  type PasswordFieldProps,
  type TextFieldProps,
} from '@/ui/form';
import { fieldErrors, type FieldErrors, type FormSchema } from '@/domain/forms';
import { MESSAGES } from '@/domain/validation';
import { useSession } from '@/ui/session';
import { textsOf } from '@/i18n/catalogue';
import { accountText as t } from '@/i18n/account';
import type { FormContext } from '@machines/account/account.form';
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

/** The person fields the account forms ask, each labelled as the guest reads it (read when shown). */
const PERSON_LABELS = textsOf(t, { firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'mobile' });

const PERSON_FIELDS = {
  firstName: { autoComplete: 'given-name', required: true },
  lastName: { autoComplete: 'family-name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  phone: {
    type: 'tel',
    autoComplete: 'tel',
    optional: true,
    get hint() {
      return MESSAGES.phoneHint;
    },
  },
} satisfies Record<string, Omit<TextFieldProps, 'label' | 'value' | 'onChange'>>;

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
      label={PERSON_LABELS[field]}
      name={field}
      value={values[field]}
      error={errors[field]}
      onChange={(value) => onChange(field, value)}
    />
  ));
}

/** A new password (register, reset, change): the browser may suggest one, the hint says the rule. */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'autoComplete' | 'hint'>) {
  return <PasswordField {...props} autoComplete="new-password" hint={MESSAGES.passwordHint} />;
}

interface OneFormSnapshot<F> {
  context: FormContext<F>;
  matches(value: { editing: 'refused' }): boolean;
}

/**
 * What the screen of a machine with one form shows: the form, its field messages once a submit
 * was refused (`editing.refused`), the refused attempts and the failure of the last submit.
 */
export function useFormView<F extends object>(
  actor: Pick<AnyActorRef, 'subscribe'> & { getSnapshot(): OneFormSnapshot<F> },
  schema: FormSchema,
): { form: F; errors: FieldErrors<F>; attempts: number; error: string | null } {
  const form = useSelector(actor, (s) => s.context.form);
  const refused = useSelector(actor, (s) => s.matches({ editing: 'refused' }));
  const attempts = useSelector(actor, (s) => s.context.attempts);
  const error = useSelector(actor, (s) => s.context.error);
  return { form, errors: refused ? fieldErrors(schema, form) : {}, attempts, error };
}

/**
 * An outcome (e.g. a confirmed address, a new password) and its next step: "Log in", or what a
 * logged-in guest may do instead.
 */
export function Outcome({ message, loggedIn = null }: { message: ReactNode; loggedIn?: ReactNode }) {
  const { isLoggedIn, openLogin } = useSession();
  return (
    <>
      <p role="status" className="account-status">
        {message}
      </p>
      {isLoggedIn ? (
        loggedIn
      ) : (
        <p>
          <button type="button" onClick={openLogin}>
            {t('logIn')}
          </button>
        </p>
      )}
    </>
  );
}
