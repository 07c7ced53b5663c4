import { and, assign, not, setup, stateIn } from 'xstate';
import { canConfirmBooking, shouldCheckVoucher, userMayChoosePaymentMethod, PAYMENT_TYPE } from '@/domain/payment';
import { detectCardType, matchCardType } from '@/domain/cards';
import { applyVoucherDiscount } from '@/domain/pricing';
import { toMinor } from '@/domain/money';
import { isBookerAddressValid, isBookerPersonalValid, isPasswordStrong } from '@/domain/validation';
import { createIdempotencyKey } from '@/api/idempotency';
import { guestMessage, isApiError } from '@/api/errors';
import { createReservation, checkVoucher, searchCompanies, registerAccount } from './checkout.actors';
import { createPayload, fingerprint } from '@/api/reservation';
import type {
  BookerForm,
  BrowserData,
  CardForm,
  CheckoutInput,
  Company,
  ReservationCreateResponse,
  VoucherState,
} from './checkout.types';

export type CheckoutEvent =
  | { type: 'booker.changed'; field: Exclude<keyof BookerForm, 'country' | 'optInToReceiveUpdates'>; value: string }
  | { type: 'booker.countryChanged'; countryId: number | null }
  | { type: 'booker.optInChanged'; value: boolean }
  | { type: 'card.changed'; field: 'creditCardName' | 'creditCardNumber' | 'cvvNumber'; value: string }
  | { type: 'card.expiryChanged'; month: number | null; year: number | null }
  | { type: 'card.typeChanged'; cardTypeId: number | null }
  | { type: 'card.savedCardChosen'; creditCardId: number | null }
  | { type: 'card.saveChanged'; value: boolean }
  | { type: 'payment.changed'; paymentType: number }
  | { type: 'details.changed'; field: 'specialRequests' | 'comment' | 'poNumber' | 'password'; value: string }
  | { type: 'account.createChanged'; value: boolean }
  | { type: 'terms.changed'; value: boolean }
  | { type: 'customTerms.changed'; value: boolean }
  | { type: 'company.searchChanged'; text: string }
  | { type: 'company.selected'; company: Company | null }
  | { type: 'voucher.changed'; code: string }
  | { type: 'voucher.submitted' }
  | { type: 'voucher.removed' }
  | { type: 'checkout.submitted' }
  /** the basket's rooms were re-priced (a reload re-checked them): book what the guest now sees */
  | { type: 'basket.updated'; rooms: CheckoutInput['rooms']; total: number; companyInvoiceAllowed: boolean };

export interface CheckoutContext {
  input: CheckoutInput;
  booker: BookerForm;
  card: CardForm;
  paymentType: number;
  createAccount: boolean;
  password: string;
  specialRequests: string;
  comment: string;
  poNumber: string;
  company: Company | null;
  companySearchText: string;
  companies: Company[];
  companySearchMessage: string | null;
  agreeToTermsAndConditions: boolean;
  hasAcceptedCustomTermsAndConditions: boolean;
  voucher: VoucherState;
  /** one key per booking attempt, reused while the request body stays the same */
  idempotency: { key: string; bodyFingerprint: string } | null;
  /** the attempt being sent (key + body); cleared when the call ends */
  pending: { idempotencyKey: string; body: ReturnType<typeof createPayload> } | null;
  error: string | null;
  result: ReservationCreateResponse | null;
}

const emptyVoucher: VoucherState = {
  code: '',
  discount: 0,
  message: null,
  valid: false,
  showExperienceWarning: false,
  showContactUs: false,
};
export const COMPANY_SEARCH_DEBOUNCE_MS = 300;
export const COMPANY_SEARCH_MIN_LENGTH = 2;

export const CREATE_FAILED_MESSAGE = 'Failed to create booking';
/** A voucher check that failed (not "invalid": the check itself could not be made). */
export const VOUCHER_CHECK_FAILED_MESSAGE = 'We could not check your gift voucher just now. Please try again.';

/**
 * Spec 8: the server's Message, else "Failed to create booking". A call that never reached the
 * server has no Message of its own: the spec's text comes first, then why (no connection, timed
 * out), so the guest knows it is safe to try again.
 */
export function createFailedMessage(error: unknown): string {
  if (isApiError(error) && error.isNetwork) return `${CREATE_FAILED_MESSAGE}. ${error.message}`;
  return guestMessage(error, CREATE_FAILED_MESSAGE);
}

export function defaultPaymentType(input: CheckoutInput): number {
  return input.payByPaystack ? PAYMENT_TYPE.PayByPaystack : PAYMENT_TYPE.PayByCard;
}

/** Payment methods the guest can pick from (labels "Pay Online" / "Pay by Invoice"). */
export function paymentOptions(context: Pick<CheckoutContext, 'input' | 'voucher'>): number[] {
  const { input } = context;
  const online = defaultPaymentType(input);
  const options = [online];
  if (input.config.EnablePayByCompanyInvoice && input.companyInvoiceAllowed)
    options.push(PAYMENT_TYPE.PayByCompanyInvoice);
  if (
    userMayChoosePaymentMethod({
      enabled: input.config.EnableUserChoiceOfPaymentMethod,
      user: input.user,
      paymentType: online,
    })
  ) {
    options.push(PAYMENT_TYPE.PayByIndividualInvoice);
  }
  return options;
}

/** Total to pay after a valid gift voucher (minor units); a voucher covering everything pays by voucher. */
export function amountDue(context: Pick<CheckoutContext, 'input' | 'voucher'>): number {
  return applyVoucherDiscount(context.input.total, context.voucher.valid ? context.voucher.discount : 0);
}

export function effectivePaymentType(context: Pick<CheckoutContext, 'input' | 'voucher' | 'paymentType'>): number {
  return context.voucher.valid && amountDue(context) === 0 ? PAYMENT_TYPE.PayByVoucher : context.paymentType;
}

export function confirmAllowed(context: CheckoutContext, isCreating: boolean): boolean {
  const paymentType = effectivePaymentType(context);
  const accountOk = !context.createAccount || isPasswordStrong(context.password);
  return (
    accountOk &&
    canConfirmBooking({
      booker: context.booker,
      paymentType,
      card: context.card,
      poNumber: context.poNumber,
      company: context.company ? { Id: context.company.AccountId } : null,
      agreeToTermsAndConditions: context.agreeToTermsAndConditions,
      hasAcceptedCustomTermsAndConditions: context.hasAcceptedCustomTermsAndConditions,
      config: context.input.config,
      isCreating,
      today: context.input.today,
    })
  );
}

/** The checkout steps of the spec's flow (flag values 128 to 1024). */
export type CheckoutStep = 'PersonalInformation' | 'Account' | 'AddressDetails' | 'PaymentDetails';

/**
 * The checkout is one page whose sections are the spec's steps; the current step is the first
 * section not yet complete (the guest may fill them in any order): your details, then the
 * optional account's password, then the billing address, then payment and terms.
 */
export function checkoutStepOf(context: Pick<CheckoutContext, 'booker' | 'createAccount' | 'password'>): CheckoutStep {
  if (!isBookerPersonalValid(context.booker)) return 'PersonalInformation';
  if (context.createAccount && !isPasswordStrong(context.password)) return 'Account';
  if (!isBookerAddressValid(context.booker)) return 'AddressDetails';
  return 'PaymentDetails';
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: { createReservation, checkVoucher, searchCompanies, registerAccount },
  delays: { companySearchDebounce: COMPANY_SEARCH_DEBOUNCE_MS },
  actions: {
    /** Provided by the route: negative bottom notice (spec 8, booking create failure). */
    notifyCreateFailed: (_, _params: { message: string }) => {},
    /** Provided by the route: go to Status/{token}. */
    goToStatus: (_, _params: { confirmationToken: string }) => {},
  },
  guards: {
    canConfirm: ({ context }) => confirmAllowed(context, false),
    voucherBeingChecked: stateIn({ voucher: 'checking' }),
    voucherCodeChanged: ({ context, event }) => event.type === 'voucher.changed' && event.code !== context.voucher.code,
    wantsAccount: ({ context }) => context.createAccount && context.input.user === null,
    voucherCheckable: ({ context }) =>
      context.input.config.GiftVoucherActive && shouldCheckVoucher(context.voucher.code),
    companySearchLongEnough: ({ event }) =>
      event.type === 'company.searchChanged' && event.text.trim().length >= COMPANY_SEARCH_MIN_LENGTH,
    paymentOffered: ({ context, event }) =>
      event.type === 'payment.changed' && paymentOptions(context).includes(event.paymentType),
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => ({
    input,
    booker: input.draft?.booker ?? {
      firstName: input.user?.firstName ?? '',
      lastName: input.user?.lastName ?? '',
      telephoneNumber: input.user?.telephoneNumber ?? '',
      emailAddress: input.user?.emailAddress ?? '',
      street: '',
      city: '',
      postCode: '',
      country: null,
      optInToReceiveUpdates: false,
    },
    card: {
      creditCardId: null,
      creditCardName: input.draft?.cardName ?? '',
      creditCardNumber: '',
      cvvNumber: '',
      expiryMonth: null,
      expiryYear: null,
      cardType: null,
      saveCardForFutureUse: false,
    },
    paymentType:
      input.draft && paymentOptions({ input, voucher: emptyVoucher }).includes(input.draft.paymentType)
        ? input.draft.paymentType
        : defaultPaymentType(input),
    createAccount: false,
    password: '',
    specialRequests: input.draft?.specialRequests ?? '',
    comment: input.draft?.comment ?? '',
    poNumber: input.draft?.poNumber ?? '',
    company: input.draft?.company ?? null,
    companySearchText: input.draft?.company?.Name ?? '',
    companies: [],
    companySearchMessage: null,
    agreeToTermsAndConditions: input.draft?.agreeToTermsAndConditions ?? false,
    hasAcceptedCustomTermsAndConditions: false,
    voucher: { ...emptyVoucher, code: input.draft?.voucherCode ?? '' },
    idempotency: null,
    pending: null,
    error: null,
    result: null,
  }),
  on: {
    'basket.updated': {
      guard: not(stateIn({ form: 'submitting' })),
      actions: assign({
        input: ({ context, event }) => ({
          ...context.input,
          rooms: event.rooms,
          total: event.total,
          companyInvoiceAllowed: event.companyInvoiceAllowed,
        }),
      }),
    },
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'booker.changed': {
              actions: assign(({ context, event }) => ({ booker: { ...context.booker, [event.field]: event.value } })),
            },
            'booker.countryChanged': {
              actions: assign(({ context, event }) => ({
                booker: { ...context.booker, country: event.countryId ? { Id: event.countryId } : null },
              })),
            },
            'booker.optInChanged': {
              actions: assign(({ context, event }) => ({
                booker: { ...context.booker, optInToReceiveUpdates: event.value },
              })),
            },
            'card.changed': {
              actions: assign(({ context, event }) => {
                const card = { ...context.card, [event.field]: event.value };
                if (event.field === 'creditCardNumber') {
                  // The type follows the number's prefix, matched to the property's card types.
                  const detected = detectCardType(event.value);
                  const match = detected ? matchCardType(detected, context.input.cardTypes) : undefined;
                  if (match) card.cardType = { Id: match.Id };
                  card.creditCardId = null;
                }
                return { card };
              }),
            },
            'card.expiryChanged': {
              actions: assign(({ context, event }) => ({
                card: { ...context.card, expiryMonth: event.month, expiryYear: event.year },
              })),
            },
            'card.typeChanged': {
              actions: assign(({ context, event }) => ({
                card: { ...context.card, cardType: event.cardTypeId ? { Id: event.cardTypeId } : null },
              })),
            },
            'card.saveChanged': {
              actions: assign(({ context, event }) => ({
                card: { ...context.card, saveCardForFutureUse: event.value },
              })),
            },
            'card.savedCardChosen': {
              actions: assign(({ context, event }) => {
                const saved = context.input.user?.savedCards.find((c) => c.CreditCardId === event.creditCardId);
                if (!saved)
                  return {
                    card: {
                      ...context.card,
                      creditCardId: null,
                      creditCardNumber: '',
                      cardType: null,
                      expiryMonth: null,
                      expiryYear: null,
                    },
                  };
                return {
                  card: {
                    ...context.card,
                    creditCardId: saved.CreditCardId,
                    // masked: the full number is never shown or sent again
                    creditCardNumber: `•••• ${saved.LastFourDigits}`,
                    cardType: { Id: saved.CardTypeId },
                    expiryMonth: saved.ExpiryMonth,
                    expiryYear: saved.ExpiryYear,
                  },
                };
              }),
            },
            'payment.changed': {
              guard: 'paymentOffered',
              actions: assign(({ event }) => ({ paymentType: event.paymentType })),
            },
            'details.changed': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
            'account.createChanged': { actions: assign(({ event }) => ({ createAccount: event.value })) },
            'terms.changed': { actions: assign(({ event }) => ({ agreeToTermsAndConditions: event.value })) },
            'customTerms.changed': {
              actions: assign(({ event }) => ({ hasAcceptedCustomTermsAndConditions: event.value })),
            },
            'company.selected': {
              actions: assign(({ event }) => ({
                company: event.company,
                companies: [],
                companySearchText: event.company?.Name ?? '',
              })),
            },
            'checkout.submitted': {
              // not while a voucher is being checked: the booking would go without it, at full price
              guard: and(['canConfirm', not('voucherBeingChecked')]),
              target: 'submitting',
              actions: [
                assign(({ context }) => {
                  const browserData = collectBrowserData();
                  const body = createPayload({
                    input: context.input,
                    booker: context.booker,
                    card: context.card,
                    paymentType: effectivePaymentType(context),
                    company: context.company,
                    poNumber: context.poNumber,
                    specialRequests: context.specialRequests,
                    comment: context.comment,
                    voucherCode: context.voucher.valid ? context.voucher.code.trim() : null,
                    browserData,
                  });
                  // BrowserData changes with the window; it is not part of "the same attempt".
                  const print = fingerprint(JSON.stringify({ ...body, BrowserData: null }));
                  const idempotency =
                    context.idempotency && context.idempotency.bodyFingerprint === print
                      ? context.idempotency
                      : { key: createIdempotencyKey(), bodyFingerprint: print };
                  return { idempotency, pending: { idempotencyKey: idempotency.key, body }, error: null };
                }),
              ],
            },
          },
        },
        submitting: {
          initial: 'registering',
          states: {
            registering: {
              always: { guard: not('wantsAccount'), target: 'creating' },
              invoke: {
                id: 'register',
                src: 'registerAccount',
                input: ({ context }) => ({
                  propertyId: context.input.propertyId,
                  email: context.booker.emailAddress.trim(),
                  password: context.password,
                  firstName: context.booker.firstName.trim(),
                  lastName: context.booker.lastName.trim(),
                  phone: context.booker.telephoneNumber.trim(),
                }),
                onDone: { target: 'creating', actions: assign({ createAccount: false, password: '' }) },
                onError: {
                  target: '#checkout.form.editing',
                  actions: assign(({ event }) => ({
                    pending: null,
                    error: guestMessage(event.error, 'Failed to create user account'),
                  })),
                },
              },
            },
            creating: {
              invoke: {
                id: 'create',
                src: 'createReservation',
                input: ({ context }) => ({
                  body: context.pending!.body,
                  idempotencyKey: context.pending!.idempotencyKey,
                }),
                onDone: {
                  target: '#checkout.form.succeeded',
                  actions: [
                    assign(({ event }) => ({ result: event.output, pending: null })),
                    {
                      type: 'goToStatus',
                      params: ({ event }) => ({ confirmationToken: event.output.ConfirmationToken }),
                    },
                  ],
                },
                onError: {
                  target: '#checkout.form.editing',
                  actions: [
                    // every field is kept except the CVV, which is never kept after an attempt
                    assign(({ context, event }) => ({
                      pending: null,
                      error: createFailedMessage(event.error),
                      card: { ...context.card, cvvNumber: '' },
                    })),
                    {
                      type: 'notifyCreateFailed',
                      params: ({ event }) => ({ message: createFailedMessage(event.error) }),
                    },
                  ],
                },
              },
            },
          },
        },
        succeeded: { type: 'final' },
      },
    },
    voucher: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // A changed code is a new, unchecked code: the discount of the old one no longer applies.
            'voucher.changed': {
              actions: assign(({ context, event }) => ({
                voucher: event.code === context.voucher.code ? context.voucher : { ...emptyVoucher, code: event.code },
              })),
            },
            'voucher.submitted': { guard: 'voucherCheckable', target: 'checking' },
            'voucher.removed': { actions: assign({ voucher: emptyVoucher }) },
          },
        },
        checking: {
          on: {
            // typing a new code abandons the check of the old one
            'voucher.changed': {
              guard: 'voucherCodeChanged',
              target: 'idle',
              actions: assign(({ event }) => ({ voucher: { ...emptyVoucher, code: event.code } })),
            },
          },
          invoke: {
            id: 'voucher',
            src: 'checkVoucher',
            input: ({ context }) => ({
              propertyId: context.input.propertyId,
              code: context.voucher.code.trim(),
              rooms: context.input.rooms,
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                // Spec 8: an invalid voucher clears the discount and shows its message.
                voucher: event.output.IsValid
                  ? {
                      ...context.voucher,
                      valid: true,
                      // the API's decimal discount, in minor units of the property currency
                      discount: toMinor(event.output.TotalDiscount, context.input.currency),
                      message: event.output.Message,
                      showExperienceWarning: event.output.ShowExperienceWarningMessage,
                      // an experience voucher is arranged with the hotel: the guest is asked to get in touch
                      showContactUs: event.output.ShowExperienceWarningMessage,
                    }
                  : {
                      ...context.voucher,
                      valid: false,
                      discount: 0,
                      message: event.output.Message ?? 'This voucher code is not valid.',
                      showExperienceWarning: false,
                      showContactUs: false,
                    },
              })),
            },
            onError: {
              target: 'idle',
              // Spec 8: a request error clears discount, message and the contact-us flag; we
              // say that the check could not be made (not the server's generic text), so the guest
              // knows to try again rather than that the code is wrong.
              actions: assign(({ context }) => ({
                voucher: {
                  ...context.voucher,
                  valid: false,
                  discount: 0,
                  message: VOUCHER_CHECK_FAILED_MESSAGE,
                  showExperienceWarning: false,
                  showContactUs: false,
                },
              })),
            },
          },
        },
      },
    },
    companySearch: {
      initial: 'idle',
      on: {
        'company.searchChanged': [
          {
            guard: 'companySearchLongEnough',
            target: '.waiting',
            actions: assign(({ event }) => ({ companySearchText: event.text, company: null })),
          },
          {
            target: '.idle',
            actions: assign(({ event }) => ({
              companySearchText: event.text,
              company: null,
              companies: [],
              companySearchMessage: null,
            })),
          },
        ],
      },
      states: {
        idle: {},
        waiting: { after: { companySearchDebounce: 'searching' } },
        searching: {
          invoke: {
            id: 'companies',
            src: 'searchCompanies',
            input: ({ context }) => ({ propertyId: context.input.propertyId, text: context.companySearchText.trim() }),
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({
                companies: event.output,
                companySearchMessage: event.output.length ? null : 'No Results found',
              })),
            },
            onError: {
              target: 'idle',
              actions: assign({ companies: [], companySearchMessage: 'Error while searching for Companies' }),
            },
          },
        },
      },
    },
  },
});

/** What the create payload says about the browser (spec: BrowserData). */
export function collectBrowserData(): BrowserData {
  const g = globalThis as {
    screen?: { colorDepth?: number; height?: number; width?: number };
    navigator?: { language?: string; userAgent?: string };
  };
  return {
    ColorDepthInBits: g.screen?.colorDepth ?? 24,
    JavaScriptEnabled: true,
    BrowserLanguage: g.navigator?.language ?? 'en-GB',
    ScreenHeight: g.screen?.height ?? 0,
    ScreenWidth: g.screen?.width ?? 0,
    UserAgent: g.navigator?.userAgent ?? '',
    TimezoneOffSet: new Date().getTimezoneOffset(),
  };
}

export type CheckoutMachine = typeof checkoutMachine;

/** What of the form may be kept across a reload: no card number, CVV or password. */
export function draftOf(context: CheckoutContext): import('./checkout.types').CheckoutDraft {
  return {
    booker: context.booker,
    specialRequests: context.specialRequests,
    comment: context.comment,
    paymentType: context.paymentType,
    company: context.company,
    poNumber: context.poNumber,
    agreeToTermsAndConditions: context.agreeToTermsAndConditions,
    voucherCode: context.voucher.code,
    cardName: context.card.creditCardName,
  };
}
