import type { SearchQuery } from '@/domain/searchQuery';
import type { BasketState, BookingPropertyFacts, PriceChange } from '@/domain/basket';

/** The basket's own types live with its rules in src/domain/basket.ts. */
export type {
  AvailabilityResult,
  BasketItem,
  BookingPropertyFacts,
  BookingRoomDto,
  PriceChange,
  RatePlan,
  RoomConfiguration,
  RoomType,
  SearchResponse,
  SearchRoom,
  Service,
  ServiceLine,
  ServicesResponse,
  Upgrade,
} from '@/domain/basket';

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

/** The booking flow: the basket's state (src/domain/basket) and what the flow adds to it. */
export interface BookingContext extends BasketState {
  property: BookingPropertyFacts;
  /** the search that produced the results (from the URL) */
  search: SearchQuery | null;
  /** what a re-check after a reload found changed in the basket's prices (until dismissed) */
  priceChanges: PriceChange[];
  /** small screens run the booking summary before checkout; desktop goes straight on */
  isSmallScreen: boolean;
  error: string | null;
}
