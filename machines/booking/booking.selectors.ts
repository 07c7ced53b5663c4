/**
 * View models of the booking flow's screens, from a snapshot. Screens render these and send
 * events; they compute nothing themselves.
 */
import type { SnapshotFrom } from 'xstate';
import {
  amountPayable,
  basketItemTotals,
  basketTotals,
  lowestRate,
  roomCost,
  originalRoomCost,
  serviceCost,
  serviceUnitPrice,
} from '@/domain/pricing';
import { toDecimal, type Minor } from '@/domain/money';
import { availableRoomsFor, showAvailabilityBadge } from '@/domain/availability';
import { nights } from '@/domain/dates';
import { effectiveBounds, fitsRoomTypeAndRate } from '@/domain/occupancy';
import type { bookingMachine } from './booking.machine';
import { stateString } from '../stateValue';
import {
  BOOKING_STEP,
  type BasketItem,
  type BookingContext,
  type BookingRoomDto,
  type BookingStage,
  type PriceChange,
  type RatePlan,
  type Service,
} from './booking.types';
import {
  activeRoom,
  basketItemFor,
  isLeadGuestOk,
  occupancyOf,
  offeredRoomTypeIds,
  offeredUpgrades,
  roomTypeById,
} from '@/domain/basket';

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

export type BookingStep = keyof typeof BOOKING_STEP;

export function stepOf(snapshot: BookingSnapshot): BookingStep {
  if (snapshot.matches({ roomsAndRates: 'roomTypeSelection' })) return 'RoomTypeSelection';
  if (snapshot.matches({ roomsAndRates: 'ratePlanSelection' })) return 'RatePlanSelection';
  if (snapshot.matches({ roomsAndRates: 'upgradeSelection' })) return 'UpgradeSelection';
  if (snapshot.matches({ roomsAndRates: 'occupancy' })) return 'Occupancy';
  if (snapshot.matches({ roomsAndRates: 'extras' })) return 'Extras';
  if (snapshot.matches({ roomsAndRates: 'bookingSummary' })) return 'BookingSummary';
  // the checkout's own steps (PersonalInformation ... PaymentDetails) come from its form: checkoutStepOf
  if (snapshot.matches('checkout')) return 'PersonalInformation';
  return 'None';
}

/** Stage of the flow: None once a booking is made (until a new search), Search before results. */
export function stageOf(snapshot: BookingSnapshot): BookingStage {
  if (snapshot.matches('completed')) return 'None';
  if (snapshot.matches('idle')) return 'Search';
  if (snapshot.matches('checkout')) return 'Checkout';
  return 'RoomsAndRates';
}

/** "roomsAndRates.occupancy.editing" for data-state attributes. */
export function stateName(snapshot: BookingSnapshot): string {
  return stateString(snapshot.value);
}

export function nightsOf(context: BookingContext): number {
  return nights(context.search?.fromDate, context.search?.toDate);
}

/** A basket item as the domain's pricing takes it. */
function pricingInput(context: BookingContext, item: BasketItem) {
  return {
    ...occupancyOf(item),
    ratePlan: item.ratePlan,
    services: item.Services.flatMap((line) => {
      const service = item.availableServices.find((s) => s.ServiceId === line.ServiceId);
      return service ? [{ Service: service, Quantity: line.Quantity }] : [];
    }),
    nights: nightsOf(context),
    vat: {
      StandardVatRate: context.property.standardVatRate,
      IsStandardTaxExclusive: context.property.isStandardTaxExclusive,
    },
  };
}

/**
 * Price changes to tell the guest about: those of rooms still in the basket as they were when
 * re-checked (a room removed or chosen again since needs no notice). A flow saved before this
 * field existed has none.
 */
export function priceChangesOf(context: BookingContext): PriceChange[] {
  const changes: PriceChange[] | undefined = context.priceChanges;
  return (changes ?? []).filter((change) =>
    context.basket.some(
      (item) =>
        item.roomNumber === change.roomNumber &&
        item.roomTypeName === change.roomTypeName &&
        item.ratePlan.RatePlanName === change.ratePlanName,
    ),
  );
}

/** A basket item's totals, in minor units of the property currency. */
export function itemTotals(context: BookingContext, item: BasketItem) {
  return basketItemTotals(pricingInput(context, item), context.property.currency);
}

/** The basket's totals and what the guest pays, in minor units of the property currency. */
export function totalsOf(context: BookingContext) {
  const totals = basketTotals(
    context.basket.map((item) => pricingInput(context, item)),
    context.property.currency,
  );
  return { ...totals, payable: amountPayable(totals, context.property.isStandardTaxExclusive) };
}

/**
 * The basket as Reservation/Create and CheckVoucherCode take it (TotalCost: the room cost, a
 * decimal of the property currency: this DTO is the API edge).
 */
export function bookingRoomsOf(context: BookingContext): BookingRoomDto[] {
  return context.basket.map((item) => ({
    DateFrom: item.DateOfArrival,
    DateTo: item.DateOfDeparture,
    RoomTypeId: item.RoomTypeId,
    RoomConfigurationDropdownOptionId: item.roomConfigurationId,
    RatePlanId: item.ratePlan.RatePlanId,
    Promotion: item.ratePlan.Promotion,
    NumberOfAdults: item.numberOfAdults,
    NumberOfChildren: item.numberOfChildren,
    NumberOfInfants: item.numberOfInfants,
    LeadGuest: { FirstName: item.leadGuest.firstName.trim(), LastName: item.leadGuest.lastName.trim() },
    Services: item.Services.map((line) => ({ ServiceId: line.ServiceId, Quantity: line.Quantity })),
    TotalCost: toDecimal(roomCost(item.ratePlan, item, context.property.currency), context.property.currency),
  }));
}

/** The property's own words for its guests (AdultLabel, ChildLabel, InfantLabel): plural forms. */
export interface GuestWords {
  adults?: string | null;
  children?: string | null;
  infants?: string | null;
}

/**
 * "2 adults, 1 child". Where the property names its guests in its own words (e.g. "Children
 * (2-12)"), those are used as the search form shows them: "2 adults, Children (2-12): 1".
 */
export function guestsText(adults: number, children: number, infants: number, words: GuestWords = {}): string {
  const part = (count: number, label: string | null | undefined, one: string, many: string, always = false) => {
    if (!count && !always) return '';
    if (label && label.trim().toLowerCase() !== many) return `${label}: ${count}`;
    return `${count} ${count === 1 ? one : many}`;
  };
  return [
    part(adults, words.adults, 'adult', 'adults', true),
    part(children, words.children, 'child', 'children'),
    part(infants, words.infants, 'infant', 'infants'),
  ]
    .filter(Boolean)
    .join(', ');
}

/** Prices in minor units of the property currency. */
export interface RateView {
  ratePlanId: number;
  name: string;
  description: string | null;
  price: Minor;
  originalPrice: Minor | null;
  promotion: string | null;
  minimumStay: number | null;
  fits: boolean;
}

export interface RoomTypeView {
  roomTypeId: number;
  name: string;
  description: string | null;
  imageUrl: string | null;
  maxOccupancy: number | null;
  roomsLeft: number;
  showRoomsLeft: boolean;
  /** minor units of the property currency */
  from: Minor | null;
  fromOriginal: Minor | null;
  minimumStay: number | null;
  rates: RateView[];
}

function rateView(
  context: BookingContext,
  roomType: {
    MaximumOccupancy: number | null;
    MinimumOccupancy: number | null;
    AdultMaximumOccupancy: number | null;
    ChildMaximumOccupancy: number | null;
  },
  rate: RatePlan,
): RateView {
  const room = activeRoom(context) ?? { numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 };
  const occupancy = occupancyOf(room);
  const price = roomCost(rate, occupancy, context.property.currency);
  const original = originalRoomCost(rate, occupancy, context.property.currency);
  return {
    ratePlanId: rate.RatePlanId,
    name: rate.RatePlanName,
    description: rate.Description,
    price,
    originalPrice: original > price ? original : null,
    promotion: rate.Promotion?.Name ?? null,
    minimumStay: rate.MinimumLengthOfStay,
    fits: fitsRoomTypeAndRate(occupancy, roomType, rate),
  };
}

/** Room types offered to the active room, with their rates priced for its guests. */
export function offeredRoomTypes(context: BookingContext): RoomTypeView[] {
  const offered = new Set(offeredRoomTypeIds(context));
  const room = activeRoom(context);
  const occupancy = room ? occupancyOf(room) : undefined;
  return (context.results?.RoomTypes ?? [])
    .filter((result) => offered.has(result.RoomType.RoomTypeId))
    .map((result) => {
      const rates = result.Rates.map((rate) => rateView(context, result.RoomType, rate)).filter((r) => r.fits);
      const low = lowestRate(
        result.Rates.filter((rate) => !occupancy || fitsRoomTypeAndRate(occupancy, result.RoomType, rate)),
        context.property.currency,
        occupancy,
      );
      const stays = result.Rates.map((r) => r.MinimumLengthOfStay ?? 0).filter((n) => n > 1);
      const roomsLeft = availableRoomsFor(context.availability, result.RoomType.RoomTypeId);
      return {
        roomTypeId: result.RoomType.RoomTypeId,
        name: result.RoomType.Name,
        description: result.RoomType.Description,
        imageUrl: result.RoomType.ImageUrl,
        maxOccupancy: result.RoomType.MaximumOccupancy,
        roomsLeft,
        showRoomsLeft: showAvailabilityBadge(roomsLeft),
        from: low.LowestRate >= 0 ? low.LowestRate : null,
        fromOriginal: low.OriginalLowestRate > low.LowestRate ? low.OriginalLowestRate : null,
        minimumStay: stays.length ? Math.min(...stays) : null,
        rates,
      };
    });
}

/** Prices in minor units of the property currency. */
export interface UpgradeView {
  roomTypeId: number;
  name: string;
  price: Minor;
  difference: Minor;
}

export function upgradesForActiveRoom(context: BookingContext): UpgradeView[] {
  const item = basketItemFor(context, context.activeRoomNumber);
  if (!item) return [];
  const currency = context.property.currency;
  const current = roomCost(item.ratePlan, occupancyOf(item), currency);
  return offeredUpgrades(context, item).flatMap((upgrade) => {
    const rate = upgrade.AvailableRates.find((r) => r.RatePlanId === item.ratePlan.RatePlanId);
    if (!rate) return [];
    const price = roomCost(rate, occupancyOf(item), currency);
    return [
      {
        roomTypeId: upgrade.RoomTypeId,
        name: roomTypeById(context, upgrade.RoomTypeId)?.Name ?? `Room type ${upgrade.RoomTypeId}`,
        price,
        difference: price - current,
      },
    ];
  });
}

export const NO_ROOMS_MESSAGE = 'No rooms available on selected dates';
export const COMBINATION_NOT_AVAILABLE_MESSAGE =
  'Your combination of rooms is not available, please retry your search or contact us directly';

/**
 * Spec 4 display rules, with two corrections so the page is never blank or misleading:
 * - no results at all always says so: the property's NoAvailabilityMessage, else "No rooms
 *   available on selected dates" (the spec shows it only when a message is configured and there
 *   is no promo message, which left an empty page);
 * - "no rooms for this occupancy" means what it says: no room type fits the active room's guests.
 *   When some would fit but the rooms of the basket took the last of them, the guest is told that
 *   the combination of rooms is not available instead of being asked for fewer guests.
 */
export function warningsOf(snapshot: BookingSnapshot) {
  const context = snapshot.context;
  const searching = snapshot.matches('searching');
  const results = searching ? null : context.results;
  const hasResults = !!results && results.RoomTypes.length > 0;
  const choosing = snapshot.matches({ roomsAndRates: 'roomTypeSelection' });
  const nothingOffered = hasResults && choosing && offeredRoomTypeIds(context).length === 0;
  const room = activeRoom(context);
  const noneFitOccupancy =
    nothingOffered &&
    !!room &&
    !results.RoomTypes.some((r) => r.Rates.some((rate) => fitsRoomTypeAndRate(occupancyOf(room), r.RoomType, rate)));
  let noRooms: string | null = null;
  if (results && !hasResults) noRooms = context.property.noAvailabilityMessage || NO_ROOMS_MESSAGE;
  else if (nothingOffered && !noneFitOccupancy) noRooms = COMBINATION_NOT_AVAILABLE_MESSAGE;
  return {
    showResults: hasResults,
    promoInvalid: results && !results.IsPromoCodeValid && results.PromoCodeMessage ? results.PromoCodeMessage : null,
    noRoomsForOccupancy: noneFitOccupancy,
    noRooms,
    voucherMessage:
      results?.HopGiftVoucherCodeMessage && results.IsHopGiftVoucherCodeValid
        ? results.HopGiftVoucherCodeMessage
        : null,
  };
}

export interface ServiceView {
  serviceId: number;
  name: string;
  description: string | null;
  chargeType: Service['ChargeType'];
  chargePerPerson: boolean;
  quantity: number;
  /** the service's own price: per night, per stay or per item, and per guest when charged so (minor units) */
  basePrice: Minor;
  /** what one (PerQuantity: one item) costs for this room's stay: nights and guests counted (minor units) */
  unitPrice: Minor;
  /** minor units */
  lineCost: Minor;
  nights: number;
  /** guests it is charged for when per person (adults and children; infants are free) */
  chargedGuests: number;
}

export function servicesForActiveRoom(context: BookingContext): ServiceView[] {
  const item = basketItemFor(context, context.activeRoomNumber);
  if (!item) return [];
  const n = nightsOf(context);
  const currency = context.property.currency;
  return item.availableServices.map((service) => {
    const quantity = item.Services.find((l) => l.ServiceId === service.ServiceId)?.Quantity ?? 0;
    const ctx = {
      quantity: Math.max(quantity, 1),
      nights: n,
      numberOfAdults: item.numberOfAdults,
      numberOfChildren: item.numberOfChildren,
    };
    return {
      serviceId: service.ServiceId,
      name: service.ServiceName,
      description: service.ServiceDescription,
      chargeType: service.ChargeType,
      chargePerPerson: service.ChargePerPerson,
      quantity,
      basePrice: serviceUnitPrice(service, currency),
      unitPrice: serviceCost(service, { ...ctx, quantity: 1 }, currency),
      lineCost: quantity > 0 ? serviceCost(service, { ...ctx, quantity }, currency) : 0,
      nights: n,
      chargedGuests: item.numberOfAdults + item.numberOfChildren,
    };
  });
}

export interface OccupancyView {
  roomNumber: number;
  numberOfAdults: number;
  numberOfChildren: number;
  numberOfInfants: number;
  maxAdults: number;
  maxChildren: number;
  maxTotal: number;
  leadGuestValid: boolean;
  item: BasketItem;
}

export function occupancyForActiveRoom(context: BookingContext): OccupancyView | null {
  const item = basketItemFor(context, context.activeRoomNumber);
  if (!item) return null;
  const bounds = effectiveBounds(item.roomTypeBounds, item.ratePlan);
  const maxTotal = bounds.MaximumOccupancy ?? 8;
  return {
    roomNumber: item.roomNumber,
    numberOfAdults: item.numberOfAdults,
    numberOfChildren: item.numberOfChildren,
    numberOfInfants: item.numberOfInfants,
    maxAdults: bounds.AdultMaximumOccupancy ?? maxTotal,
    maxChildren: bounds.ChildMaximumOccupancy ?? maxTotal,
    maxTotal,
    leadGuestValid: isLeadGuestOk(context, item),
    item,
  };
}
