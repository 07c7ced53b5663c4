/**
 * The model-based e2e tests' table: for each flow generated from its machine (tests/coverage/
 * models.ts), where each start opens, which calls are held (so that the model decides how each
 * ends), what the guest does for each event, and what the guest sees in each state. Every event
 * and state of the generated walks must be here (tests/coverage/model-paths.test.ts checks it):
 * a new state or event of the machine fails the build until it has its row.
 *
 * Types only from Playwright: the build's check imports this file in Node.
 */
import type { Expect, Locator, Page } from '@playwright/test';
import type { ApiLog } from '../support/fixtures';
import { ACCOUNT_MESSAGES } from '@/domain/accountTexts';
import { DEMO } from '@mocks/db/demo';
import { formatTypedDate } from '@/domain/dates';
import { isEmailValid } from '@/domain/validation';
import { GROUP_STAY_FROM, GROUP_STAY_TO } from '../../support/groupStay';
import { RESTAURANT_GUEST } from '../../support/restaurantVisit';
import { BOOKING_ROOMS, BOOKING_STAY, FLEXIBLE_RATE, LONGER_TO } from '../../support/bookingStay';
import { WIDTHS } from '../../support/viewports';
import { BOOKER_COUNTRY, BOOKER_FIELDS } from '../../support/guest';
import { CARD_EXPIRY, CARD_FRAME_TITLE, SAVED_CARD_CODE_TITLE, SECURITY_CODE, TEST_CARDS } from '../../support/cards';
import { SERVER_ERROR, type HeldAnswer } from '../../support/answers';
import { SMALL_SCREEN } from '@/ui/viewport';
import { RESTAURANT_FLOW_MESSAGES } from '@/domain/restaurant';
import { coastal, result } from '../../machines/group/fixtures';

/** An event of a generated walk, as the JSON of the walks keeps it. */
export interface ModelEvent {
  type: string;
  field?: string;
  value?: string;
  roomNumber?: number;
  scope?: { kind: 'booking' | 'room'; roomNumber?: number };
  reasonId?: number | null;
  roomTypeId?: number;
  date?: string;
  /** what a form's event changes (its fields by the machine's names) */
  change?: Record<string, unknown>;
  firstName?: string;
  lastName?: string;
  roomConfigurationId?: number | null;
  fromDate?: string;
  toDate?: string;
  /** a gift voucher's code */
  code?: string;
  /** what the guest types (a company's name) */
  text?: string;
  /** the answer the table gives a held call that the model fails (a definite refusal, or a server error) */
  answer?: HeldAnswer;
  /** which part of the card the guest types in the frame: all of it, or its security code again */
  part?: 'card' | 'securityCode';
  output?:
    | null
    | {
        Success?: boolean;
        Message?: string | null;
        hotels?: { IsAvailable: boolean }[];
        MinOnlinePartySize?: number;
        MaxOnlinePartySize?: number;
        InfoMessage?: string | null;
        /** what became of a call whose answer was lost (the outcome's) */
        state?: string;
      }
    | readonly unknown[];
}

type ModelAnswer = Exclude<ModelEvent['output'], readonly unknown[]>;
/** The model's answer when it is an object (not a list). */
const answerOf = (event: ModelEvent | null): ModelAnswer | undefined =>
  Array.isArray(event?.output) ? undefined : (event?.output as ModelAnswer | undefined);

export interface ModelContext {
  page: Page;
  api: ApiLog;
  expect: Expect;
  /** the event that led here (null at the start) */
  event: ModelEvent | null;
  /** what the guest reads here, as the machine decides it (the model's `shows`; null without one) */
  shows?: Record<string, string | null> | null;
}

export interface FlowTable {
  /** each start's address (the starts of tests/coverage/models.ts) */
  starts: Record<string, string>;
  /** the calls the flow makes: held from the page's first script, each ended by the model's answer event */
  calls: string[];
  /** the window of a start other than the desktop's (a phone's steps) */
  viewports?: Record<string, { width: number; height: number }>;
  /** states the page leaves by itself at once (no call held): not waited for */
  passing?: string[];
  /** states in which the flow hands over to another page (its root is gone: what the guest sees is checked) */
  leaves?: string[];
  /** what the guest does on the start's page to open the flow (e.g. a dialog) */
  opens?: (context: ModelContext) => Promise<void>;
  /** what the guest does, or how a held call ends, for each event type */
  actions: Record<string, (context: ModelContext & { event: ModelEvent }) => Promise<void>>;
  /** what the guest sees in each state a page shows (data-state) */
  sees: Record<string, (context: ModelContext) => Promise<void>>;
}

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  password: 'New password',
  reservationNumber: 'Reservation number',
  guestName: 'Guest name',
};

/** The demo account's reset link (its e-mail and token). */
const RESET_LINK = new URLSearchParams({ email: DEMO.account.email, token: DEMO.passwordResetToken });

/** A form field typed by the guest (labels of the field names; a form may name one its own way). */
const typeInto =
  (labels: Record<string, string> = {}) =>
  async ({ page, event }: ModelContext & { event: ModelEvent }) =>
    page
      .getByLabel(labels[event.field ?? ''] ?? FIELD_LABELS[event.field ?? ''] ?? '', { exact: true })
      .fill(event.value ?? '');
const typeField = typeInto();

/**
 * A held call ends as the model's answer says: a success (or an answer the walk keeps nothing of)
 * is the server's own answer (the demo data makes it one); a refusal is an answer saying why, with
 * what else its kind of answer carries (`rest`).
 */
const serverOrRefusal =
  (path: string, rest: Record<string, unknown> = {}) =>
  ({ api, event }: ModelContext & { event: ModelEvent }) =>
    answerOf(event)?.Success === false
      ? api.release(path, { status: 200, body: { ...rest, ...answerOf(event) } })
      : api.release(path);

/** A field the guest must fill says so while it is empty, and nothing once it is filled. */
async function saysWhileEmpty(expect: Expect, field: Locator) {
  if ((await field.inputValue()) === '') await expect(field).toHaveAttribute('aria-invalid', 'true');
  else await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** Send refused: the field says what it needs while it is empty, and nothing once it is typed. */
const refused =
  (label: string) =>
  ({ page, expect }: ModelContext) =>
    saysWhileEmpty(expect, page.getByLabel(label, { exact: true }));

/**
 * The booker refused: the e-mail address says what is wrong while it is not one (the app's own
 * rule), and nothing once the right one is typed back.
 */
async function emailRefused({ page, expect }: ModelContext) {
  const email = page.getByLabel('E-mail address', { exact: true });
  if (isEmailValid(await email.inputValue())) await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  else await expect(email).toHaveAttribute('aria-invalid', 'true');
}

/** An alert on the page (not the notices' live regions) with this text. */
const alertSays = (page: Page, text: string | RegExp) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: text });

const GROUP_SEARCH = '/api/Availability/SearchPropertyGroup';
const groupResults = (page: Page) => page.getByRole('region', { name: /^Hotels/ });
/** The demo group's four hotels, none of which can take the stay (the model's "none available"). */
const NONE_AVAILABLE = {
  Properties: coastal.Properties.map((hotel) =>
    result(hotel.PropertyCode, {
      IsAvailable: false,
      UnavailableReason: 'SoldOut',
      UnavailableMessage: 'No rooms available on selected dates',
    }),
  ),
};

const RESTAURANT = {
  restaurants: '/api/RestaurantBooking/Restaurants',
  setup: '/api/RestaurantBooking/RestaurantSetup',
  availability: '/api/RestaurantBooking/Availability',
  create: '/api/RestaurantBooking/Create',
};
/** A model answer that is a list: some (the server's own answer) or none (an empty list). */
const someOrNone = (path: string) => (context: ModelContext & { event: ModelEvent }) =>
  Array.isArray(context.event.output) && context.event.output.length
    ? context.api.release(path)
    : context.api.release(path, { status: 200, body: [] });
/** What a day without tables says: The Sea Grill's and the terrace's own words, or the flow's. */
const NO_TABLES = [
  'Sorry, no tables are available online for this date.',
  'The terrace is fully booked on this date.',
  RESTAURANT_FLOW_MESSAGES.noAvailability,
];
const tableForm = (page: Page) => page.getByRole('form', { name: 'Book a table' });
const timesSection = (page: Page) => page.getByRole('region', { name: 'Choose a time' });
const timeButtons = (page: Page) => page.getByRole('list', { name: 'Choose a time' }).getByRole('button');
/** The restaurant page's "Try again" (one thing at a time fails). */
const tryAgain = ({ page }: ModelContext) => page.getByRole('button', { name: 'Try again' }).click();

const BOOKING = {
  search: '/api/Availability/Search',
  configurations: '/api/RoomTypeConfiguration/Get',
  services: '/api/Service/Get',
};
/** The booking model's room and rate (the seed's names), and the extra it adds. */
const roomTypeName = (roomTypeId: number | undefined) =>
  Object.values(BOOKING_ROOMS).find((room) => room.id === roomTypeId)?.name ?? BOOKING_ROOMS.classicDouble.name;
const bookingRate = (roomTypeId: number | undefined) =>
  `Select ${FLEXIBLE_RATE.name} for Room 1, ${roomTypeName(roomTypeId)}`;
/** Whether the page lays out for a small screen (room types first, then one type's rates). */
const smallScreen = (page: Page) => page.evaluate((query) => matchMedia(query).matches, SMALL_SCREEN);
/** What a list of room types offers for one: its rates (a desktop), or a step to them (a phone). */
const roomTypeOffer = async (page: Page, roomType: string, rate: string) =>
  (await smallScreen(page))
    ? page.getByRole('button', { name: `See rates for ${roomType}` })
    : page.getByRole('button', { name: rate });
const BOOKING_EXTRA = 'Add Secure Parking';

const CHECKOUT = {
  create: '/api/Reservation/Create',
  outcome: '/api/Outcome',
  register: '/api/Account/Register',
  voucher: '/api/Reservation/CheckVoucherCode',
  companies: '/api/Company/SearchCompanies',
};
/** The card typed in the payment provider's frame (another origin: typed as a guest types it). */
const newCardFrame = (page: Page) => page.getByTitle(CARD_FRAME_TITLE).contentFrame();
/** Confirm, whatever it says while the booking goes (its label names the amount). */
const confirmButton = (page: Page) =>
  page.getByRole('button', { name: /^(Confirm booking|Confirming your booking…|Checking your booking…)/ });
/** The booker's fields flagged on the page (aria-invalid) are those the machine shows errors for. */
async function checkoutFieldsFlagged({ page, expect, shows }: ModelContext) {
  const fields = shows?.invalid ? shows.invalid.split(' ') : [];
  for (const field of fields) {
    const [label] = BOOKER_FIELDS.find(([, , name]) => name === field) ?? [];
    if (!label) throw new Error(`the table has no label for the checkout's field ${field}`);
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByRole('main').locator('[aria-invalid="true"]')).toHaveCount(fields.length);
}
const companyField = (page: Page) => page.getByRole('combobox', { name: 'Company' });
const voucherSays = (page: Page) => page.getByRole('group', { name: 'Gift voucher' }).getByRole('status');

const PRE_CHECK_IN_CALLS = { load: '/api/PreCheckIn/Get', save: '/api/PreCheckIn/Save' };
/** The card on file's security code, typed in the payment provider's frame. */
const securityCode = (page: Page) =>
  page.getByTitle(SAVED_CARD_CODE_TITLE).contentFrame().getByLabel('Security code (CVV)');
const MANAGE = {
  options: '/api/ManageBooking/UpgradeOptions',
  configurations: '/api/RoomTypeConfiguration/Get',
  services: '/api/Service/GetReservationItemServices',
  dates: '/api/ManageBooking/SearchDateOptions',
  save: '/api/ManageBooking/Update',
  cancel: '/api/ManageBooking/Cancel',
};
/** The demo booking's link, and what its model does (tests/coverage/manageModel.ts): the seed's names. */
const MANAGE_LINK = `/Manage/SEAVIEW/Reservation/${DEMO.reservation.referenceNumber}/${DEMO.reservation.linkHash}`;
const MANAGE_EXTRA = 'Add Secure Parking';
const MANAGE_ROOM = 'Deluxe King with Balcony';
const MANAGE_RATE = `Select Flexible Rate for Room 1, ${MANAGE_ROOM}`;
const manageHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
const cancelDialog = (page: Page) => page.getByRole('dialog', { name: /^Cancel (your booking|Room \d)$/ });
export const MODEL_TABLE = {
  booking: {
    starts: {
      stay: `/Book/SEAVIEW/Rooms-And-Rates?${BOOKING_STAY}`,
      phone: `/Book/SEAVIEW/Rooms-And-Rates?${BOOKING_STAY}`,
    },
    viewports: { phone: WIDTHS.phone },
    calls: Object.values(BOOKING),
    leaves: ['checkout'],
    actions: {
      'xstate.done.actor.search': ({ api }) => api.release(BOOKING.search),
      'xstate.error.actor.search': ({ api }) => api.release(BOOKING.search, SERVER_ERROR),
      'search.retry': ({ page }) => page.getByRole('button', { name: 'Try the search again' }).click(),
      // "Change search", a night more on the search page, Search: Rooms and rates searches anew
      'search.requested': async ({ page }) => {
        await page.getByRole('link', { name: 'Change search' }).click();
        const form = page.getByRole('form', { name: 'Search for rooms' });
        await form.getByLabel('Departure', { exact: true }).fill(formatTypedDate(LONGER_TO));
        await form.getByRole('button', { name: 'Search', exact: true }).click();
      },
      'rate.selected': ({ page, event }) => page.getByRole('button', { name: bookingRate(event.roomTypeId) }).click(),
      'roomType.selected': ({ page, event }) =>
        page.getByRole('button', { name: `See rates for ${roomTypeName(event.roomTypeId)}` }).click(),
      'roomType.cleared': ({ page }) => page.getByRole('button', { name: 'Back to all room types' }).click(),
      'upgrade.accepted': ({ page }) => page.getByRole('button', { name: /^Upgrade to / }).click(),
      'upgrade.declined': ({ page }) => page.getByRole('button', { name: /^No thanks, keep / }).click(),
      'checkout.started': ({ page }) => page.getByRole('button', { name: 'Continue to checkout' }).click(),
      // the Checkout page's way back, and on again with the rooms as they are
      'checkout.back': async ({ page }) => {
        const basket = page.getByRole('complementary', { name: 'Your booking' });
        // a phone folds the booking to its total: the guest opens it first
        if (await smallScreen(page)) await basket.getByText(/^Your booking: /).click();
        await basket.getByRole('link', { name: 'Change rooms' }).click();
      },
      'basket.continued': ({ page }) => page.getByRole('button', { name: 'Continue with these rooms' }).click(),
      'xstate.done.actor.roomConfigurations': ({ api }) => api.release(BOOKING.configurations),
      'xstate.error.actor.roomConfigurations': ({ api }) => api.release(BOOKING.configurations, SERVER_ERROR),
      'occupancy.retry': ({ page }) => page.getByRole('button', { name: 'Try again' }).click(),
      'leadGuest.changed': async ({ page, event }) => {
        const form = page.getByRole('main');
        if (event.firstName !== undefined) await form.getByLabel('First name', { exact: true }).fill(event.firstName);
        if (event.lastName !== undefined) await form.getByLabel('Last name', { exact: true }).fill(event.lastName);
      },
      'roomConfiguration.changed': async ({ page, event }) => {
        await page.getByLabel('Bed set-up').selectOption(String(event.roomConfigurationId));
      },
      'occupancy.confirmed': ({ page }) => page.getByRole('button', { name: 'Continue', exact: true }).click(),
      'xstate.done.actor.services': ({ api }) => api.release(BOOKING.services),
      'xstate.error.actor.services': ({ api }) => api.release(BOOKING.services, SERVER_ERROR),
      'extras.retry': ({ page }) => page.getByRole('button', { name: 'Try again' }).click(),
      'extras.skipped': ({ page }) => page.getByRole('button', { name: 'Continue without extras' }).click(),
      'service.quantityChanged': ({ page }) => page.getByRole('checkbox', { name: BOOKING_EXTRA }).check(),
      'extras.confirmed': ({ page }) => page.getByRole('button', { name: 'Continue', exact: true }).click(),
      'basket.itemRemoved': ({ page, event }) =>
        page.getByRole('button', { name: `Remove room ${event.roomNumber}` }).click(),
    },
    sees: {
      idle: ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 1, name: 'Rooms and rates' })).toBeVisible(),
      searching: ({ page, expect }) =>
        expect(page.getByRole('status').filter({ hasText: 'Searching for rooms…' })).toBeVisible(),
      searchFailed: async ({ page, expect }) => {
        await expect(alertSays(page, SERVER_ERROR.body.Message)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try the search again' })).toBeVisible();
      },
      'roomsAndRates.roomTypeSelection': async ({ page, expect }) => {
        await expect(page.getByRole('heading', { level: 2, name: /^Choose a room for Room 1/ })).toBeVisible();
        const { name } = BOOKING_ROOMS.classicDouble;
        await expect(await roomTypeOffer(page, name, bookingRate(BOOKING_ROOMS.classicDouble.id))).toBeVisible();
      },
      'roomsAndRates.ratePlanSelection': ({ page, expect }) =>
        expect(page.getByRole('button', { name: 'Back to all room types' })).toBeVisible(),
      'roomsAndRates.upgradeSelection.offering': ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 2, name: 'Upgrade Room 1?' })).toBeVisible(),
      'roomsAndRates.occupancy.configurations': ({ page, expect }) =>
        expect(page.getByRole('main').getByText('Loading…', { exact: true })).toBeVisible(),
      'roomsAndRates.occupancy.configurationsFailed': async ({ page, expect }) => {
        await expect(page.getByRole('heading', { level: 2, name: 'Guests' })).toBeVisible();
        await expect(alertSays(page, SERVER_ERROR.body.Message)).toBeVisible();
      },
      'roomsAndRates.occupancy.editing.quiet': async ({ page, expect }) => {
        await expect(page.getByRole('heading', { level: 2, name: /^Who is staying in Room 1\?/ })).toBeVisible();
        await expect(page.getByLabel('Last name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      },
      // what is missing says so (a name not typed, the bed set-up not chosen), and only that
      'roomsAndRates.occupancy.editing.refused': async ({ page, expect }) => {
        for (const field of [
          page.getByLabel('First name', { exact: true }),
          page.getByLabel('Last name', { exact: true }),
          page.getByLabel('Bed set-up'),
        ])
          await saysWhileEmpty(expect, field);
      },
      'roomsAndRates.extras.loading': ({ page, expect }) => expect(page.getByText('Loading extras…')).toBeVisible(),
      'roomsAndRates.extras.failed': async ({ page, expect }) => {
        await expect(alertSays(page, SERVER_ERROR.body.Message)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Continue without extras' })).toBeVisible();
      },
      'roomsAndRates.extras.editing': ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 2, name: 'Add extras to Room 1' })).toBeVisible(),
      'roomsAndRates.bookingSummary': ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 2, name: 'Your booking summary' })).toBeVisible(),
      // the flow hands over to the Checkout page
      checkout: ({ page, expect }) => expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible(),
      completed: ({ page, expect }) =>
        expect(
          page.getByRole('heading', { level: 1, name: /^(Checking your booking|Your booking is confirmed)$/ }),
        ).toBeVisible(),
    },
  },
  checkout: {
    // the page is reached by the booking's walk (the model's `after`): no address of its own
    starts: { basket: '' },
    calls: Object.values(CHECKOUT),
    // the frame gives the card's token at once, and the company search asks by itself after the
    // guest's pause (300 ms): the page is not caught in either
    passing: ['form.submitting.tokenizing', 'companySearch.waiting'],
    // a booking made: on to its Status page
    leaves: ['form.succeeded'],
    actions: {
      'booker.changed': ({ page, event }) => {
        const [label] = BOOKER_FIELDS.find(([, , field]) => field === event.field)!;
        return page.getByLabel(label, { exact: true }).fill(event.value ?? '');
      },
      'booker.countryChanged': async ({ page }) => {
        await page.getByLabel('Country').selectOption({ label: BOOKER_COUNTRY });
      },
      'card.changed': ({ page, event }) => page.getByLabel('Name on card').fill(event.value ?? ''),
      // the card in the frame: all of it, or only the security code again (forgotten after an attempt)
      'card.entryChanged': async ({ page, event }) => {
        const frame = newCardFrame(page);
        if (event.part === 'card') {
          await frame.getByLabel('Card number').fill(TEST_CARDS.approved);
          await frame.getByLabel('Expiry date (MM/YY)').fill(CARD_EXPIRY);
        }
        await frame.getByLabel('Security code (CVV)').fill(SECURITY_CODE);
      },
      'terms.changed': ({ page }) => page.getByRole('checkbox', { name: /^I agree to the/ }).check(),
      'checkout.submitted': ({ page }) => confirmButton(page).click(),
      // the frame answers by itself
      'xstate.done.actor.tokenize': async () => {},
      'xstate.done.actor.create': ({ api }) => api.release(CHECKOUT.create),
      // the card declined (a definite answer), no definite answer (the server's side failed), or the
      // answer lost on its way (the server made the booking)
      'xstate.error.actor.create': ({ api, event }) => api.release(CHECKOUT.create, event.answer),
      // what became of the booking: the server's own answer (it made it; nothing was booked), or
      // still running
      'xstate.done.actor.outcome': ({ api, event }) => {
        const state = answerOf(event)?.state;
        if (state === 'done' || state === 'none') return api.release(CHECKOUT.outcome);
        if (state === 'running')
          return api.release(CHECKOUT.outcome, { status: 200, body: { Outcome: 'InProgress', Result: null } });
        throw new Error(`the table cannot answer the outcome ${state}`);
      },
      'xstate.error.actor.outcome': ({ api, event }) => api.release(CHECKOUT.outcome, event.answer),
      'account.createChanged': ({ page }) =>
        page.getByRole('checkbox', { name: 'Create an account with these details to book faster next time' }).check(),
      'details.changed': ({ page, event }) => page.getByLabel('Password', { exact: true }).fill(event.value ?? ''),
      'xstate.done.actor.register': ({ api }) => api.release(CHECKOUT.register),
      // no definite answer: the page asks what became of it (nothing was made: the server's own answer)
      'xstate.error.actor.register': async ({ api, event }) => {
        await api.release(CHECKOUT.register, event.answer);
        await api.release(CHECKOUT.outcome);
      },
      // a company invoice, and the company searched as the guest types
      'payment.changed': ({ page }) => page.getByRole('radio', { name: 'Pay by Invoice (company account)' }).check(),
      'company.searchChanged': ({ page, event }) => companyField(page).fill(event.text ?? ''),
      // the page's own pause after typing: it asks by itself
      'xstate.after.companySearchDebounce.checkout.companySearch.waiting': async () => {},
      'xstate.done.actor.companies': ({ api }) => api.release(CHECKOUT.companies),
      'xstate.error.actor.companies': ({ api, event }) => api.release(CHECKOUT.companies, event.answer),
      'voucher.changed': ({ page, event }) => page.getByLabel('Gift voucher code').fill(event.code ?? ''),
      'voucher.submitted': ({ page }) => page.getByRole('button', { name: 'Apply voucher' }).click(),
      'xstate.done.actor.voucher': ({ api }) => api.release(CHECKOUT.voucher),
      'xstate.error.actor.voucher': ({ api, event }) => api.release(CHECKOUT.voucher, event.answer),
    },
    sees: {
      // the form, and why the last attempt failed (as the machine says it), beside Confirm
      'form.editing': async ({ page, expect, shows }) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
        if (shows?.error) await expect(alertSays(page, shows.error)).toBeVisible();
        else await expect(page.locator('#checkout-error')).toHaveCount(0);
      },
      'form.submitting.settling': async ({ page, expect }) => {
        await expect(confirmButton(page)).toHaveText('Checking your booking…');
        await expect(confirmButton(page)).toBeDisabled();
      },
      // an account first, then the booking: Confirm says so and cannot be pressed again
      'form.submitting.registering': ({ page, expect }) => expect(confirmButton(page)).toBeDisabled(),
      'form.submitting.tokenizing': ({ page, expect }) => expect(confirmButton(page)).toBeDisabled(),
      'form.submitting.creating': async ({ page, expect }) => {
        await expect(confirmButton(page)).toHaveText('Confirming your booking…');
        await expect(page.getByRole('status').filter({ hasText: 'Please do not close this page.' })).toBeVisible();
      },
      // the approved card: the Status page confirms it and shows the confirmation
      'form.succeeded': ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible(),
      // the voucher's check: what it said (the server's word, or that it could not be checked)
      'voucher.idle': async ({ page, expect, shows }) => {
        await expect(page.getByRole('button', { name: 'Apply voucher' })).toBeVisible();
        if (shows?.voucher) await expect(voucherSays(page)).toContainText(shows.voucher);
        else await expect(voucherSays(page)).toBeEmpty();
      },
      'voucher.checking': ({ page, expect }) => expect(page.getByRole('button', { name: 'Checking…' })).toBeDisabled(),
      // paying by card, no company is asked for; by company invoice, the company's field says what
      // the search found (or that it could not search)
      'companySearch.idle': async ({ page, expect, shows }) => {
        if (!shows?.invoice) return expect(companyField(page)).toHaveCount(0);
        await expect(companyField(page)).toBeVisible();
        if (shows.company) await expect(page.getByText(shows.company, { exact: true })).toBeVisible();
      },
      'companySearch.waiting': ({ page, expect }) => expect(companyField(page)).toBeVisible(),
      'companySearch.searching': ({ page, expect }) =>
        expect(page.getByText('Searching…', { exact: true })).toBeVisible(),
      // the fields that say what they need are the ones the machine shows (those the guest has
      // left, or every one once a confirm was tried), and no others
      'errors.visited': checkoutFieldsFlagged,
      'errors.all': checkoutFieldsFlagged,
    },
  },
  precheckin: {
    starts: { link: `/PreCheckIn/SEAVIEW/${DEMO.reservation.referenceNumber}/${DEMO.reservation.linkHash}` },
    calls: Object.values(PRE_CHECK_IN_CALLS),
    // the card frame gives the card's token at once: the page is not caught reading it
    passing: ['payment.tokenizing'],
    actions: {
      'xstate.done.actor.load': ({ api }) => api.release(PRE_CHECK_IN_CALLS.load),
      'xstate.error.actor.load': ({ api }) => api.release(PRE_CHECK_IN_CALLS.load, SERVER_ERROR),
      retry: ({ page }) => page.getByRole('button', { name: 'Try again' }).click(),
      'step.continued': ({ page }) => page.getByRole('button', { name: 'Continue', exact: true }).click(),
      'booker.changed': ({ page, event }) =>
        page.getByLabel('E-mail address', { exact: true }).fill(String(event.change?.Email)),
      // the registration's four fields, as the model's one event has them
      'registration.changed': async ({ page, event }) => {
        const registration = event.change ?? {};
        await page.getByLabel('Nationality').selectOption(String(registration.NationalityIsoCode));
        await page.getByLabel('Date of birth').fill(formatTypedDate(String(registration.DateOfBirth)));
        await page.getByLabel('Identity document').selectOption(String(registration.IdDocumentType));
        await page.getByLabel('Document number').fill(String(registration.IdDocumentNumber));
      },
      // the lead guest's first name, on the room's step or its guests' (each a "Lead guest" group)
      'guest.changed': ({ page, event }) =>
        page
          .getByRole('group', { name: 'Lead guest' })
          .getByLabel('First name', { exact: true })
          .fill(String(event.change?.FirstName)),
      'service.quantityChanged': ({ page }) => page.getByRole('checkbox', { name: 'Add Secure Parking' }).check(),
      'card.entryChanged': ({ page }) => securityCode(page).fill(SECURITY_CODE),
      // the frame answers by itself: a token, or what is missing
      'xstate.done.actor.tokenize': async () => {},
      'xstate.error.actor.tokenize': async () => {},
      'arrival.changed': ({ page, event }) => page.getByLabel('Estimated arrival time').fill(event.value ?? ''),
      'terms.changed': ({ page }) => page.getByLabel("I accept the hotel's terms").check(),
      'save.requested': ({ page }) => page.getByRole('button', { name: /^(Complete check-in|Save changes)$/ }).click(),
      'xstate.done.actor.save': serverOrRefusal(PRE_CHECK_IN_CALLS.save),
      'xstate.error.actor.save': ({ api }) => api.release(PRE_CHECK_IN_CALLS.save, SERVER_ERROR),
      'payment.edit': ({ page }) => page.getByRole('button', { name: 'Enter the card details' }).click(),
      'amend.requested': ({ page }) => page.getByRole('button', { name: 'Change your check-in details' }).click(),
    },
    sees: {
      loading: ({ page, expect }) => expect(page.getByText('Loading your booking…')).toBeVisible(),
      loadFailed: async ({ page, expect }) => {
        await expect(page.getByRole('heading', { level: 2, name: 'We could not open your booking' })).toBeVisible();
        await expect(alertSays(page, SERVER_ERROR.body.Message)).toBeVisible();
      },
      notice: ({ page, expect }) => expect(page.locator('.precheckin-notice').getByRole('heading')).toBeVisible(),
      invalidLink: ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 2, name: 'Error', exact: true })).toBeVisible(),
      'booker.quiet': async ({ page, expect }) => {
        await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
        await expect(page.getByLabel('E-mail address', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      },
      'booker.refused': emailRefused,
      'room.editing.quiet': ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 2, name: /^Who is staying in Room \d\?/ })).toBeVisible(),
      // what is missing says so: the lead guest's name, the registration's date of birth and document
      'room.editing.refused': async ({ page, expect }) => {
        for (const label of ['First name', 'Date of birth', 'Document number'])
          await saysWhileEmpty(expect, page.getByLabel(label, { exact: true }));
      },
      'room.guest.quiet': ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 2, name: /^Guests of Room \d: / })).toBeVisible(),
      // (no walk of the model refuses a room's guests: its guests are as booked)
      'room.guest.refused': ({ page, expect }) =>
        saysWhileEmpty(
          expect,
          page.getByRole('group', { name: 'Lead guest' }).getByLabel('First name', { exact: true }),
        ),
      'extras.editing': ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 2, name: /^Add extras to Room \d$/ })).toBeVisible(),
      'payment.quiet': ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 2, name: 'Card to guarantee your stay' })).toBeVisible(),
      'payment.refused': ({ expect, page }) => saysWhileEmpty(expect, securityCode(page)),
      // passing (above): the page is not caught here by the walks
      'payment.tokenizing': ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 2, name: 'Card to guarantee your stay' })).toBeVisible(),
      'summary.reviewing': ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeVisible(),
      // what is missing says so: the arrival time, the terms
      'summary.refused': async ({ page, expect }) => {
        await saysWhileEmpty(expect, page.getByLabel('Estimated arrival time'));
        const terms = page.getByLabel("I accept the hotel's terms");
        if (await terms.isChecked()) await expect(terms).not.toHaveAttribute('aria-invalid', 'true');
        else await expect(terms).toHaveAttribute('aria-invalid', 'true');
      },
      'summary.saving': ({ page, expect }) => expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled(),
      'summary.failed': ({ page, expect, event }) =>
        expect(alertSays(page, answerOf(event)?.Message ?? SERVER_ERROR.body.Message)).toBeVisible(),
      complete: ({ page, expect }) =>
        expect(page.getByRole('heading', { level: 2, name: 'Your check-in is complete' })).toBeVisible(),
    },
  },
  manage: {
    starts: { link: MANAGE_LINK, phone: MANAGE_LINK },
    viewports: { phone: WIDTHS.phone },
    calls: Object.values(MANAGE),
    actions: {
      // the booking's options: rooms on offer, bed set-ups and each room's extras, together
      'xstate.done.actor.options': async ({ api }) => {
        for (const path of [MANAGE.options, MANAGE.configurations, MANAGE.services]) await api.release(path);
      },
      'xstate.error.actor.options': async ({ api }) => {
        await api.release(MANAGE.options, SERVER_ERROR);
        for (const path of [MANAGE.configurations, MANAGE.services]) await api.release(path);
      },
      retry: ({ page }) => page.getByRole('button', { name: 'Try again' }).click(),
      'step.back': ({ page }) =>
        page
          .getByRole('button', { name: /^(Back to your booking|Make more changes)$/ })
          .first()
          .click(),
      'step.continued': ({ page }) => page.getByRole('button', { name: 'Continue', exact: true }).click(),
      'booker.edit': ({ page }) => page.getByRole('button', { name: 'Edit your details' }).click(),
      'booker.changed': ({ page, event }) =>
        page.getByLabel('E-mail address', { exact: true }).fill(String(event.change?.emailAddress)),
      'guests.edit': ({ page }) => page.getByRole('button', { name: 'Edit guests' }).click(),
      'leadGuest.changed': ({ page, event }) =>
        page.getByLabel('Last name', { exact: true }).fill(event.lastName ?? ''),
      'guest.changed': ({ page, event }) =>
        page
          .getByRole('group', { name: 'Lead guest' })
          .getByLabel('First name', { exact: true })
          .fill(String(event.change?.FirstName)),
      'upgrades.edit': ({ page }) => page.getByRole('button', { name: 'Upgrade your room' }).click(),
      // each room is offered one upgrade
      'upgrade.accepted': ({ page }) => page.getByRole('button', { name: /^Upgrade to / }).click(),
      'upgrade.declined': ({ page }) => page.getByRole('button', { name: /^No thanks, keep / }).click(),
      'extras.edit': ({ page }) => page.getByRole('button', { name: 'Add or change extras' }).click(),
      'service.quantityChanged': ({ page }) => page.getByRole('checkbox', { name: MANAGE_EXTRA }).check(),
      'room.change': ({ page, event }) =>
        page.getByRole('button', { name: `Change room or rate of Room ${event.roomNumber}` }).click(),
      'rate.selected': ({ page }) => page.getByRole('button', { name: MANAGE_RATE }).click(),
      'roomType.selected': ({ page }) => page.getByRole('button', { name: `See rates for ${MANAGE_ROOM}` }).click(),
      'roomType.cleared': ({ page }) => page.getByRole('button', { name: 'Back to all room types' }).click(),
      'dates.edit': ({ page }) => page.getByRole('button', { name: /^(Change dates|Choose other dates)$/ }).click(),
      'dates.searched': async ({ page, event }) => {
        const form = page.getByRole('form', { name: 'New dates' });
        await form.getByLabel('Arrival', { exact: true }).fill(formatTypedDate(event.fromDate ?? ''));
        await form.getByLabel('Departure', { exact: true }).fill(formatTypedDate(event.toDate ?? ''));
        await form.getByRole('button', { name: 'Find rates for these dates' }).click();
      },
      'xstate.done.actor.dateOptions': serverOrRefusal(MANAGE.dates, { ReservationItemRateRows: [] }),
      'xstate.error.actor.dateOptions': ({ api }) => api.release(MANAGE.dates, SERVER_ERROR),
      'dates.accepted': ({ page }) => page.getByRole('button', { name: 'Use these dates' }).click(),
      'xstate.done.actor.newOptions': ({ api }) => api.release(MANAGE.options),
      'xstate.error.actor.newOptions': ({ api }) => api.release(MANAGE.options, SERVER_ERROR),
      'summary.open': ({ page }) =>
        page.getByRole('button', { name: /^(Review and save changes|View your booking)$/ }).click(),
      'save.requested': ({ page }) => page.getByRole('button', { name: 'Save changes' }).click(),
      'xstate.done.actor.save': ({ api }) => api.release(MANAGE.save),
      'xstate.error.actor.save': ({ api }) => api.release(MANAGE.save, SERVER_ERROR),
      'changes.discarded': ({ page }) => page.getByRole('button', { name: 'Discard changes' }).click(),
      'cancel.opened': ({ page, event }) =>
        page
          .getByRole('button', {
            name: event.scope?.kind === 'room' ? `Cancel Room ${event.scope.roomNumber}` : 'Cancel booking',
            exact: true,
          })
          .click(),
      'cancel.reasonChanged': async ({ page, event }) => {
        await cancelDialog(page).getByLabel('Reason for cancelling').selectOption(String(event.reasonId));
      },
      'cancel.confirmed': ({ page }) =>
        cancelDialog(page)
          .getByRole('button', { name: /^(Cancel booking|Cancel this room)$/ })
          .click(),
      'cancel.closed': ({ page }) => cancelDialog(page).getByRole('button', { name: 'Keep my booking' }).click(),
      'xstate.done.actor.cancel': serverOrRefusal(MANAGE.cancel, { CancellationNumber: null }),
      'xstate.error.actor.cancel': ({ api }) => api.release(MANAGE.cancel, SERVER_ERROR),
    },
    sees: {
      loading: ({ page, expect }) => expect(page.getByText('Loading your booking…')).toBeVisible(),
      loadFailed: async ({ page, expect }) => {
        await expect(manageHeading(page, 'We could not open your booking')).toBeVisible();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(SERVER_ERROR.body.Message);
      },
      'overview.idle': async ({ page, expect }) => {
        await expect(manageHeading(page, 'Your stay')).toBeVisible();
        await expect(cancelDialog(page)).toBeHidden();
      },
      'overview.cancelForm.quiet': ({ page, expect }) =>
        expect(cancelDialog(page).getByLabel('Reason for cancelling')).not.toHaveAttribute('aria-invalid', 'true'),
      // refused without a reason: the reason says it is needed until one is chosen
      'overview.cancelForm.refused': async ({ page, expect }) => {
        const reason = cancelDialog(page).getByLabel('Reason for cancelling');
        await saysWhileEmpty(expect, reason);
        if ((await reason.inputValue()) === '')
          await expect(cancelDialog(page).getByText('Please choose a cancellation reason')).toBeVisible();
      },
      'overview.cancelling': ({ page, expect }) =>
        expect(cancelDialog(page).getByRole('button', { name: 'Cancelling…' })).toBeDisabled(),
      'booker.quiet': async ({ page, expect }) => {
        await expect(manageHeading(page, 'Your details')).toBeVisible();
        await expect(page.getByLabel('E-mail address', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      },
      'booker.refused': emailRefused,
      'room.editing.quiet': async ({ page, expect }) => {
        await expect(manageHeading(page, /^Who is staying in Room \d\?/)).toBeVisible();
        await expect(page.getByLabel('Last name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      },
      'room.editing.refused': refused('Last name'),
      'room.guest.quiet': ({ page, expect }) => expect(manageHeading(page, /^Guests of Room \d: /)).toBeVisible(),
      'room.guest.refused': async ({ page, expect }) => {
        // the model's one refusal here: the lead guest's first name cleared
        await saysWhileEmpty(
          expect,
          page.getByRole('group', { name: 'Lead guest' }).getByLabel('First name', { exact: true }),
        );
      },
      'upgradeSelection.editing': ({ page, expect }) =>
        expect(manageHeading(page, /^Upgrade Room \d\?$/)).toBeVisible(),
      'extras.editing': ({ page, expect }) => expect(manageHeading(page, /^Add extras to Room \d$/)).toBeVisible(),
      roomTypeSelection: async ({ page, expect }) => {
        await expect(manageHeading(page, /^Choose a room for Room 1/)).toBeVisible();
        await expect(await roomTypeOffer(page, MANAGE_ROOM, MANAGE_RATE)).toBeVisible();
      },
      ratePlanSelection: ({ page, expect }) =>
        expect(page.getByRole('button', { name: 'Back to all room types' })).toBeVisible(),
      'changeDates.choosing': async ({ page, expect }) => {
        await expect(manageHeading(page, 'Change your dates')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Find rates for these dates' })).toBeVisible();
      },
      'changeDates.searching': ({ page, expect }) =>
        expect(page.getByRole('status').filter({ hasText: 'Finding rates for your new dates…' })).toBeVisible(),
      'changeDates.options': async ({ page, expect }) => {
        await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
        await expect(page.getByRole('button', { name: 'Use these dates' })).toBeVisible();
      },
      // what the server said of the dates
      'changeDates.none': ({ page, expect, event }) =>
        expect(alertSays(page, answerOf(event)?.Message ?? '')).toBeVisible(),
      'changeDates.failed': async ({ page, expect }) => {
        await expect(alertSays(page, SERVER_ERROR.body.Message)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
      'changeDates.applying': ({ page, expect }) =>
        expect(page.getByRole('status').filter({ hasText: 'Applying your new dates…' })).toBeVisible(),
      'summary.reviewing': async ({ page, expect }) => {
        await expect(manageHeading(page, 'Review your changes')).toBeVisible();
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      },
      'summary.refused': ({ page, expect }) => expect(alertSays(page, 'Some guest details are missing.')).toBeVisible(),
      'summary.saving': ({ page, expect }) => expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled(),
      'summary.failed': ({ page, expect }) => expect(alertSays(page, SERVER_ERROR.body.Message)).toBeVisible(),
      complete: ({ page, expect }) => expect(manageHeading(page, 'Your booking has been updated')).toBeVisible(),
      cancelled: ({ page, expect }) => expect(manageHeading(page, 'This booking is cancelled')).toBeVisible(),
    },
  },
  restaurant: {
    starts: { page: '/Restaurant/SEAVIEW' },
    calls: Object.values(RESTAURANT),
    actions: {
      // the restaurants: the server's own (two), or none taking bookings online
      'xstate.done.actor.loadRestaurants': someOrNone(RESTAURANT.restaurants),
      'xstate.error.actor.loadRestaurants': ({ api }) => api.release(RESTAURANT.restaurants, SERVER_ERROR),
      'restaurants.retry': tryAgain,
      'contact.changed': ({ page, event }) =>
        event.field === 'phone'
          ? page.getByLabel('Phone number').fill(RESTAURANT_GUEST.phone)
          : page.getByLabel('E-mail address').fill(RESTAURANT_GUEST.email),
      'date.changed': ({ page, event }) =>
        page.getByLabel('Date', { exact: true }).fill(event.date ? formatTypedDate(event.date) : ''),
      'restaurant.selected': async ({ page }) => {
        await page.getByLabel('Restaurant').selectOption({ label: 'Terrace Brasserie' });
      },
      // the restaurant's own setup, or one that takes no party online (its sizes an empty range)
      'xstate.done.actor.loadSetup': ({ api, event }) =>
        (answerOf(event)?.MaxOnlinePartySize ?? 0) < (answerOf(event)?.MinOnlinePartySize ?? 0)
          ? api.release(RESTAURANT.setup, { status: 200, body: { ...answerOf(event) } })
          : api.release(RESTAURANT.setup),
      'xstate.error.actor.loadSetup': ({ api }) => api.release(RESTAURANT.setup, SERVER_ERROR),
      'setup.retry': tryAgain,
      'partySize.changed': async ({ page }) => {
        await page.getByLabel('Party size').selectOption('4');
      },
      'xstate.done.actor.loadAvailability': someOrNone(RESTAURANT.availability),
      'xstate.error.actor.loadAvailability': ({ api }) => api.release(RESTAURANT.availability, SERVER_ERROR),
      'availability.retry': tryAgain,
      'slot.selected': ({ page }) => timeButtons(page).first().click(),
      'booking.submitted': ({ page }) => page.getByRole('button', { name: 'Book table' }).click(),
      // booked: the server's own answer; refused: the answer saying why (the time was taken)
      'xstate.done.actor.createBooking': serverOrRefusal(RESTAURANT.create),
      'xstate.error.actor.createBooking': ({ api }) => api.release(RESTAURANT.create, SERVER_ERROR),
      'booking.restarted': ({ page }) => page.getByRole('button', { name: 'Book another table' }).click(),
    },
    sees: {
      loadingRestaurants: ({ page, expect }) =>
        expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading restaurants…' })).toBeVisible(),
      restaurantsFailed: async ({ page, expect }) => {
        await expect(alertSays(page, SERVER_ERROR.body.Message)).toBeVisible();
        await expect(tableForm(page)).toHaveCount(0);
      },
      noRestaurants: ({ page, expect }) =>
        expect(page.getByText(/^Sorry, our restaurants do not take table bookings online/)).toBeVisible(),
      'choosing.incomplete': ({ page, expect }) =>
        expect(timesSection(page).getByRole('status')).toHaveText(/^To see the available times, /),
      'choosing.setupLoading': ({ page, expect }) =>
        expect(tableForm(page).getByRole('status').first()).toHaveText('Loading the restaurant’s booking details…'),
      'choosing.setupFailed': async ({ page, expect }) => {
        await expect(alertSays(page, SERVER_ERROR.body.Message)).toBeVisible();
        await expect(page.getByLabel('Party size')).toHaveCount(0);
      },
      'choosing.availability.loading': async ({ page, expect, event }) => {
        await expect(timesSection(page).getByRole('status')).toHaveText('Loading available times…');
        // a booking refused (the time was taken meanwhile): why, said to the guest while the times come again
        if (event?.type === 'xstate.done.actor.createBooking')
          await expect(
            page
              .getByRole('main')
              .getByText(answerOf(event)?.InfoMessage ?? '')
              .first(),
          ).toBeVisible();
      },
      'choosing.availability.failed': async ({ page, expect }) => {
        await expect(timesSection(page).getByRole('alert')).toHaveText(SERVER_ERROR.body.Message);
        await expect(timeButtons(page)).toHaveCount(0);
      },
      // the restaurant's own words for a day without tables (mocks/db/seed.ts), or the flow's
      'choosing.availability.none': async ({ page, expect }) => {
        const status = timesSection(page).getByRole('status');
        await expect(status).toHaveClass(/notice--warning/);
        await expect(status).toHaveText(/\S/);
        const says = (await status.textContent()) ?? '';
        expect(
          NO_TABLES.some((words) => says.startsWith(words)),
          says,
        ).toBe(true);
        await expect(timeButtons(page)).toHaveCount(0);
      },
      'choosing.availability.slots.choosingTime': async ({ page, expect }) => {
        await expect(timesSection(page).getByRole('status')).toHaveText(/ available for \d+ guests?\.$/);
        await expect(timeButtons(page).first()).toHaveAttribute('aria-pressed', 'false');
        await expect(page.getByRole('button', { name: 'Book table' })).toHaveCount(0);
      },
      'choosing.availability.slots.chosen.quiet': async ({ page, expect, event }) => {
        await expect(timesSection(page).locator('[aria-pressed="true"]')).toHaveCount(1);
        await expect(page.getByRole('button', { name: 'Book table' })).toBeEnabled();
        if (event?.type === 'xstate.error.actor.createBooking')
          await expect(alertSays(page, SERVER_ERROR.body.Message)).toBeVisible();
      },
      'choosing.availability.slots.chosen.refused': async (context) => {
        await refused('Phone number')(context);
        await refused('E-mail address')(context);
      },
      creating: ({ page, expect }) => expect(page.getByRole('button', { name: 'Booking your table…' })).toBeVisible(),
      booked: ({ page, expect }) => expect(page.getByRole('heading', { name: 'Your table is booked' })).toBeVisible(),
    },
  },
  confirmEmail: {
    starts: {
      link: `/Account/ConfirmEmail/SEAVIEW?${new URLSearchParams({ email: DEMO.account.email, token: 'model-token' })}`,
      brokenLink: '/Account/ConfirmEmail/SEAVIEW',
    },
    calls: ['/api/Account/ConfirmEmail'],
    actions: {
      'xstate.done.actor.confirmEmail': ({ api, event }) =>
        api.release('/api/Account/ConfirmEmail', { status: 200, body: { Message: null, ...event.output } }),
      'xstate.error.actor.confirmEmail': ({ api }) => api.release('/api/Account/ConfirmEmail', SERVER_ERROR),
      'confirm.retried': ({ page }) => page.getByRole('button', { name: 'Try again' }).click(),
    },
    sees: {
      confirming: ({ page, expect }) =>
        expect(
          page.getByRole('main').getByRole('status').filter({ hasText: 'Confirming your e-mail address…' }),
        ).toBeVisible(),
      confirmed: ({ page, expect }) =>
        expect(page.getByRole('main').getByText(ACCOUNT_MESSAGES.confirmEmailSuccess)).toBeVisible(),
      failed: async ({ page, expect }) => {
        await expect(alertSays(page, ACCOUNT_MESSAGES.confirmEmailError)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
      invalidLink: ({ page, expect }) => expect(alertSays(page, ACCOUNT_MESSAGES.invalidLink)).toBeVisible(),
    },
  },
  login: {
    starts: { dialog: '/Book/SEAVIEW' },
    calls: ['/api/Account/Authenticate'],
    leaves: ['loggedIn'],
    opens: ({ page }) =>
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log in', exact: true }).click(),
    actions: {
      'field.changed': typeInto({ password: 'Password' }),
      'form.submitted': ({ page }) =>
        page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Log in', exact: true }).click(),
      // logged in: the server's own answer for the demo account; refused: an answer saying why
      'xstate.done.actor.authenticate': serverOrRefusal('/api/Account/Authenticate'),
      'xstate.error.actor.authenticate': ({ api }) => api.release('/api/Account/Authenticate', SERVER_ERROR),
    },
    sees: {
      'editing.quiet': async ({ page, expect, event }) => {
        const dialog = page.getByRole('dialog', { name: 'Log in' });
        await expect(dialog.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
        if (event?.type === 'xstate.done.actor.authenticate')
          await expect(dialog.getByRole('alert').filter({ hasText: answerOf(event)?.Message ?? '' })).toBeVisible();
        if (event?.type === 'xstate.error.actor.authenticate')
          await expect(dialog.getByRole('alert').filter({ hasText: SERVER_ERROR.body.Message })).toBeVisible();
      },
      'editing.refused': async (context) => {
        const dialog = context.page.getByRole('dialog', { name: 'Log in' });
        for (const label of ['E-mail address', 'Password'])
          await saysWhileEmpty(context.expect, dialog.getByLabel(label, { exact: true }));
      },
      loggingIn: ({ page, expect }) => expect(page.getByRole('button', { name: 'Logging in…' })).toBeVisible(),
      loggedIn: ({ page, expect }) =>
        expect(page.getByRole('banner').getByText(`Hello, ${DEMO.account.firstname}`)).toBeVisible(),
    },
  },
  manageAccount: {
    starts: { account: '/Book/SEAVIEW' },
    calls: ['/api/Account/Update', '/api/Account/ChangePassword'],
    // the demo guest logs in, then opens the account page
    opens: async ({ page }) => {
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByLabel('E-mail address').fill(DEMO.account.email);
      await dialog.getByLabel('Password', { exact: true }).fill(DEMO.account.password);
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      // while the welcome is said, the menu stays free to use (the notice is under the header)
      await page
        .getByRole('status', { name: 'Messages (top)' })
        .getByText(/^Welcome back/)
        .waitFor();
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage account' }).click();
    },
    actions: {
      'details.changed': typeField,
      'details.submitted': ({ page }) => page.getByRole('button', { name: 'Save details' }).click(),
      'xstate.done.actor.updateDetails': ({ api }) => api.release('/api/Account/Update'),
      'xstate.error.actor.updateDetails': ({ api }) => api.release('/api/Account/Update', SERVER_ERROR),
      'password.changed': typeInto({ currentPassword: 'Current password', newPassword: 'New password' }),
      'password.submitted': ({ page }) => page.getByRole('button', { name: 'Change password' }).click(),
      // changed: the server's own answer (the demo password is the current one); refused: an answer saying why
      'xstate.done.actor.changePassword': serverOrRefusal('/api/Account/ChangePassword'),
      'xstate.error.actor.changePassword': ({ api }) => api.release('/api/Account/ChangePassword', SERVER_ERROR),
    },
    sees: {
      'details.editing.quiet': async ({ page, expect, event }) => {
        await expect(page.getByRole('button', { name: 'Save details' })).toBeEnabled();
        if (event?.type === 'xstate.error.actor.updateDetails')
          await expect(alertSays(page, ACCOUNT_MESSAGES.detailsError)).toBeVisible();
      },
      'details.editing.refused': refused('First name'),
      'details.saving': ({ page, expect }) => expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible(),
      'details.saved': ({ page, expect }) => expect(page.getByText(ACCOUNT_MESSAGES.detailsSaved)).toBeVisible(),
      'password.editing.quiet': async ({ page, expect, event }) => {
        await expect(page.getByRole('button', { name: 'Change password' })).toBeEnabled();
        if (event?.type === 'xstate.done.actor.changePassword')
          await expect(alertSays(page, answerOf(event)?.Message ?? '')).toBeVisible();
        if (event?.type === 'xstate.error.actor.changePassword')
          await expect(alertSays(page, ACCOUNT_MESSAGES.passwordChangeError)).toBeVisible();
      },
      'password.editing.refused': async (context) => {
        await refused('Current password')(context);
        await refused('New password')(context);
      },
      'password.changing': ({ page, expect }) => expect(page.getByRole('button', { name: 'Changing…' })).toBeVisible(),
      'password.changed': ({ page, expect }) => expect(page.getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible(),
    },
  },
  register: {
    starts: { page: '/Account/Register/SEAVIEW' },
    calls: ['/api/Account/Register'],
    actions: {
      'field.changed': typeInto({ password: 'Password' }),
      'form.submitted': ({ page }) => page.getByRole('button', { name: 'Create account' }).click(),
      // the account is made by the mock server; a failed call is asked about (nothing was done)
      'xstate.done.actor.registerUser': ({ api }) => api.release('/api/Account/Register'),
      'xstate.error.actor.registerUser': ({ api }) => api.release('/api/Account/Register', SERVER_ERROR),
    },
    sees: {
      'editing.quiet': async ({ page, expect, event }) => {
        await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
        if (event?.type === 'xstate.error.actor.registerUser')
          await expect(alertSays(page, ACCOUNT_MESSAGES.registerError)).toBeVisible();
      },
      'editing.refused': async (context) => {
        for (const label of ['First name', 'Last name', 'E-mail address', 'Password']) await refused(label)(context);
      },
      submitting: ({ page, expect }) =>
        expect(page.getByRole('button', { name: 'Creating your account…' })).toBeVisible(),
      registered: ({ page, expect }) =>
        expect(
          page.getByRole('main').getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.registerSuccess }),
        ).toBeVisible(),
    },
  },
  groupSearch: {
    starts: { landing: `/BookGroup/${DEMO.propertyGroup}` },
    calls: [GROUP_SEARCH],
    actions: {
      // the demo stay for two rooms, typed into the form (what a link or an earlier search put there
      // is replaced; a second room is added once)
      'search.requested': async ({ page }) => {
        const form = page.getByRole('form', { name: 'Search our hotels' });
        await form.getByLabel('Arrival', { exact: true }).fill(formatTypedDate(GROUP_STAY_FROM));
        await form.getByLabel('Departure', { exact: true }).fill(formatTypedDate(GROUP_STAY_TO));
        const roomsAndGuests = form.getByRole('button', { name: /^Rooms and guests/ });
        if ((await roomsAndGuests.textContent())?.startsWith('1 room')) {
          await roomsAndGuests.click();
          await form.getByRole('button', { name: 'Add a room' }).click();
          await form.getByRole('group', { name: 'Room 2' }).getByLabel('Adults').selectOption('2');
          await form.getByRole('button', { name: 'Done' }).click();
        }
        await form.getByRole('button', { name: 'Search', exact: true }).click();
      },
      // some available: the server's own answer for the demo stay; none: every hotel sold out
      'xstate.done.actor.search': ({ api, event }) =>
        answerOf(event)?.hotels?.some((h) => h.IsAvailable)
          ? api.release(GROUP_SEARCH)
          : api.release(GROUP_SEARCH, { status: 200, body: NONE_AVAILABLE }),
      'xstate.error.actor.search': ({ api }) => api.release(GROUP_SEARCH, SERVER_ERROR),
      retry: ({ page }) => groupResults(page).getByRole('button', { name: 'Try again' }).click(),
      'area.filtered': ({ page }) =>
        groupResults(page)
          .getByRole('group', { name: 'Show hotels in' })
          .getByRole('button', { name: /^Cornwall/ })
          .click(),
    },
    sees: {
      'results.idle': async ({ page, expect }) => {
        await expect(page.getByRole('region', { name: 'Our hotels' }).getByRole('link')).toHaveCount(4);
        await expect(groupResults(page)).toHaveCount(0);
      },
      'results.searching': ({ page, expect }) =>
        expect(groupResults(page).getByRole('status')).toHaveText('Searching our hotels…'),
      'results.found.someAvailable': async ({ page, expect, event }) => {
        await expect(groupResults(page).getByRole('status')).toHaveText(/^\d of \d hotels can take your stay\.$/);
        // the ones that can take it offer their rooms
        await expect(
          groupResults(page)
            .getByRole('link', { name: /^View rooms at / })
            .first(),
        ).toBeVisible();
        if (event?.type === 'xstate.done.actor.search')
          await expect(page.getByRole('heading', { name: /^Hotels( in Cornwall)?$/ })).toBeVisible();
      },
      'results.found.noneAvailable': async ({ page, expect }) => {
        await expect(groupResults(page).getByRole('status')).toHaveText('None of 4 hotels can take your stay.');
        await expect(groupResults(page).getByRole('link', { name: /^View rooms at / })).toHaveCount(0);
      },
      'results.failed': async ({ page, expect }) => {
        await expect(groupResults(page).getByRole('alert')).toHaveText(SERVER_ERROR.body.Message);
        await expect(groupResults(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
  },
  manageSearch: {
    starts: { page: '/Manage/SEAVIEW' },
    calls: ['/api/ManageBooking/Search'],
    leaves: ['found'],
    actions: {
      'field.changed': typeField,
      'form.submitted': ({ page }) => page.getByRole('button', { name: 'Find booking' }).click(),
      // found: the server's own answer for the demo booking; not found: an answer without it
      'xstate.done.actor.findBooking': ({ api, event }) =>
        answerOf(event)?.Success
          ? api.release('/api/ManageBooking/Search')
          : api.release('/api/ManageBooking/Search', {
              status: 200,
              body: { Success: false, Message: null, Reservation: null, Code: null },
            }),
      'xstate.error.actor.findBooking': ({ api }) => api.release('/api/ManageBooking/Search', SERVER_ERROR),
    },
    sees: {
      'editing.quiet': async ({ page, expect, event }) => {
        await expect(page.getByRole('button', { name: 'Find booking' })).toBeEnabled();
        if (event?.type === 'xstate.done.actor.findBooking')
          await expect(alertSays(page, 'We could not find a booking with these details.')).toBeVisible();
        if (event?.type === 'xstate.error.actor.findBooking')
          await expect(alertSays(page, SERVER_ERROR.body.Message)).toBeVisible();
      },
      'editing.refused': async (context) => {
        await refused('Reservation number')(context);
        await refused('Guest name')(context);
      },
      searching: ({ page, expect }) =>
        expect(page.getByRole('button', { name: 'Finding your booking…' })).toBeVisible(),
      found: ({ page, expect }) =>
        expect(
          page.getByRole('heading', { level: 1, name: `Your booking ${DEMO.reservation.referenceNumber}` }),
        ).toBeVisible(),
    },
  },
  forgotPassword: {
    starts: { page: '/Account/ForgotPassword/SEAVIEW' },
    calls: ['/api/Account/RequestPasswordReset'],
    actions: {
      'field.changed': typeField,
      'form.submitted': ({ page }) => page.getByRole('button', { name: 'Send reset link' }).click(),
      'xstate.done.actor.requestPasswordReset': ({ api }) => api.release('/api/Account/RequestPasswordReset'),
      'xstate.error.actor.requestPasswordReset': ({ api }) =>
        api.release('/api/Account/RequestPasswordReset', SERVER_ERROR),
    },
    sees: {
      'editing.quiet': async ({ page, expect, event }) => {
        await expect(page.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
        if (event?.type.startsWith('xstate.error.'))
          await expect(
            page.getByRole('main').getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.forgotPasswordError }),
          ).toBeVisible();
      },
      'editing.refused': refused('E-mail address'),
      sending: ({ page, expect }) => expect(page.getByRole('button', { name: 'Sending…' })).toBeVisible(),
      sent: ({ page, expect }) =>
        expect(
          page.getByRole('main').getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.forgotPasswordSuccess }),
        ).toBeVisible(),
    },
  },
  resetPassword: {
    starts: {
      link: `/Account/ResetPassword/SEAVIEW?${RESET_LINK}`,
      brokenLink: '/Account/ResetPassword/SEAVIEW',
    },
    calls: ['/api/Account/PasswordReset'],
    actions: {
      'field.changed': typeField,
      'form.submitted': ({ page }) => page.getByRole('button', { name: 'Set new password' }).click(),
      // the model's answer: Success, or a refusal with the server's Message
      'xstate.done.actor.resetPassword': ({ api, event }) =>
        api.release('/api/Account/PasswordReset', { status: 200, body: { Message: null, ...event.output } }),
      'xstate.error.actor.resetPassword': ({ api }) => api.release('/api/Account/PasswordReset', SERVER_ERROR),
    },
    sees: {
      'editing.quiet': async ({ page, expect, event }) => {
        await expect(page.getByText(`Account: ${DEMO.account.email}`)).toBeVisible();
        if (event?.type.startsWith('xstate.'))
          await expect(
            page.getByRole('main').getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetPasswordError }),
          ).toBeVisible();
      },
      'editing.refused': refused('New password'),
      resetting: ({ page, expect }) => expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible(),
      done: ({ page, expect }) =>
        expect(page.getByRole('main').getByText(ACCOUNT_MESSAGES.resetPasswordSuccess)).toBeVisible(),
      invalidLink: ({ page, expect }) =>
        expect(
          page.getByRole('main').getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.invalidLink }),
        ).toBeVisible(),
    },
  },
} satisfies Record<string, FlowTable>;

/** A modelled flow, and the states its page can show (the machine's, checked by the build). */
export type ModelFlow = keyof typeof MODEL_TABLE;
export type ModelState<F extends ModelFlow> = keyof (typeof MODEL_TABLE)[F]['sees'] & string;

/** The same table, looked up by a walk's flow name. */
export const MODEL_TABLES: Record<string, FlowTable> = MODEL_TABLE;
