import { describe, expect, it } from 'vitest';
import {
  PAYMENT_OPTION_LABELS,
  PAYMENT_TYPE,
  areCustomTermsShown,
  areInvoiceDetailsCaptured,
  canConfirmBooking,
  confirmButtonLabel,
  isPaymentRequirementMet,
  shouldCheckVoucher,
  userMayChoosePaymentMethod,
} from '@/domain/payment';

const card = { creditCardName: 'J Smith', entry: { complete: true }, cardType: { Id: 1 } };
const booker = {
  firstName: 'Jane',
  lastName: 'Doe',
  emailAddress: 'jane@example.com',
  telephoneNumber: '+44 7700 900123',
  street: '1 High St',
  postCode: 'AB1 2CD',
  country: { Id: 1 },
};

describe('constants', () => {
  it('payment types and labels of the spec', () => {
    expect(PAYMENT_TYPE).toEqual({
      PayByCard: 0,
      PayByIndividualInvoice: 1,
      PayByVoucher: 2,
      PayByCompanyInvoice: 3,
      PayByPaystack: 4,
    });
    expect(PAYMENT_OPTION_LABELS).toEqual({ payOnline: 'Pay Online', payByInvoice: 'Pay by Invoice' });
  });
});

describe('areInvoiceDetailsCaptured', () => {
  it.each([
    [{ poNumber: 'PO1', company: { Id: 4 } }, true],
    [{ poNumber: 'PO1', company: 'ACME Ltd' }, true],
    [{ poNumber: 'PO1', company: { AccountId: 4001, Name: 'Acme Ltd', Address: null } }, true],
    [{ poNumber: '', company: { Id: 4 } }, false],
    [{ poNumber: '  ', company: { Id: 4 } }, false],
    [{ poNumber: 'PO1', company: null }, false],
    [{ poNumber: 'PO1', company: { Id: 0 } }, false],
    [{ poNumber: null, company: { Id: 4 } }, false],
    [null, false],
  ])('%j -> %s', (details, expected) => {
    expect(areInvoiceDetailsCaptured(details)).toBe(expected);
  });
});

describe('areCustomTermsShown', () => {
  const on = { HasCustomTermsAndConditions: true, OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: false };
  const companyOnly = {
    HasCustomTermsAndConditions: true,
    OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: true,
  };
  it.each([
    ['no config', null, 0, false],
    ['not configured', { HasCustomTermsAndConditions: false }, 0, false],
    ['configured, card', on, 0, true],
    ['configured, company invoice', on, 3, true],
    ['configured, no payment chosen', on, null, true],
    ['company invoice only, company invoice', companyOnly, 3, true],
    ['company invoice only, card', companyOnly, 0, false],
    ['company invoice only, individual invoice', companyOnly, 1, false],
    ['company invoice only, none', companyOnly, null, false],
  ])('%s', (_name, config, payment, expected) => {
    expect(areCustomTermsShown(config, payment)).toBe(expected);
  });
});

describe('isPaymentRequirementMet', () => {
  const invoice = { poNumber: 'PO1', company: { Id: 4 } };
  it.each([
    ['card, valid card', 0, card, null, true],
    ['card, the frame incomplete', 0, { ...card, entry: { complete: false } }, null, false],
    ['card, no card', 0, null, invoice, false],
    ['company invoice, captured', 3, null, invoice, true],
    ['company invoice, no PO', 3, card, { ...invoice, poNumber: '' }, false],
    ['company invoice, nothing', 3, null, null, false],
    ['individual invoice', 1, null, null, true],
    ['voucher', 2, null, null, true],
    ['second card provider', 4, null, null, true],
    ['unknown type', 7, card, invoice, false],
    ['no type', null, card, invoice, false],
  ])('%s', (_name, type, c, inv, expected) => {
    expect(isPaymentRequirementMet(type, c, inv)).toBe(expected);
  });
});

describe('canConfirmBooking', () => {
  const base = {
    booker,
    paymentType: 0,
    card,
    agreeToTermsAndConditions: true,
    isCreating: false,
  };
  const customAll = { HasCustomTermsAndConditions: true };
  const customCompany = {
    HasCustomTermsAndConditions: true,
    OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: true,
  };
  it.each([
    ['all good, card', base, true],
    ['create already running', { ...base, isCreating: true }, false],
    ['booker personal details invalid', { ...base, booker: { ...booker, emailAddress: '' } }, false],
    ['booker address invalid', { ...base, booker: { ...booker, street: '' } }, false],
    ['no booker', { ...base, booker: null }, false],
    ['card invalid', { ...base, card: { ...card, creditCardName: '' } }, false],
    ['terms not agreed', { ...base, agreeToTermsAndConditions: false }, false],
    ['custom terms shown, not accepted', { ...base, config: customAll }, false],
    ['custom terms shown, accepted', { ...base, config: customAll, hasAcceptedCustomTermsAndConditions: true }, true],
    ['custom terms for company invoice only, paying by card', { ...base, config: customCompany }, true],
    [
      'company invoice, details, custom terms not accepted',
      { ...base, paymentType: 3, card: null, poNumber: 'PO1', company: { Id: 2 }, config: customCompany },
      false,
    ],
    [
      'company invoice, details, custom terms accepted',
      {
        ...base,
        paymentType: 3,
        card: null,
        poNumber: 'PO1',
        company: { Id: 2 },
        config: customCompany,
        hasAcceptedCustomTermsAndConditions: true,
      },
      true,
    ],
    ['company invoice without details', { ...base, paymentType: 3, card: null }, false],
    ['individual invoice needs no card', { ...base, paymentType: 1, card: null }, true],
    ['second card provider needs no card', { ...base, paymentType: 4, card: null }, true],
    ['card frame incomplete', { ...base, card: { ...card, entry: { complete: false } } }, false],
  ])('%s', (_name, input, expected) => {
    expect(canConfirmBooking(input)).toBe(expected);
  });
});

describe('userMayChoosePaymentMethod', () => {
  const user = { canChoosePaymentMethod: true };
  it.each([
    ['enabled, user may, card', true, user, 0, true],
    ['enabled, user may, individual invoice', true, user, 1, true],
    ['enabled, user may, voucher', true, user, 2, true],
    ['enabled, user may, nothing chosen', true, user, null, true],
    ['company invoice', true, user, 3, false],
    ['second card provider', true, user, 4, false],
    ['option disabled', false, user, 0, false],
    ['option unset', undefined, user, 0, false],
    ['anonymous', true, null, 0, false],
    ['user not flagged', true, { canChoosePaymentMethod: false }, 0, false],
  ])('%s', (_name, enabled, u, paymentType, expected) => {
    expect(userMayChoosePaymentMethod({ enabled, user: u, paymentType })).toBe(expected);
  });
});

describe('shouldCheckVoucher', () => {
  it.each([
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['GIFT10', true],
    [' GIFT10 ', true],
  ])('%j -> %s', (code, expected) => {
    expect(shouldCheckVoucher(code)).toBe(expected);
  });
});

describe('confirmButtonLabel', () => {
  it('says "pay" only where the guest pays now', () => {
    expect(confirmButtonLabel(PAYMENT_TYPE.PayByCard, '£240.00')).toBe('Confirm booking and pay £240.00');
    expect(confirmButtonLabel(PAYMENT_TYPE.PayByPaystack, '€90.00')).toBe('Confirm booking and pay €90.00');
    expect(confirmButtonLabel(PAYMENT_TYPE.PayByCompanyInvoice, '£240.00')).toBe(
      'Confirm booking (£240.00 invoiced to your company)',
    );
    expect(confirmButtonLabel(PAYMENT_TYPE.PayByIndividualInvoice, '£240.00')).toBe(
      'Confirm booking (£240.00 invoiced to you)',
    );
    expect(confirmButtonLabel(PAYMENT_TYPE.PayByVoucher, '£0.00')).toBe('Confirm booking');
  });
});
