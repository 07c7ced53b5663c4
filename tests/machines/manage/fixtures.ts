/**
 * A booking to manage, worked out by hand (GBP, 2 nights): rates are per stay; BaseRate covers
 * two adults, an extra adult costs 20 and a child 10 (tests/machines/booking/fixtures `rate`).
 *
 * Room 1 (item 11): Standard Double (10), Rate 1 (200), 2 adults: 200; Breakfast per stay 15.
 *   Booked 200 + 15 = 215. Free cancellation until 2026-11-29 14:00.
 * Room 2 (item 12): Family Room (30), Rate 1 (300), 2 adults + 1 child: 310, no extras.
 *   Cancelling now costs 50.
 * Total 525, nothing paid in advance. Standard upgrades to Deluxe (20): Rate 1 at 260.
 */
import type { AmendOptions, ManagePropertyFacts } from '@/domain/amend';
import type {
  DateOptionRateRow,
  ManagedReservation,
  ManagedRoom,
  Promotion,
  UpgradeOptionsResponse,
} from '@/domain/models';
import type { SearchPropertyFacts } from '@/domain/search';
import { rate, searchResponse, service } from '../booking/fixtures';

export const breakfast = service(301, 'Breakfast');
export const spa = service(302, 'Spa access', { AllowEditOnBookingEngine: false, Price: 40 });

export const manageProperty: ManagePropertyFacts = {
  propertyId: 1,
  propertyCode: 'SEAVIEW',
  currency: 'GBP',
  standardVatRate: 20,
  isStandardTaxExclusive: false,
  showRoomConfigurationQuestion: false,
  requireCancellationReason: true,
  guestFields: {
    FirstNameRequired: true,
    LastNameRequired: true,
    EmailRequired: false,
    PhoneRequired: false,
  },
};

export const searchProperty: SearchPropertyFacts = {
  propertyId: 1,
  propertyCode: 'SEAVIEW',
  maxRooms: 4,
  sameDay: {
    SameDayBookingRestrictionEnabled: false,
    SameDayBookingRestrictionHour: 14,
    SameDayBookingRestrictionMinute: 0,
    SameDayBookingRestrictionMessage: null,
  },
  enableChildren: true,
  enableInfants: true,
  adultMax: 4,
  childMax: 2,
  defaultOccupancy: { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
  currency: 'GBP',
};

const freeTerms = {
  Refundable: true,
  FreeUntil: '2026-11-29T14:00:00',
  ChargeIfCancelledNow: 0,
  Policy: 'Free cancellation until 48 hours before arrival; later cancellations are charged the first night.',
};

export function room(overrides: Partial<ManagedRoom> = {}): ManagedRoom {
  return {
    ReservationItemId: 11,
    RoomTypeId: 10,
    RoomTypeName: 'Standard Double',
    RatePlanId: 1,
    RatePlanName: 'Rate 1',
    DateFrom: '2026-12-01',
    DateTo: '2026-12-03',
    NumberOfAdults: 2,
    NumberOfChildren: 0,
    NumberOfInfants: 0,
    RoomConfigurationDropdownOptionId: null,
    Guests: [{ IndividualId: 111, FirstName: 'John', LastName: 'Smith', Email: 'john@example.com', Phone: null }],
    Services: [
      { ServiceId: 301, ServiceName: 'Breakfast', Quantity: 1, TotalCost: 15, AllowEditOnBookingEngine: true },
    ],
    CanBeCancelled: true,
    CanBeEdited: true,
    IsCancelled: false,
    TotalRoomCost: 200,
    TotalServiceCost: 15,
    TotalCost: 215,
    CancellationTerms: freeTerms,
    CancellationNumber: null,
    ...overrides,
  };
}

export function reservation(overrides: Partial<ManagedReservation> = {}): ManagedReservation {
  return {
    PropertyId: 1,
    ReservationId: 1,
    ReservationNumber: '100001',
    DateFrom: '2026-12-01',
    DateTo: '2026-12-03',
    SpecialRequests: 'Sea view if possible',
    CanBeEdited: true,
    CanBeCancelled: true,
    IsCancelled: false,
    LocationName: null,
    Code: '7f3c9a2be41d',
    Booker: {
      IndividualId: 100,
      FirstName: 'John',
      LastName: 'Smith',
      Email: 'john@example.com',
      Phone: '+441234567890',
      Street: '1 High Street',
      City: 'Brighton',
      Country: { Id: 826, Name: 'United Kingdom', IsoCode: 'GB', DialingCode: '+44' },
      StateOrCounty: null,
      ZipCode: 'BN1 1AA',
    },
    Currency: 'GBP',
    TotalCost: 525,
    AmountPaid: 0,
    PaymentCard: { CardType: 'Visa', LastFourDigits: '1111' },
    CancellationNumber: null,
    Rooms: [
      room(),
      room({
        ReservationItemId: 12,
        RoomTypeId: 30,
        RoomTypeName: 'Family Room',
        NumberOfChildren: 1,
        Guests: [{ IndividualId: 121, FirstName: 'Sam', LastName: 'Smith', Email: null, Phone: null }],
        Services: [],
        TotalRoomCost: 310,
        TotalServiceCost: 0,
        TotalCost: 310,
        CancellationTerms: { ...freeTerms, FreeUntil: '2026-11-20T14:00:00', ChargeIfCancelledNow: 50 },
      }),
    ],
    ...overrides,
  };
}

/** The stay's options: each room's own room counts as free (the booking holds it). */
export function upgradeOptions(
  availability: Record<string, number> = { '10': 1, '20': 1, '30': 1 },
): UpgradeOptionsResponse {
  return {
    RoomTypes: searchResponse().RoomTypes.map((r) => r.RoomType),
    NumberOfRoomsPerRoomTypeId: availability,
  };
}

export function amendOptions(overrides: Partial<AmendOptions> = {}): AmendOptions {
  return {
    upgradeOptions: upgradeOptions(),
    services: {
      11: { Services: [breakfast, spa], InventoryPerServiceId: {} },
      12: { Services: [breakfast, spa], InventoryPerServiceId: {} },
    },
    roomConfigurations: [],
    ...overrides,
  };
}

/**
 * A room's rate on new dates (5th to 7th December, Rate 1 at `base`, as SearchDateOptions answers
 * it): room `id` of room type `roomTypeId` for its guests.
 */
export function dateRow(
  id: number,
  base: number,
  roomTypeId: number,
  guests: { adults: number; children: number } = { adults: 2, children: 0 },
  promotion: Promotion | null = null,
): DateOptionRateRow {
  return {
    ...rate(1, base),
    ReservationItemId: id,
    DateFrom: '2026-12-05',
    DateTo: '2026-12-07',
    IsOccupancyBased: false,
    RoomTypeId: roomTypeId,
    RatePlanId: 1,
    NumberOfAdults: guests.adults,
    NumberOfChildren: guests.children,
    NumberOfInfants: 0,
    Promotion: promotion,
  };
}

export { rate };
