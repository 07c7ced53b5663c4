import type { ReactNode } from 'react';
import type { FieldIds } from './field';

/** A field's hint and error, with the ids its control's `aria-describedby` names. */
export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A label, with "(optional)" for a control that may stay empty. */
export function labelText(label: ReactNode, optional: boolean | undefined): ReactNode {
  return optional ? <>{label} (optional)</> : label;
}
