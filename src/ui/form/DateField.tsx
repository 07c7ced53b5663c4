import { useFieldIds } from './field';
import { FieldFrame, fieldControlProps, type FieldBaseProps } from './FieldMessages';
import { TYPED_DATE_TEXTS, useTypedDate } from './typedDate';

export interface DateFieldProps extends FieldBaseProps {
  /** "YYYY-MM-DD" or "" */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A labelled date, typed as dd/mm/yyyy whatever the browser's locale ("YYYY-MM-DD" in and out).
 * Its hint says the format; text that is no date is said so when the guest leaves the field.
 */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, hint = TYPED_DATE_TEXTS.hint, optional } = props;
  const ids = useFieldIds(props.id);
  const typed = useTypedDate(value, onChange);
  const error = props.error ?? (typed.unreadable ? TYPED_DATE_TEXTS.unreadable : undefined);
  const control = fieldControlProps(ids, { ...props, hint, error });
  return (
    <FieldFrame ids={ids} label={label} optional={optional} hint={hint} error={error}>
      <input
        {...control}
        {...typed.inputProps}
        onBlur={() => {
          typed.inputProps.onBlur();
          control.onBlur?.();
        }}
      />
    </FieldFrame>
  );
}
