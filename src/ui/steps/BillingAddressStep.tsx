import { useId } from 'react';
import { CheckboxField, SelectField, TextField, type SelectOption } from '@/ui/form';
import { fieldBinder, type StepFieldProps } from './bind';
import { ListRetry, type ListProblem } from './ListProblem';
import { checkoutText as t } from '@/i18n/checkout';
import './steps.css';

export type BillingAddressField = 'street' | 'city' | 'postCode' | 'country';

export interface BillingAddressStepProps extends StepFieldProps<BillingAddressField> {
  /** the countries to choose from (value: the country's id) */
  countries: readonly SelectOption[];
  /** the countries could not be loaded: what to say, and a way to try again */
  countriesProblem?: ListProblem | null;
  /** news and offers from the hotel (e.g. "Send me news and offers from Seaview") */
  optIn?: { label: string; checked: boolean; onChange: (checked: boolean) => void };
  legend?: string;
}

/** The billing address: street, town, postcode and country (and the news opt-in beside it). */
export function BillingAddressStep({
  countries,
  countriesProblem,
  optIn,
  legend = t('address.legend'),
  ...props
}: BillingAddressStepProps) {
  const bind = fieldBinder(props);
  const countryId = useId();
  return (
    <fieldset className="step">
      <legend>{legend}</legend>
      <TextField label={t('address.street')} autoComplete="street-address" required {...bind('street')} />
      <div className="step__row">
        <TextField label={t('address.city')} optional autoComplete="address-level2" {...bind('city')} />
        <TextField label={t('address.postCode')} autoComplete="postal-code" required {...bind('postCode')} />
      </div>
      <SelectField
        id={countryId}
        label={t('address.country')}
        autoComplete="country-name"
        placeholder={t('choose')}
        options={countries}
        hint={countriesProblem?.message}
        required
        {...bind('country')}
      />
      <ListRetry problem={countriesProblem ?? null} what="countries" fieldId={countryId} />
      {optIn ? (
        <CheckboxField
          label={optIn.label}
          checked={optIn.checked}
          onChange={optIn.onChange}
          disabled={props.disabled}
        />
      ) : null}
    </fieldset>
  );
}
