/**
 * The form kit: every control labelled, its hint and error tied with one `aria-describedby`
 * helper, `aria-invalid` while in error, 24x24 px-plus targets. Used by every flow's forms.
 */
import './form.css';

export { describedBy, useFieldIds, controlProps, type FieldIds } from './field';
export { FieldFrame, FieldMessages, type FieldBaseProps } from './FieldMessages';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { DateField, type DateFieldProps } from './DateField';
export { Combobox, type ComboboxProps, type ComboboxOption } from './Combobox';
export { ErrorSummary, type SummaryError } from './ErrorSummary';
export { FormError, SubmitButton, useFocusFirstInvalid } from './FormParts';
