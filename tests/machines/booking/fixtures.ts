import type { components } from '@/api/schema';
import type { BookingPropertyFacts } from '@machines/booking/booking.types';

type RatePlan = components['schemas']['RatePlan'];
type RoomType = components['schemas']['RoomType'];
type SearchResponse = components['schemas']['SearchResponse'];
type Service = components['schemas']['Service'];

export const property: BookingPropertyFacts = {
  propertyId: 1,
  propertyCode: 'SEAVIEW',
  currency: 'GBP',
  standardVatRate: 20,
  isStandardTaxExclusive: false,
  showRoomConfigurationQuestion: false,
  maxRooms: 4,
  noAvailabilityMessage: 'No rooms available on selected dates',
};

/** A per-stay rate: BaseRate covers BaseNumberOfAdults adults; each extra adult costs CostPerAdult. */
export function rate(id: number, baseRate: number, extra: Partial<RatePlan> = {}): RatePlan {
  return {
    RatePlanId: id,
    RatePlanCode: `R${id}`,
    RatePlanName: `Rate ${id}`,
    Description: null,
    Promotion: null,
    CanPayByCompanyInvoice: true,
    UseOccupancyForRatePlan: false,
    MinimumLengthOfStay: null,
    MaximumOccupancy: null,
    MinimumOccupancy: null,
    AdultMaximumOccupancy: null,
    ChildMaximumOccupancy: null,
    BaseRate: baseRate,
    BaseNumberOfAdults: 2,
    CostPerRoom: 0,
    CostPerAdult: 20,
    CostPerChild: 10,
    CostPerInfant: 0,
    PerPersonCostPerAdult: 0,
    PerPersonCostPerChild: 0,
    PerPersonCostPerInfant: 0,
    OriginalBaseRate: baseRate,
    OriginalCostPerRoom: 0,
    OriginalCostPerAdult: 20,
    OriginalCostPerChild: 10,
    OriginalCostPerInfant: 0,
    OriginalPerPersonCostPerAdult: 0,
    OriginalPerPersonCostPerChild: 0,
    OriginalPerPersonCostPerInfant: 0,
    ...extra,
  };
}

function roomType(
  id: number,
  name: string,
  max: number,
  rates: RatePlan[],
  upgrades: RoomType['Upgrades'] = [],
): RoomType {
  return {
    RoomTypeId: id,
    Name: name,
    Description: null,
    ImageUrl: null,
    Images: [],
    SizeSquareMetres: null,
    Beds: null,
    Amenities: [],
    MaximumOccupancy: max,
    MinimumOccupancy: 1,
    AdultMaximumOccupancy: max,
    ChildMaximumOccupancy: 2,
    Rates: rates,
    Upgrades: upgrades,
  };
}

/** Standard (id 10, max 2 guests) upgrades to Deluxe (id 20, max 3); Family (id 30, max 4) has none. */
export function searchResponse(availability: Record<string, number> = { '10': 2, '20': 1, '30': 1 }): SearchResponse {
  const standardRates = [rate(1, 200), rate(2, 180)];
  const deluxeRates = [rate(1, 260), rate(2, 230)];
  const familyRates = [rate(1, 300)];
  const deluxe: RoomType = {
    ...roomType(20, 'Deluxe Sea View', 3, deluxeRates),
    Images: [
      {
        Url: '/img/dlx-960.webp',
        Width: 960,
        Height: 640,
        Alt: 'A king-size bed facing the sea',
        Renditions: [{ Url: '/img/dlx-480.webp', Width: 480 }],
      },
    ],
    SizeSquareMetres: 28,
    Beds: '1 king-size bed',
    Amenities: ['Sea view'],
  };
  const types = [
    roomType(10, 'Standard Double', 2, standardRates, [
      {
        RoomTypeId: 20,
        AvailableRates: deluxeRates,
        MaximumOccupancy: 3,
        MinimumOccupancy: 1,
        AdultMaximumOccupancy: 3,
        ChildMaximumOccupancy: 2,
      },
    ]),
    deluxe,
    roomType(30, 'Family Room', 4, familyRates),
  ];
  return {
    RoomTypes: types.map((t) => ({
      RoomType: t,
      Rates: t.Rates,
      DateFrom: '2026-12-01',
      DateTo: '2026-12-03',
      LowestRate: 0,
      OriginalLowestRate: 0,
    })),
    PromoCodeMessage: null,
    IsPromoCodeValid: true,
    HopGiftVoucherCodeMessage: null,
    IsHopGiftVoucherCodeValid: false,
    NumberOfRoomsPerRoomTypeId: availability,
  };
}

export function service(id: number, name: string, extra: Partial<Service> = {}): Service {
  return {
    ServiceId: id,
    ServiceCode: `S${id}`,
    ServiceName: name,
    ServiceDescription: null,
    Price: 15,
    ChargeType: 'PerStay',
    ChargePerPerson: false,
    Articles: [{ ArticleId: id, Name: name, Price: 15 }],
    AllowEditOnBookingEngine: true,
    ImageUrl: null,
    ...extra,
  };
}

export const query = (rooms: Array<[number, number, number]>) => ({
  fromDate: '2026-12-01',
  toDate: '2026-12-03',
  rooms: rooms.map(([a, c, i]) => ({ numberOfAdults: a, numberOfChildren: c, numberOfInfants: i })),
});
