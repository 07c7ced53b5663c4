/**
 * Deterministic seed of the mock backend, relative to "today" (mocks/clock.ts) so the demo
 * never goes stale. Same `today` -> same data, byte for byte.
 */
import { addDays } from '../dates';
import { mockToday } from '../clock';
import { clearDb, db } from './collections';
import { DEMO } from './demo';
import { adjustBookedNights, stayRate } from './inventory';
import { roomCost, serviceCost } from '@/domain/pricing';
import { toDecimal, toMinor } from '@/domain/money';
import { nights as nightsBetween } from '@/domain/dates';
import type {
  BookerRecord,
  PropertyRecord,
  RatePlanRecord,
  ReservationItemRecord,
  ReservationRecord,
  RoomTypeRecord,
  ServiceRecord,
} from './schemas';

type PropertyInput = PropertyRecord;

const fieldRequirements = {
  FirstNameRequired: true,
  LastNameRequired: true,
  EmailRequired: true,
  PhoneRequired: true,
  CountryRequired: true,
  StreetRequired: true,
  CityRequired: false,
  StateOrCountyRequired: false,
  PostCodeRequired: true,
};

const noGift = { Active: false, Name: '' };

/** Guests edited in manage / pre check-in: names required, contact details optional. */
const guestFields = {
  ...fieldRequirements,
  EmailRequired: false,
  PhoneRequired: false,
  CountryRequired: false,
  StreetRequired: false,
  PostCodeRequired: false,
};

function bookingConfigBase(maxRooms: number) {
  return {
    HidePromoCodeOnLandingPage: false,
    Locations: [] as Array<{ LocationId: number; Name: string; Address: string }>,
    NoAvailabilityMessage: 'No rooms available on selected dates',
    MaxNumberOfRoomsOnBooking: maxRooms,
    ShowRoomConfigurationQuestion: false,
    Offers: [] as PropertyRecord['BookingConfig']['Offers'],
    BookingIncentives: [] as PropertyRecord['BookingConfig']['BookingIncentives'],
    GiftServiceProviderConfig: noGift,
    EnableUserChoiceOfPaymentMethod: false,
    EnablePayByCompanyInvoice: false,
    HasCustomTermsAndConditions: false,
    CustomTermsAndConditionsLabel: '',
    CustomTermsAndConditionsText: '',
    OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: false,
    RestaurantBookingServiceActive: false,
    RestaurantBookingDefaultRestaurant: null,
    RestaurantBookingServiceType: 'None',
    ShowMinimumLengthOfStayNotification: true,
    ShowRoomTypeOccupancy: true,
    SameDayBookingRestrictionEnabled: false,
    SameDayBookingRestrictionHour: 0,
    SameDayBookingRestrictionMinute: 0,
    SameDayBookingRestrictionMessage: '',
  };
}

/**
 * The demo reservation's nights have rooms of every type at every property: the seed never
 * overbooks, and tests and stories that need a bookable stay whatever the day use these nights
 * (elsewhere ~5% of nights of each room type are sold out, a different set each day).
 */
const DEMO_NIGHTS_OPEN = {
  RoomTypeId: null,
  FromOffset: DEMO.reservation.arrivalOffset,
  ToOffset: DEMO.reservation.arrivalOffset + DEMO.reservation.nights - 1,
  Available: 6,
};

/** The group search's demo nights (DEMO.groupSearch): open at every group hotel but SEAVIEW. */
const GROUP_NIGHTS_OPEN = {
  RoomTypeId: null,
  FromOffset: DEMO.groupSearch.arrivalOffset,
  ToOffset: DEMO.groupSearch.arrivalOffset + DEMO.groupSearch.nights - 1,
  Available: 6,
};

const SEAVIEW: PropertyInput = {
  PropertyId: DEMO.properties.SEAVIEW,
  PropertyCode: 'SEAVIEW',
  PropertyName: 'Seaview Grand Hotel',
  PropertyAddress: '1 Marine Parade, Brighton BN2 1TL, United Kingdom',
  LogoFileUrl: '/mock-assets/seaview-logo.svg',
  PropertyImageUrl: '/mock-assets/seaview.jpg',
  HotelRating: 4,
  HasRating: true,
  GoogleTagManagerContainerId: null,
  FacebookPixelId: null,
  Currency: 'GBP',
  AvailableCurrencies: ['GBP', 'EUR', 'USD'],
  PayByPaystack: false,
  PrivacyPolicyUrl: 'https://seaview.example.com/privacy',
  TermsAndConditionsUrl: 'https://seaview.example.com/terms',
  CreditCardTypeIds: [1, 2, 3],
  WebsiteUrl: 'https://seaview.example.com',
  Email: 'reservations@seaview.example.com',
  Telephone: '+44 1273 000000',
  Address: {
    Street: '1 Marine Parade',
    City: 'Brighton',
    StateOrCounty: 'East Sussex',
    PostCode: 'BN2 1TL',
    Country: 'United Kingdom',
  },
  DefaultPhoneCountryCode: 'GB',
  ShowRoomTypeOccupancy: true,
  EnableChildrenSearch: true,
  EnableInfantSearch: true,
  DefaultOccupancyAdult: 2,
  DefaultOccupancyChildren: 0,
  DefaultOccupancyInfant: 0,
  MaxNumberOfRoomsOnBooking: 4,
  AdultMaximumOccupancy: 4,
  ChildMaximumOccupancy: 3,
  AdultLabel: 'Adults',
  ChildLabel: 'Children (2-12)',
  InfantLabel: 'Infants (under 2)',
  StandardVatRate: 20,
  IsStandardTaxExclusive: false,
  Theme: {
    Primary: '#0b4f6c',
    Secondary: '#01baef',
    Accent: '#f4a259',
    Tertiary: '#20bf55',
    Dark: '#1d1d1d',
    DarkPage: '#121212',
    Positive: '#21ba45',
    Negative: '#c10015',
    Info: '#31ccec',
    Warning: '#f2c037',
    LightPage: '#fbfbff',
    BrandPrimary: '#0b4f6c',
  },
  FieldRequirements: fieldRequirements,
  BookingConfig: {
    ...bookingConfigBase(4),
    ShowRoomConfigurationQuestion: true,
    Offers: [
      {
        OfferId: 1,
        Title: 'Spring by the sea',
        Description: 'Save 10% on spring stays with code SPRING10.',
        ImageUrl: '/mock-assets/offer-spring.jpg',
        PromoCode: 'SPRING10',
        RatePlanCode: null,
      },
      {
        OfferId: 2,
        Title: 'Bed & Breakfast',
        Description: 'Wake up to a full English breakfast.',
        ImageUrl: '/mock-assets/offer-bb.jpg',
        PromoCode: null,
        RatePlanCode: 'BB',
      },
    ],
    BookingIncentives: [
      { BookingIncentiveId: 1, Title: 'Best price guaranteed', Description: 'Book direct for the lowest rate.' },
      { BookingIncentiveId: 2, Title: 'Free Wi-Fi', Description: 'Fast Wi-Fi throughout the hotel.' },
      { BookingIncentiveId: 3, Title: 'Flexible stays', Description: 'Free cancellation on flexible rates.' },
    ],
    GiftServiceProviderConfig: { Active: true, Name: 'Seaview Gifts' },
    EnableUserChoiceOfPaymentMethod: true,
    EnablePayByCompanyInvoice: true,
    HasCustomTermsAndConditions: true,
    CustomTermsAndConditionsLabel: 'I accept the company invoicing terms',
    CustomTermsAndConditionsText:
      'Invoices are payable within 30 days. The company named on the booking is liable for all charges.',
    OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: true,
    RestaurantBookingServiceActive: true,
    RestaurantBookingDefaultRestaurant: 601,
    RestaurantBookingServiceType: 'Internal',
    SameDayBookingRestrictionEnabled: true,
    SameDayBookingRestrictionHour: 14,
    SameDayBookingRestrictionMinute: 0,
    SameDayBookingRestrictionMessage:
      'Same-day bookings close at 2pm. Please call us on +44 1273 000000 to book for tonight.',
  },
  ManageConfig: {
    ShowRoomConfigurationQuestion: true,
    GuestFields: guestFields,
    RequireCancellationReason: true,
    GiftServiceProviderConfig: { Active: true, Name: 'Seaview Gifts' },
    AllowDateChange: true,
    AllowCancellation: true,
  },
  PreCheckInConfig: {
    Enabled: true,
    ShowRoomConfigurationQuestion: true,
    CollectPaymentDetails: true,
    GuestFields: guestFields,
    BillingFields: fieldRequirements,
    AllowServiceEdit: true,
    IntroductionText: 'Save time at the desk: confirm your guests and extras before you arrive.',
    ClosesDaysBeforeArrival: 0,
    AskArrivalTime: true,
    RegistrationFields: { Nationality: true, DateOfBirth: true, IdDocument: true },
    TermsUrl: 'https://seaview.example.com/terms',
  },
  Inventory: {
    Overrides: [
      {
        RoomTypeId: null,
        FromOffset: DEMO.seaviewSoldOutOffsets[0],
        ToOffset: DEMO.seaviewSoldOutOffsets[1],
        Available: 0,
      },
      { RoomTypeId: 101, FromOffset: 0, ToOffset: 6, Available: 2 },
      { RoomTypeId: 104, FromOffset: 3, ToOffset: 5, Available: 1 },
      DEMO_NIGHTS_OPEN,
    ],
    MinStayTwoNightWeekdays: [5, 6],
  },
};

const CITYLOFT: PropertyInput = {
  ...SEAVIEW,
  PropertyId: DEMO.properties.CITYLOFT,
  PropertyCode: 'CITYLOFT',
  PropertyName: 'City Loft Dublin',
  PropertyAddress: '12 Temple Lane, Dublin 2, Ireland',
  LogoFileUrl: '/mock-assets/cityloft-logo.svg',
  PropertyImageUrl: '/mock-assets/cityloft.jpg',
  HotelRating: 3,
  Currency: 'EUR',
  AvailableCurrencies: ['EUR', 'GBP', 'USD'],
  PayByPaystack: true,
  PrivacyPolicyUrl: 'https://cityloft.example.com/privacy',
  TermsAndConditionsUrl: 'https://cityloft.example.com/terms',
  CreditCardTypeIds: [1, 2],
  WebsiteUrl: 'https://cityloft.example.com',
  Email: 'stay@cityloft.example.com',
  Telephone: '+353 1 000 0000',
  Address: { Street: '12 Temple Lane', City: 'Dublin', StateOrCounty: null, PostCode: 'D02 XY00', Country: 'Ireland' },
  DefaultPhoneCountryCode: 'IE',
  DefaultOccupancyAdult: 1,
  EnableInfantSearch: false,
  MaxNumberOfRoomsOnBooking: 3,
  AdultMaximumOccupancy: 3,
  ChildMaximumOccupancy: 2,
  ChildLabel: 'Children',
  StandardVatRate: 13.5,
  IsStandardTaxExclusive: true,
  Theme: {
    Primary: '#3d2c8d',
    Secondary: '#916bbf',
    Accent: '#c996cc',
    Tertiary: '#1c0c5b',
    Dark: '#1a1a2e',
    DarkPage: '#0f0f1a',
    Positive: '#2e7d32',
    Negative: '#b00020',
    Info: '#0277bd',
    Warning: '#ff8f00',
    LightPage: '#f7f5fb',
    BrandPrimary: '#c996cc',
  },
  BookingConfig: {
    ...bookingConfigBase(3),
    Locations: [
      { LocationId: 21, Name: 'Temple Bar', Address: '12 Temple Lane, Dublin 2' },
      { LocationId: 22, Name: 'Docklands', Address: '5 Grand Canal Quay, Dublin 2' },
    ],
    BookingIncentives: [{ BookingIncentiveId: 1, Title: 'City centre', Description: 'Walk to everything.' }],
  },
  ManageConfig: {
    ShowRoomConfigurationQuestion: false,
    GuestFields: guestFields,
    RequireCancellationReason: false,
    GiftServiceProviderConfig: noGift,
    AllowDateChange: true,
    AllowCancellation: true,
  },
  PreCheckInConfig: { ...SEAVIEW.PreCheckInConfig, ShowRoomConfigurationQuestion: false },
  Inventory: { Overrides: [DEMO_NIGHTS_OPEN, GROUP_NIGHTS_OPEN], MinStayTwoNightWeekdays: [] },
};

const HARBOUR: PropertyInput = {
  ...SEAVIEW,
  PropertyId: DEMO.properties.HARBOUR,
  PropertyCode: 'HARBOUR',
  PropertyName: 'Harbour House',
  PropertyAddress: '3 Quay Street, Falmouth TR11 3HH, United Kingdom',
  LogoFileUrl: '/mock-assets/harbour-logo.svg',
  PropertyImageUrl: '/mock-assets/harbour.jpg',
  HotelRating: 3,
  AvailableCurrencies: ['GBP'],
  CreditCardTypeIds: [1, 2],
  WebsiteUrl: 'https://harbour.example.com',
  Email: 'hello@harbour.example.com',
  Telephone: '+44 1326 000000',
  Address: {
    Street: '3 Quay Street',
    City: 'Falmouth',
    StateOrCounty: 'Cornwall',
    PostCode: 'TR11 3HH',
    Country: 'United Kingdom',
  },
  MaxNumberOfRoomsOnBooking: 2,
  Theme: { ...SEAVIEW.Theme, Primary: '#234e52', BrandPrimary: '#234e52', Secondary: '#81b29a' },
  BookingConfig: {
    ...bookingConfigBase(2),
    Locations: [{ LocationId: 31, Name: 'Harbour Front', Address: '3 Quay Street, Falmouth' }],
  },
  ManageConfig: {
    ShowRoomConfigurationQuestion: false,
    GuestFields: guestFields,
    RequireCancellationReason: false,
    GiftServiceProviderConfig: noGift,
    AllowDateChange: true,
    AllowCancellation: true,
  },
  PreCheckInConfig: { ...SEAVIEW.PreCheckInConfig, Enabled: false, ShowRoomConfigurationQuestion: false },
  Inventory: { Overrides: [DEMO_NIGHTS_OPEN, GROUP_NIGHTS_OPEN], MinStayTwoNightWeekdays: [6] },
};

/**
 * A small inn in the COASTAL group whose own limits differ from the group's: one room per online
 * booking, rooms for two, and a same-day cut-off at 14:00, so the group search shows each reason.
 */
const LIGHTHOUSE: PropertyInput = {
  ...HARBOUR,
  PropertyId: DEMO.properties.LIGHTHOUSE,
  PropertyCode: 'LIGHTHOUSE',
  PropertyName: 'Lighthouse Inn',
  PropertyAddress: '9 Wharf Road, St Ives TR26 1LF, United Kingdom',
  LogoFileUrl: '/mock-assets/lighthouse-logo.svg',
  PropertyImageUrl: '/mock-assets/lighthouse.jpg',
  HotelRating: 2,
  WebsiteUrl: 'https://lighthouse.example.com',
  Email: 'rooms@lighthouse.example.com',
  Telephone: '+44 1736 000000',
  Address: {
    Street: '9 Wharf Road',
    City: 'St Ives',
    StateOrCounty: 'Cornwall',
    PostCode: 'TR26 1LF',
    Country: 'United Kingdom',
  },
  MaxNumberOfRoomsOnBooking: DEMO.lighthouse.maxRooms,
  AdultMaximumOccupancy: 2,
  ChildMaximumOccupancy: 1,
  Theme: { ...SEAVIEW.Theme, Primary: '#7a2e2e', BrandPrimary: '#7a2e2e', Secondary: '#d9a05b' },
  BookingConfig: {
    ...bookingConfigBase(DEMO.lighthouse.maxRooms),
    SameDayBookingRestrictionEnabled: true,
    SameDayBookingRestrictionHour: DEMO.lighthouse.sameDayCutOffHour,
    SameDayBookingRestrictionMinute: 0,
    SameDayBookingRestrictionMessage: 'Lighthouse Inn takes same-day bookings until 2 pm. Please call us.',
  },
  Inventory: { Overrides: [DEMO_NIGHTS_OPEN, GROUP_NIGHTS_OPEN], MinStayTwoNightWeekdays: [] },
};

const bounds = (max: number | null, min: number | null, adultMax: number | null, childMax: number | null) => ({
  MaximumOccupancy: max,
  MinimumOccupancy: min,
  AdultMaximumOccupancy: adultMax,
  ChildMaximumOccupancy: childMax,
});

/** A line about each room type, in the hotel's words. */
const ROOM_ABOUT: Record<string, string> = {
  SGL: 'A quiet room for one, on the upper floors.',
  CLD: 'Our classic room: calm colours and a window onto the bay.',
  SSV: 'A wide window onto the sea from the bed.',
  DKB: 'Step out onto your own balcony over the sea.',
  JST: 'A bedroom with a sitting corner, made for longer stays.',
  PHS: 'The top floor: a sitting room, the bay on two sides and the sunset.',
  FAM: 'Room for the whole family, with a separate bed for a child.',
  LST: 'An open studio under brick and beams.',
  LDB: 'A loft bedroom above the city lights.',
  L2B: 'Two bedrooms and a living room with a kitchenette.',
  HDB: 'Wake up to the boats of the harbour.',
  HST: 'A suite with the whole harbour in its windows.',
  KPR: "The keeper's old room, wood-panelled and snug.",
  LAN: 'Under the lantern: a round window onto the light.',
};

/** What each room type's picture shows (its alt text), its size and beds. */
const ROOM_FACTS: Record<string, { alt: string; size: number; beds: string; amenities?: string[] }> = {
  SGL: { alt: 'A single bed under a window onto the sea', size: 14, beds: '1 single bed' },
  CLD: { alt: 'A double bed under a window onto the sea, a lamp on each side', size: 20, beds: '1 double bed' },
  SSV: {
    alt: 'A double bed facing a wide window onto the sea',
    size: 24,
    beds: '1 double bed',
    amenities: ['Sea view'],
  },
  DKB: {
    alt: 'A king-size bed beside glass doors to a balcony over the sea',
    size: 28,
    beds: '1 king-size bed',
    amenities: ['Balcony', 'Sea view'],
  },
  JST: {
    alt: 'A king-size bed with an armchair by a window onto the sea',
    size: 36,
    beds: '1 king-size bed',
    amenities: ['Sitting area', 'Sea view'],
  },
  PHS: {
    alt: 'A king-size bed and a sofa before a wide window at sunset',
    size: 62,
    beds: '1 king-size bed and a sofa bed',
    amenities: ['Sitting room', 'Sea view', 'Bathrobes'],
  },
  FAM: {
    alt: 'A double bed and a single bed under a window onto the sea',
    size: 32,
    beds: '1 double and 1 single bed',
  },
  LST: { alt: 'A double bed against a brick wall, a window onto the city', size: 22, beds: '1 double bed' },
  LDB: { alt: 'A double bed under a window onto the city at night', size: 26, beds: '1 double bed' },
  L2B: {
    alt: 'A double bed and a sofa under a window onto the city',
    size: 54,
    beds: '2 double beds',
    amenities: ['Kitchenette'],
  },
  HDB: { alt: 'A double bed under a window onto the harbour and its boats', size: 21, beds: '1 double bed' },
  HST: {
    alt: 'A king-size bed and an armchair by a wide window onto the harbour',
    size: 40,
    beds: '1 king-size bed',
    amenities: ['Harbour view'],
  },
  KPR: { alt: 'A double bed in a wood-panelled room, the lighthouse in the window', size: 18, beds: '1 double bed' },
  LAN: { alt: 'A double bed under a round window, the lighthouse lit at night', size: 20, beds: '1 double bed' },
};

function roomType(
  p: number,
  id: number,
  code: string,
  name: string,
  total: number,
  price: number,
  b: ReturnType<typeof bounds>,
  upgrades: number[],
  extra: Partial<RoomTypeRecord> = {},
): RoomTypeRecord {
  return {
    PropertyId: p,
    RoomTypeId: id,
    Code: code,
    Name: name,
    Description: ROOM_ABOUT[code] ?? `${name}: comfortable beds, en-suite bathroom, free Wi-Fi.`,
    ImageUrl: `/mock-assets/rooms/${code.toLowerCase()}.jpg`,
    ImageAlt: ROOM_FACTS[code]?.alt ?? name,
    SizeSquareMetres: ROOM_FACTS[code]?.size ?? null,
    Beds: ROOM_FACTS[code]?.beds ?? null,
    Amenities: ['Free Wi-Fi', 'En-suite bathroom', 'Tea and coffee', ...(ROOM_FACTS[code]?.amenities ?? [])],
    SortOrder: id,
    TotalRooms: total,
    BasePrice: price,
    LocationId: null,
    UpgradeRoomTypeIds: upgrades,
    RoomConfigurationIds: [],
    ...b,
    ...extra,
  };
}

const ROOM_TYPES: RoomTypeRecord[] = [
  roomType(1, 107, 'SGL', 'Single Room', 4, 85, bounds(1, 1, 1, 0), [101]),
  roomType(1, 101, 'CLD', 'Classic Double', 12, 120, bounds(2, 1, 2, 1), [102], { RoomConfigurationIds: [1, 2] }),
  roomType(1, 102, 'SSV', 'Superior Sea View', 10, 150, bounds(3, 1, 2, 1), [103], { RoomConfigurationIds: [1, 2] }),
  roomType(1, 103, 'DKB', 'Deluxe King with Balcony', 8, 185, bounds(3, 1, 3, 2), [104], { RoomConfigurationIds: [1] }),
  roomType(1, 104, 'JST', 'Junior Suite', 5, 240, bounds(4, 1, 3, 2), [105], { RoomConfigurationIds: [1] }),
  roomType(1, 105, 'PHS', 'Penthouse Suite', 2, 420, bounds(5, 1, 4, 3), [], { RoomConfigurationIds: [1] }),
  roomType(1, 106, 'FAM', 'Family Room', 6, 210, bounds(5, 2, 2, 3), [], { RoomConfigurationIds: [1, 2] }),
  roomType(2, 111, 'LST', 'Loft Studio', 10, 110, bounds(2, 1, 2, 1), [112], { LocationId: 21 }),
  roomType(2, 112, 'LDB', 'Loft Double', 8, 140, bounds(3, 1, 2, 2), [113], { LocationId: 22 }),
  roomType(2, 113, 'L2B', 'Two-Bedroom Loft', 4, 230, bounds(5, 2, 4, 3), [], { LocationId: 22 }),
  roomType(3, 121, 'HDB', 'Harbour Double', 9, 105, bounds(2, 1, 2, 1), [122]),
  roomType(3, 122, 'HST', 'Harbour Suite', 3, 190, bounds(4, 1, 3, 2), []),
  roomType(4, 131, 'KPR', "Keeper's Room", 5, 95, bounds(2, 1, 2, 1), [132]),
  roomType(4, 132, 'LAN', 'Lantern Room', 2, 135, bounds(2, 1, 2, 1), []),
];

function ratePlan(
  p: number,
  id: number,
  code: string,
  name: string,
  roomTypeIds: number[],
  extra: Partial<RatePlanRecord> = {},
): RatePlanRecord {
  return {
    PropertyId: p,
    RatePlanId: id,
    RatePlanCode: code,
    Name: name,
    Description: name,
    Policy: 'Free cancellation until 48 hours before arrival; later cancellations are charged the first night.',
    IsRefundable: true,
    IncludesBreakfast: false,
    PriceFactor: 1,
    CanPayByCompanyInvoice: true,
    UseOccupancyForRatePlan: false,
    BaseNumberOfAdults: 2,
    ExtraAdult: 30,
    ExtraChild: 15,
    ExtraInfant: 0,
    PerPersonAdult: 0,
    PerPersonChild: 0,
    PerPersonInfant: 0,
    IsPrivate: false,
    RoomTypeIds: roomTypeIds,
    SortOrder: id,
    ...bounds(null, null, null, null),
    ...extra,
  };
}

/** The demo's properties (their themes are the design review's: tests/unit/domain/theme.test.ts). */
export const DEMO_PROPERTIES = [SEAVIEW, CITYLOFT, HARBOUR, LIGHTHOUSE];

const SEAVIEW_ROOMS = [107, 101, 102, 103, 104, 105, 106];
const RATE_PLANS: RatePlanRecord[] = [
  ratePlan(1, 201, 'FLEX', 'Flexible Rate', SEAVIEW_ROOMS, {
    Description: 'Room only, pay later, free cancellation until 48 hours before arrival.',
  }),
  ratePlan(1, 202, 'NONREF', 'Non-Refundable Saver', SEAVIEW_ROOMS, {
    Description: 'Our best room-only price, paid in full at booking.',
    Policy: 'Non-refundable: the full amount is charged at booking and cannot be refunded.',
    IsRefundable: false,
    PriceFactor: 0.85,
    CanPayByCompanyInvoice: false,
  }),
  ratePlan(1, 203, 'BB', 'Bed & Breakfast', SEAVIEW_ROOMS, {
    Description: 'Full English breakfast for every guest, priced per person.',
    IncludesBreakfast: true,
    UseOccupancyForRatePlan: true,
    PerPersonAdult: 18,
    PerPersonChild: 9,
    MaximumOccupancy: 4,
    ChildMaximumOccupancy: 2,
  }),
  ratePlan(1, 204, 'SOLO', 'Solo Traveller', [101, 102], {
    Description: 'A double room for one guest at a single price.',
    UseOccupancyForRatePlan: true,
    PriceFactor: 0.8,
    BaseNumberOfAdults: 1,
    MaximumOccupancy: 1,
    AdultMaximumOccupancy: 1,
    ChildMaximumOccupancy: 0,
  }),
  ratePlan(1, 205, DEMO.privateRatePlanCode, 'Corporate Rate', SEAVIEW_ROOMS, {
    Description: 'Negotiated company rate (rate plan code CORP).',
    PriceFactor: 0.78,
    IsPrivate: true,
  }),
  ratePlan(2, 211, 'FLEX', 'Flexible Rate', [111, 112, 113], { BaseNumberOfAdults: 1, ExtraAdult: 25, ExtraChild: 12 }),
  ratePlan(2, 212, 'NONREF', 'Advance Purchase', [111, 112, 113], {
    BaseNumberOfAdults: 1,
    ExtraAdult: 25,
    ExtraChild: 12,
    PriceFactor: 0.88,
    IsRefundable: false,
    CanPayByCompanyInvoice: false,
    Policy: 'Non-refundable.',
  }),
  ratePlan(3, 221, 'FLEX', 'Flexible Rate', [121, 122]),
  ratePlan(4, 231, 'FLEX', 'Flexible Rate', [131, 132]),
  ratePlan(3, 222, 'BB', 'Bed & Breakfast', [121, 122], {
    IncludesBreakfast: true,
    UseOccupancyForRatePlan: true,
    PerPersonAdult: 15,
    PerPersonChild: 8,
  }),
];

function service(p: number, id: number, code: string, name: string, extra: Partial<ServiceRecord>): ServiceRecord {
  return {
    PropertyId: p,
    ServiceId: id,
    ServiceCode: code,
    ServiceName: name,
    ServiceDescription: name,
    ImageUrl: `/mock-assets/extras/${code.toLowerCase()}.jpg`,
    Price: 0,
    ChargeType: 'PerStay',
    ChargePerPerson: false,
    Articles: [],
    AllowEditOnBookingEngine: true,
    StartingInventory: null,
    RatePlanIds: [],
    ...extra,
  };
}

const SERVICES: ServiceRecord[] = [
  service(1, 301, 'BREAKFAST', 'Full English Breakfast', {
    ServiceDescription: 'Served 7-10am in the Sea Grill; per person per night.',
    Price: 16.5,
    ChargeType: 'PerDay',
    ChargePerPerson: true,
    Articles: [{ ArticleId: 1, Name: 'Breakfast', Price: 16.5 }],
    RatePlanIds: [201, 202, 204, 205],
  }),
  service(1, 302, 'PARKING', 'Secure Parking', {
    ServiceDescription: 'Per car per night.',
    Price: 12,
    ChargeType: 'PerDay',
    StartingInventory: 20,
  }),
  service(1, 303, 'CHAMPAGNE', 'Champagne on Arrival', {
    ServiceDescription: 'A chilled bottle waiting in your room. Cannot be changed online once booked.',
    Price: 45,
    ChargeType: 'PerStay',
    AllowEditOnBookingEngine: false,
    StartingInventory: 10,
  }),
  service(1, 304, 'SPA', 'Spa Ritual', {
    ServiceDescription: 'Massage and facial, per treatment.',
    Price: 85,
    ChargeType: 'PerQuantity',
    Articles: [
      { ArticleId: 2, Name: 'Massage (50 min)', Price: 60 },
      { ArticleId: 3, Name: 'Facial (25 min)', Price: 25 },
    ],
    StartingInventory: 6,
  }),
  service(1, 305, 'LATECHECKOUT', 'Late Check-out (2pm)', { Price: 25, ChargeType: 'PerStay', StartingInventory: 3 }),
  service(1, 306, 'DINNER', 'Three-Course Dinner', {
    ServiceDescription: 'Per person, per dinner.',
    Price: 39,
    ChargeType: 'PerQuantity',
    ChargePerPerson: true,
  }),
  service(2, 311, 'TRANSFER', 'Airport Transfer', { Price: 35, ChargeType: 'PerQuantity' }),
  service(2, 312, 'BREAKFAST', 'Continental Breakfast', { Price: 14, ChargeType: 'PerDay', ChargePerPerson: true }),
  service(3, 321, 'PARKING', 'Harbour Parking', { Price: 8, ChargeType: 'PerDay' }),
];

/** ISO 3166-1 numeric id, alpha-2 code, name, dialing code. */
const COUNTRIES = [
  [826, 'GB', 'United Kingdom', '+44'],
  [372, 'IE', 'Ireland', '+353'],
  [250, 'FR', 'France', '+33'],
  [276, 'DE', 'Germany', '+49'],
  [724, 'ES', 'Spain', '+34'],
  [380, 'IT', 'Italy', '+39'],
  [528, 'NL', 'Netherlands', '+31'],
  [840, 'US', 'United States', '+1'],
  [124, 'CA', 'Canada', '+1'],
  [36, 'AU', 'Australia', '+61'],
  [710, 'ZA', 'South Africa', '+27'],
  [566, 'NG', 'Nigeria', '+234'],
  [404, 'KE', 'Kenya', '+254'],
  [784, 'AE', 'United Arab Emirates', '+971'],
  [208, 'DK', 'Denmark', '+45'],
  [484, 'MX', 'Mexico', '+52'],
] as const;

const CARD_TYPES = [
  [1, 'Visa', 'visa'],
  [2, 'Mastercard', 'mastercard'],
  [3, 'American Express', 'amex'],
  [4, 'Discover', 'discover'],
  [5, 'Diners Club', 'dinersclub'],
  [6, 'JCB', 'jcb'],
  [7, 'UnionPay', 'unionpay'],
  [8, 'Troy', 'troy'],
] as const;

function booker(first: string, last: string, email: string, id: number): BookerRecord {
  return {
    IndividualId: id,
    FirstName: first,
    LastName: last,
    Email: email,
    Phone: '+441234567890',
    Street: '10 Downing Lane',
    City: 'London',
    CountryId: 826,
    StateOrCounty: null,
    ZipCode: 'SW1A 2AA',
    OptInToReceiveUpdates: false,
  };
}

async function seedReservation(input: {
  id: number;
  ref: string;
  surname: string;
  first: string;
  hash: string;
  token: string;
  from: string;
  to: string;
  userId: number | null;
  cancelled: boolean;
  rooms: Array<{
    roomTypeId: number;
    ratePlanId: number;
    adults: number;
    children: number;
    infants: number;
    services: Array<[number, number]>;
    config: number | null;
  }>;
}): Promise<void> {
  const property = SEAVIEW;
  const items: ReservationItemRecord[] = input.rooms.map((room, index) => {
    const rt = ROOM_TYPES.find((r) => r.RoomTypeId === room.roomTypeId);
    const rp = RATE_PLANS.find((r) => r.RatePlanId === room.ratePlanId);
    if (!rt || !rp) throw new Error('seed: unknown room type or rate plan');
    const occ = { numberOfAdults: room.adults, numberOfChildren: room.children, numberOfInfants: room.infants };
    const currency = property.Currency;
    // the database keeps decimals, as the API carries them
    const cost = toDecimal(
      roomCost(stayRate(property, rt, rp, input.from, input.to, null).prices, occ, currency),
      currency,
    );
    const nights = nightsBetween(input.from, input.to);
    const itemId = input.id * 10 + index + 1;
    return {
      ReservationItemId: itemId,
      RoomTypeId: rt.RoomTypeId,
      RatePlanId: rp.RatePlanId,
      DateFrom: input.from,
      DateTo: input.to,
      NumberOfAdults: room.adults,
      NumberOfChildren: room.children,
      NumberOfInfants: room.infants,
      RoomConfigurationId: room.config,
      Promotion: null,
      Guests: [
        {
          IndividualId: itemId * 10 + 1,
          FirstName: index === 0 ? input.first : 'Sam',
          LastName: input.surname,
          Email: index === 0 ? `${input.first.toLowerCase()}.${input.surname.toLowerCase()}@example.com` : '',
          Phone: index === 0 ? '+441234567890' : '',
        },
      ],
      Services: room.services.map(([serviceId, quantity]) => {
        const s = SERVICES.find((x) => x.ServiceId === serviceId);
        if (!s) throw new Error('seed: unknown service');
        return {
          ServiceId: serviceId,
          Quantity: quantity,
          TotalCost: toDecimal(
            serviceCost(
              s,
              { quantity, nights, numberOfAdults: room.adults, numberOfChildren: room.children },
              currency,
            ),
            currency,
          ),
        };
      }),
      RoomCost: cost,
      IsCancelled: input.cancelled,
      CancellationReasonId: input.cancelled ? 1 : null,
      Registration: null,
    };
  });
  const minor = (decimal: number) => toMinor(decimal, property.Currency);
  const total = items.reduce(
    (sum, i) => sum + minor(i.RoomCost) + i.Services.reduce((s, x) => s + minor(x.TotalCost), 0),
    0,
  );
  const record: ReservationRecord = {
    ReservationId: input.id,
    ReferenceNumber: input.ref,
    PropertyId: property.PropertyId,
    ConfirmationToken: input.token,
    LinkHash: input.hash,
    Status: input.cancelled ? 'Cancelled' : 'Confirmed',
    PendingPollsLeft: 0,
    CreatedAt: `${addDays(input.from, -30)}T12:00:00.000Z`,
    DateFrom: input.from,
    DateTo: input.to,
    Booker: booker(
      input.first,
      input.surname,
      `${input.first.toLowerCase()}.${input.surname.toLowerCase()}@example.com`,
      input.id * 100,
    ),
    Items: items,
    PaymentType: 0,
    Currency: property.Currency,
    TotalCost: toDecimal(total, property.Currency),
    VoucherCode: null,
    VoucherDiscount: 0,
    PromoCode: null,
    Notes: input.cancelled ? '' : 'Sea view if possible, please.',
    Comment: '',
    UserId: input.userId,
    CompanyAccountId: null,
    PONumber: null,
    Card: { CardTypeId: 1, LastFourDigits: '1111', ExpiryMonth: 12, ExpiryYear: Number(input.from.slice(0, 4)) + 2 },
    CancellationReasonId: input.cancelled ? 1 : null,
    PreCheckInCompleted: false,
    PreCheckIn: null,
    CreditCardIds: [],
  };
  await db.reservations.create(record);
  if (!input.cancelled) {
    for (const item of items)
      await adjustBookedNights(property.PropertyId, item.RoomTypeId, item.DateFrom, item.DateTo, 1);
  }
}

/** Empties the database and seeds the demo data relative to `today` (YYYY-MM-DD). */
export async function seedDb(today: string = mockToday()): Promise<void> {
  clearDb();
  for (const p of DEMO_PROPERTIES) await db.properties.create(p);
  const { SEAVIEW: seaview, CITYLOFT: cityloft, HARBOUR: harbour, LIGHTHOUSE: lighthouse } = DEMO.properties;
  await db.propertyGroups.create({
    GroupId: DEMO.propertyGroupId,
    GroupCode: DEMO.propertyGroup,
    Name: 'Coastal Collection',
    LogoFileUrl: '/mock-assets/coastal-logo.svg',
    Theme: SEAVIEW.Theme,
    Currency: 'GBP',
    MaxNumberOfRoomsOnBooking: 4,
    Telephone: '+44 1273 000100',
    Email: 'stay@coastal.example.com',
    WebsiteUrl: 'https://coastal.example.com',
    Areas: [
      { AreaId: 1, Name: 'Sussex Coast', PropertyIds: [seaview] },
      { AreaId: 2, Name: 'Cornwall', PropertyIds: [harbour, lighthouse] },
      { AreaId: 3, Name: 'Dublin Bay', PropertyIds: [cityloft] },
    ],
  });
  await db.propertyGroups.create({
    GroupId: DEMO.oneAreaGroupId,
    GroupCode: DEMO.oneAreaGroup,
    Name: 'Cornish Harbours',
    LogoFileUrl: '/mock-assets/cornish-logo.svg',
    Theme: HARBOUR.Theme,
    Currency: 'GBP',
    MaxNumberOfRoomsOnBooking: 2,
    Telephone: '+44 1326 000100',
    Email: null,
    WebsiteUrl: null,
    Areas: [{ AreaId: 4, Name: 'Cornwall', PropertyIds: [harbour, lighthouse] }],
  });
  for (const r of ROOM_TYPES) await db.roomTypes.create(r);
  for (const r of RATE_PLANS) await db.ratePlans.create(r);
  for (const s of SERVICES) await db.services.create(s);

  await db.promoCodes.create({
    PropertyId: 1,
    PromotionId: 7,
    Code: DEMO.promoCode,
    DiscountPercent: DEMO.promoDiscountPercent,
    Promotion: 'Spring Offer',
    Message: 'Promo code SPRING10 applied: 10% off every room rate.',
    ValidFromOffset: 0,
    ValidToOffset: null,
    Active: true,
  });
  await db.promoCodes.create({
    PropertyId: 1,
    PromotionId: 8,
    Code: DEMO.expiredPromoCode,
    DiscountPercent: 5,
    Promotion: 'Winter Offer',
    Message: 'Promo code WINTER5 applied.',
    ValidFromOffset: 0,
    ValidToOffset: null,
    Active: false,
  });
  await db.giftVouchers.create({
    PropertyId: 1,
    Code: DEMO.voucher.code,
    Amount: DEMO.voucher.amount,
    Redeemed: false,
    IsExperience: false,
  });
  await db.giftVouchers.create({
    PropertyId: 1,
    Code: DEMO.experienceVoucher.code,
    Amount: DEMO.experienceVoucher.amount,
    Redeemed: false,
    IsExperience: true,
  });

  const companies = [
    [401, 9001, 'Acme Travel Ltd', '1 Acme Way, London'],
    [402, 9002, 'Blue Harbour Consulting', '22 Quay Road, Bristol'],
    [403, 9003, 'Coastal Events Co', '5 Pier Street, Brighton'],
    [404, 9004, 'Acorn Software plc', '100 Tech Park, Reading'],
  ] as const;
  for (const [id, account, name, address] of companies) {
    await db.companies.create({ PropertyId: 1, CompanyId: id, AccountId: account, Name: name, Address: address });
  }
  for (const [id, code, name, dial] of COUNTRIES)
    await db.countries.create({ Id: id, IsoCode: code, Name: name, DialingCode: dial });
  for (const [id, name, code] of CARD_TYPES) await db.cardTypes.create({ Id: id, Name: name, Code: code });

  const reasons: Array<[number, number, string]> = [
    [1, 1, 'Change of plans'],
    [1, 2, 'Found a better price elsewhere'],
    [1, 3, 'Travel restrictions'],
    [1, 4, 'Booked by mistake'],
    [1, 5, 'Other'],
    [2, 11, 'Change of plans'],
    [2, 12, 'Other'],
    [3, 21, 'Change of plans'],
    [3, 22, 'Other'],
  ];
  for (const [p, id, name] of reasons) await db.cancellationReasons.create({ PropertyId: p, Id: id, Name: name });
  await db.roomConfigurations.create({ PropertyId: 1, Id: 1, Name: 'Double bed' });
  await db.roomConfigurations.create({ PropertyId: 1, Id: 2, Name: 'Twin beds' });

  await db.restaurants.create({
    PropertyId: 1,
    Id: 601,
    Name: 'The Sea Grill',
    CurrencySymbol: '£',
    MinOnlinePartySize: 1,
    MaxOnlinePartySize: 8,
    NoAvailabilityText: 'Sorry, no tables are available online for this date. Please call +44 1273 000001.',
    Times: ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'],
    ClosedWeekdays: [1],
    IsLeaveTimeRequired: false,
    CoversPerSlot: 16,
    Promotions: [{ Id: 1, Name: 'Early dinner', Description: 'Two courses for £25 before 19:00.' }],
  });
  await db.restaurants.create({
    PropertyId: 1,
    Id: 602,
    Name: 'Terrace Brasserie',
    CurrencySymbol: '£',
    MinOnlinePartySize: 2,
    MaxOnlinePartySize: 6,
    NoAvailabilityText: 'The terrace is fully booked on this date.',
    Times: ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30'],
    ClosedWeekdays: [],
    IsLeaveTimeRequired: true,
    CoversPerSlot: 12,
    Promotions: [],
  });

  await db.users.create({
    UserId: 1,
    EmailAddress: DEMO.account.email,
    Password: DEMO.account.password,
    Firstname: DEMO.account.firstname,
    Lastname: DEMO.account.lastname,
    Telephone: '+447700900123',
    ReceiveBrandOffers: true,
    CanChoosePaymentMethod: true,
    EmailConfirmed: true,
    EmailConfirmationToken: null,
    PasswordResetToken: DEMO.passwordResetToken,
    CreditCards: [
      {
        CreditCardId: 1,
        NameOnCard: 'ALEX MORGAN',
        Last4: '1111',
        MaskedNumber: '**** **** **** 1111',
        CreditCardTypeId: 1,
        ExpiryMonth: 12,
        ExpiryYear: Number(today.slice(0, 4)) + 3,
      },
      {
        CreditCardId: 2,
        NameOnCard: 'ALEX MORGAN',
        Last4: '4444',
        MaskedNumber: '**** **** **** 4444',
        CreditCardTypeId: 2,
        ExpiryMonth: 6,
        ExpiryYear: Number(today.slice(0, 4)) + 2,
      },
    ],
    CompanyAccountId: 9001,
  });
  await db.users.create({
    UserId: 2,
    EmailAddress: DEMO.unconfirmedAccount.email,
    Password: DEMO.unconfirmedAccount.password,
    Firstname: 'Nia',
    Lastname: 'Okafor',
    Telephone: '+2348000000000',
    ReceiveBrandOffers: false,
    CanChoosePaymentMethod: false,
    EmailConfirmed: false,
    EmailConfirmationToken: DEMO.unconfirmedAccount.confirmationToken,
    PasswordResetToken: null,
    CreditCards: [],
    CompanyAccountId: null,
  });

  const rates: Array<[string, string, number]> = [
    ['GBP', 'EUR', 1.17],
    ['GBP', 'USD', 1.27],
    ['GBP', 'AED', 4.66],
    ['GBP', 'ZAR', 23.1],
    ['GBP', 'DKK', 8.72],
    ['GBP', 'AUD', 1.93],
    ['GBP', 'CAD', 1.74],
    ['GBP', 'MXN', 21.9],
    ['GBP', 'NGN', 1950],
    ['GBP', 'KES', 164],
    ['EUR', 'GBP', 0.855],
    ['EUR', 'USD', 1.085],
  ];
  for (const [base, currency, rate] of rates)
    await db.exchangeRates.create({ BaseCurrency: base, Currency: currency, Rate: rate });

  const arrival = addDays(today, DEMO.reservation.arrivalOffset);
  await seedReservation({
    id: 1,
    ref: DEMO.reservation.referenceNumber,
    surname: DEMO.reservation.surname,
    first: 'John',
    hash: DEMO.reservation.linkHash,
    token: DEMO.reservation.confirmationToken,
    from: arrival,
    to: addDays(arrival, DEMO.reservation.nights),
    userId: 1,
    cancelled: false,
    rooms: [
      {
        roomTypeId: 102,
        ratePlanId: 201,
        adults: 2,
        children: 0,
        infants: 0,
        services: [
          [301, 1],
          [303, 1],
        ],
        config: 1,
      },
      { roomTypeId: 101, ratePlanId: 203, adults: 1, children: 1, infants: 0, services: [[302, 1]], config: 2 },
    ],
  });
  const arrival2 = addDays(today, 40);
  await seedReservation({
    id: 2,
    ref: DEMO.cancelledReservation.referenceNumber,
    surname: DEMO.cancelledReservation.surname,
    first: 'Emma',
    hash: DEMO.cancelledReservation.linkHash,
    token: DEMO.cancelledReservation.confirmationToken,
    from: arrival2,
    to: addDays(arrival2, 2),
    userId: null,
    cancelled: true,
    rooms: [{ roomTypeId: 103, ratePlanId: 202, adults: 2, children: 0, infants: 0, services: [], config: 1 }],
  });
}
