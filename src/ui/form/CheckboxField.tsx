import type { ReactNode } from 'react';
import { controlProps, useFieldIds } from './field';
import { FieldMessages } from './FieldMessages';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
}

/** A checkbox with its label beside it (the whole label is the 24x24 px-plus target). */
export function CheckboxField({ label, checked, onChange, error, hint, disabled, id, name }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className="field field--checkbox">
      <input
        {...controlProps(ids, hint, error)}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={ids.id}>{label}</label>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
