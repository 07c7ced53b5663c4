import { controlProps, useFieldIds } from './field';
import { FieldFrame, type FieldBaseProps } from './FieldMessages';

export interface DateFieldProps extends FieldBaseProps {
  /** "YYYY-MM-DD" or "" */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}

/** A labelled date ("YYYY-MM-DD" in and out, whatever the browser displays). */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, error, hint, optional } = props;
  const ids = useFieldIds(props.id);
  return (
    <FieldFrame ids={ids} label={label} optional={optional} hint={hint} error={error}>
      <input
        {...controlProps(ids, hint, error)}
        type="date"
        name={props.name}
        min={props.min}
        max={props.max}
        value={value}
        disabled={props.disabled}
        autoComplete={props.autoComplete}
        aria-required={props.required || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={props.onBlur}
      />
    </FieldFrame>
  );
}
