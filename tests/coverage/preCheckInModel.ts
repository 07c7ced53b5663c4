/**
 * Online pre check-in, modelled for the generated e2e walks (tests/coverage/models.ts): the demo
 * booking's link, its load as the mock backend gives it today (tests/coverage/preCheckInDemo.ts).
 * SEAVIEW asks each room's lead guest's registration, the arrival time, the terms and the card
 * (the booking's card on file, its security code typed in the provider's frame). A room's
 * registration is one event here: the guest fills its four fields.
 */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { preCheckInMachine, type PreCheckInContext } from '@machines/precheckin/precheckin.machine';
import {
  checkInRoom,
  isCheckInBookerValid,
  isCheckInSavable,
  isRoomComplete,
  type CheckInRoom,
} from '@/domain/checkIn';
import { CardEntryIncompleteError } from '@/payment/cardFrameLink';
import type { FlowModelSource } from './models';
import { done, failed, pending } from './modelEvents';
import { preCheckInDemo } from './preCheckInDemo';

const demo = await preCheckInDemo();
/** the demo booker's e-mail address: what the guest types back after a wrong one */
const BOOKER_EMAIL = demo.loaded.kind === 'reservation' ? (demo.loaded.reservation.Booker?.Email ?? '') : '';

/** What the walks type: a lead guest's registration, the arrival time. */
const PRE_CHECK_IN = {
  registration: {
    NationalityIsoCode: 'GB',
    DateOfBirth: '1985-04-12',
    IdDocumentType: 'Passport',
    IdDocumentNumber: '123456789',
  },
  arrivalTime: '15:30',
  refusedSave: 'The check-in window for this booking has closed.',
} as const;

/** The security code typed in the frame: what the frame tells the page of it (never a digit). */
const CODE_TYPED = { complete: true, empty: false, brand: null, brandRefused: false };

/** What the page shows and what decides the guest's next moves. */
function facts(s: AnyMachineSnapshot) {
  const context = s.context as PreCheckInContext;
  const state = context.state;
  const step = (room: CheckInRoom) =>
    s.matches('room') ? [room.roomReviewed, room.guestsReviewed] : s.matches('extras') ? room.servicesSeen : null;
  return {
    loaded: state !== null,
    booker: state ? isCheckInBookerValid(state) : null,
    active: state?.activeRoomNumber ?? null,
    rooms: state?.rooms.map((room) => [isRoomComplete(state, room), room.guests[0]?.FirstName === '', step(room)]),
    extra: state?.rooms[0]?.services.find((line) => line.ServiceId === 302)?.Quantity ?? 0,
    savable: state ? isCheckInSavable(state) : null,
    terms: state?.acceptedTerms ?? false,
    arrival: state?.arrivalTime ?? '',
    code: context.card.entry.complete,
    token: context.card.token !== null,
    error: context.error !== null,
  };
}

/** One change at a time that makes the booking invalid (a wrong e-mail, a lead guest without a name). */
function accepts(s: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = s.context as PreCheckInContext;
  const state = context.state;
  const fact = facts(s);
  const valid = fact.booker !== false && !fact.rooms?.some(([, nameless]) => nameless);
  const active = state ? checkInRoom(state, state.activeRoomNumber) : undefined;
  switch (event.type) {
    case 'booker.changed':
      // a wrong address typed, or (once refused) the right one typed back
      return s.matches('booker') && (event.change.Email === BOOKER_EMAIL ? fact.booker === false : valid);
    case 'registration.changed':
      return (
        s.matches({ room: 'editing' }) &&
        active?.roomNumber === event.roomNumber &&
        JSON.stringify(active?.registration) !== JSON.stringify(event.change)
      );
    case 'guest.changed':
      // a lead guest's name taken away (on the room's step or its guests'), or (once refused) given back
      return (
        s.matches('room') &&
        active?.roomNumber === event.roomNumber &&
        (event.change.FirstName ? active?.guests[0]?.FirstName === '' : valid)
      );
    case 'service.quantityChanged':
      return (
        s.matches({ extras: 'editing' }) && active?.roomNumber === event.roomNumber && fact.extra !== event.quantity
      );
    case 'card.entryChanged':
      return s.matches('payment') && !s.matches({ payment: 'tokenizing' }) && !fact.code;
    // the frame's answer: a token for a typed code, else what is missing
    case 'xstate.done.actor.tokenize':
      return fact.code;
    case 'xstate.error.actor.tokenize':
      return !fact.code;
    case 'terms.changed':
      return s.matches('summary') && !s.matches({ summary: 'saving' }) && !fact.terms;
    case 'arrival.changed':
      return s.matches('summary') && !s.matches({ summary: 'saving' }) && fact.arrival !== event.value;
    default:
      return true;
  }
}

export const preCheckInModel: FlowModelSource = {
  machine: preCheckInMachine.provide({
    actors: { loadCheckIn: pending, saveCheckIn: pending, tokenizeCard: pending },
  }),
  starts: { link: demo.input },
  events: [
    // the booking, or no answer
    done('load', demo.loaded),
    failed('load'),
    { type: 'retry' },
    { type: 'step.continued' },
    // the booker: an e-mail address that is not one, and the right one typed back
    { type: 'booker.changed', change: { Email: 'wrong' } },
    { type: 'booker.changed', change: { Email: BOOKER_EMAIL } },
    // each room: its lead guest's registration; Room 1's lead guest without a first name, then named
    { type: 'registration.changed', roomNumber: 1, change: PRE_CHECK_IN.registration },
    { type: 'registration.changed', roomNumber: 2, change: PRE_CHECK_IN.registration },
    { type: 'guest.changed', roomNumber: 1, index: 0, change: { FirstName: '' } },
    { type: 'guest.changed', roomNumber: 1, index: 0, change: { FirstName: 'Ada' } },
    // extras: parking for Room 1
    { type: 'service.quantityChanged', roomNumber: 1, serviceId: 302, quantity: 1 },
    // the card on file: its security code; Continue asks the frame, which gives its token for the
    // code, or says the code is missing
    { type: 'card.entryChanged', entry: CODE_TYPED },
    done('tokenize', { token: 'model-token', mode: 'securityCode', brand: null, lastFour: null }),
    failed('tokenize', new CardEntryIncompleteError()),
    // the summary: arrival time and terms; saved, refused (the window closed), or no answer
    { type: 'arrival.changed', value: PRE_CHECK_IN.arrivalTime },
    { type: 'terms.changed', accepted: true },
    { type: 'save.requested' },
    done('save', { Success: true, Message: null }),
    done('save', { Success: false, Message: PRE_CHECK_IN.refusedSave }),
    failed('save'),
    // back to the card, where the summary asks for it again (a refused save spent its token)
    { type: 'payment.edit' },
    { type: 'amend.requested' },
  ],
  accepts,
  // a success is the mock server's own answer; a refusal, what it says
  answer: (output) => {
    const { Success, Message } = (output ?? {}) as { Success?: boolean; Message?: string | null };
    return Success === undefined ? null : { Success, Message };
  },
  serialize: (s) => JSON.stringify([s.value, facts(s), Object.keys(s.children).sort()]),
};
