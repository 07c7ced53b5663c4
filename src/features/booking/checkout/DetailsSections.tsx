import { useLoaderData } from 'react-router';
import { useListRetry } from '@/ui/useListRetry';
import {
  accountView,
  billingAddressView,
  bookerDetailsView,
  specialRequestsView,
} from '@machines/checkout/checkout.selectors';
import { AccountStep } from '@/ui/steps/AccountStep';
import { BillingAddressStep } from '@/ui/steps/BillingAddressStep';
import { BookerDetailsStep } from '@/ui/steps/BookerDetailsStep';
import { SpecialRequestsStep } from '@/ui/steps/SpecialRequestsStep';
import { usePropertyData } from '@/ui/useProperty';
import { checkoutText as t } from '@/i18n/checkout';
import { blurred, chosenNumber, type SectionProps, type CheckoutData, useCheckoutView } from './section';

/** Your details: names, e-mail and telephone. */
export function BookerSection({ actor, send }: SectionProps) {
  const view = useCheckoutView(actor, bookerDetailsView);
  return (
    <BookerDetailsStep
      values={view.values}
      errors={view.errors}
      onChange={(field, value) => send({ type: 'booker.changed', field, value })}
      onBlur={blurred(send)}
    />
  );
}

/** Create an account (optional), for a guest who is not logged in. */
export function AccountSection({ actor, send }: SectionProps) {
  const view = useCheckoutView(actor, accountView);
  if (!view.offered) return null;
  return (
    <AccountStep
      createAccount={view.createAccount}
      onCreateAccountChange={(value) => send({ type: 'account.createChanged', value })}
      password={view.password}
      onPasswordChange={(value) => send({ type: 'details.changed', field: 'password', value })}
      onPasswordBlur={() => send({ type: 'field.blurred', field: 'password' })}
      passwordError={view.error}
    />
  );
}

/** The billing address; the countries come with the page (its loader), with a retry if they failed. */
export function AddressSection({ actor, send }: SectionProps) {
  const view = useCheckoutView(actor, billingAddressView);
  const { property } = usePropertyData();
  const { countries, countriesError } = useLoaderData() as CheckoutData;
  const countriesProblem = useListRetry(countriesError);
  return (
    <BillingAddressStep
      values={view.values}
      errors={view.errors}
      onChange={(field, value) =>
        field === 'country'
          ? send({ type: 'booker.countryChanged', countryId: chosenNumber(value) })
          : send({ type: 'booker.changed', field, value })
      }
      onBlur={blurred(send)}
      countries={countries.map((country) => ({ value: String(country.Id), label: country.Name }))}
      countriesProblem={countriesProblem}
      optIn={{
        label: t('address.optIn', { hotel: property.PropertyName }),
        checked: view.optIn,
        onChange: (value) => send({ type: 'booker.optInChanged', value }),
      }}
    />
  );
}

/** Special requests and how the guest heard of the hotel. */
export function RequestsSection({ actor, send }: SectionProps) {
  return (
    <SpecialRequestsStep
      values={useCheckoutView(actor, specialRequestsView)}
      onChange={(field, value) => send({ type: 'details.changed', field, value })}
    />
  );
}
