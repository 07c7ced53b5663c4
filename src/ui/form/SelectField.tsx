import { useFieldIds } from './field';
import { FieldFrame, fieldControlProps, type FieldBaseProps } from './FieldMessages';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBaseProps {
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** a first, empty choice ("Choose…"); its value is "" */
  placeholder?: string;
}

/** A labelled native select (the most robust choice on phones and with assistive technology). */
export function SelectField(props: SelectFieldProps) {
  const { label, value, options, onChange, placeholder, error, hint, optional } = props;
  const ids = useFieldIds(props.id);
  return (
    <FieldFrame ids={ids} label={label} optional={optional} hint={hint} error={error}>
      <select {...fieldControlProps(ids, props)} value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
