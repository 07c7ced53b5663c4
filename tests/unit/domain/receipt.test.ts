/** The confirmation as a receipt (cases worked out by hand). */
import { describe, expect, it } from 'vitest';
import { receiptLines } from '@/domain/receipt';
import type { ReservationConfirmation } from '@/domain/models';

function confirmation(over: Partial<ReservationConfirmation>): ReservationConfirmation {
  return {
    ReferenceNumber: '100100',
    Status: 'Confirmed',
    PropertyName: 'Seaview Grand Hotel',
    DateFrom: '2026-12-14',
    DateTo: '2026-12-16',
    Booker: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' },
    Rooms: [],
    TotalCost: 0,
    VatAmount: 0,
    Currency: 'GBP',
    PaymentType: 0,
    LinkHash: 'abc',
    GuestSurname: 'Lovelace',
    VoucherCode: null,
    VoucherAmount: 0,
    VatRate: 20,
    IsVatExclusive: false,
    AmountPaid: 0,
    AmountDue: 0,
    ...over,
  };
}
const room = (TotalCost: number) => ({
  ReservationItemId: 1,
  RoomTypeName: 'Classic Double',
  RatePlanName: 'Flexible Rate',
  DateFrom: '2026-12-14',
  DateTo: '2026-12-16',
  NumberOfAdults: 2,
  NumberOfChildren: 0,
  NumberOfInfants: 0,
  LeadGuest: { FirstName: 'Ada', LastName: 'Lovelace' },
  Services: [],
  TotalCost,
});
const read = (c: ReservationConfirmation) => receiptLines(c).map((l) => [l.term, l.amount]);

describe('receiptLines', () => {
  it('a gift voucher: £303.32 of rooms, £50 off, £253.32 paid by card, 20% VAT included (£42.22)', () => {
    const c = confirmation({
      Rooms: [room(303.32)],
      VoucherCode: 'GIFT50',
      VoucherAmount: 50,
      TotalCost: 253.32,
      VatAmount: 42.22,
      AmountPaid: 253.32,
    });
    expect(read(c)).toEqual([
      ['Rooms and extras', '£303.32'],
      ['Gift voucher GIFT50', '−£50.00'],
      ['Total', '£253.32'],
      ['Includes VAT (20%)', '£42.22'],
      ['Paid', '£253.32'],
    ]);
    expect(
      receiptLines(c)
        .filter((l) => l.total)
        .map((l) => l.term),
    ).toEqual(['Total']);
  });

  it('VAT added on top (13.5%): €200 + €27 = €227, paid through the second card provider', () => {
    const c = confirmation({
      Currency: 'EUR',
      Rooms: [room(120), room(80)],
      TotalCost: 200,
      VatAmount: 27,
      VatRate: 13.5,
      IsVatExclusive: true,
      PaymentType: 4,
      AmountPaid: 227,
    });
    expect(read(c)).toEqual([
      ['Rooms and extras', '€200.00'],
      ['VAT (13.5%)', '€27.00'],
      ['Total', '€227.00'],
      ['Paid', '€227.00'],
    ]);
  });

  it('a company invoice: nothing paid, the total to pay, said as invoiced', () => {
    const c = confirmation({ Rooms: [room(240)], TotalCost: 240, VatAmount: 40, PaymentType: 3, AmountDue: 240 });
    expect(read(c)).toEqual([
      ['Rooms and extras', '£240.00'],
      ['Total', '£240.00'],
      ['Includes VAT (20%)', '£40.00'],
      ['Paid', '£0.00'],
      ['To pay (invoiced to your company)', '£240.00'],
    ]);
  });
});
