import { CheckboxField, SelectField, TextField, type SelectOption } from '@/ui/form';
import { fieldBinder, type StepFieldProps } from './bind';

export type CardField =
  'savedCard' | 'creditCardName' | 'creditCardNumber' | 'expiryMonth' | 'expiryYear' | 'cvvNumber' | 'cardType';

export interface CardDetailsStepProps extends StepFieldProps<CardField> {
  /** the guest's saved cards (value: the card's id); none: no choice is offered */
  savedCards?: readonly SelectOption[];
  /** the card types the property takes (value: the type's id) */
  cardTypes: readonly SelectOption[];
  /** the expiry years offered, this year first */
  years: readonly number[];
  /** "Save this card for future bookings" (a logged-in guest with a new card) */
  saveCard?: { checked: boolean; onChange: (checked: boolean) => void } | null;
  legend?: string;
}

const MONTHS: SelectOption[] = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1).padStart(2, '0'),
}));

/**
 * A card: a saved card or a new one (name, number, expiry, security code, type). The number and
 * security code are only shown and handed back: this component keeps nothing.
 */
export function CardDetailsStep({
  savedCards = [],
  cardTypes,
  years,
  saveCard,
  legend = 'Card details',
  ...props
}: CardDetailsStepProps) {
  const bind = fieldBinder(props);
  const usingSaved = props.values.savedCard !== '';
  return (
    <fieldset className="step">
      <legend>{legend}</legend>
      {savedCards.length ? (
        <SelectField label="Saved card" placeholder="Use a new card" options={savedCards} {...bind('savedCard')} />
      ) : null}
      <TextField label="Name on card" autoComplete="cc-name" required {...bind('creditCardName')} />
      {!usingSaved ? (
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          {...bind('creditCardNumber')}
        />
      ) : null}
      <div className="step__row">
        <SelectField
          label="Expiry month"
          autoComplete="cc-exp-month"
          placeholder="MM"
          options={MONTHS}
          required
          {...bind('expiryMonth')}
        />
        <SelectField
          label="Expiry year"
          autoComplete="cc-exp-year"
          placeholder="YYYY"
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          required
          {...bind('expiryYear')}
        />
        <TextField
          label="Security code (CVV)"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          {...bind('cvvNumber')}
        />
      </div>
      <SelectField label="Card type" placeholder="Choose…" options={cardTypes} required {...bind('cardType')} />
      {saveCard && !usingSaved ? (
        <CheckboxField
          label="Save this card for future bookings"
          checked={saveCard.checked}
          onChange={saveCard.onChange}
          disabled={props.disabled}
        />
      ) : null}
    </fieldset>
  );
}
