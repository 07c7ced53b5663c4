import type { HTMLAttributes, ReactNode } from 'react';
import { TEXT_LIMITS } from '@/domain/limits';
import { describedBy, useFieldIds } from './field';
import { FieldFrame, fieldControlProps, type FieldBaseProps } from './FieldMessages';

export interface TextFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  type?: 'text' | 'email' | 'tel' | 'search' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** a multi-line text (special requests, comments) */
  multiline?: boolean;
  /** extra content after the control (e.g. a show/hide button) */
  children?: ReactNode;
  /** an element outside the field that also describes it (e.g. a status line of a search) */
  describedById?: string;
}

/** A labelled text input (or textarea) with its hint and error. */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, error, hint, optional, type = 'text', multiline, children } = props;
  const ids = useFieldIds(props.id);
  const control = fieldControlProps(ids, props);
  const common = {
    ...control,
    'aria-describedby': describedBy(control['aria-describedby'], props.describedById),
    value,
    readOnly: props.readOnly,
    maxLength: props.maxLength ?? (multiline ? TEXT_LIMITS.multiline : TEXT_LIMITS.line),
  };
  return (
    <FieldFrame ids={ids} label={label} optional={optional} hint={hint} error={error}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={props.inputMode}
          onChange={(event) => onChange(event.target.value)}
          {...(type === 'email' ? { spellCheck: false, autoCapitalize: 'none' } : {})}
        />
      )}
      {children}
    </FieldFrame>
  );
}
