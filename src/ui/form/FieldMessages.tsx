import type { ReactNode } from 'react';
import { controlProps, type FieldIds } from './field';
import { richText } from '../RichText';
import { commonText as t } from '@/i18n/common';

/** A field's label, with "(optional)" after it (where the message puts it) when it may stay empty. */
export function fieldLabel(label: ReactNode, optional: boolean | undefined): ReactNode {
  return optional ? richText(t('optionalLabel'), { label: () => label }) : label;
}

/** What every labelled field takes besides its value. */
export interface FieldBaseProps {
  label: ReactNode;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** adds "(optional)" to the label */
  optional?: boolean;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  autoComplete?: string;
}

/** A field's hint and error, with the ids its control's `aria-describedby` names. */
export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A label (with "(optional)" for a control that may stay empty), the control, its hint and error. */
export function FieldFrame({
  ids,
  label,
  optional,
  hint,
  error,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  optional?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={ids.id}>{fieldLabel(label, optional)}</label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

/** The props every native control of a field takes: its wiring, name, state and blur. */
export function fieldControlProps(ids: FieldIds, props: FieldBaseProps) {
  return {
    ...controlProps(ids, props.hint, props.error),
    name: props.name,
    disabled: props.disabled,
    autoComplete: props.autoComplete,
    'aria-required': props.required || undefined,
    onBlur: props.onBlur,
  };
}
