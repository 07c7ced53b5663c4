import { useEffect, type ReactNode, type RefObject } from 'react';

/** A failure of the last submit, inside the form (notices may sit behind a modal dialog). */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  return (
    <div role="alert" className="form-error-region" id={id}>
      {message ? <p className="form-error">{message}</p> : null}
    </div>
  );
}

/**
 * The form's submit button; while busy it says so and a second press does nothing (it stays
 * focusable). `describedBy` ties it to e.g. the message of a failed submit next to it.
 */
export function SubmitButton({
  busy,
  children,
  busyText,
  describedBy,
}: {
  busy: boolean;
  children: ReactNode;
  busyText: string;
  describedBy?: string | undefined;
}) {
  return (
    <button
      type="submit"
      className="button button--primary"
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
    >
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
