import { TEXT_LIMITS } from '@/domain/limits';
import { useState } from 'react';
import { controlProps, useFieldIds } from './field';
import { FieldMessages, type FieldBaseProps } from './FieldMessages';
import { richText } from '../RichText';
import { commonText as t } from '@/i18n/common';
import '../visually-hidden.css';

export interface PasswordFieldProps extends Omit<FieldBaseProps, 'label' | 'autoComplete' | 'optional'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A password with a show/hide toggle. Paste is never blocked (WCAG 2.2 3.3.8); `autoComplete`
 * is current-password (log in, confirm identity) or new-password (register, reset, change).
 */
export function PasswordField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required = true,
  id,
  name,
  disabled,
  autoComplete,
}: PasswordFieldProps) {
  const ids = useFieldIds(id);
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      <div className="field__password">
        <input
          {...controlProps(ids, hint, error)}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          spellCheck={false}
          autoCapitalize="none"
          maxLength={TEXT_LIMITS.password}
          aria-required={required || undefined}
          disabled={disabled}
        />
        <button
          type="button"
          className="field__toggle"
          aria-pressed={shown}
          aria-controls={ids.id}
          disabled={disabled}
          onClick={() => setShown((s) => !s)}
        >
          {richText(t.rich('showPassword', { label: label.toLowerCase() }), {
            hidden: (text) => <span className="visually-hidden">{text}</span>,
          })}
        </button>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
