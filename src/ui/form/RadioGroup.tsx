import type { ReactNode } from 'react';
import { describedBy, useFieldIds } from './field';
import { FieldMessages } from './FieldMessages';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  value: string | null;
  options: readonly RadioOption[];
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
}

/** A fieldset of radio buttons: the legend names the question, arrow keys move between choices. */
export function RadioGroup({ legend, name, value, options, onChange, error, hint, disabled, id }: RadioGroupProps) {
  const ids = useFieldIds(id);
  return (
    <fieldset
      id={ids.id}
      className="field field--radios"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(hint ? ids.hintId : undefined, error ? ids.errorId : undefined)}
    >
      <legend>{legend}</legend>
      <FieldMessages ids={ids} hint={hint} error={error} />
      {options.map((option) => {
        const optionId = `${ids.id}-${option.value}`;
        return (
          <div key={option.value} className="field__radio">
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled || option.disabled}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={optionId}>{option.label}</label>
            {option.hint ? (
              <p id={`${optionId}-hint`} className="field__hint">
                {option.hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
