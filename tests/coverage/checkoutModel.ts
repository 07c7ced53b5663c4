/**
 * The Checkout page, modelled for the generated e2e walks (tests/coverage/models.ts): the page is
 * reached by the booking model's own walk (a classic double at its flexible rate, no upgrade, its
 * lead guest and bed set-up, no extras: `after`), and its input is worked out from that walk's
 * basket by the page's own function (`checkoutInputOf`). An anonymous guest at SEAVIEW pays by a
 * new card typed in the provider's frame; the form is filled in the order of the page's sections
 * (one field at a time, the next one only); a gift voucher is tried before anything is typed; an
 * account may be asked for once the form is complete. The company search (a company invoice) is
 * not walked here: the integration tests and journeys show it.
 */
import { assign, createActor, transition, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { checkVoucher } from '@machines/checkout/checkout.actors';
import { checkoutInputOf } from '@machines/checkout/checkout.input';
import { confirmEnabled } from '@machines/checkout/checkout.selectors';
import type { CheckoutContext } from '@machines/checkout/checkout.types';
import type { BookingContext } from '@machines/booking/booking.types';
import { ApiError } from '@/api/errors';
import { DEMO } from '@mocks/node';
import { DECLINED_MESSAGE } from '@mocks/db/demo';
import type { FlowModelSource } from './models';
import { done, pending } from './modelEvents';
import { answer, withMockBackend } from './mockBackend';
import { bookingDemo } from './bookingDemo';
import { bookingModel, BOOKING_GUEST, BOOKING_BED } from './bookingModel';
import { BOOKING_ROOMS, FLEXIBLE_RATE } from '../support/bookingStay';
import { BOOKER_FIELDS } from '../support/guest';

const demo = await bookingDemo();
const [stay] = demo.results;
const services = demo.services.find(
  ({ item }) => item.RoomTypeId === BOOKING_ROOMS.classicDouble.id && item.DateOfDeparture === stay!.query.toDate,
);

/** The booking model's walk to the Checkout page (the page plays it through the booking's own table). */
const TO_CHECKOUT: AnyEventObject[] = [
  done('search', stay!.output),
  { type: 'rate.selected', roomTypeId: BOOKING_ROOMS.classicDouble.id, ratePlanId: FLEXIBLE_RATE.id },
  { type: 'upgrade.declined' },
  done('roomConfigurations', demo.roomConfigurations),
  { type: 'leadGuest.changed', roomNumber: 1, firstName: BOOKING_GUEST.firstName },
  { type: 'leadGuest.changed', roomNumber: 1, lastName: BOOKING_GUEST.lastName },
  { type: 'roomConfiguration.changed', roomNumber: 1, roomConfigurationId: BOOKING_BED },
  { type: 'occupancy.confirmed' },
  done('services', services!.output),
  { type: 'extras.confirmed' },
];

/** The booking as the Checkout page gets it: the booking model played to its hand-over. */
function bookingAtCheckout(): BookingContext {
  const { machine: booking, opening = [], starts } = bookingModel;
  let snapshot = createActor(booking, { input: starts.stay }).getSnapshot();
  for (const event of [...opening, ...TO_CHECKOUT]) snapshot = transition(booking, snapshot, event)[0];
  if (!snapshot.matches('checkout')) throw new Error(`the booking walk ends in ${JSON.stringify(snapshot.value)}`);
  return snapshot.context as BookingContext;
}

const basket = bookingAtCheckout();
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

/** A password the account rules take. */
const PASSWORD = 'Lighthouse-Keeper-42';
/** A code the guest types over the voucher being checked (the check of the first is abandoned). */
const OTHER_VOUCHER = 'GIFT75';

/** The form as the page's sections ask for it, one field at a time (a new card; the terms). */
const FILL: AnyEventObject[] = [
  ...BOOKER_FIELDS.map(([, value, field]) => ({ type: 'booker.changed', field, value })),
  { type: 'booker.countryChanged', countryId: 826 },
  { type: 'card.changed', field: 'creditCardName', value: 'A Lovelace' },
  // what the frame says once number, expiry and security code are typed (never a digit)
  { type: 'card.entryChanged', entry: { complete: true, empty: false, brand: 'visa', brandRefused: false } },
  { type: 'terms.changed', value: true },
];

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

/** A call's failure as the app's client gives it: a definite refusal, or no definite answer (500). */
const callFailed = (id: string, status: 402 | 500, message: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ message, status, code: 'http', url: `/api/${id}`, method: 'POST' }),
  // what the e2e table answers the held call with
  status,
});

function facts(s: AnyMachineSnapshot) {
  const c = s.context as CheckoutContext;
  return {
    filled: filled(c),
    account: [c.createAccount, c.password !== ''],
    voucher: [c.voucher.code, c.voucher.valid, c.voucher.message !== null],
    error: c.error,
    outcomeUnknown: c.outcomeUnknown,
    settleReason: c.settleReason,
    pending: c.pending !== null,
  };
}

function accepts(s: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const c = s.context as CheckoutContext;
  const editing = s.matches({ form: 'editing' });
  const step = FILL.indexOf(event);
  if (step >= 0) return editing && step === filled(c);
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
  after: { flow: 'booking', start: 'stay', events: TO_CHECKOUT },
  events: [
    ...FILL,
    { type: 'checkout.submitted' },
    // the frame's token for the card (at once), then the booking: made, the card declined, or no
    // definite answer (then the server is asked what became of it: nothing, still running, or no answer)
    done('tokenize', { token: 'model-token', mode: 'card', brand: 'visa', lastFour: '1111' }),
    done('create'),
    callFailed('create', 402, DECLINED_MESSAGE),
    callFailed('create', 500, 'Something went wrong on our side.'),
    done('outcome', { state: 'none' }),
    done('outcome', { state: 'running' }),
    callFailed('outcome', 500, 'Something went wrong on our side.'),
    // an account: asked for, its password; made, or no definite answer
    { type: 'account.createChanged', value: true },
    { type: 'details.changed', field: 'password', value: PASSWORD },
    done('register'),
    callFailed('register', 500, 'Something went wrong on our side.'),
    // the demo's gift voucher: checked (the server's answer), or no answer; another code typed meanwhile
    { type: 'voucher.changed', code: DEMO.voucher.code },
    { type: 'voucher.submitted' },
    done('voucher', voucherAnswer),
    callFailed('voucher', 500, 'Something went wrong on our side.'),
    { type: 'voucher.changed', code: OTHER_VOUCHER },
  ],
  accepts,
  // what the page says: why the last attempt failed, and what the voucher's check said
  shows: (s) => {
    const c = s.context as CheckoutContext;
    return { error: c.error, voucher: c.voucher.message };
  },
  // the server's own answers are not kept; the outcome's state is (the table answers "still running")
  answer: (output) => {
    const state = (output as { state?: string } | undefined)?.state;
    return state ? { state } : null;
  },
  serialize: (s) => JSON.stringify([s.value, facts(s), Object.keys(s.children).sort()]),
};
