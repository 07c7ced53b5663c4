import type { HTMLAttributes, ReactNode } from 'react';
import { controlProps, describedBy, useFieldIds } from './field';
import { FieldMessages, labelText } from './FieldMessages';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** adds "(optional)" to the label */
  optional?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'search' | 'url';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** a multi-line text (special requests, comments) */
  multiline?: boolean;
  /** extra content after the control (e.g. a show/hide button) */
  children?: ReactNode;
  /** the id of something else that describes the control (e.g. a live region of its results) */
  describedById?: string;
}

/** A labelled text input (or textarea) with its hint and error. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  optional,
  required,
  disabled,
  readOnly,
  id,
  name,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  multiline,
  children,
  describedById,
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const control = controlProps(ids, hint, error);
  const common = {
    ...control,
    'aria-describedby': describedBy(control['aria-describedby'], describedById),
    name,
    value,
    disabled,
    readOnly,
    maxLength,
    autoComplete,
    'aria-required': required || undefined,
    onBlur,
  };
  return (
    <div className="field">
      <label htmlFor={ids.id}>{labelText(label, optional)}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
          {...(type === 'email' ? { spellCheck: false, autoCapitalize: 'none' } : {})}
        />
      )}
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
