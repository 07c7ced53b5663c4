/**
 * Form controls of the account screens: every control labelled, its hint and error tied with
 * aria-describedby, aria-invalid on errors; passwords may be pasted and shown (WCAG 2.2 3.3.8).
 */
import { useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import './account.css';

interface BaseFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  name?: string;
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length ? list.join(' ') : undefined;
}

function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string | undefined;
  hintId: string;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  name,
  type = 'text',
  autoComplete,
}: BaseFieldProps & { type?: 'text' | 'email' | 'tel'; autoComplete: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{required ? label : `${label} (optional)`}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        {...(type === 'email' ? { spellCheck: false, autoCapitalize: 'none' } : {})}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/**
 * A password input with a show/hide toggle. Paste is never blocked; `autoComplete` is
 * current-password (log in, confirm identity) or new-password (register, reset, change).
 */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  hint,
  required = true,
  name,
  autoComplete,
}: BaseFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__password">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          spellCheck={false}
          autoCapitalize="none"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && hintId, error && errorId)}
        />
        <button
          type="button"
          className="field__toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          Show<span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="field field--checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A failure of the last submit, inside the form (notices may sit behind a modal dialog). */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" className="form-error-region">
      {message ? <p className="form-error">{message}</p> : null}
    </div>
  );
}

export function SubmitButton({ busy, children, busyText }: { busy: boolean; children: ReactNode; busyText: string }) {
  return (
    <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
      {busy ? busyText : children}
    </button>
  );
}

/** After a refused submit (attempts grows), focus the first invalid control so its message is read. */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, attempts: number): void {
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, attempts]);
}
