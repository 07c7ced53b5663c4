/**
 * The Checkout page, modelled for the generated e2e walks (tests/coverage/models.ts): the page is
 * reached by the booking model's own walk (a classic double at its flexible rate, no upgrade, its
 * lead guest and bed set-up, no extras: `after`), and its input is worked out from that walk's
 * basket by the page's own function (`checkoutInputOf`). An anonymous guest at SEAVIEW pays by a
 * new card typed in the provider's frame; the form is filled in the order of the page's sections
 * (one field at a time, the next one only); a gift voucher is tried before anything is typed; an
 * account may be asked for once the form is complete; a company invoice may be chosen before
 * anything is typed, and the company searched.
 */
import { assign, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { checkoutMachine, createFailedMessage } from '@machines/checkout/checkout.machine';
import { checkVoucher, searchCompanies } from '@machines/checkout/checkout.actors';
import { checkoutInputOf } from '@machines/checkout/checkout.input';
import {
  companyView,
  confirmEnabled,
  shownError,
  shownErrors,
  voucherView,
} from '@machines/checkout/checkout.selectors';
import { PAYMENT_TYPE } from '@/domain/payment';
import type { CheckoutContext } from '@machines/checkout/checkout.types';
import type { BookingContext } from '@machines/booking/booking.types';
import { ApiError } from '@/api/errors';
import { messageForStatus } from '@/api/client';
import { DEMO } from '@mocks/node';
import type { FlowModelSource } from './models';
import { done, pending } from './modelEvents';
import { answer, withMockBackend } from './mockBackend';
import { bookingDemo } from './bookingDemo';
import { bookingModel, BOOKING_GUEST } from './bookingModel';
import { chooseEvents } from './replay';
import { BOOKING_ROOMS, FLEXIBLE_RATE } from '../support/bookingStay';
import { BOOKER_COUNTRY_ID, BOOKER_FIELDS } from '../support/guest';
import { CARD_DECLINED, LOST_ANSWER, SERVER_ERROR, type HeldAnswer } from '../support/answers';
import { CARDHOLDER } from '../support/cards';

const demo = await bookingDemo();

/**
 * The booking model's walk to the Checkout page, by its own events (the page plays it through the
 * booking's own table): the stay's rooms, a classic double at its flexible rate, no upgrade, the
 * lead guest and the bed set-up, the room's extras seen, none taken.
 */
const toCheckout = chooseEvents(bookingModel, 'stay', [
  { type: 'xstate.done.actor.search' },
  { type: 'rate.selected', roomTypeId: BOOKING_ROOMS.classicDouble.id, ratePlanId: FLEXIBLE_RATE.id },
  { type: 'upgrade.declined' },
  { type: 'xstate.done.actor.roomConfigurations' },
  { type: 'leadGuest.changed', firstName: BOOKING_GUEST.firstName },
  { type: 'leadGuest.changed', lastName: BOOKING_GUEST.lastName },
  { type: 'roomConfiguration.changed' },
  { type: 'occupancy.confirmed' },
  { type: 'xstate.done.actor.services' },
  { type: 'extras.confirmed' },
]);
const atCheckout = toCheckout.snapshots.at(-1)!;
if (!atCheckout.matches('checkout')) throw new Error(`the booking walk ends in ${JSON.stringify(atCheckout.value)}`);
const basket = atCheckout.context as BookingContext;
const input = checkoutInputOf({
  property: demo.property,
  config: demo.config,
  booking: basket,
  user: null,
  draft: null,
});

/** The demo voucher's check, as the mock server answers it for this basket. */
const voucherAnswer = await withMockBackend(() =>
  answer(checkVoucher, { propertyId: input.propertyId, code: DEMO.voucher.code, rooms: input.rooms }),
);

/** What the guest types to find a company (a company invoice), and the companies the mock finds for it. */
const COMPANY_SEARCHES = ['Acme', 'Acorn'];
/** Too short to search: the search waits for more. */
const TOO_SHORT = 'A';
const companiesFound = await withMockBackend(async () => {
  const found = [];
  for (const text of COMPANY_SEARCHES)
    found.push({ text, output: await answer(searchCompanies, { propertyId: input.propertyId, text }) });
  return found;
});
/** Each company search's answer, and the text it answers. */
const companiesAnswers = new Map<AnyEventObject, string>(
  companiesFound.map(({ text, output }) => [done('companies', output), text]),
);

/** A password the account rules take. */
const PASSWORD = 'Lighthouse-Keeper-42';
/** A code the guest types over the voucher being checked (the check of the first is abandoned). */
const OTHER_VOUCHER = 'GIFT75';

/** What the frame says of a card typed in full (never a digit). */
const CARD_TYPED = { complete: true, empty: false, brand: 'visa', brandRefused: false };
/** The security code typed again (the frame forgets it after each attempt; the number stays). */
const CODE_AGAIN = { type: 'card.entryChanged', entry: CARD_TYPED, part: 'securityCode' };

/** The form as the page's sections ask for it, one field at a time (a new card; the terms). */
const FILL: AnyEventObject[] = [
  ...BOOKER_FIELDS.map(([, value, field]) => ({ type: 'booker.changed', field, value })),
  { type: 'booker.countryChanged', countryId: BOOKER_COUNTRY_ID },
  { type: 'card.changed', field: 'creditCardName', value: CARDHOLDER },
  // what the frame says once number, expiry and security code are typed (never a digit)
  { type: 'card.entryChanged', entry: CARD_TYPED, part: 'card' },
  { type: 'terms.changed', value: true },
];

const CARD_EVENT = FILL.find((event) => event.type === 'card.entryChanged')!;
const CARD_NAME = FILL.find((event) => event.type === 'card.changed')!;

/** How far the form is filled: the first of FILL not done yet (FILL.length: all). */
function filled(c: CheckoutContext): number {
  const done = [
    ...BOOKER_FIELDS.map(([, value, field]) => c.booker[field as 'firstName'] === value),
    c.booker.country !== null,
    c.card.creditCardName !== '',
    c.card.entry.complete,
    c.agreeToTermsAndConditions,
  ];
  const next = done.indexOf(false);
  return next < 0 ? FILL.length : next;
}

/**
 * A call's failure as the app's client gives it for the answer the e2e table gives the held call
 * (kept on the event): a definite refusal (402), no definite answer (500), or the answer lost on
 * its way (the server did the work: the page sees a network failure).
 */
const callFailed = (id: string, answer: HeldAnswer) => ({
  type: `xstate.error.actor.${id}`,
  error:
    'lost' in answer
      ? new ApiError({ message: messageForStatus(0), status: 0, code: 'network', url: `/api/${id}`, method: 'POST' })
      : new ApiError({
          message: answer.body.Message,
          status: answer.status,
          code: 'http',
          url: `/api/${id}`,
          method: 'POST',
        }),
  answer,
});

/** The booking's answer lost on its way: the server made it, so asked, it says so. */
const CREATE_LOST = callFailed('create', LOST_ANSWER);
/** What the checkout says of that failure (while it asks, it says nothing yet). */
const LOST_SAYS = createFailedMessage(CREATE_LOST.error);

function facts(s: AnyMachineSnapshot) {
  const c = s.context as CheckoutContext;
  return {
    filled: filled(c),
    account: [c.createAccount, c.password !== ''],
    voucher: [c.voucher.code, c.voucher.valid, c.voucher.message !== null],
    error: c.error,
    company: [c.paymentType, c.companySearchText, c.companies.length, c.companySearchMessage],
    outcomeUnknown: c.outcomeUnknown,
    settleReason: c.settleReason,
    pending: c.pending !== null,
  };
}

function accepts(s: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const c = s.context as CheckoutContext;
  const editing = s.matches({ form: 'editing' });
  const step = FILL.indexOf(event);
  const invoice = c.paymentType === PAYMENT_TYPE.PayByCompanyInvoice;
  // the companies found answer the text they were searched for; the card's fields go with the card
  if (companiesAnswers.has(event)) return companiesAnswers.get(event) === c.companySearchText;
  if (invoice && (event === CODE_AGAIN || step >= FILL.indexOf(CARD_NAME))) return false;
  // the card in full while nothing is typed in the frame; its security code again after an attempt
  if (step >= 0) return editing && step === filled(c) && (event.type !== 'card.entryChanged' || c.card.entry.empty);
  if (event === CODE_AGAIN) return editing && filled(c) === FILL.indexOf(CARD_EVENT) && !c.card.entry.empty;
  // asked what became of the booking, the server says what it did: made it (its answer was lost),
  // or not (the 500 was the table's, the server never saw the call). After a lost answer the model
  // walks only the server's "made" (the server keeps the booking whatever the page hears next, and
  // the machine has no fact of it after another failure's message)
  if (event.type === 'xstate.done.actor.outcome' || event.type === 'xstate.error.actor.outcome') {
    const made = c.error === LOST_SAYS;
    const state = (event.output as { state?: string } | undefined)?.state;
    return event.type === 'xstate.error.actor.outcome' ? !made : (state === 'done') === made;
  }
  switch (event.type) {
    // Confirm can be pressed (the page disables it otherwise)
    case 'checkout.submitted':
      return editing && confirmEnabled(s as never);
    // a voucher before anything is typed; another code typed over the one being checked
    case 'voucher.changed':
      return event.code === OTHER_VOUCHER
        ? s.matches({ voucher: 'checking' })
        : editing && filled(c) === 0 && c.voucher.code === '' && s.matches({ voucher: 'idle' });
    case 'voucher.submitted':
      return editing && c.voucher.code === DEMO.voucher.code && c.voucher.message === null;
    // a company invoice chosen before anything is typed; then the company searched as the guest types
    case 'payment.changed':
      return editing && filled(c) === 0 && !invoice && s.matches({ voucher: 'idle' }) && c.voucher.code === '';
    // (not while the search waits for the guest's pause: the page's 300 ms would decide the walk)
    case 'company.searchChanged':
      return editing && invoice && event.text !== c.companySearchText && !s.matches({ companySearch: 'waiting' });
    // an account, asked for once the form is complete, and its password
    case 'account.createChanged':
      return editing && filled(c) === FILL.length && !c.createAccount && c.error === null;
    case 'details.changed':
      return editing && c.createAccount && c.password === '';
    default:
      return true;
  }
}

const machine = checkoutMachine.provide({
  actors: {
    createReservation: pending,
    reservationOutcome: pending,
    registerAccount: pending,
    tokenizeCard: pending,
    checkVoucher: pending,
    searchCompanies: pending,
  },
  actions: {
    // the frame forgets the security code after an attempt: the card is no longer complete
    forgetSecurityCode: assign(({ context }) => ({
      card: { ...context.card, entry: { ...context.card.entry, complete: false } },
    })),
  },
});

export const checkoutModel: FlowModelSource = {
  machine,
  starts: {
    basket: input,
  },
  after: { flow: 'booking', start: 'stay', events: toCheckout.events },
  events: [
    ...FILL,
    CODE_AGAIN,
    { type: 'checkout.submitted' },
    // the frame's token for the card (at once), then the booking: made, the card declined, or no
    // definite answer (then the server is asked what became of it: nothing, still running, or no answer)
    done('tokenize', { token: 'model-token', mode: 'card', brand: 'visa', lastFour: '1111' }),
    done('create'),
    callFailed('create', CARD_DECLINED),
    callFailed('create', SERVER_ERROR),
    CREATE_LOST,
    done('outcome', { state: 'done', result: { ConfirmationToken: 'made-by-the-server' } }),
    done('outcome', { state: 'none' }),
    done('outcome', { state: 'running' }),
    callFailed('outcome', SERVER_ERROR),
    // an account: asked for, its password; made, or no definite answer
    { type: 'account.createChanged', value: true },
    { type: 'details.changed', field: 'password', value: PASSWORD },
    done('register'),
    callFailed('register', SERVER_ERROR),
    // the demo's gift voucher: checked (the server's answer), or no answer; another code typed meanwhile
    { type: 'voucher.changed', code: DEMO.voucher.code },
    { type: 'voucher.submitted' },
    done('voucher', voucherAnswer),
    callFailed('voucher', SERVER_ERROR),
    { type: 'voucher.changed', code: OTHER_VOUCHER },
    // a company invoice: the company searched as the guest types (after the page's pause), its
    // answers, more typed while it waits or searches, too little typed
    { type: 'payment.changed', paymentType: PAYMENT_TYPE.PayByCompanyInvoice },
    ...[...COMPANY_SEARCHES, TOO_SHORT].map((text) => ({ type: 'company.searchChanged', text })),
    { type: 'xstate.after.companySearchDebounce.checkout.companySearch.waiting' },
    ...companiesAnswers.keys(),
    callFailed('companies', SERVER_ERROR),
  ],
  accepts,
  // what the page says, by its own selectors: why the last attempt failed, what the voucher's check
  // said, and which fields say what they need
  shows: (s) => ({
    error: shownError(s as never),
    voucher: voucherView(s as never).message,
    invalid:
      Object.keys(shownErrors(s as never))
        .sort()
        .join(' ') || null,
    invoice: (s.context as CheckoutContext).paymentType === PAYMENT_TYPE.PayByCompanyInvoice ? 'yes' : null,
    company: companyView(s as never).status || null,
  }),
  // the server's own answers are not kept; the outcome's state is (the table answers "still running")
  answer: (output) => {
    const state = (output as { state?: string } | undefined)?.state;
    return state ? { state } : null;
  },
  serialize: (s) => JSON.stringify([s.value, facts(s), Object.keys(s.children).sort()]),
};
