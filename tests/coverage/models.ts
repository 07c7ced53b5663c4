/**
 * The flows whose browser tests are generated from their machine (model-based e2e): for each, the
 * ways a page starts it (the machine's input there) and the events the graph explores (what the
 * guest does, and how each call ends). The walks are computed in tests/coverage/model-paths.test.ts
 * and run through the real UI by tests/e2e/model.spec.ts, with one action per event and one check
 * per state (tests/e2e/model/flows.ts): an event or a state without one fails the build.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { forgotPasswordMachine } from '@machines/account/forgotPassword.machine';
import { resetPasswordMachine } from '@machines/account/resetPassword.machine';
import { confirmEmailMachine } from '@machines/account/confirmEmail.machine';
import { manageSearchMachine } from '@machines/manage/manageSearch.machine';
import { registerMachine } from '@machines/account/register.machine';
import { loginMachine } from '@machines/account/login.machine';
import { manageAccountMachine } from '@machines/account/manageAccount.machine';
import { groupSearchMachine } from '@machines/group/groupSearch.machine';
import { restaurantMachine } from '@machines/restaurant/restaurant.machine';
import { groupSearchFacts } from '@/domain/group';
import { parseSearchQuery } from '@/domain/searchQuery';
import { DEMO } from '@mocks/db/demo';
import { coastal, result } from '../machines/group/fixtures';
import { GROUP_STAY, TODAY } from '../support/groupStay';
import { RESTAURANT_GUEST, RESTAURANT_VISIT } from '../support/restaurantVisit';
import { done, failed, pending } from './modelEvents';
import { manageModel } from './manageModel';
import { bookingModel } from './bookingModel';
import { preCheckInModel } from './preCheckInModel';
import { checkoutModel } from './checkoutModel';

export interface FlowModelSource {
  machine: AnyStateMachine;
  /** each start: its name (the page's address is the e2e table's) and the machine's input there */
  starts: Record<string, unknown>;
  /** what the graph may send: the guest's events and the calls' answers */
  events: AnyEventObject[];
  /** a state as the graph tells states apart: what the page shows, without counters that never end */
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Whether the guest can send the event here (all by default): a field set to the value it has
   * sends nothing (React reports no change), a field not on the page cannot be typed into.
   */
  accepts?: (snapshot: AnyMachineSnapshot, event: AnyEventObject, start: string) => boolean;
  /** what the page sends itself as it opens (the search in its address): the walks start after it */
  opening?: AnyEventObject[];
  /**
   * how the page is reached, when another flow leads to it: that flow's walk from its start (the
   * events; their states are worked out from its machine), played through its own table first
   */
  after?: { flow: string; start: string; events: AnyEventObject[] };
  /**
   * what the guest reads in a state, as the machine decides it (a message): kept with each step of a
   * walk, for the e2e table's check of that state
   */
  shows?: (snapshot: AnyMachineSnapshot) => Record<string, string | null>;
  /** what the walks keep of a call's answer, for the e2e table to end the call by (all of it by default) */
  answer?: (output: unknown) => unknown;
}

/** An account form's state: where it is, what is typed, whether a failure is said (not the attempt count). */
const formState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.form, s.context.error !== null, Object.keys(s.children)]);

/** The demo guest's account, as the server gives it. */
const DEMO_USER = {
  Firstname: DEMO.account.firstname,
  Lastname: 'Morgan',
  Telephone: null,
  EmailAddress: DEMO.account.email,
  ReceiveBrandOffers: false,
  CanChoosePaymentMethod: true,
  CreditCards: [],
  EmailConfirmed: true,
};

/** The group search page's input from its address (today's morning: the demo stay is weeks ahead). */
const groupInput = (query: string) => ({
  group: groupSearchFacts(coastal),
  query: parseSearchQuery(new URLSearchParams(query)),
  sort: 'price',
  now: `${TODAY}T09:00`,
});

/** SEAVIEW's restaurants as the server gives them (mocks/db/seed.ts): The Sea Grill is its default. */
const SEA_GRILL = 601;
const TERRACE = 602;
const restaurantSlot = (Time: string) => ({ Time, Promotions: [], IsLeaveTimeRequired: false });

export const MODEL_FLOWS: Record<string, FlowModelSource> = {
  booking: bookingModel,
  manage: manageModel,
  precheckin: preCheckInModel,
  checkout: checkoutModel,
  restaurant: {
    machine: restaurantMachine.provide({
      actors: { loadRestaurants: pending, loadSetup: pending, loadAvailability: pending, createBooking: pending },
    }),
    // the page without a hotel booking (so the guest's e-mail is asked for), on the local today
    starts: {
      page: {
        propertyId: DEMO.properties.SEAVIEW,
        today: TODAY,
        reservation: null,
        email: null,
        date: null,
        defaultRestaurantId: SEA_GRILL,
      },
    },
    events: [
      // the restaurants, none taking bookings online, or no answer
      done('loadRestaurants', [
        { Id: SEA_GRILL, Name: 'The Sea Grill' },
        { Id: TERRACE, Name: 'Terrace Brasserie' },
      ]),
      done('loadRestaurants', []),
      failed('loadRestaurants'),
      { type: 'restaurants.retry' },
      { type: 'contact.changed', field: 'email', value: RESTAURANT_GUEST.email },
      { type: 'date.changed', date: RESTAURANT_VISIT },
      // the date cleared: the form waits for one again
      { type: 'date.changed', date: '' },
      { type: 'restaurant.selected', restaurantId: TERRACE },
      // the restaurant's setup with party sizes, one that takes none online (an empty range), or no answer
      done('loadSetup', {
        CurrencySymbol: '£',
        MinOnlinePartySize: 1,
        MaxOnlinePartySize: 8,
        NoAvailabilityText: null,
      }),
      done('loadSetup', {
        CurrencySymbol: '£',
        MinOnlinePartySize: 3,
        MaxOnlinePartySize: 2,
        NoAvailabilityText: null,
      }),
      failed('loadSetup'),
      { type: 'setup.retry' },
      { type: 'partySize.changed', partySize: 4 },
      // times, none, or no answer
      done('loadAvailability', [restaurantSlot('19:00'), restaurantSlot('19:30')]),
      done('loadAvailability', []),
      failed('loadAvailability'),
      { type: 'availability.retry' },
      { type: 'slot.selected', time: '19:00' },
      { type: 'contact.changed', field: 'phone', value: RESTAURANT_GUEST.phone },
      { type: 'booking.submitted' },
      // booked, refused (the time was taken meanwhile), or no answer
      done('createBooking', { Success: true, BookingReference: 'SG-1001', InfoMessage: null }),
      done('createBooking', { Success: false, BookingReference: null, InfoMessage: 'That time has just been taken.' }),
      failed('createBooking'),
      { type: 'booking.restarted' },
    ],
    // a choice made again is no change; the phone is typed once the time is chosen (its field shows then)
    accepts: (snapshot, event) => {
      const { context } = snapshot;
      if (event.type === 'date.changed') return context.visitDate !== event.date;
      if (event.type === 'restaurant.selected') return context.restaurantId !== event.restaurantId;
      if (event.type === 'partySize.changed') return context.partySize !== event.partySize;
      if (event.type === 'contact.changed')
        return (
          context.contact[event.field] !== event.value &&
          (event.field !== 'phone' || snapshot.matches({ choosing: { availability: { slots: 'chosen' } } }))
        );
      return true;
    },
    // what the page shows: where it is, the choices, whether the details are typed and a failure said
    serialize: (s) =>
      JSON.stringify([
        s.value,
        s.context.restaurantId,
        s.context.visitDate,
        // the party sizes the setup offers (its range decides which sizes can be chosen)
        s.context.setup && [s.context.setup.MinOnlinePartySize, s.context.setup.MaxOnlinePartySize],
        s.context.partySize,
        s.context.slots.length > 0,
        s.context.visitTime,
        s.context.contact.email !== '',
        s.context.contact.phone !== '',
        s.context.error !== null,
        s.context.booked !== null,
        Object.keys(s.children).sort(),
      ]),
  },
  confirmEmail: {
    machine: confirmEmailMachine.provide({ actors: { confirmEmail: pending } }),
    starts: {
      link: { propertyId: DEMO.properties.SEAVIEW, email: DEMO.account.email, token: 'model-token' },
      brokenLink: { propertyId: DEMO.properties.SEAVIEW, email: '', token: '' },
    },
    events: [
      done('confirmEmail', { Success: true, Message: null }),
      done('confirmEmail', { Success: false, Message: 'This link has expired.' }),
      failed('confirmEmail'),
      { type: 'confirm.retried' },
    ],
    serialize: (s) => JSON.stringify([s.value, s.context.message, Object.keys(s.children)]),
  },
  login: {
    machine: loginMachine.provide({ actors: { authenticate: pending } }),
    starts: { dialog: { propertyId: DEMO.properties.SEAVIEW } },
    events: [
      { type: 'field.changed', field: 'email', value: DEMO.account.email },
      { type: 'field.changed', field: 'password', value: DEMO.account.password },
      { type: 'form.submitted' },
      done('authenticate', { Success: true }),
      done('authenticate', { Success: false, Message: 'Invalid email address or password.' }),
      failed('authenticate'),
    ],
    serialize: formState,
  },
  manageAccount: {
    machine: manageAccountMachine.provide({ actors: { updateDetails: pending, changePassword: pending } }),
    starts: { account: { propertyId: DEMO.properties.SEAVIEW, user: DEMO_USER } },
    events: [
      { type: 'details.changed', field: 'firstName', value: '' },
      { type: 'details.changed', field: 'firstName', value: 'Alexandra' },
      { type: 'details.submitted' },
      // the server answers with the account as saved
      done('updateDetails', DEMO_USER),
      failed('updateDetails'),
      { type: 'password.changed', field: 'currentPassword', value: DEMO.account.password },
      { type: 'password.changed', field: 'newPassword', value: 'Brand-New-Pass-1' },
      { type: 'password.submitted' },
      done('changePassword', { Success: true, Message: null }),
      done('changePassword', { Success: false, Message: 'The current password is not correct.' }),
      failed('changePassword'),
    ],
    serialize: (s) =>
      JSON.stringify([
        s.value,
        s.context.details,
        s.context.password,
        s.context.detailsError !== null,
        s.context.passwordError !== null,
      ]),
  },
  register: {
    machine: registerMachine.provide({ actors: { registerUser: pending } }),
    starts: { page: { propertyId: DEMO.properties.SEAVIEW } },
    events: [
      { type: 'field.changed', field: 'firstName', value: 'Grace' },
      { type: 'field.changed', field: 'lastName', value: 'Hopper' },
      { type: 'field.changed', field: 'email', value: 'grace.hopper@example.com' },
      { type: 'field.changed', field: 'password', value: 'Brand-New-Pass-1' },
      { type: 'form.submitted' },
      done('registerUser'),
      failed('registerUser'),
    ],
    serialize: formState,
  },
  manageSearch: {
    machine: manageSearchMachine.provide({ actors: { findBooking: pending } }),
    starts: { page: { propertyId: DEMO.properties.SEAVIEW } },
    events: [
      { type: 'field.changed', field: 'reservationNumber', value: DEMO.reservation.referenceNumber },
      { type: 'field.changed', field: 'guestName', value: DEMO.reservation.surname },
      { type: 'form.submitted' },
      // found (the server's own answer for the demo booking), or not found, or no answer
      done('findBooking', { Success: true, Reservation: {}, Code: DEMO.reservation.linkHash }),
      done('findBooking', { Success: false, Message: null }),
      failed('findBooking'),
    ],
    serialize: formState,
  },
  groupSearch: {
    machine: groupSearchMachine.provide({ actors: { searchGroup: pending } }),
    // the page with nothing to search (the group's hotels); a link with the stay in it opens at
    // `searching`, where this start arrives in one step (the link itself: tests/e2e/group.spec.ts)
    starts: { landing: groupInput('') },
    events: [
      { type: 'search.requested', query: GROUP_STAY },
      // some hotels can take the stay, none can, or no answer
      done('search', { hotels: [result('HARBOUR'), result('SEAVIEW', { IsAvailable: false })], areas: null }),
      done('search', { hotels: [result('SEAVIEW', { IsAvailable: false })], areas: null }),
      failed('search'),
      { type: 'retry' },
      { type: 'area.filtered', areaId: 2 },
    ],
    serialize: (s) =>
      JSON.stringify([
        s.value,
        s.context.query,
        s.context.hotels.some((h: { IsAvailable: boolean }) => h.IsAvailable),
        s.context.error !== null,
        Object.keys(s.children).sort(),
      ]),
  },
  forgotPassword: {
    machine: forgotPasswordMachine.provide({ actors: { requestPasswordReset: pending } }),
    starts: { page: { propertyId: DEMO.properties.SEAVIEW } },
    events: [
      { type: 'field.changed', field: 'email', value: DEMO.account.email },
      { type: 'form.submitted' },
      done('requestPasswordReset'),
      failed('requestPasswordReset'),
    ],
    serialize: formState,
  },
  resetPassword: {
    machine: resetPasswordMachine.provide({ actors: { resetPassword: pending } }),
    starts: {
      link: { propertyId: DEMO.properties.SEAVIEW, email: DEMO.account.email, token: DEMO.passwordResetToken },
      brokenLink: { propertyId: DEMO.properties.SEAVIEW, email: '', token: '' },
    },
    events: [
      { type: 'field.changed', field: 'password', value: 'Brand-New-Pass-1' },
      { type: 'form.submitted' },
      done('resetPassword', { Success: true, Message: null }),
      done('resetPassword', { Success: false, Message: 'This reset link has expired.' }),
      failed('resetPassword'),
    ],
    serialize: formState,
  },
};
