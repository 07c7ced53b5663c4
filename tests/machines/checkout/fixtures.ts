import type { CheckoutInput } from '@machines/checkout/checkout.types';

/** A checkout of one room at SEAVIEW for two adults, £200, every payment option configured. */
export const checkoutInput = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  propertyId: 1,
  propertyCode: 'SEAVIEW',
  currency: 'GBP',
  payByPaystack: false,
  cardTypes: [
    { Id: 1, Name: 'Visa' },
    { Id: 2, Name: 'Mastercard' },
    { Id: 3, Name: 'American Express' },
  ],
  config: {
    EnableUserChoiceOfPaymentMethod: true,
    EnablePayByCompanyInvoice: true,
    HasCustomTermsAndConditions: true,
    OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: true,
    GiftVoucherActive: true,
  },
  fromDate: '2026-12-01',
  toDate: '2026-12-03',
  promoCode: null,
  rooms: [
    {
      DateFrom: '2026-12-01',
      DateTo: '2026-12-03',
      RoomTypeId: 10,
      RoomConfigurationDropdownOptionId: null,
      RatePlanId: 1,
      Promotion: null,
      NumberOfAdults: 2,
      NumberOfChildren: 0,
      NumberOfInfants: 0,
      LeadGuest: { FirstName: 'Ada', LastName: 'Lovelace' },
      Services: [],
      TotalCost: 200,
    },
  ],
  // the booking room DTO carries the API's decimal; the checkout's total is in pence
  total: 20000,
  companyInvoiceAllowed: true,
  user: null,
  ...over,
});
