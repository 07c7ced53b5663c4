/** Manage booking's amendment rules, against the hand-worked booking of tests/machines/manage/fixtures. */
import { describe, expect, it } from 'vitest';
import {
  amendedTotal,
  amendmentSummary,
  bookedTotal,
  bookingCancellation,
  guestsOf,
  heldRoomCost,
  heldState,
  isAmendmentSavable,
  isHeldServiceEditable,
  placeholderGuest,
  resizedGuests,
  settlementOf,
  withBookerDetails,
  withGuestDetails,
  withHeldOccupancy,
  withHeldUpgrade,
  withNewDates,
  withRoomCancelled,
  type AmendState,
} from '@/domain/amend';
import { basketItemFor } from '@/domain/basket';
import type { DateOptionRateRow } from '@/domain/models';
import { amendOptions, dateRow, manageProperty, reservation } from '../../machines/manage/fixtures';

const held = (r = reservation()) => heldState(r, manageProperty, amendOptions());
const apply = (state: AmendState, change: Partial<AmendState>): AmendState => ({ ...state, ...change });
const pence = (pounds: number) => Math.round(pounds * 100);

describe('the held booking as a basket', () => {
  it('holds each active room on its rate, with its guests and extras, its own rooms taken from the offer', () => {
    const state = held();
    // one guest per adult and child: the unnamed ones are placeholders, and no change
    expect(guestsOf(state, 1).map((g) => `${g.FirstName} ${g.LastName}`)).toEqual(['John Smith', 'New Guest']);
    expect(amendmentSummary(state).hasChanges).toBe(false);
    expect(state.basket.map((i) => [i.roomNumber, i.RoomTypeId, i.ratePlan.RatePlanId])).toEqual([
      [1, 10, 1],
      [2, 30, 1],
    ]);
    expect(basketItemFor(state, 1)?.leadGuest).toEqual({ firstName: 'John', lastName: 'Smith' });
    expect(basketItemFor(state, 1)?.Services).toEqual([{ ServiceId: 301, Quantity: 1, justAdded: false }]);
    // 1 Standard, 1 Deluxe, 1 Family offered; the booking holds the Standard and the Family
    expect(state.availability).toEqual({ '10': 0, '20': 1, '30': 0 });
    expect(bookedTotal(state)).toBe(pence(525));
    expect(amendedTotal(state)).toBe(pence(525));
  });

  it('leaves cancelled rooms out', () => {
    const r = reservation();
    const state = held({ ...r, Rooms: [r.Rooms[0]!, { ...r.Rooms[1]!, IsCancelled: true }] });
    expect(state.basket.map((i) => i.RoomTypeId)).toEqual([10]);
    expect(bookedTotal(state)).toBe(pence(215));
  });

  it('keeps a room the options no longer offer at its booked price, for exactly its guests', () => {
    const state = heldState(
      reservation(),
      manageProperty,
      amendOptions({ upgradeOptions: { RoomTypes: [], NumberOfRoomsPerRoomTypeId: {} } }),
    );
    const item = basketItemFor(state, 2)!;
    expect(heldRoomCost(state, item)).toBe(pence(310));
    expect(item.ratePlan.MaximumOccupancy).toBe(3);
    expect(item.ratePlan.MinimumOccupancy).toBe(3);
  });
});

describe('guests', () => {
  it('names placeholder guests "New Guest"', () => {
    const guest = placeholderGuest();
    expect(`${guest.FirstName} ${guest.LastName}`).toBe('New Guest');
    expect(guest.IndividualId).toBeNull();
  });

  it('adds placeholders for more guests and drops the last ones for fewer (never the lead guest)', () => {
    const lead = { IndividualId: 1, FirstName: 'Ada', LastName: 'Lovelace', Email: null, Phone: null };
    const more = resizedGuests([lead], { numberOfAdults: 2, numberOfChildren: 1, numberOfInfants: 1 });
    expect(more.map((g) => `${g.FirstName} ${g.LastName}`)).toEqual(['Ada Lovelace', 'New Guest', 'New Guest']);
    expect(resizedGuests(more, { numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 })).toEqual([lead]);
  });

  it('prices a room with more guests at its rate, and lists them', () => {
    const state = held();
    // Family Room, Rate 1: 300 for two adults + 20 per extra adult + 10 per child: 3 adults, 1 child = 330
    const next = apply(
      state,
      withHeldOccupancy(state, 2, { numberOfAdults: 3, numberOfChildren: 1, numberOfInfants: 0 }),
    );
    expect(heldRoomCost(next, basketItemFor(next, 2)!)).toBe(pence(330));
    expect(guestsOf(next, 2).map((g) => g.FirstName)).toEqual(['Sam', 'New', 'New', 'New']);
  });

  it('keeps the lead guest name in the basket item and the other details in the list', () => {
    const state = held();
    const next = apply(state, withGuestDetails(state, 1, 0, { LastName: 'Smythe', Email: 'j@example.com' }));
    expect(basketItemFor(next, 1)?.leadGuest.lastName).toBe('Smythe');
    expect(guestsOf(next, 1)[0]).toMatchObject({ FirstName: 'John', LastName: 'Smythe', Email: 'j@example.com' });
  });

  it('saves only when every guest and the booker are valid', () => {
    const state = held();
    expect(isAmendmentSavable(state)).toBe(true);
    const noName = apply(state, withGuestDetails(state, 2, 0, { LastName: ' ' }));
    expect(isAmendmentSavable(noName)).toBe(false);
    const badEmail = apply(state, { booker: withBookerDetails(state.booker!, { emailAddress: 'not-an-email' }) });
    expect(isAmendmentSavable(badEmail)).toBe(false);
  });
});

describe('prices of the changes', () => {
  it('upgrades a room at the same rate plan and keeps its extras, repriced for the new stay', () => {
    const state = held();
    const next = apply(state, withHeldUpgrade(state, 1, 20));
    const item = basketItemFor(next, 1)!;
    expect(item.RoomTypeId).toBe(20);
    expect(item.Services).toEqual(basketItemFor(state, 1)!.Services);
    // Deluxe 260 + breakfast 15 + Family 310 = 585: 60 more, paid at the hotel (nothing paid yet)
    const summary = amendmentSummary(next);
    expect(summary.totalAfter).toBe(pence(585));
    expect(summary.difference).toBe(pence(60));
    expect(summary.settlement).toEqual({ kind: 'payAtHotel', amount: pence(60) });
    expect(summary.rooms[0]?.changes).toEqual(['Room: Standard Double → Deluxe Sea View']);
  });

  it('applies new dates and their rates to every room (promotion kept)', () => {
    const state = held();
    const promotion = { PromotionId: 7, PromotionCode: 'SPRING10', Name: 'Spring', Description: null };
    const rows: DateOptionRateRow[] = [
      dateRow(11, 240, 10, { adults: 2, children: 0 }, promotion),
      dateRow(12, 330, 30, { adults: 2, children: 1 }, promotion),
    ];
    const next = apply(state, withNewDates(state, rows));
    expect(next.search).toEqual({ fromDate: '2026-12-05', toDate: '2026-12-07' });
    expect(basketItemFor(next, 2)?.ratePlan.Promotion).toEqual(promotion);
    // 240 + breakfast 15 = 255; 330 + child 10 = 340; 595 in all: 70 more
    expect(amendedTotal(next)).toBe(pence(595));
    expect(amendmentSummary(next).rooms[0]?.changes).toEqual(['Dates: 2026-12-05 to 2026-12-07']);
  });

  it('charges a cancelled room its cancellation charge and keeps it out of the new total', () => {
    const state = held();
    const next = apply(state, withRoomCancelled(state, 2, 3));
    expect(next.roomsToCancel).toEqual([{ roomNumber: 2, reservationItemId: 12, cancellationReasonId: 3 }]);
    expect(next.availability['30']).toBe(1);
    const summary = amendmentSummary(next);
    // rooms held: 215; charge 50; before 525: 260 less
    expect(summary.totalAfter).toBe(pence(215));
    expect(summary.cancellationCharges).toBe(pence(50));
    expect(summary.difference).toBe(pence(-260));
    expect(summary.settlement).toEqual({ kind: 'lessAtHotel', amount: pence(260) });
  });

  it('refunds to the card what was paid beyond the new total', () => {
    const state = held(reservation({ AmountPaid: 525 }));
    const fewer = apply(
      state,
      withHeldOccupancy(state, 2, { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 }),
    );
    // Family for two adults: 300 (10 less); 515 against 525 paid: 10 back to the card ending 1111
    expect(amendmentSummary(fewer).settlement).toEqual({ kind: 'refund', amount: pence(10), cardLastFour: '1111' });
  });

  it('settles nothing when the price does not change, and says so when nothing changed', () => {
    const state = held();
    expect(amendmentSummary(state)).toMatchObject({ hasChanges: false, difference: 0, settlement: { kind: 'none' } });
    const renamed = apply(state, withGuestDetails(state, 2, 0, { FirstName: 'Samuel' }));
    expect(amendmentSummary(renamed)).toMatchObject({ hasChanges: true, difference: 0 });
    expect(amendmentSummary(renamed).rooms[1]?.changes).toEqual(['Guest names: Samuel Smith, New Guest, New Guest']);
  });

  it.each([
    [0, 500, 0, { kind: 'none' }],
    [1000, 6000, 0, { kind: 'payAtHotel', amount: 1000 }],
    [-1000, 4000, 0, { kind: 'lessAtHotel', amount: 1000 }],
    [-1000, 4000, 5000, { kind: 'refund', amount: 1000, cardLastFour: '4242' }],
    [1000, 6000, 5000, { kind: 'payAtHotel', amount: 1000 }],
  ])('settles a difference of %i (new total %i, paid %i)', (difference, total, paid, expected) => {
    expect(settlementOf(difference, total, paid, '4242')).toEqual(expected);
  });
});

describe('cancelling and extras', () => {
  it('charges the whole booking the sum of its rooms and refunds the rest of what was paid', () => {
    expect(bookingCancellation({ reservation: reservation(), property: manageProperty })).toEqual({
      charge: pence(50),
      refund: 0,
      toCharge: pence(50),
      cardLastFour: '1111',
    });
    expect(
      bookingCancellation({ reservation: reservation({ AmountPaid: 200 }), property: manageProperty }),
    ).toMatchObject({
      charge: pence(50),
      refund: pence(150),
      toCharge: 0,
    });
  });

  it('lets the guest change only extras the hotel allows online', () => {
    const item = basketItemFor(held(), 1)!;
    expect(isHeldServiceEditable(item, 301)).toBe(true);
    expect(isHeldServiceEditable(item, 302)).toBe(false);
  });
});
