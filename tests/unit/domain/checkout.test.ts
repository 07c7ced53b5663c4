import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkoutErrors,
  confirmAllowed,
  confirmMissing,
  paymentOptionLabel,
  type CheckoutValues,
} from '@/domain/checkout';
import { BOOKER_MESSAGES, billingAddressSchema, bookerDetailsSchema } from '@/domain/booker';
import { fieldErrors } from '@/domain/forms';
import { PAYMENT_TYPE } from '@/domain/payment';
import { MESSAGES } from '@/domain/validation';

const complete: CheckoutValues = {
  input: {
    payByPaystack: false,
    config: {
      EnableUserChoiceOfPaymentMethod: false,
      EnablePayByCompanyInvoice: true,
      HasCustomTermsAndConditions: true,
      OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: true,
    },
    total: 200,
    companyInvoiceAllowed: true,
    user: null,
  },
  voucher: { valid: false, discount: 0 },
  booker: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'ada@example.com',
    telephoneNumber: '+44 20 7946 0000',
    street: '1 Analytical Way',
    city: '',
    postCode: 'N1 1AA',
    country: { Id: 826 },
    optInToReceiveUpdates: false,
  },
  card: {
    creditCardId: null,
    creditCardName: 'A Lovelace',
    entry: { complete: true, empty: false, brand: 'visa', brandRefused: false },
    cardType: { Id: 1 },
    saveCardForFutureUse: false,
    token: null,
  },
  paymentType: PAYMENT_TYPE.PayByCard,
  createAccount: false,
  password: '',
  poNumber: '',
  company: null,
  agreeToTermsAndConditions: true,
  hasAcceptedCustomTermsAndConditions: false,
};

const emptyBooker = {
  ...complete.booker,
  firstName: ' ',
  lastName: '',
  emailAddress: '',
  telephoneNumber: '',
  street: '',
  postCode: '',
  country: null,
};

describe('checkout field rules (schemas with the messages a guest reads)', () => {
  it('the booker details and billing address say what to enter', () => {
    expect(fieldErrors(bookerDetailsSchema, emptyBooker)).toEqual({
      firstName: BOOKER_MESSAGES.firstName,
      lastName: BOOKER_MESSAGES.lastName,
      emailAddress: MESSAGES.emailInvalid,
      telephoneNumber: MESSAGES.phoneInvalid,
    });
    expect(fieldErrors(billingAddressSchema, emptyBooker)).toEqual({
      street: 'Enter your street address',
      postCode: 'Enter your postcode',
      country: 'Choose your country',
    });
    expect(fieldErrors(billingAddressSchema, complete.booker)).toEqual({});
  });
});

describe('checkoutErrors: one function from the form to its errors', () => {
  it('a complete card booking has none', () => {
    expect(checkoutErrors(complete)).toEqual({});
  });

  it('the card has no field errors of the page: the provider\'s frame says them; "card details" is named', () => {
    const card = { ...complete.card, entry: { ...complete.card.entry, complete: false } };
    expect(checkoutErrors({ ...complete, card })).toEqual({});
    expect(confirmMissing({ ...complete, card })).toEqual(['card details']);
    expect(confirmMissing({ ...complete, card: { ...complete.card, creditCardName: ' ' } })).toEqual(['card details']);
    // a brand the hotel does not take has no card type
    expect(confirmMissing({ ...complete, card: { ...complete.card, cardType: null } })).toEqual(['card details']);
  });

  it('the card is not judged for another payment, nor when a voucher pays everything', () => {
    const card = { ...complete.card, entry: { ...complete.card.entry, complete: false } };
    expect(confirmMissing({ ...complete, card, paymentType: PAYMENT_TYPE.PayByCompanyInvoice })).not.toContain(
      'card details',
    );
    expect(confirmMissing({ ...complete, card, voucher: { valid: true, discount: 200 } })).not.toContain(
      'card details',
    );
    expect(checkoutErrors({ ...complete, card, paymentType: PAYMENT_TYPE.PayByCompanyInvoice })).toEqual({});
    expect(checkoutErrors({ ...complete, card, voucher: { valid: true, discount: 200 } })).toEqual({});
  });

  it('the password only when an account is asked for, with the register messages', () => {
    expect(checkoutErrors({ ...complete, password: '' })).toEqual({});
    expect(checkoutErrors({ ...complete, createAccount: true })).toEqual({ password: MESSAGES.passwordRequired });
    expect(checkoutErrors({ ...complete, createAccount: true, password: 'short' })).toEqual({
      password: MESSAGES.passwordHint,
    });
    expect(checkoutErrors({ ...complete, createAccount: true, password: 'correct-horse-battery' })).toEqual({});
  });
});

describe('confirmMissing: "To confirm, please complete: …"', () => {
  it('nothing for a complete booking', () => {
    expect(confirmMissing(complete)).toEqual([]);
  });

  it('names every incomplete section in the order of the page', () => {
    const values: CheckoutValues = {
      ...complete,
      booker: emptyBooker,
      createAccount: true,
      card: { ...complete.card, entry: { ...complete.card.entry, complete: false } },
      agreeToTermsAndConditions: false,
    };
    expect(confirmMissing(values)).toEqual([
      'your details',
      'billing address',
      'a password for your account',
      'card details',
      'agreement to the terms and conditions',
    ]);
  });

  it('company invoice: the company and PO number, and the custom terms by their label', () => {
    const values = { ...complete, paymentType: PAYMENT_TYPE.PayByCompanyInvoice };
    expect(confirmMissing(values, 'I accept the company invoicing terms')).toEqual([
      'company and PO number',
      'I accept the company invoicing terms',
    ]);
    expect(
      confirmMissing({
        ...values,
        company: { AccountId: 9001 },
        poNumber: 'PO-1',
        hasAcceptedCustomTermsAndConditions: true,
      }),
    ).toEqual([]);
    expect(confirmMissing(values, null)).toContain('the additional terms');
  });
});

describe('the Confirm button and its explanation follow one rule', () => {
  /** a checkout where any part may be incomplete */
  const values = fc.record({
    booker: fc.constantFrom(
      complete.booker,
      emptyBooker,
      { ...complete.booker, emailAddress: 'ada@' },
      {
        ...complete.booker,
        telephoneNumber: '123',
      },
    ),
    createAccount: fc.boolean(),
    password: fc.constantFrom('', 'short', 'Correct-Horse-9'),
    card: fc.constantFrom(
      complete.card,
      { ...complete.card, entry: { ...complete.card.entry, complete: false } },
      { ...complete.card, creditCardName: '' },
      { ...complete.card, cardType: null },
    ),
    paymentType: fc.constantFrom(PAYMENT_TYPE.PayByCard, PAYMENT_TYPE.PayByCompanyInvoice),
    company: fc.constantFrom(null, { AccountId: 9001 }),
    poNumber: fc.constantFrom('', ' ', 'PO-1'),
    agreeToTermsAndConditions: fc.boolean(),
    hasAcceptedCustomTermsAndConditions: fc.boolean(),
  });

  it('Confirm is allowed exactly when nothing is named as missing', () => {
    fc.assert(
      fc.property(values, (parts) => {
        const checkout: CheckoutValues = { ...complete, ...parts };
        expect(confirmAllowed(checkout)).toBe(confirmMissing(checkout).length === 0);
      }),
    );
  });
});

describe('payment option labels (spec 9)', () => {
  it.each([
    [PAYMENT_TYPE.PayByCard, 'Pay Online'],
    [PAYMENT_TYPE.PayByPaystack, 'Pay Online'],
    [PAYMENT_TYPE.PayByIndividualInvoice, 'Pay by Invoice'],
    [PAYMENT_TYPE.PayByCompanyInvoice, 'Pay by Invoice (company account)'],
  ])('%s reads "%s"', (type, label) => {
    expect(paymentOptionLabel(type)).toBe(label);
  });
});
