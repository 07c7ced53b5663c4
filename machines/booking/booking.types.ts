import type { components } from '@/api/schema';
import type { SearchQuery } from '../search/searchQuery';

export type SearchResponse = components['schemas']['SearchResponse'];
export type AvailabilityResult = components['schemas']['AvailabilityResult'];
export type RoomType = components['schemas']['RoomType'];
export type RatePlan = components['schemas']['RatePlan'];
export type Upgrade = components['schemas']['Upgrade'];
export type Service = components['schemas']['Service'];
export type ServicesResponse = components['schemas']['ServicesResponse'];
export type RoomConfiguration = components['schemas']['RoomConfiguration'];
export type BookingRoomDto = components['schemas']['BookingRoom'];

/** Booking flow steps as the spec's flag values. */
export const BOOKING_STEP = {
  None: 1,
  RoomTypeSelection: 2,
  RatePlanSelection: 4,
  UpgradeSelection: 8,
  Occupancy: 16,
  Extras: 32,
  BookingSummary: 64,
  PersonalInformation: 128,
  Account: 256,
  AddressDetails: 512,
  PaymentDetails: 1024,
} as const;

/** Top-level stages of the booking flow (spec: None, Search, RoomsAndRates, Checkout). */
export type BookingStage = 'None' | 'Search' | 'RoomsAndRates' | 'Checkout';

export interface SearchRoom {
  roomNumber: number;
  numberOfAdults: number;
  numberOfChildren: number;
  numberOfInfants: number;
}

export interface ServiceLine {
  ServiceId: number;
  Quantity: number;
  /** set while the guest has just added it, for the "added" announcement */
  justAdded: boolean;
}

/** One room of the basket (the spec's "room selection / basket reservation item"). */
export interface BasketItem {
  roomNumber: number;
  DateOfArrival: string;
  DateOfDeparture: string;
  numberOfAdults: number;
  numberOfChildren: number;
  numberOfInfants: number;
  RoomTypeId: number;
  roomTypeName: string;
  /** the rate as offered by the search (per-stay prices) */
  ratePlan: RatePlan;
  /** room type occupancy bounds, for occupancy changes */
  roomTypeBounds: Pick<
    RoomType,
    'MaximumOccupancy' | 'MinimumOccupancy' | 'AdultMaximumOccupancy' | 'ChildMaximumOccupancy'
  >;
  leadGuest: { firstName: string; lastName: string };
  roomConfigurationId: number | null;
  Services: ServiceLine[];
  /** services offered for this room (loaded in the extras step) */
  availableServices: Service[];
  inventory: ServicesResponse['InventoryPerServiceId'];
  servicesLoaded: boolean;
  servicesSeen: boolean;
  upgradesSeen: boolean;
  guestsReviewed: boolean;
}

/** A basket room whose price changed since it was chosen (seen when a restored flow re-checks). */
export interface PriceChange {
  roomNumber: number;
  roomTypeName: string;
  ratePlanName: string;
  /** room cost of the stay as chosen */
  before: number;
  /** room cost now; null when the rate is no longer offered */
  after: number | null;
}

export interface BookingPropertyFacts {
  propertyId: number;
  propertyCode: string;
  currency: string;
  standardVatRate: number;
  isStandardTaxExclusive: boolean;
  showRoomConfigurationQuestion: boolean;
  maxRooms: number;
  noAvailabilityMessage: string | null;
}

export interface BookingContext {
  property: BookingPropertyFacts;
  /** the search that produced the results (from the URL) */
  search: SearchQuery | null;
  rooms: SearchRoom[];
  results: SearchResponse | null;
  /** rooms left per room type id, lowered as rooms go into the basket */
  availability: Record<string, number>;
  activeRoomNumber: number | null;
  /** room type picked in the room type step, before its rate */
  pendingRoomTypeId: number | null;
  basket: BasketItem[];
  /** what a re-check after a reload found changed in the basket's prices (until dismissed) */
  priceChanges: PriceChange[];
  roomConfigurations: RoomConfiguration[];
  /** small screens run the booking summary before checkout; desktop goes straight on */
  isSmallScreen: boolean;
  error: string | null;
}
