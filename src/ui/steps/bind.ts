/** The props every step with text-like fields takes: values, the errors shown, and what the guest does. */
export interface StepFieldProps<F extends string> {
  values: Readonly<Record<F, string>>;
  /** the errors to show now (the flow decides which: e.g. of fields already left) */
  errors?: Readonly<Partial<Record<F, string>>>;
  onChange: (field: F, value: string) => void;
  /** the guest left a field (its error may show from then on) */
  onBlur?: (field: F) => void;
  disabled?: boolean;
}

/** The value, error and callbacks of one field of a step, for the form kit's controls. */
export function fieldBinder<F extends string>({ values, errors, onChange, onBlur, disabled }: StepFieldProps<F>) {
  return (field: F) => ({
    value: values[field],
    error: errors?.[field],
    disabled,
    onChange: (value: string) => onChange(field, value),
    onBlur: () => onBlur?.(field),
  });
}
