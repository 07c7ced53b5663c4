/**
 * View models of the shared booking steps (src/domain/stepViews) computed from a basket: the
 * room types and rates offered to the active room, its upgrades, extras and guests, and the
 * basket's prices. The booking flow and manage booking both hold their rooms as a basket
 * (src/domain/basket), so both fill the step kit from these functions. Amounts are minor units.
 */
import {
  amountPayable,
  basketItemTotals,
  basketTotals,
  lowestRate,
  roomCost,
  originalRoomCost,
  serviceCost,
  serviceUnitPrice,
} from './pricing';
import { availableRoomsFor, showAvailabilityBadge } from './availability';
import { nights } from './dates';
import { pictureView, roomFacts, type RoomFactWords } from './pictures';
import { effectiveBounds, fitsRoomTypeAndRate, upgradeRate } from './occupancy';
import { leadGuestErrors } from './leadGuest';
import type { Guest } from './models';
import { guestFieldErrors, type GuestRequirements } from './validation';
import type {
  GuestCountField,
  GuestCounts,
  GuestListView,
  GuestsRoomView,
  RateView,
  RoomTypeView,
  ServiceView,
  UpgradeView,
} from './stepViews';
import {
  activeRoom,
  basketItemFor,
  isRoomConfigurationAskedFor,
  occupancyOf,
  offeredRoomTypeIds,
  offeredUpgrades,
  roomConfigurationsFor,
  roomProgress,
  roomTypeById,
  type BasketItem,
  type BasketState,
  type BookingPropertyFacts,
  type RatePlan,
  type Service,
} from './basket';
import { bookingText as t } from '@/i18n/booking';

/** A room type's size and occupancy in the interface's words ("24 m²", "Sleeps up to 3"). */
const FACT_WORDS: RoomFactWords = {
  size: (size) => t('fact.size', { size }),
  sleepsUpTo: (count) => t('fact.sleepsUpTo', { count }),
};

/** A basket and the property facts its prices need. */
export interface PricedBasket extends BasketState {
  property: Pick<
    BookingPropertyFacts,
    'showRoomConfigurationQuestion' | 'currency' | 'standardVatRate' | 'isStandardTaxExclusive'
  >;
}

export function nightsOf(context: PricedBasket): number {
  return nights(context.search?.fromDate, context.search?.toDate);
}

/** A basket item as the domain's pricing takes it. */
function pricingInput(context: PricedBasket, item: BasketItem) {
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

/** A basket item's totals, in minor units of the property currency. */
export function itemTotals(context: PricedBasket, item: BasketItem) {
  return basketItemTotals(pricingInput(context, item), context.property.currency);
}

/** The basket's totals and what the guest pays, in minor units of the property currency. */
export function totalsOf(context: PricedBasket) {
  const totals = basketTotals(
    context.basket.map((item) => pricingInput(context, item)),
    context.property.currency,
  );
  return { ...totals, payable: amountPayable(totals, context.property.isStandardTaxExclusive) };
}

/**
 * The property's own labels for its guest fields (AdultLabel, ChildLabel, InfantLabel), e.g.
 * "Children (2-12)": the guest steps' fields are named by them. Summaries say the counts in
 * plain words (guestsText in ./words).
 */
export interface GuestWords {
  adults?: string | null;
  children?: string | null;
  infants?: string | null;
}

/** What the property shows of its room types (booking configuration). */
export interface RoomTypeDisplay {
  showOccupancy: boolean;
  showMinimumStay: boolean;
}

const ONE_ADULT = { numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 };

/** A rate priced for the room's guests, in minor units of the property currency. */
function rateView(rate: RatePlan, occupancy: GuestCounts, currency: string): RateView {
  const price = roomCost(rate, occupancy, currency);
  const original = originalRoomCost(rate, occupancy, currency);
  return {
    ratePlanId: rate.RatePlanId,
    name: rate.RatePlanName,
    description: rate.Description,
    price,
    originalPrice: original > price ? original : null,
    promotion: rate.Promotion?.Name ?? null,
  };
}

/**
 * Room types listed at once on the room step; each "Show more room types" lists as many again. A
 * hotel with 100 room types x 8 rates drew 800 rates in one list: choosing one held the page for
 * over 50 ms while the list was taken down (issue "Performance"); 30 x 8 does not.
 */
export const ROOM_TYPES_AT_ONCE = 30;

/** How many of `total` room types are listed once the guest has asked for more `asked` times. */
export function roomTypesListed(total: number, asked: number): number {
  return Math.min(total, ROOM_TYPES_AT_ONCE * (asked + 1));
}

/** Room types offered to the active room, with the rates that fit its guests, priced for them. */
export function offeredRoomTypes(context: PricedBasket, display: RoomTypeDisplay): RoomTypeView[] {
  const offered = new Set(offeredRoomTypeIds(context));
  const room = activeRoom(context);
  const occupancy = occupancyOf(room ?? ONE_ADULT);
  return (context.results?.RoomTypes ?? [])
    .filter((result) => offered.has(result.RoomType.RoomTypeId))
    .map((result) => {
      const fitting = result.Rates.filter((rate) => fitsRoomTypeAndRate(occupancy, result.RoomType, rate));
      const low = lowestRate(room ? fitting : result.Rates, context.property.currency, room ? occupancy : undefined);
      const stays = result.Rates.map((r) => r.MinimumLengthOfStay ?? 0).filter((n) => n > 1);
      const roomsLeft = availableRoomsFor(context.availability, result.RoomType.RoomTypeId);
      const maxOccupancy = display.showOccupancy ? result.RoomType.MaximumOccupancy || null : null;
      return {
        roomTypeId: result.RoomType.RoomTypeId,
        name: result.RoomType.Name,
        description: result.RoomType.Description,
        from: low.LowestRate >= 0 ? low.LowestRate : null,
        fromOriginal: low.OriginalLowestRate > low.LowestRate ? low.OriginalLowestRate : null,
        minimumStay: display.showMinimumStay && stays.length ? Math.min(...stays) : null,
        roomsLeft: showAvailabilityBadge(roomsLeft) ? roomsLeft : null,
        maxOccupancy,
        picture: pictureView(result.RoomType.Images),
        facts: roomFacts(result.RoomType, maxOccupancy, FACT_WORDS),
        amenities: result.RoomType.Amenities,
        // the lowest price first, so the guest compares up from it; equal prices keep the hotel's order
        rates: fitting
          .map((rate) => rateView(rate, occupancy, context.property.currency))
          .sort((a, b) => a.price - b.price),
      };
    });
}

export function upgradesForActiveRoom(context: PricedBasket): UpgradeView[] {
  const item = basketItemFor(context, context.activeRoomNumber);
  if (!item) return [];
  const currency = context.property.currency;
  const current = roomCost(item.ratePlan, occupancyOf(item), currency);
  const stay = Math.max(1, nightsOf(context));
  return offeredUpgrades(context, item).flatMap((upgrade) => {
    const rate = upgradeRate(upgrade, item.ratePlan.RatePlanId);
    if (!rate) return [];
    const price = roomCost(rate, occupancyOf(item), currency);
    const difference = price - current;
    // "+ £X per night": the difference spread over the nights; exact when it divides evenly
    const perNight = Math.round(difference / stay);
    const roomType = roomTypeById(context, upgrade.RoomTypeId);
    return [
      {
        roomTypeId: upgrade.RoomTypeId,
        name: roomType?.Name ?? t('roomTypeName', { id: upgrade.RoomTypeId }),
        picture: pictureView(roomType?.Images),
        facts: roomType ? roomFacts(roomType, null, FACT_WORDS) : [],
        price,
        difference,
        nights: stay,
        perNight,
        perNightExact: perNight * stay === difference,
      },
    ];
  });
}

/** Whether any room of the basket is offered an upgrade (a room at a time, as the step visits them). */
export function anyUpgradeOnOffer(context: PricedBasket): boolean {
  return context.basket.some(
    (item) => upgradesForActiveRoom({ ...context, activeRoomNumber: item.roomNumber }).length > 0,
  );
}

/** Whether any room has extras the guest may add or change (the extras step visits only those). */
export function anyExtrasOnOffer(context: BasketState): boolean {
  return roomProgress(context).some((room) => room.servicesLoaded && room.selectableServices > 0);
}

export function servicesForActiveRoom(context: PricedBasket): ServiceView[] {
  const item = basketItemFor(context, context.activeRoomNumber);
  if (!item) return [];
  return serviceViews(
    item.availableServices,
    item.Services,
    occupancyOf(item),
    nightsOf(context),
    context.property.currency,
  );
}

/**
 * The extras offered to a room, each with its quantity chosen and its prices for the room's stay
 * and guests (booking, manage booking and pre check-in show them alike).
 */
export function serviceViews(
  services: readonly Service[],
  lines: readonly { ServiceId: number; Quantity: number }[],
  guests: GuestCounts,
  nights: number,
  currency: string,
): ServiceView[] {
  return services.map((service) => {
    const quantity = lines.find((l) => l.ServiceId === service.ServiceId)?.Quantity ?? 0;
    const ctx = {
      quantity: Math.max(quantity, 1),
      nights,
      numberOfAdults: guests.numberOfAdults,
      numberOfChildren: guests.numberOfChildren,
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
      nights,
      chargedGuests: guests.numberOfAdults + guests.numberOfChildren,
      picture: pictureView(service.Images),
    };
  });
}

/** What the property shows and asks on the booking steps (its property data and booking configuration). */
export interface StepSettings extends RoomTypeDisplay {
  /** the property's labels for the guest fields */
  words: GuestWords;
  /** the property searches for children / infants, so their counts are asked */
  childrenAsked: boolean;
  infantsAsked: boolean;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** Guests and lead guest of a basket room (and its bed set-up when the question is asked). */
export function guestsRoomView(
  context: PricedBasket,
  item: BasketItem,
  settings: StepSettings,
  errorsShown: boolean,
): GuestsRoomView {
  const bounds = effectiveBounds(item.roomTypeBounds, item.ratePlan);
  const maxTotal = bounds.MaximumOccupancy ?? 8;
  const maxChildren = bounds.ChildMaximumOccupancy ?? maxTotal;
  const { words } = settings;
  const fields: GuestCountField[] = [
    {
      key: 'numberOfAdults',
      label: words.adults || t('guestField.adults'),
      options: range(1, bounds.AdultMaximumOccupancy ?? maxTotal),
    },
  ];
  if (settings.childrenAsked)
    fields.push({
      key: 'numberOfChildren',
      label: words.children || t('guestField.children'),
      options: range(0, maxChildren),
    });
  if (settings.infantsAsked)
    fields.push({
      key: 'numberOfInfants',
      label: words.infants || t('guestField.infants'),
      options: range(0, maxChildren),
    });
  const asked = isRoomConfigurationAskedFor(context, item);
  return {
    roomNumber: item.roomNumber,
    roomTypeName: item.roomTypeName,
    ratePlanName: item.ratePlan.RatePlanName,
    guests: occupancyOf(item),
    fields,
    maxTotal,
    leadGuest: item.leadGuest,
    configuration: asked
      ? {
          value: item.roomConfigurationId ? String(item.roomConfigurationId) : '',
          options: roomConfigurationsFor(context, item.RoomTypeId).map((c) => ({
            value: String(c.RoomConfigurationDropdownOptionId),
            label: c.Name,
          })),
        }
      : null,
    errors: leadGuestErrors(item.leadGuest, asked, item.roomConfigurationId),
    errorsShown,
  };
}

/** Every guest of a room with the fields the property requires (manage booking, pre check-in). */
export function guestListView(
  roomNumber: number,
  roomTypeName: string,
  guests: readonly Guest[],
  requirements: GuestRequirements,
  errorsShown: boolean,
): GuestListView {
  return {
    roomNumber,
    roomTypeName,
    required: {
      FirstName: requirements.FirstNameRequired === true,
      LastName: requirements.LastNameRequired === true,
      Email: requirements.EmailRequired === true,
      Phone: requirements.PhoneRequired === true,
    },
    guests: guests.map((guest, index) => ({
      index,
      values: {
        FirstName: guest.FirstName,
        LastName: guest.LastName,
        Email: guest.Email ?? '',
        Phone: guest.Phone ?? '',
      },
      errors: guestFieldErrors(guest, requirements),
    })),
    errorsShown,
  };
}
