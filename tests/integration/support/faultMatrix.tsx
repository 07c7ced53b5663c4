/**
 * The fault matrix, run by tests/integration/faults.*.test.tsx (issue "Security and reliability"):
 * every call the UI makes, failed three ways. For each operationId of openapi.yaml, a row says
 * where the guest is when the call is made and what they do; the test then fails that call with a
 * 500, a network failure and a time-out (mock scenarios server-error:, network-error:, timeout:),
 * and checks what the guest sees: a message in plain words (never a program's exception text), a
 * way to try again where that makes sense, nothing typed lost, and the page working once the call
 * does. An operation of the contract without a row fails the first test: a new call cannot land
 * untested.
 *
 * The real router, screens, machines and client against the mock backend in the service worker;
 * while a time-out is tested the test files give the calls under test 0.3 s, and reads are
 * tried once (the transport's own tests cover retries), so a time-out takes 0.3 s instead of 15.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SetupWorker } from 'msw/browser';
import { routes } from '@/app/router';
import { forget } from '@/app/cache';
import { contractOperations, operationInfo } from '@mocks/contract';
import { scenarioHandlers } from '@mocks/scenarios';
import { DEMO } from '@mocks/db/demo';
import { addDays, formatTypedDate } from '@/domain/dates';
import { BOOKER_COUNTRY, BOOKER_FIELDS } from '../../support/guest';
import { SECURITY_CODE_FRAME, typeCard, typeSecurityCode } from './cardFrame';
import { CUT_TIME_LIMIT, timeLimits } from './cutTimeLimits';
import { localToday } from '@/ui/clock';

const WAIT = { timeout: 15_000 };
const worker = (globalThis as { __integrationWorker?: SetupWorker }).__integrationWorker!;

type Fault = 'server-error' | 'network-error' | 'timeout';
const FAULTS: Fault[] = ['server-error', 'network-error', 'timeout'];

/** What a guest reads for each fault, unless the row's flow says it in its own words. */
const SAID: Record<Fault, RegExp> = {
  'server-error': /An error has occurred\./,
  'network-error': /We could not reach the server\. Please check your connection and try again\./,
  timeout: /The server took too long to answer\. Please try again\./,
};

/** A program's words that must never reach a guest. */
const PROGRAM_TEXT = /TypeError|undefined|null\b|Cannot read|is not a function|NaN|\[object Object\]/;

interface CommonRow {
  /** the address the guest is at */
  at: string;
  /** the guest is logged in before (as the demo guest) */
  setup?: 'loggedIn';
  /** another scenario the call needs (e.g. the answer before it lost) */
  with?: string;
  /** what the guest does that makes the call (none: the page makes it as it opens) */
  act?: () => Promise<void>;
  /** what the guest sees once the call works */
  works: () => Promise<void>;
}

interface SaidRow extends CommonRow {
  /** the flow says the failure in its own words (default: the fault's words, SAID) */
  says?: (fault: Fault) => RegExp;
  /**
   * how the guest tries again on the same page; 'reload' when the page is the error page (its
   * "Try again" reloads the address: the test renders it again); 'itself' when the page tries
   * again by itself (the booking status polls)
   */
  retry: (() => Promise<void>) | 'reload' | 'itself';
  /** what the guest typed, still there after the failure */
  kept?: () => Promise<void>;
}

interface DegradingRow extends CommonRow {
  /** the page works without this call's answer, and why that is right (nothing is said) */
  degrades: string;
}

type Row = SaidRow | DegradingRow;

/** Operations the UI does not call, and why. */
const NOT_CALLED: Record<string, string> = {
  flushStaticData: 'an operator call (clears the server caches); no guest screen calls it',
  postLog: "the logger's own call: a failed log batch is dropped quietly by design (docs/decisions.md)",
  getCreditCardTypes: 'the card types a hotel takes come with its property data (Property.CreditCards)',
};

const code = 'SEAVIEW';
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, WAIT);
/** The guest's "try again": the button once it is back (after a retry it says "Loading…" until done). */
const button = (name: string | RegExp) => async () =>
  userEvent.click(await screen.findByRole('button', { name }, WAIT));

/** One room, two adults, on nights the demo hotel always has rooms (tests/e2e/support: SURE_STAY). */
export const roomsAndRates = () =>
  `/Book/${code}/Rooms-And-Rates?from=${addDays(localToday(), 10)}&to=${addDays(localToday(), 12)}&rooms=2-0-0`;
const reservationPath = `/Manage/${code}/Reservation/${DEMO.reservation.referenceNumber}/${DEMO.reservation.linkHash}`;
export const preCheckInPath = `/PreCheckIn/${code}/${DEMO.reservation.referenceNumber}/${DEMO.reservation.linkHash}`;
const click = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }));
const field = (label: string | RegExp) => screen.getByLabelText(label);
/** Types into a field as a person does (replacing what is there). */
async function type(label: string | RegExp, text: string) {
  const input = field(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}
const keeps = (label: string | RegExp, value: string) => async () => expect(field(label)).toHaveValue(value);

const STEP_HEADINGS =
  /^(Upgrade Room \d+\?|Who is staying in Room \d+\?|Add extras to Room \d+|Extras|Your booking summary|Checkout)$/;

/**
 * From rooms and rates to the step or page asked for: the first room type's Flexible Rate (it may
 * be paid by card or invoice: every payment call can follow), no upgrade, a lead guest.
 */
export async function bookUntil(until: 'extras' | 'checkout') {
  const rooms = await screen.findAllByRole('button', { name: /^See rates for / }, WAIT);
  await userEvent.click(rooms[0]!);
  const select = await screen.findAllByRole('button', { name: /^Select Flexible Rate for Room 1, / }, WAIT);
  await userEvent.click(select[0]!);
  for (let guard = 0; guard < 12; guard++) {
    const step = await screen.findByRole(
      'heading',
      {
        name: STEP_HEADINGS,
      },
      WAIT,
    );
    const text = step.textContent ?? '';
    if (text === 'Checkout') return;
    // the extras step (or, when its extras could not be loaded, what failed: "Extras")
    if ((text.startsWith('Add extras') || text === 'Extras') && until === 'extras') return;
    if (text.startsWith('Upgrade')) await click(/^No thanks/);
    else if (text.startsWith('Who is staying')) {
      await type('First name', 'Ada');
      await type('Last name', 'Lovelace');
      const bed = screen.queryByLabelText('Bed set-up');
      if (bed) await userEvent.selectOptions(bed, within(bed).getAllByRole('option')[1]!);
      await click('Continue');
    } else if (text.startsWith('Add extras')) await click('Continue');
    else await click('Continue to checkout');
    await waitFor(() => expect(step).not.toBeInTheDocument(), WAIT);
  }
  throw new Error(`the booking did not reach ${until}`);
}

/** The checkout filled in as a guest would, ready to confirm (card details typed). */
export async function fillCheckout() {
  await screen.findByRole('heading', { level: 1, name: 'Checkout' }, WAIT);
  for (const [label, value] of BOOKER_FIELDS) await type(label, value);
  await userEvent.selectOptions(await screen.findByLabelText('Country', {}, WAIT), BOOKER_COUNTRY);
  await type('Name on card', 'A Lovelace');
  await typeCard();
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

/**
 * Confirm booking, once the button takes it: it waits for the card frame to say the card is
 * complete, which a busy machine may take a moment to tell (a click before that does nothing).
 */
async function confirm() {
  const button = screen.getByRole('button', { name: /^Confirm booking/ });
  await waitFor(() => expect(button).toBeEnabled(), WAIT);
  await userEvent.click(button);
}

/** Confirm, as the guest does after a failure: the security code is typed again (it is never kept). */
async function confirmBooking() {
  await typeSecurityCode();
  await confirm();
}
export const booked = async () =>
  void (await heading(/^(Checking your booking|Your booking is confirmed|Booking confirmed)/));

/** Logs in through the dialog as the demo guest. */
async function logIn() {
  await userEvent.click(await screen.findByRole('button', { name: 'Log in' }, WAIT));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' }, WAIT);
  await userEvent.type(within(dialog).getByLabelText('E-mail address'), DEMO.account.email);
  await userEvent.type(within(dialog).getByLabelText('Password'), DEMO.account.password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  await screen.findByText(`Hello, ${DEMO.account.firstname}`, {}, WAIT);
}

/** The manage page of the demo booking once it is ready (its options loaded). */
async function openBooking() {
  await screen.findByRole('button', { name: /Change dates/ }, WAIT);
}

/** Cancel booking, with a reason, as the guest does from the booking's page (the form closes either way). */
async function cancelBooking() {
  if (!screen.queryByRole('dialog', { name: 'Cancel your booking' })) await click('Cancel booking');
  const dialog = await screen.findByRole('dialog', { name: 'Cancel your booking' }, WAIT);
  const reason = within(dialog).getByLabelText(/^Reason for cancelling/);
  await userEvent.selectOptions(reason, within(reason).getAllByRole('option')[1]!);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
}

/**
 * The pre check-in of the demo booking, completed up to its summary (as its stories walk it); the
 * card: the one on file with its security code, unless `giveCard` gives another.
 */
export async function preCheckInToSummary(giveCard: () => Promise<void> = () => typeSecurityCode(SECURITY_CODE_FRAME)) {
  const step = (name: string | RegExp) => screen.findByRole('heading', { name }, WAIT);
  const register = async (born: string, id: string) => {
    await userEvent.selectOptions(field(/^Nationality/), 'GB');
    await userEvent.type(field(/^Date of birth/), formatTypedDate(born));
    await userEvent.selectOptions(field(/^Identity document/), 'Passport');
    await userEvent.type(field(/^Document number/), id);
    await click('Continue');
  };
  await step('Your details');
  await click('Continue');
  await step('Who is staying in Room 1?');
  await register('1985-04-12', '123456789');
  await step(/^Guests of Room 1/);
  await click('Continue');
  await step('Who is staying in Room 2?');
  await register('1990-01-02', '987654321');
  await step(/^Guests of Room 2/);
  await click('Continue');
  await step('Add extras to Room 1');
  await click('Continue');
  await step('Add extras to Room 2');
  await click('Continue');
  await step('Card to guarantee your stay');
  await giveCard();
  await click('Continue');
  await step('Check and confirm');
  await userEvent.type(field(/^Estimated arrival time/), '15:30');
  await userEvent.click(screen.getByRole('checkbox', { name: "I accept the hotel's terms" }));
}

/** The restaurant page for the demo booking, on a day The Sea Grill is open. */
function restaurantDay(): string {
  let date = addDays(localToday(), 14);
  while (new Date(`${date}T12:00:00`).getDay() === 1) date = addDays(date, 1);
  return date;
}
const restaurantPath = () =>
  `/Restaurant/${code}?reservation=${DEMO.reservation.referenceNumber}&date=${restaurantDay()}`;
const tableForm = () => screen.findByRole('form', { name: 'Book a table' }, WAIT);

const groupPath = () =>
  `/BookGroup/${DEMO.propertyGroup}?from=${addDays(localToday(), DEMO.groupSearch.arrivalOffset)}` +
  `&to=${addDays(localToday(), DEMO.groupSearch.arrivalOffset + DEMO.groupSearch.nights)}&rooms=2-0-0`;
const hotelsFound = async () => void (await screen.findAllByRole('article', {}, WAIT));

/** The booking journey's calls (faults.booking.test.tsx; the rest: faults.others.test.tsx). */
export const BOOKING_CALLS = new Set([
  'searchAvailability',
  'getCurrencyExchangeRates',
  'getServices',
  'checkVoucherCode',
  'searchCompanies',
  'getCountries',
  'createReservation',
  'getCallOutcome',
  'getReservationStatus',
  'getReservationConfirmation',
  'getAvailabilityCalendar',
  'getProperty',
  'getBookingConfig',
]);

const ROWS: Record<string, Row> = {
  // ---------- pages whose data loads with them: the error page, whose "Try again" reloads ----------
  getProperty: { at: `/Book/${code}`, retry: 'reload', works: async () => void (await heading(/^Book your stay at/)) },
  getBookingConfig: {
    at: `/Book/${code}`,
    retry: 'reload',
    works: async () => void (await heading(/^Book your stay at/)),
  },
  getManageBookingConfig: {
    at: `/Manage/${code}`,
    retry: 'reload',
    works: async () => void (await heading('Manage your booking')),
  },
  getPreCheckInConfig: {
    at: preCheckInPath,
    retry: 'reload',
    works: async () => void (await heading(/^Online check-in/)),
  },
  getPropertyGroup: {
    at: `/BookGroup/${DEMO.propertyGroup}`,
    retry: 'reload',
    works: async () => void (await heading('Find a hotel')),
  },

  // ---------- the search ----------
  getAvailabilityCalendar: {
    at: `/Book/${code}`,
    retry: button('Try again'),
    works: async () => void (await screen.findByRole('button', { name: 'Go to the Next Month' }, WAIT)),
  },
  searchAvailability: {
    at: roomsAndRates(),
    retry: button('Try the search again'),
    works: async () => void (await screen.findAllByRole('button', { name: /^See rates for / }, WAIT)),
  },
  getCurrencyExchangeRates: {
    at: roomsAndRates(),
    act: async () => {
      await screen.findAllByRole('button', { name: /^See rates for / }, WAIT);
      await userEvent.selectOptions(field('Show prices in'), 'EUR');
    },
    says: () => /We could not load the exchange rates, so prices are shown in GBP\./,
    retry: button('Try again'),
    works: async () => void (await screen.findAllByText(/€/, {}, WAIT)),
  },

  // ---------- the booking's steps and checkout ----------
  getServices: {
    at: roomsAndRates(),
    act: () => bookUntil('extras'),
    retry: button('Try again'),
    works: async () => void (await screen.findByRole('button', { name: 'Continue' }, WAIT)),
  },
  checkVoucherCode: {
    at: roomsAndRates(),
    act: async () => {
      await bookUntil('checkout');
      await screen.findByRole('heading', { level: 1, name: 'Checkout' }, WAIT);
      await type('Gift voucher code', DEMO.voucher.code);
      await click('Apply voucher');
    },
    says: () => /We could not check your gift voucher just now\. Please try again\./,
    retry: button('Apply voucher'),
    kept: keeps('Gift voucher code', DEMO.voucher.code),
    works: async () => void (await screen.findByRole('button', { name: `Remove voucher ${DEMO.voucher.code}` }, WAIT)),
  },
  searchCompanies: {
    at: roomsAndRates(),
    act: async () => {
      await bookUntil('checkout');
      await userEvent.click(await screen.findByRole('radio', { name: 'Pay by Invoice (company account)' }, WAIT));
      await userEvent.type(screen.getByRole('combobox', { name: 'Company' }), 'Acme');
    },
    says: () => /Error while searching for Companies/,
    retry: async () => {
      await userEvent.type(screen.getByRole('combobox', { name: 'Company' }), ' ');
      await userEvent.type(screen.getByRole('combobox', { name: 'Company' }), '{Backspace}');
    },
    kept: async () => expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Acme'),
    works: async () => void (await screen.findByRole('option', { name: /^Acme Travel Ltd/ }, WAIT)),
  },
  getCountries: {
    at: roomsAndRates(),
    act: () => bookUntil('checkout'),
    says: () => /We could not load the list of countries\./,
    retry: button('Load the countries again'),
    works: async () =>
      void (await waitFor(
        () => expect(within(field('Country')).getByRole('option', { name: 'United Kingdom' })).toBeTruthy(),
        WAIT,
      )),
  },
  createReservation: {
    at: roomsAndRates(),
    act: async () => {
      await bookUntil('checkout');
      await fillCheckout();
      await confirm();
    },
    retry: confirmBooking,
    kept: keeps('Street address', '1 Analytical Way'),
    works: booked,
  },
  getCallOutcome: {
    at: roomsAndRates(),
    // the booking's answer is lost on the way, so the checkout asks what became of it
    with: 'lost-response:createReservation',
    act: async () => {
      await bookUntil('checkout');
      await fillCheckout();
      await confirm();
    },
    says: () => /We could not find out whether your booking went through/,
    retry: confirmBooking,
    kept: keeps('Street address', '1 Analytical Way'),
    works: booked,
  },
  getReservationStatus: {
    at: `/Book/${code}/Status/${DEMO.reservation.confirmationToken}`,
    retry: 'itself',
    works: async () => void (await screen.findAllByText(new RegExp(DEMO.reservation.referenceNumber), {}, WAIT)),
  },
  getReservationConfirmation: {
    at: `/Book/${code}/Confirmation/${DEMO.reservation.confirmationToken}`,
    retry: button(/again/i),
    works: async () => void (await screen.findAllByText(DEMO.reservation.referenceNumber, {}, WAIT)),
  },

  // ---------- accounts ----------
  getAccount: {
    at: `/Book/${code}`,
    setup: 'loggedIn',
    says: () => /We could not check your account/,
    retry: button('Try again'),
    works: async () => void (await screen.findByText(`Hello, ${DEMO.account.firstname}`, {}, WAIT)),
  },
  authenticate: {
    at: `/Book/${code}`,
    act: async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Log in' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Log in' }, WAIT);
      await userEvent.type(within(dialog).getByLabelText('E-mail address'), DEMO.account.email);
      await userEvent.type(within(dialog).getByLabelText('Password'), DEMO.account.password);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    },
    retry: async () =>
      userEvent.click(within(screen.getByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Log in' })),
    kept: async () =>
      expect(within(screen.getByRole('dialog', { name: 'Log in' })).getByLabelText('E-mail address')).toHaveValue(
        DEMO.account.email,
      ),
    works: async () => void (await screen.findByText(`Hello, ${DEMO.account.firstname}`, {}, WAIT)),
  },
  logout: {
    at: `/Book/${code}`,
    act: async () => {
      await logIn();
      await click('Log out');
    },
    says: () => /We could not log you out\. You are still logged in; please try again\./,
    retry: button('Log out'),
    works: async () => void (await screen.findByRole('button', { name: 'Log in' }, WAIT)),
  },
  register: {
    at: `/Account/Register/${code}`,
    act: async () => {
      await heading('Create an account');
      await type('First name', 'Robin');
      await type('Last name', 'Fisher');
      await type('E-mail address', 'robin.fisher@example.com');
      await type('Password', 'Robin-Pass-123');
      await click('Create account');
    },
    retry: button('Create account'),
    kept: keeps('E-mail address', 'robin.fisher@example.com'),
    works: async () => void (await heading('Check your e-mail')),
  },
  confirmEmail: {
    at: `/Account/ConfirmEmail/${code}?${new URLSearchParams({
      email: DEMO.unconfirmedAccount.email,
      token: DEMO.unconfirmedAccount.confirmationToken,
    })}`,
    retry: button('Try again'),
    works: async () => void (await screen.findByText(/your e-mail address is confirmed/i, {}, WAIT)),
  },
  requestPasswordReset: {
    at: `/Account/ForgotPassword/${code}`,
    act: async () => {
      await heading('Forgotten your password?');
      await type('E-mail address', DEMO.account.email);
      await click('Send reset link');
    },
    retry: button('Send reset link'),
    kept: keeps('E-mail address', DEMO.account.email),
    works: async () => void (await screen.findByText(/link/i, { selector: '[role="status"], .account-status' }, WAIT)),
  },
  resetPassword: {
    at: `/Account/ResetPassword/${code}?${new URLSearchParams({
      email: DEMO.account.email,
      token: DEMO.passwordResetToken,
    })}`,
    act: async () => {
      await heading('Set a new password');
      await type('New password', 'Another-Pass-123');
      await click('Set new password');
    },
    retry: button('Set new password'),
    kept: keeps('New password', 'Another-Pass-123'),
    works: async () =>
      void (await screen.findByText(
        /password has been (changed|reset)|new password/i,
        { selector: '[role="status"], .account-status' },
        WAIT,
      )),
  },
  updateAccount: {
    at: `/Book/${code}`,
    act: async () => {
      await logIn();
      await userEvent.click(screen.getByRole('link', { name: 'Manage account' }));
      await heading('Your account');
      await type('First name', 'Alexandra');
      await click('Save details');
    },
    retry: button('Save details'),
    kept: keeps('First name', 'Alexandra'),
    works: async () => void (await screen.findByText('Hello, Alexandra', {}, WAIT)),
  },
  changePassword: {
    at: `/Book/${code}`,
    act: async () => {
      await logIn();
      await userEvent.click(screen.getByRole('link', { name: 'Manage account' }));
      await heading('Your account');
      await type('Current password', DEMO.account.password);
      await type('New password', 'Another-Pass-123');
      await click('Change password');
    },
    retry: async () => {
      await type('Current password', DEMO.account.password);
      await click('Change password');
    },
    kept: keeps('New password', 'Another-Pass-123'),
    works: async () => void (await screen.findByText(/password (has been |was )?changed/i, {}, WAIT)),
  },

  // ---------- manage booking ----------
  searchManageBooking: {
    at: `/Manage/${code}`,
    act: async () => {
      await heading('Manage your booking');
      await type('Reservation number', DEMO.reservation.referenceNumber);
      await type('Guest name', DEMO.reservation.surname);
      await click('Find booking');
    },
    retry: button('Find booking'),
    kept: keeps('Guest name', DEMO.reservation.surname),
    works: async () => void (await screen.findByRole('button', { name: /Change dates/ }, WAIT)),
  },
  getUpgradeOptions: {
    at: reservationPath,
    retry: button('Try again'),
    works: async () => void (await screen.findByRole('button', { name: /Change dates/ }, WAIT)),
  },
  getReservationItemServices: {
    at: reservationPath,
    retry: button('Try again'),
    works: async () => void (await screen.findByRole('button', { name: /Change dates/ }, WAIT)),
  },
  getRoomTypeConfigurations: {
    at: reservationPath,
    retry: button('Try again'),
    works: async () => void (await screen.findByRole('button', { name: /Change dates/ }, WAIT)),
  },
  searchDateOptions: {
    at: reservationPath,
    act: async () => {
      await openBooking();
      await click(/Change dates/);
      await userEvent.clear(await screen.findByLabelText('Arrival', {}, WAIT));
      await userEvent.type(field('Arrival'), formatTypedDate(addDays(localToday(), 40)));
      await userEvent.clear(field('Departure'));
      await userEvent.type(field('Departure'), formatTypedDate(addDays(localToday(), 43)));
      await click(/^(Search|Find|Check) /);
    },
    retry: button('Try again'),
    works: async () => void (await screen.findAllByText(/£/, {}, WAIT)),
  },
  getCancellationReasons: {
    at: reservationPath,
    degrades: 'the cancel form works without them: no reason can be required of a list that did not load',
    act: async () => {
      await openBooking();
      await click('Cancel booking');
    },
    works: async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Cancel your booking' }, WAIT);
      expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
      expect(within(dialog).queryByLabelText(/^Reason for cancelling/)).toBeNull();
    },
  },
  updateManageBooking: {
    at: reservationPath,
    act: async () => {
      await openBooking();
      await click('Edit your details');
      await type(/^Special requests/, 'Feather-free pillows, please');
      await click('Continue');
      await click('Save changes');
    },
    retry: button('Save changes'),
    kept: async () => void (await screen.findByText('Your special requests change.')),
    works: async () => void (await screen.findByRole('heading', { name: 'Your booking has been updated' }, WAIT)),
  },
  cancelManageBooking: {
    at: reservationPath,
    act: async () => {
      await openBooking();
      await cancelBooking();
    },
    retry: cancelBooking,
    works: async () => void (await screen.findAllByText(/has been cancelled/i, {}, WAIT)),
  },
  // ---------- pre check-in ----------
  getPreCheckIn: {
    at: preCheckInPath,
    retry: button('Try again'),
    works: async () => void (await screen.findByRole('button', { name: 'Continue' }, WAIT)),
  },
  savePreCheckIn: {
    at: preCheckInPath,
    act: async () => {
      await preCheckInToSummary();
      await click('Complete check-in');
    },
    retry: button('Complete check-in'),
    kept: keeps(/^Estimated arrival time/, '15:30'),
    works: async () => void (await screen.findByRole('heading', { name: 'Your check-in is complete' }, WAIT)),
  },

  // ---------- restaurant ----------
  getRestaurants: {
    at: `/Restaurant/${code}`,
    retry: button('Try again'),
    works: async () => void (await tableForm()),
  },
  getRestaurantSetup: {
    at: restaurantPath(),
    retry: button('Try again'),
    works: async () => void (await screen.findByLabelText('Party size', {}, WAIT)),
  },
  getRestaurantAvailability: {
    at: restaurantPath(),
    retry: button('Try again'),
    works: async () => void (await screen.findAllByRole('button', { name: /^\d\d:\d\d/ }, WAIT)),
  },
  createRestaurantBooking: {
    at: restaurantPath(),
    act: async () => {
      const form = await tableForm();
      const times = await within(form).findAllByRole('button', { name: /^\d\d:\d\d/ }, WAIT);
      await userEvent.click(times[0]!);
      await type('E-mail address', 'table.guest@example.com');
      await type('Phone number', '+44 7700 900123');
      await click('Book table');
    },
    says: (fault) => new RegExp(`${SAID[fault].source}|We could not find out whether this went through`),
    retry: button('Book table'),
    kept: keeps('Phone number', '+44 7700 900123'),
    works: async () => void (await screen.findByRole('heading', { name: 'Your table is booked' }, WAIT)),
  },

  // ---------- group search ----------
  searchPropertyGroup: { at: groupPath(), retry: button('Try again'), works: hotelsFound },
  searchPropertyGroupAreaAvailability: {
    at: groupPath(),
    degrades: 'the counts only decorate the area filter: without them it shows the areas by name, the hotels as usual',
    works: hotelsFound,
  },
};

export function renderAt(path: string) {
  forget('');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** Fails the operation the given way (null: it works again), with another scenario it needs. */
function fail(operationId: string, fault: Fault | null, other?: string) {
  worker.resetHandlers();
  // a time-out: the operation's calls are given CUT_TIME_LIMIT, and the answer comes only after twice that
  timeLimits.cut = fault === 'timeout' ? isCall : null;
  const faulted =
    fault === 'timeout' ? `timeout:${operationId}:${2 * CUT_TIME_LIMIT}` : fault ? `${fault}:${operationId}` : null;
  const names = [other, faulted].filter((n): n is string => Boolean(n));
  if (names.length) worker.use(...scenarioHandlers(names.join(',')));
}

/**
 * Calls of the operation under test that have ended, as the app sees them (answered, failed, or
 * given up at its time limit): a step waits for the call it made before it reads the page, so a
 * message still showing from the attempt before is never taken for the new one. Counted at the
 * app's fetch, not at the mock: the mock's time-out answers only after the app has given up, and
 * waiting for it would cost every row the time limit again.
 */
const calls = { method: '', path: /^$/, ended: 0 };
function track(operationId: string) {
  const info = operationInfo(operationId);
  calls.method = info.method.toUpperCase();
  calls.path = new RegExp(`^${info.path.replace(/\{[^}]+\}/g, '[^/]+')}$`, 'i');
  calls.ended = 0;
}
/** The request is a call of the operation under test. */
const isCall = (request: { method: string; url: string }) =>
  request.method.toUpperCase() === calls.method && calls.path.test(new URL(request.url, location.href).pathname);
const appFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  // (read without a new Request: that would take the body from the one being sent)
  const request = input instanceof Request ? input : undefined;
  const sent = { method: init?.method ?? request?.method ?? 'GET', url: request?.url ?? String(input) };
  const call = appFetch(input, init);
  if (isCall(sent))
    void call.then(
      () => (calls.ended += 1),
      () => (calls.ended += 1),
    );
  return call;
};
/** Runs the guest's step, then waits until the call it makes has ended. */
async function andTheCall(step: () => Promise<void>) {
  const before = calls.ended;
  await step();
  await waitFor(() => expect(calls.ended).toBeGreaterThan(before), WAIT);
}

async function expectSaid(row: SaidRow, fault: Fault) {
  const words = row.says?.(fault) ?? SAID[fault];
  const said = await screen.findAllByText(words, {}, WAIT);
  expect(said[0]).toBeVisible();
  expect(document.body.textContent ?? '').not.toMatch(PROGRAM_TEXT);
}

/**
 * The matrix's tests for the operations `include` picks (the rows are split over two files so the
 * browser runs them side by side); `checkRows` adds the test that every operation has its row.
 */
export function describeFaults(title: string, include: (operationId: string) => boolean, checkRows = false) {
  beforeEach(() => {
    document.cookie = 'hbe_session=; Max-Age=0; path=/';
  });
  afterEach(() => {
    cleanup();
    worker.resetHandlers();
    timeLimits.cut = null;
  });

  // a row may walk a whole booking to Confirm, then fail the call three ways and wait out a
  // time-out: on a busy 2-core machine more than Vitest's 15 s per test
  describe(title, { timeout: 60_000 }, () => {
    const operations = [...contractOperations().keys()].sort();

    if (checkRows)
      it('has a row for every operation of the contract (or says why the UI never calls it)', () => {
        const missing = operations.filter((id) => !ROWS[id] && !NOT_CALLED[id]);
        expect(missing).toEqual([]);
        const unknown = [...Object.keys(ROWS), ...Object.keys(NOT_CALLED)].filter((id) => !operations.includes(id));
        expect(unknown).toEqual([]);
      });

    for (const id of operations.filter((o) => ROWS[o] && include(o))) {
      const row = ROWS[id]!;
      const start = async (fault: Fault | null) => {
        if (row.setup === 'loggedIn') {
          fail(id, null);
          renderAt(`/Account/ForgotPassword/${code}`);
          await logIn();
          cleanup();
        }
        fail(id, fault, row.with);
        track(id);
        await andTheCall(async () => {
          renderAt(row.at);
          await row.act?.();
        });
      };
      if ('degrades' in row) {
        it(`${id}: the page works without it (${row.degrades})`, async () => {
          for (const fault of FAULTS) {
            await start(fault);
            await row.works();
            expect(document.body.textContent ?? '').not.toMatch(PROGRAM_TEXT);
            cleanup();
          }
        });
        continue;
      }
      it(`${id}: a 500, a lost connection and a time-out are each said in plain words, then it works`, async () => {
        if (row.retry === 'reload') {
          for (const fault of FAULTS) {
            await start(fault);
            await expectSaid(row, fault);
            // the error page offers to try again (it reloads the address)
            expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
            cleanup();
          }
          await start(null);
          await row.works();
          return;
        }
        await start(FAULTS[0]!);
        await expectSaid(row, FAULTS[0]!);
        await row.kept?.();
        const retry = row.retry;
        for (const fault of FAULTS.slice(1)) {
          fail(id, fault, row.with);
          await andTheCall(async () => {
            if (retry !== 'itself') await retry();
          });
          await expectSaid(row, fault);
          await row.kept?.();
        }
        fail(id, null);
        if (retry !== 'itself') await retry();
        await row.works();
      });
    }
  });
}
