/**
 * Manage booking's flow rules: the machine runs with its calls answered from the hand-worked
 * booking of ./fixtures (no server), and every test asserts what the guest would see next.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { manageMachine, type ManageInput } from '@machines/manage/manage.machine';
import type { CancelInput, DateOptionsInput, OptionsInput, SaveAmendmentInput } from '@machines/manage/manage.actors';
import { searchMachine } from '@machines/search/search.machine';
import type { AvailabilityDay, CalendarRequest } from '@machines/search/search.actors';
import { changeDatesView, manageStepOf, overviewView, summaryView } from '@machines/manage/manage.selectors';
import type { AmendOptions } from '@/domain/amend';
import type { DateOptionsResponse, ManagedReservation, UpgradeOptionsResponse } from '@/domain/models';
import { amendOptions, dateRow, manageProperty, reservation, searchProperty, upgradeOptions } from './fixtures';
import { networkError } from '../account/fixtures';
import { CallRefusedError } from '@/api/outcome';

interface Calls {
  options?: () => Promise<AmendOptions>;
  dates?: () => Promise<DateOptionsResponse>;
  save?: (input: SaveAmendmentInput) => Promise<ManagedReservation>;
  cancel?: () => Promise<{ Success: boolean; Message: string | null; CancellationNumber: string | null }>;
}

function start(r: ManagedReservation = reservation(), calls: Calls = {}, extra: Partial<ManageInput> = {}) {
  const notices: { tone: string; message: string }[] = [];
  const saves: SaveAmendmentInput[] = [];
  const machine = manageMachine.provide({
    actions: { notify: (_, notice) => void notices.push(notice) },
    actors: {
      loadAmendOptions: fromPromise<AmendOptions, OptionsInput>(calls.options ?? (async () => amendOptions())),
      loadUpgradeOptions: fromPromise<UpgradeOptionsResponse, OptionsInput>(async () => upgradeOptions()),
      searchDateOptions: fromPromise<DateOptionsResponse, DateOptionsInput>(
        calls.dates ?? (async () => ({ Success: false, Message: null, ReservationItemRateRows: [] })),
      ),
      saveAmendment: fromPromise<ManagedReservation, SaveAmendmentInput>(async ({ input }) => {
        saves.push(input);
        return (calls.save ?? (async () => reservation({ DateFrom: '2026-12-05' })))(input);
      }),
      cancelBooking: fromPromise<
        { Success: boolean; Message: string | null; CancellationNumber: string | null },
        CancelInput
      >(
        calls.cancel ??
          (async () => ({
            Success: true,
            Message: 'Your booking has been cancelled.',
            CancellationNumber: 'CX-100001',
          })),
      ),
      // the calendar runs in the page; here the guest's chosen dates arrive as dates.searched
      stayDates: searchMachine.provide({
        actors: { loadCalendar: fromPromise<AvailabilityDay[], CalendarRequest>(async () => []) },
      }),
    },
  });
  const actor = createActor(machine, {
    input: { property: manageProperty, search: searchProperty, reservation: r, now: '2026-11-23T10:00', ...extra },
  });
  actor.start();
  return { actor, notices, saves };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(
    actor,
    (s) =>
      !s.matches('loading') &&
      !s.matches({ summary: 'saving' }) &&
      !s.matches({ overview: 'cancelling' }) &&
      !s.matches({ changeDates: 'searching' }) &&
      !s.matches({ changeDates: 'applying' }),
  );

describe('opening a booking', () => {
  it('opens a cancelled booking in the cancelled state, with nothing to load', () => {
    const options = vi.fn(async () => amendOptions());
    const { actor } = start(reservation({ IsCancelled: true, CancellationNumber: 'CX-1' }), { options });
    expect(manageStepOf(actor.getSnapshot())).toBe('cancelled');
    expect(options).not.toHaveBeenCalled();
  });

  it('loads the options, then shows the overview', async () => {
    const { actor } = start();
    expect(manageStepOf(actor.getSnapshot())).toBe('loading');
    await settled(actor);
    const view = overviewView(actor.getSnapshot());
    expect(manageStepOf(actor.getSnapshot())).toBe('overview');
    expect(view.rooms.map((r) => [r.roomTypeName, r.cost])).toEqual([
      ['Standard Double', 21500],
      ['Family Room', 31000],
    ]);
    expect(view.total).toBe(52500);
    expect(view.rooms[1]?.terms.chargeNow).toBe(5000);
  });

  it('opens at the extras of the first room when asked (?step=extras)', async () => {
    const { actor } = start(reservation(), {}, { step: 'extras' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ extras: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.amend?.activeRoomNumber).toBe(1);
  });

  it('says so when the options fail and tries again', async () => {
    let fail = true;
    const { actor } = start(reservation(), {
      options: async () => {
        if (fail) throw new Error('The server is busy');
        return amendOptions();
      },
    });
    await settled(actor);
    expect(manageStepOf(actor.getSnapshot())).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toBe('The server is busy');
    fail = false;
    actor.send({ type: 'retry' });
    await settled(actor);
    expect(manageStepOf(actor.getSnapshot())).toBe('overview');
  });

  it('offers no changes on a booking that can no longer be edited', async () => {
    const { actor } = start(reservation({ CanBeEdited: false }));
    await settled(actor);
    for (const type of ['guests.edit', 'extras.edit', 'upgrades.edit', 'dates.edit', 'booker.edit'] as const) {
      actor.send({ type });
      expect(manageStepOf(actor.getSnapshot())).toBe('overview');
    }
    expect(overviewView(actor.getSnapshot()).canEdit).toBe(false);
  });
});

describe('guests: every room visited, room then guest', () => {
  it('visits room 1 and room 2 and ends at the summary', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'guests.edit' });
    expect(actor.getSnapshot().matches({ room: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.amend?.activeRoomNumber).toBe(1);
    actor.send({ type: 'step.continued' });
    expect(manageStepOf(actor.getSnapshot())).toBe('guest');
    actor.send({ type: 'step.continued' });
    expect(actor.getSnapshot().context.amend?.activeRoomNumber).toBe(2);
    actor.send({
      type: 'occupancy.changed',
      roomNumber: 2,
      numberOfAdults: 2,
      numberOfChildren: 2,
      numberOfInfants: 0,
    });
    actor.send({ type: 'step.continued' });
    actor.send({ type: 'guest.changed', roomNumber: 2, index: 1, change: { FirstName: 'Ann', LastName: 'Smith' } });
    actor.send({ type: 'step.continued' });
    expect(manageStepOf(actor.getSnapshot())).toBe('summary');
    const summary = summaryView(actor.getSnapshot())!;
    // a second child costs 10 more
    expect(summary.difference).toBe(1000);
    expect(summary.rooms[1]?.changes).toEqual([
      'Guests: 2 adults, 2 children',
      'Guest names: Sam Smith, Ann Smith, New Guest, New Guest',
    ]);
  });

  it('refuses to go on without the lead guest name, and shows why', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'guests.edit' });
    actor.send({ type: 'leadGuest.changed', roomNumber: 1, lastName: '' });
    actor.send({ type: 'step.continued' });
    expect(actor.getSnapshot().matches({ room: { editing: 'refused' } })).toBe(true);
  });

  it('refuses guests the room does not sleep', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'guests.edit' });
    // the Standard Double sleeps two
    actor.send({
      type: 'occupancy.changed',
      roomNumber: 1,
      numberOfAdults: 3,
      numberOfChildren: 0,
      numberOfInfants: 0,
    });
    expect(actor.getSnapshot().context.amend?.basket[0]?.numberOfAdults).toBe(2);
  });
});

describe('upgrades and room changes', () => {
  it('visits only rooms with an upgrade on offer; accepting it shows in the summary', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'upgrades.edit' });
    expect(actor.getSnapshot().matches({ upgradeSelection: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.amend?.activeRoomNumber).toBe(1);
    actor.send({ type: 'upgrade.accepted', roomTypeId: 30 }); // not an upgrade of room 1
    expect(actor.getSnapshot().context.amend?.basket[0]?.RoomTypeId).toBe(10);
    actor.send({ type: 'upgrade.accepted', roomTypeId: 20 });
    expect(manageStepOf(actor.getSnapshot())).toBe('summary');
    expect(summaryView(actor.getSnapshot())?.difference).toBe(6000);
  });

  it('changes one room to another room type and rate', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'room.change', roomNumber: 1 });
    expect(manageStepOf(actor.getSnapshot())).toBe('roomTypeSelection');
    actor.send({ type: 'roomType.selected', roomTypeId: 20 });
    expect(manageStepOf(actor.getSnapshot())).toBe('ratePlanSelection');
    actor.send({ type: 'rate.selected', roomTypeId: 20, ratePlanId: 2 });
    expect(manageStepOf(actor.getSnapshot())).toBe('summary');
    const room = summaryView(actor.getSnapshot())!.rooms[0]!;
    // Deluxe at Rate 2: 230; the breakfast of Rate 1 does not come along
    expect(room.changes).toEqual([
      'Room: Standard Double → Deluxe Sea View',
      'Rate: Rate 1 → Rate 2',
      'Breakfast removed',
    ]);
    expect(room.after).toBe(23000);
  });
});

describe('extras', () => {
  it('changes extras the hotel allows online and refuses the others', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'extras.edit' });
    actor.send({ type: 'service.quantityChanged', roomNumber: 1, serviceId: 302, quantity: 1 });
    expect(actor.getSnapshot().context.amend?.basket[0]?.Services.map((s) => s.ServiceId)).toEqual([301]);
    actor.send({ type: 'service.quantityChanged', roomNumber: 1, serviceId: 301, quantity: 0 });
    actor.send({ type: 'step.continued' });
    expect(actor.getSnapshot().context.amend?.activeRoomNumber).toBe(2);
    actor.send({ type: 'step.continued' });
    expect(summaryView(actor.getSnapshot())?.rooms[0]?.changes).toEqual(['Breakfast removed']);
  });
});

describe('change of dates', () => {
  const rows = [dateRow(11, 240, 10), dateRow(12, 330, 30, { adults: 2, children: 1 })];

  it('shows each room on the new dates against today, and applies them to every room', async () => {
    const { actor } = start(reservation(), {
      dates: async () => ({ Success: true, Message: null, ReservationItemRateRows: rows }),
    });
    await settled(actor);
    actor.send({ type: 'dates.edit' });
    expect(actor.getSnapshot().matches({ changeDates: 'choosing' })).toBe(true);
    actor.send({ type: 'dates.searched', fromDate: '2026-12-05', toDate: '2026-12-07' });
    await settled(actor);
    const view = changeDatesView(actor.getSnapshot());
    expect(view.status).toBe('options');
    expect(view.rows.map((r) => [r.before, r.after])).toEqual([
      [20000, 24000],
      [31000, 34000],
    ]);
    actor.send({ type: 'dates.accepted' });
    await settled(actor);
    expect(manageStepOf(actor.getSnapshot())).toBe('summary');
    expect(actor.getSnapshot().context.dates).toBeNull();
    expect(summaryView(actor.getSnapshot())?.difference).toBe(7000);
  });

  it('says when the new dates have no rooms, and lets the guest choose again', async () => {
    const { actor } = start(reservation(), {
      dates: async () => ({
        Success: false,
        Message: 'No rooms available on selected dates',
        ReservationItemRateRows: [],
      }),
    });
    await settled(actor);
    actor.send({ type: 'dates.edit' });
    actor.send({ type: 'dates.searched', fromDate: '2026-12-20', toDate: '2026-12-22' });
    await settled(actor);
    expect(changeDatesView(actor.getSnapshot())).toMatchObject({
      status: 'none',
      message: 'No rooms available on selected dates',
    });
    actor.send({ type: 'dates.edit' });
    expect(actor.getSnapshot().matches({ changeDates: 'choosing' })).toBe(true);
  });
});

describe('saving', () => {
  it('saves every change with one idempotency key per attempt, and completes', async () => {
    const { actor, saves } = start();
    await settled(actor);
    actor.send({ type: 'upgrades.edit' });
    actor.send({ type: 'upgrade.accepted', roomTypeId: 20 });
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(manageStepOf(actor.getSnapshot())).toBe('complete');
    expect(saves).toHaveLength(1);
    expect(actor.getSnapshot().context.reservation.DateFrom).toBe('2026-12-05');
  });

  it('keeps every change when saving fails, with the server message or "Failed to save Reservation"', async () => {
    let answer: () => Promise<ManagedReservation> = async () => {
      throw new Error('');
    };
    const { actor, saves } = start(reservation(), { save: () => answer() });
    await settled(actor);
    actor.send({ type: 'upgrades.edit' });
    actor.send({ type: 'upgrade.accepted', roomTypeId: 20 });
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(summaryView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      error: 'Failed to save Reservation',
      difference: 6000,
    });
    // a failure: the same key (a copy of the request may still arrive), nothing to ask
    answer = async () => {
      throw networkError;
    };
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(saves).toHaveLength(2);
    expect(saves[1]?.intent).toEqual({ key: expect.any(String), outcomeUnknown: false });
    expect(saves[1]?.intent.key).toBe(saves[0]?.intent.key);
    // no answer: what became of it is unknown; the next save keeps its key and asks first
    answer = async () => reservation();
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(saves[2]?.intent).toEqual({ key: saves[1]?.intent.key, outcomeUnknown: true });
    expect(manageStepOf(actor.getSnapshot())).toBe('complete');
  });

  it('starts a new attempt after a refusal the server answered (Success false), whatever changes next', async () => {
    const { actor, saves } = start(reservation(), {
      save: async () => {
        throw new CallRefusedError('The room is no longer available');
      },
    });
    await settled(actor);
    actor.send({ type: 'upgrades.edit' });
    actor.send({ type: 'upgrade.accepted', roomTypeId: 20 });
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(summaryView(actor.getSnapshot())?.error).toBe('The room is no longer available');
    actor.send({ type: 'step.back' });
    actor.send({ type: 'extras.edit' });
    actor.send({ type: 'service.quantityChanged', roomNumber: 1, serviceId: 301, quantity: 0 });
    actor.send({ type: 'step.continued' });
    actor.send({ type: 'step.continued' });
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(saves[1]?.intent.key).not.toBe(saves[0]?.intent.key);
  });

  it('refuses to save while a guest name is missing', async () => {
    const { actor, saves } = start();
    await settled(actor);
    actor.send({ type: 'guests.edit' });
    actor.send({ type: 'step.continued' });
    actor.send({ type: 'guest.changed', roomNumber: 1, index: 0, change: { FirstName: '' } });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'summary.open' });
    actor.send({ type: 'save.requested' });
    expect(summaryView(actor.getSnapshot())?.status).toBe('refused');
    // nothing on the summary changes the amendment: a second press is refused the same way
    actor.send({ type: 'save.requested' });
    expect(summaryView(actor.getSnapshot())?.status).toBe('refused');
    expect(saves).toHaveLength(0);
  });
});

describe('cancelling', () => {
  it('needs a reason when the hotel asks for one, then cancels the booking with a cancellation reference', async () => {
    const { actor, notices } = start();
    await settled(actor);
    actor.send({ type: 'cancel.opened', scope: { kind: 'booking' } });
    expect(overviewView(actor.getSnapshot()).cancel).toMatchObject({
      scope: 'booking',
      charge: 5000,
      reasonRequired: true,
    });
    actor.send({ type: 'cancel.confirmed' });
    expect(actor.getSnapshot().matches({ overview: { cancelForm: 'refused' } })).toBe(true);
    actor.send({ type: 'cancel.reasonChanged', reasonId: 2 });
    actor.send({ type: 'cancel.confirmed' });
    await settled(actor);
    expect(manageStepOf(actor.getSnapshot())).toBe('cancelled');
    expect(actor.getSnapshot().context.reservation.CancellationNumber).toBe('CX-100001');
    expect(notices).toEqual([{ tone: 'positive', message: 'Your booking has been cancelled.' }]);
  });

  it('opens the summary only once something changed, and changes a room only while it stays booked', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'summary.open' });
    expect(manageStepOf(actor.getSnapshot())).toBe('overview');
    // Room 2 staged for cancellation: a change, so the summary opens; the room itself no longer changes
    actor.send({ type: 'cancel.opened', scope: { kind: 'room', roomNumber: 2 } });
    actor.send({ type: 'cancel.reasonChanged', reasonId: 1 });
    actor.send({ type: 'cancel.confirmed' });
    expect(manageStepOf(actor.getSnapshot())).toBe('summary');
    actor.send({ type: 'step.back' });
    actor.send({ type: 'room.change', roomNumber: 2 });
    expect(manageStepOf(actor.getSnapshot())).toBe('overview');
    actor.send({ type: 'summary.open' });
    expect(manageStepOf(actor.getSnapshot())).toBe('summary');
  });

  it('starts no change while the cancel form is open: it is closed or confirmed first', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'cancel.opened', scope: { kind: 'booking' } });
    for (const type of ['booker.edit', 'guests.edit', 'upgrades.edit', 'extras.edit', 'dates.edit'] as const) {
      actor.send({ type });
      expect(actor.getSnapshot().matches({ overview: { cancelForm: 'quiet' } })).toBe(true);
    }
    actor.send({ type: 'room.change', roomNumber: 1 });
    actor.send({ type: 'summary.open' });
    expect(actor.getSnapshot().matches({ overview: { cancelForm: 'quiet' } })).toBe(true);
    actor.send({ type: 'cancel.closed' });
    actor.send({ type: 'booker.edit' });
    expect(manageStepOf(actor.getSnapshot())).toBe('booker');
  });

  it('closes the form with a negative notice when the hotel refuses or the call fails', async () => {
    const { actor, notices } = start(reservation(), {
      cancel: async () => ({
        Success: false,
        Message: 'This booking cannot be cancelled online.',
        CancellationNumber: null,
      }),
    });
    await settled(actor);
    actor.send({ type: 'cancel.opened', scope: { kind: 'booking' } });
    actor.send({ type: 'cancel.reasonChanged', reasonId: 1 });
    actor.send({ type: 'cancel.confirmed' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ overview: 'idle' })).toBe(true);
    expect(notices).toEqual([{ tone: 'negative', message: 'This booking cannot be cancelled online.' }]);
  });

  it('stages a room cancellation with its reason; the summary shows the charge and the save cancels it', async () => {
    const { actor, saves } = start();
    await settled(actor);
    actor.send({ type: 'cancel.opened', scope: { kind: 'room', roomNumber: 2 } });
    actor.send({ type: 'cancel.reasonChanged', reasonId: 3 });
    actor.send({ type: 'cancel.confirmed' });
    expect(manageStepOf(actor.getSnapshot())).toBe('summary');
    const summary = summaryView(actor.getSnapshot())!;
    expect(summary.rooms[1]).toMatchObject({ cancelled: true, after: 5000 });
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(saves[0]?.state.roomsToCancel).toEqual([{ roomNumber: 2, reservationItemId: 12, cancellationReasonId: 3 }]);
  });

  it('does not offer to cancel a room that cannot be cancelled', async () => {
    const r = reservation();
    const { actor } = start({ ...r, Rooms: [r.Rooms[0]!, { ...r.Rooms[1]!, CanBeCancelled: false }] });
    await settled(actor);
    actor.send({ type: 'cancel.opened', scope: { kind: 'room', roomNumber: 2 } });
    actor.send({ type: 'cancel.reasonChanged', reasonId: 3 });
    actor.send({ type: 'cancel.confirmed' });
    expect(actor.getSnapshot().matches({ overview: { cancelForm: 'refused' } })).toBe(true);
  });
});
