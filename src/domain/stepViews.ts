/**
 * View models of the shared booking steps (src/ui/steps): what a guest sees of the rooms and
 * rates, an upgrade offer, a room's guests, its extras and the basket. Plain data, so every flow
 * (booking, manage booking, pre check-in) can fill them from its own machine's selectors and the
 * step components render them without knowing where they came from. Amounts are integer minor
 * units of the property currency (src/domain/money `Minor`), as the pricing rules give them; the
 * components only format them.
 */
import type { PriceChange, Service } from './basket';
import type { AlternativeStay, DayFacts } from './dates';
import type { Occupancy } from './occupancy';
import type { PictureView } from './pictures';

/** Something loaded for a step: while it loads, when it failed (with the message), or there. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: string } | ({ status: 'ready' } & T);

/** A room of the booking as its tab shows it: "Room 2 · 2 adults, 1 child · chosen". */
export interface RoomTabView {
  roomNumber: number;
  guests: string;
  chosen: boolean;
}

export interface RateView {
  ratePlanId: number;
  name: string;
  description: string | null;
  /** room cost of the stay for the active room's guests */
  price: number;
  /** the price before a discount, when higher */
  originalPrice: number | null;
  promotion: string | null;
}

export interface RoomTypeView {
  roomTypeId: number;
  name: string;
  description: string | null;
  /** the lowest price of a rate that fits the guests ("From £…") */
  from: number | null;
  fromOriginal: number | null;
  /** "Minimum stay N nights", when the property shows it */
  minimumStay: number | null;
  /** "Only N left", when so few are left that the guest is told */
  roomsLeft: number | null;
  /** "Sleeps up to N", when the property shows it */
  maxOccupancy: number | null;
  /** its main picture, when the hotel has one */
  picture: PictureView | null;
  /** size, beds and occupancy in a line each ("24 m²", "1 double bed", "Sleeps up to 3") */
  facts: string[];
  /** what every room of the type has ("Free Wi-Fi", "Sea view") */
  amenities: string[];
  rates: RateView[];
}

/**
 * How the room types are shown: every room type with its rates; only the room types, each with
 * a "See rates for …" button (small screens); or the rates of the one room type chosen that way.
 */
export type RoomRateMode = 'rates' | 'roomTypes' | 'oneRoomType';

export interface RoomRateNotices {
  /** the search's message for a promo code that does not apply */
  promoInvalid: string | null;
  /** the message of a valid gift voucher code */
  voucher: string | null;
  /** no room type sleeps the active room's guests */
  noRoomsForOccupancy: boolean;
  /** nothing to offer: no availability, or the rooms of the basket took the last ones */
  noRooms: string | null;
}

export interface RoomRateStepView {
  currency: string;
  /** the room being chosen for */
  roomNumber: number | null;
  /** its guests, "2 adults, 1 child" */
  guests: string | null;
  /** every room of the booking (tabs when there are several) */
  rooms: RoomTabView[];
  notices: RoomRateNotices;
  /** every room has a room and rate already: the guest may go on with them */
  canContinue: boolean;
  mode: RoomRateMode;
  roomTypes: RoomTypeView[];
}

export interface UpgradeView {
  roomTypeId: number;
  name: string;
  /** room cost of the stay in the upgraded room */
  price: number;
  /** what it costs more (or less) than the room chosen */
  difference: number;
  /** nights of the stay */
  nights: number;
  /** the difference a night (rounded to the minor unit); `perNightExact` when every night adds the same */
  perNight: number;
  perNightExact: boolean;
  /** the upgraded room type's picture, when the hotel has one */
  picture: PictureView | null;
  /** its size and beds ("28 m²", "1 king-size bed") */
  facts: string[];
}

export interface UpgradeStepView {
  currency: string;
  roomNumber: number | null;
  /** the room type chosen, which the guest may keep */
  roomTypeName: string | null;
  upgrades: UpgradeView[];
}

export interface GuestCounts {
  numberOfAdults: number;
  numberOfChildren: number;
  numberOfInfants: number;
}

/** One guest count the guest may change, in the property's words ("Children (2-12)"). */
export interface GuestCountField {
  key: keyof GuestCounts;
  label: string;
  options: number[];
}

export interface LeadGuestView {
  firstName: string;
  lastName: string;
}

export interface ChoiceView {
  value: string;
  label: string;
}

/** What is missing for the room's guests to be complete (shown once the guest tries to go on). */
export interface GuestsErrors {
  firstName: string | null;
  lastName: string | null;
  configuration: string | null;
}

export interface GuestsRoomView {
  roomNumber: number;
  roomTypeName: string;
  ratePlanName: string;
  guests: GuestCounts;
  fields: GuestCountField[];
  /** the most guests the room sleeps */
  maxTotal: number;
  leadGuest: LeadGuestView;
  /** the bed set-up question, when the property asks it for this room type */
  configuration: { value: string; options: ChoiceView[] } | null;
  /** what is missing (null: nothing) */
  errors: GuestsErrors;
  /** the guest tried to go on with something missing: the errors show (the flow's `refused` state) */
  errorsShown: boolean;
}

export type GuestsStepView = Loaded<GuestsRoomView>;

export interface ServiceView {
  serviceId: number;
  name: string;
  description: string | null;
  chargeType: Service['ChargeType'];
  chargePerPerson: boolean;
  quantity: number;
  /** the service's own price: per night, per stay or per item, and per guest when charged so */
  basePrice: number;
  /** what one (PerQuantity: one item) costs for this room's stay: nights and guests counted */
  unitPrice: number;
  lineCost: number;
  nights: number;
  /** guests it is charged for when per person (adults and children; infants are free) */
  chargedGuests: number;
  /** shown but not changeable here (a booked extra the hotel does not let guests edit online) */
  locked?: boolean;
  /** its picture, when the hotel has one */
  picture: PictureView | null;
}

export interface ExtrasRoomView {
  currency: string;
  roomNumber: number;
  services: ServiceView[];
}

export type ExtrasStepView = Loaded<ExtrasRoomView>;

export interface BasketExtraView {
  serviceId: number;
  name: string;
  quantity: number;
}

export interface BasketItemView {
  roomNumber: number;
  roomTypeName: string;
  ratePlanName: string;
  guests: string;
  /** "Ada Lovelace", once a name is given */
  leadGuest: string | null;
  extras: BasketExtraView[];
  roomCost: number;
  serviceCost: number;
}

export interface BasketTotalsView {
  /** VAT is added to the prices (a subtotal and the VAT are shown) */
  taxExclusive: boolean;
  vatRate: number;
  subtotal: number;
  vat: number;
  /** what the guest pays, taxes included */
  payable: number;
}

export interface BasketSummaryView {
  currency: string;
  /** the dates of the stay, as the guest reads them */
  stay: { from: string; to: string; nights: number } | null;
  items: BasketItemView[];
  /** what a re-check found changed in the prices of the rooms (until the guest dismisses it) */
  priceChanges: PriceChange[];
  totals: BasketTotalsView;
}

/** What is wrong with the chosen dates (the message says it in words). */
export type DatesProblem = 'sameDay' | 'outsideCalendar' | 'soldOut' | 'minimumStay' | null;

/**
 * The stay's dates as the date fields, the availability calendar and the alternative stays show
 * them (src/ui/stay): the search page and manage booking's change of dates fill it from the one
 * search machine.
 */
export interface StayDatesView {
  calendarStatus: 'loading' | 'loaded' | 'failed';
  calendarError: string | null;
  /** First and last selectable day (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  /** Sold-out days (YYYY-MM-DD) inside the window. */
  soldOutDays: ReadonlySet<string>;
  /** rooms available, minimum stay and lowest nightly price of a day, worked out when asked */
  dayInfo: DayFacts;
  /** the currency of the nightly prices; null: none are shown */
  currency: string | null;
  fromDate: string | null;
  toDate: string | null;
  nights: number | null;
  datesProblem: DatesProblem;
  /** The message of the dates problem (same-day, sold out, minimum stay). */
  datesMessage: string | null;
  /** Shown after a refused submit when the dates are missing or invalid. */
  datesError: string | null;
  alternativeStays: AlternativeStay[];
  showAlternativeStays: boolean;
}

/** A room of a search: its number (1-based) and its guests. */
export interface SearchRoomView extends Occupancy {
  roomNumber: number;
}

/** The counts each guest field of a search room may take (what the search machine accepts). */
export interface GuestOptions {
  adults: number[];
  children: number[];
  infants: number[];
}

/**
 * One choice of "where" in a search form: a location of a hotel (LocationId) and/or an area of a
 * property group (AreaId). `key` is the select's value.
 */
export interface WhereChoice {
  key: string;
  label: string;
  locationId: number | null;
  areaId: number | null;
}

/** The "where" select of a search form: choices in groups (a group's areas; null = no heading). */
export interface WhereChoices {
  label: string;
  /** the choice of everywhere (no location, no area) */
  anyLabel: string;
  groups: Array<{ label: string | null; choices: WhereChoice[] }>;
}

/** The search form's screen (src/ui/search): one search machine fills it for a hotel or a group. */
export interface SearchFormView extends StayDatesView {
  /** Every active state path, space separated (the form's data-state). */
  dataState: string;
  sameDayMessage: string | null;
  rooms: SearchRoomView[];
  /** per room, in order */
  roomOptions: GuestOptions[];
  maxRooms: number;
  canAddRoom: boolean;
  roomsMessage: string | null;
  promoCode: string;
  ratePlanCode: string;
  locationId: number | null;
  areaId: number | null;
  submitRefused: boolean;
  submitted: boolean;
}

export type OccupancyChange = Partial<Occupancy> & { roomNumber: number };

/** What a guest does in the search form: the search machine's events. */
export type SearchFormEvent =
  | { type: 'dates.changed'; fromDate: string | null; toDate: string | null }
  | { type: 'room.added' }
  | { type: 'room.removed'; roomNumber: number }
  | ({ type: 'room.occupancyChanged' } & OccupancyChange)
  | { type: 'promo.changed'; promoCode: string }
  | { type: 'ratePlan.changed'; ratePlanCode: string }
  | { type: 'location.changed'; locationId: number | null; areaId?: number | null }
  | { type: 'offer.applied'; promoCode: string | null; ratePlanCode: string | null }
  | { type: 'clock.ticked'; now: string }
  | { type: 'search.submitted' }
  | { type: 'calendar.retry' };

export type GuestDetailField = 'FirstName' | 'LastName' | 'Email' | 'Phone';

/** Every guest of one room, as manage booking and pre check-in edit them (lead guest first). */
export interface GuestListView {
  roomNumber: number;
  roomTypeName: string;
  /** which fields the property requires */
  required: Record<GuestDetailField, boolean>;
  guests: {
    index: number;
    values: Record<GuestDetailField, string>;
    errors: Partial<Record<GuestDetailField, string>>;
  }[];
  /** the guest tried to go on with something missing: the errors show */
  errorsShown: boolean;
}

export type RegistrationViewField = 'NationalityIsoCode' | 'DateOfBirth' | 'IdDocumentType' | 'IdDocumentNumber';

/** The registration data a property asks of a room's lead guest at check-in (pre check-in). */
export interface RegistrationView {
  asked: { nationality: boolean; dateOfBirth: boolean; idDocument: boolean };
  values: Record<RegistrationViewField, string>;
  /** what is missing (shown once the guest tried to go on) */
  errors: Partial<Record<RegistrationViewField, string>>;
  countries: ChoiceView[];
  documentTypes: ChoiceView[];
}
