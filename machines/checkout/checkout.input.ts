/**
 * The checkout's input, from what the page knows as it opens: the property, its booking settings,
 * the booking flow's basket, the logged-in guest and what the guest had typed before a reload.
 * One function for the Checkout page and for the model of its machine (tests/coverage), so both
 * decide from the same facts.
 */
import type { AccountUser, Property } from '@/domain/models';
import type { BookingConfig } from '@/api/queries';
import type { BookingContext } from '../booking/booking.types';
import { checkoutBasketOf } from '../booking/booking.selectors';
import type { CheckoutDraft, CheckoutInput, CheckoutUser } from './checkout.types';

/** What the checkout reads of the logged-in guest (null: anonymous). */
export function checkoutUserOf(user: AccountUser | null): CheckoutUser | null {
  return user
    ? {
        firstName: user.Firstname,
        lastName: user.Lastname,
        telephoneNumber: user.Telephone ?? '',
        emailAddress: user.EmailAddress,
        canChoosePaymentMethod: user.CanChoosePaymentMethod,
        savedCards: user.CreditCards,
      }
    : null;
}

export function checkoutInputOf(args: {
  property: Pick<Property, 'PropertyId' | 'PropertyCode' | 'Currency' | 'PayByPaystack' | 'CreditCards'>;
  config: BookingConfig;
  booking: BookingContext;
  user: AccountUser | null;
  draft: CheckoutDraft | null;
}): CheckoutInput {
  const { property, config, booking, user, draft } = args;
  return {
    propertyId: property.PropertyId,
    propertyCode: property.PropertyCode,
    currency: property.Currency,
    payByPaystack: property.PayByPaystack,
    cardTypes: property.CreditCards,
    config: {
      EnableUserChoiceOfPaymentMethod: config.EnableUserChoiceOfPaymentMethod,
      EnablePayByCompanyInvoice: config.EnablePayByCompanyInvoice,
      HasCustomTermsAndConditions: config.HasCustomTermsAndConditions,
      OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice:
        config.OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice,
      GiftVoucherActive: config.GiftServiceProviderConfig.Active,
    },
    fromDate: booking.search?.fromDate ?? '',
    toDate: booking.search?.toDate ?? '',
    promoCode: booking.search?.promoCode ?? null,
    ...checkoutBasketOf(booking),
    user: checkoutUserOf(user),
    draft,
  };
}
