import { CHECKOUT_FIELDS, type CheckoutField } from '@/domain/checkout';
import { useSelector } from '@xstate/react';
import type { CheckoutSnapshot } from '@machines/checkout/checkout.selectors';
import { sameData } from '@/ui/sameData';
import type { CheckoutActor } from './useCheckout';
import type { CheckoutEvent } from '@machines/checkout/checkout.types';
import type { BookingConfig } from '@/domain/models';
import type { components } from '@/api/schema';

/** What the Checkout route's loader hands the page (src/app/loaders checkoutLoader). */
export interface CheckoutData {
  config: BookingConfig;
  /** the countries of the billing address; empty with a message when they could not be loaded */
  countries: components['schemas']['Country'][];
  countriesError: string | null;
}

/**
 * What every section of the checkout gets: the checkout actor (to select its view) and a way to
 * tell it what the guest did.
 */
export interface SectionProps {
  actor: CheckoutActor;
  send: (event: CheckoutEvent) => void;
}

/** A section's view model, selected from the checkout and compared as data (re-rendered when it changes). */
export function useCheckoutView<T>(actor: CheckoutActor, select: (snapshot: CheckoutSnapshot) => T): T {
  return useSelector(actor, select, sameData);
}

const isCheckoutField = (field: string): field is CheckoutField =>
  (CHECKOUT_FIELDS as readonly string[]).includes(field);

/** A field the guest left: the machine records it (its error shows from then on). */
export const blurred = (send: SectionProps['send']) => (field: string) => {
  if (isCheckoutField(field)) send({ type: 'field.blurred', field });
};

/** "" (nothing chosen) or a number, as the machine's events carry choices. */
export const chosenNumber = (value: string): number | null => (value ? Number(value) : null);
