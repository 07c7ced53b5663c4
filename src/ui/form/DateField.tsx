import type { ReactNode } from 'react';
import { controlProps, useFieldIds } from './field';
import { FieldMessages, labelText } from './FieldMessages';

export interface DateFieldProps {
  label: ReactNode;
  /** "YYYY-MM-DD" or "" */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  min?: string;
  max?: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  autoComplete?: string;
}

/** A labelled date ("YYYY-MM-DD" in and out, whatever the browser displays). */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  error,
  hint,
  optional,
  required,
  disabled,
  id,
  name,
  autoComplete,
}: DateFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className="field">
      <label htmlFor={ids.id}>{labelText(label, optional)}</label>
      <input
        {...controlProps(ids, hint, error)}
        type="date"
        name={name}
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
