import { useFieldIds } from './field';
import { FieldFrame, fieldControlProps, type FieldBaseProps } from './FieldMessages';

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
        {...fieldControlProps(ids, props)}
        type="date"
        min={props.min}
        max={props.max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
