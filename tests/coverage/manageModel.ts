/**
 * Manage booking, modelled for the generated e2e walks (tests/coverage/models.ts): the demo
 * booking (two rooms) as the page loads it, and every call's answer as the mock backend gives it
 * today (tests/coverage/manageDemo.ts), so what the machine decides in the model is what the page
 * decides. A desktop's window and a phone's, whose step of one room type's rates ("See rates for
 * ...") is its own.
 */
import type { AnyEventObject } from 'xstate';
import { searchMachine } from '@machines/search/search.machine';
import { manageMachine } from '@machines/manage/manage.machine';
import { overviewView, type ManageSnapshot, type OverviewView } from '@machines/manage/manage.selectors';
import { guestsOf, isAmendmentSavable } from '@/domain/amend';
import { basketItemFor } from '@/domain/basket';
import type { FlowModelSource } from './models';
import { done, failed, pending } from './modelEvents';
import { manageDemo } from './manageDemo';

const demo = await manageDemo();

/** The demo's rooms: Room 1 upgrades to the Deluxe King (103), Room 2 to the Superior Sea View (102). */
export const MANAGE_MODEL = {
  /** a room type Room 1 can change to, with one of its rates */
  otherRoom: { roomTypeId: 103, ratePlanId: 201 },
  /** an extra Room 1 can add (parking) */
  extra: { roomNumber: 1, serviceId: 302 },
  reasonId: demo.reasons[0]?.Id ?? 1,
  newDates: demo.newDates,
  refusedCancel: 'This booking can no longer be cancelled online. Please contact the hotel.',
  noDates: 'No rooms available on selected dates',
};

/** What the page shows and what decides the guest's next moves: no more (prices, names). */
function factsOf(s: ManageSnapshot) {
  const { amend, cancel } = s.context;
  const item = (roomNumber: number) => (amend ? basketItemFor(amend, roomNumber) : undefined);
  // what the overview says of the changes and the upgrades (its buttons follow them)
  const { hasChanges, upgradesOffered } = overviewView(s);
  return {
    savable: !!amend && isAmendmentSavable(amend),
    hasChanges,
    upgradesOffered,
    activeRoom: amend?.activeRoomNumber ?? null,
    rooms: amend?.basket.map((i) => i.RoomTypeId) ?? [],
    // which rooms the step under way has visited (each step starts its visits afresh)
    visited:
      amend?.basket.map((i) =>
        s.matches('room')
          ? i.guestsReviewed
          : s.matches('upgradeSelection')
            ? i.upgradesSeen
            : s.matches('extras') && i.servicesSeen,
      ) ?? [],
    cancelling: amend?.roomsToCancel.map((c) => c.reservationItemId) ?? [],
    cancel: cancel && [cancel.scope.kind, cancel.reasonId !== null],
    bookerEmail: amend?.booker?.Email === 'wrong',
    leadLastName: item(1)?.leadGuest.lastName === '',
    guestFirstName: !!amend && guestsOf(amend, 1)[0]?.FirstName === '',
    pending: amend?.pendingRoomTypeId ?? null,
    extra: item(1)?.Services.find((line) => line.ServiceId === MANAGE_MODEL.extra.serviceId)?.Quantity ?? 0,
  };
}

/** Worked out once per snapshot: the graph asks for each event. */
const known = new WeakMap<ManageSnapshot, { fact: ReturnType<typeof factsOf>; view: OverviewView | null }>();
function facts(s: ManageSnapshot) {
  let entry = known.get(s);
  if (!entry) {
    entry = { fact: factsOf(s), view: s.matches({ overview: 'idle' }) ? overviewView(s) : null };
    known.set(s, entry);
  }
  return entry;
}

/** Events a page shows a control for in this state (the overview's buttons, not under the cancel dialog). */
function accepts(snapshot: ManageSnapshot, event: AnyEventObject, start: string): boolean {
  const phone = start === 'phone';
  const s = snapshot;
  const { fact, view } = facts(s);
  // one change at a time: each change's moves from an unchanged booking (every combination of
  // changes would make the graph endless, and the summary treats them alike)
  const unchanged = !fact.hasChanges && !fact.bookerEmail && !fact.leadLastName && !fact.guestFirstName;
  const onOverview = view !== null;
  switch (event.type) {
    case 'booker.edit':
    case 'guests.edit':
    case 'extras.edit':
      return onOverview;
    case 'dates.edit':
      return onOverview || s.matches('changeDates');
    // (the machine offers these only when the page shows them: upgrades on offer, changes to
    // review, a room that may change)
    case 'upgrades.edit':
    case 'room.change':
      return onOverview;
    case 'summary.open':
      return onOverview || s.matches('complete');
    case 'cancel.opened':
      if (!view) return false;
      if (event.scope.kind === 'booking') return view.canCancel;
      return (
        unchanged &&
        view.rooms.length > 1 &&
        !!view.rooms.find((r) => r.roomNumber === event.scope.roomNumber && r.canBeCancelled && !r.cancelling) &&
        s.can({ type: 'cancel.opened', scope: { kind: 'room', roomNumber: 1 } })
      );
    case 'cancel.reasonChanged':
      return s.context.cancel?.reasonId !== event.reasonId;
    case 'booker.changed':
      return unchanged;
    case 'leadGuest.changed':
    case 'guest.changed':
      return unchanged && fact.activeRoom === 1;
    case 'service.quantityChanged':
      return unchanged && fact.activeRoom === event.roomNumber && fact.extra !== event.quantity;
    case 'upgrade.accepted':
      return unchanged;
    // a phone lists the room types, then one type's rates; a desktop the rates of every type
    case 'roomType.selected':
    case 'roomType.cleared':
      return phone;
    case 'rate.selected':
      return (
        unchanged &&
        fact.activeRoom === 1 &&
        (phone ? s.context.amend?.pendingRoomTypeId === event.roomTypeId : s.matches('roomTypeSelection'))
      );
    case 'dates.accepted':
      return unchanged;
    // Summary: Save and Discard only with changes; complete: only "View your booking"
    case 'save.requested':
    case 'changes.discarded':
      return fact.hasChanges;
    case 'step.back':
      return !s.matches('complete');
    default:
      return true;
  }
}

export const manageModel: FlowModelSource = {
  machine: manageMachine.provide({
    actors: {
      loadAmendOptions: pending,
      loadUpgradeOptions: pending,
      searchDateOptions: pending,
      saveAmendment: pending,
      cancelBooking: pending,
      // the change of dates' calendar: the page loads it; the model sends the dates searched itself
      stayDates: searchMachine.provide({ actors: { loadCalendar: pending } }),
    },
  }),
  // a desktop's window, and a phone's (one room type's rates a step of its own)
  starts: { link: demo.input, phone: demo.input },
  events: [
    // the booking's options (rooms on offer, extras, bed set-ups), or no answer
    done('options', demo.options),
    failed('options'),
    { type: 'retry' },
    { type: 'step.back' },
    { type: 'step.continued' },
    // the booker: an e-mail address that is not one
    { type: 'booker.edit' },
    { type: 'booker.changed', change: { emailAddress: 'wrong' } },
    // the guests: Room 1's lead guest without a last name, or (in the list of its guests) a first name
    { type: 'guests.edit' },
    { type: 'leadGuest.changed', roomNumber: 1, lastName: '' },
    { type: 'guest.changed', roomNumber: 1, index: 0, change: { FirstName: '' } },
    // upgrades: each room's one offer, or no thanks
    { type: 'upgrades.edit' },
    { type: 'upgrade.accepted', roomTypeId: 103 },
    { type: 'upgrade.accepted', roomTypeId: 102 },
    { type: 'upgrade.declined' },
    // extras: parking for Room 1
    { type: 'extras.edit' },
    { type: 'service.quantityChanged', ...MANAGE_MODEL.extra, quantity: 1 },
    // another room type and rate for Room 1
    { type: 'room.change', roomNumber: 1 },
    { type: 'rate.selected', ...MANAGE_MODEL.otherRoom },
    { type: 'roomType.selected', roomTypeId: MANAGE_MODEL.otherRoom.roomTypeId },
    { type: 'roomType.cleared' },
    // new dates: rates for them, none, or no answer; then the rooms on offer for them
    { type: 'dates.edit' },
    { type: 'dates.searched', ...demo.newDates },
    done('dateOptions', demo.dateOptions),
    done('dateOptions', { Success: false, Message: MANAGE_MODEL.noDates, ReservationItemRateRows: [] }),
    failed('dateOptions'),
    { type: 'dates.accepted' },
    done('newOptions', demo.newOptions),
    failed('newOptions'),
    // the summary: saved, or no answer; or the changes dropped (the page gets the booking as the
    // server saved it; the model's is the booking as loaded: nothing it decides reads more of it)
    { type: 'summary.open' },
    { type: 'save.requested' },
    done('save', demo.input.reservation),
    failed('save'),
    { type: 'changes.discarded' },
    // cancelling the booking or Room 2, with a reason: done, refused, or no answer
    { type: 'cancel.opened', scope: { kind: 'booking' } },
    { type: 'cancel.opened', scope: { kind: 'room', roomNumber: 2 } },
    { type: 'cancel.reasonChanged', reasonId: MANAGE_MODEL.reasonId },
    { type: 'cancel.confirmed' },
    { type: 'cancel.closed' },
    done('cancel', {
      Success: true,
      Message: null,
      CancellationNumber: `CX-${demo.input.reservation.ReservationNumber}`,
    }),
    done('cancel', { Success: false, Message: MANAGE_MODEL.refusedCancel, CancellationNumber: null }),
    failed('cancel'),
  ],
  accepts: (snapshot, event, start) => accepts(snapshot as ManageSnapshot, event, start),
  // a success is the mock server's own answer; of the others, what they say
  answer: (output) => {
    const { Success, Message } = output as { Success?: boolean; Message?: string | null };
    return Success === undefined ? null : { Success, Message };
  },
  serialize: (s) => JSON.stringify([s.value, facts(s as ManageSnapshot).fact, Object.keys(s.children).sort()]),
};
