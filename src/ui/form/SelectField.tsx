import type { ReactNode } from 'react';
import { controlProps, useFieldIds } from './field';
import { FieldMessages, labelText } from './FieldMessages';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** a first, empty choice ("Choose…"); its value is "" */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  autoComplete?: string;
}

/** A labelled native select (the most robust choice on phones and with assistive technology). */
export function SelectField({
  label,
  value,
  options,
  onChange,
  onBlur,
  placeholder,
  error,
  hint,
  optional,
  required,
  disabled,
  id,
  name,
  autoComplete,
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className="field">
      <label htmlFor={ids.id}>{labelText(label, optional)}</label>
      <select
        {...controlProps(ids, hint, error)}
        name={name}
        value={value}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
