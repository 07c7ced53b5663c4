/**
 * View models of the booking flow's screens, from a snapshot. Screens render these and send
 * events; they compute nothing themselves. The shared steps' view models are typed in
 * src/domain/stepViews (the step kit of src/ui/steps renders them).
 */
import type { SnapshotFrom } from 'xstate';
import { roomCost } from '@/domain/pricing';
import {
  guestsRoomView,
  itemTotals,
  offeredRoomTypes,
  servicesForActiveRoom,
  totalsOf,
  upgradesForActiveRoom,
  type StepSettings,
} from '@/domain/basketViews';
export {
  itemTotals,
  nightsOf,
  offeredRoomTypes,
  servicesForActiveRoom,
  totalsOf,
  upgradesForActiveRoom,
  type RoomTypeDisplay,
  type StepSettings,
} from '@/domain/basketViews';
import { toDecimal } from '@/domain/money';
import { formatDisplayDate, nights } from '@/domain/dates';
import { fitsRoomTypeAndRate } from '@/domain/occupancy';
import type { SearchQuery } from '@/domain/searchQuery';
import { noRoomsMessage } from '@/domain/searchNotices';
import type {
  BasketSummaryView,
  ExtrasStepView,
  GuestsStepView,
  RoomRateMode,
  RoomRateStepView,
  UpgradeStepView,
} from '@/domain/stepViews';
import { guestsText, personName } from '@/domain/words';
import type { bookingMachine } from './booking.machine';
import { stateString } from '../stateValue';
import {
  BOOKING_STEP,
  type BookingContext,
  type BookingRoomDto,
  type BookingStage,
  type PriceChange,
} from './booking.types';
import { activeRoom, basketItemFor, occupancyOf, offeredRoomTypeIds } from '@/domain/basket';
import { bookingText as t } from '@/i18n/booking';
import { searchText } from '@/i18n/search';
import { textsOf } from '@/i18n/catalogue';

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

/**
 * The basket as Reservation/Create and CheckVoucherCode take it (TotalCost: the room cost, a
 * decimal of the property currency: this DTO is the API edge).
 */
/**
 * What a checkout of this basket books and charges: the rooms as Reservation/Create takes them,
 * the payable total (minor units) and whether every rate allows a company invoice. The checkout
 * starts from it and is sent it again when the basket is re-priced (`basket.repriced`).
 */
export function checkoutBasketOf(context: BookingContext) {
  return {
    rooms: bookingRoomsOf(context),
    total: totalsOf(context).payable,
    companyInvoiceAllowed: context.basket.every((item) => item.ratePlan.CanPayByCompanyInvoice),
  };
}

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

/** The notices of the room and rate step the flow writes itself (read when a view is selected). */
export const ROOM_NOTICES = textsOf(t, {
  /** the search's own words: "No rooms available on selected dates" */
  noRooms: () => searchText('noRoomsOnDates'),
  combinationNotAvailable: 'combinationNotAvailable',
});

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
  if (results && !hasResults)
    noRooms = noRoomsMessage(
      results,
      context.search?.fromDate,
      context.property.noAvailabilityMessage || ROOM_NOTICES.noRooms,
    );
  else if (nothingOffered && !noneFitOccupancy) noRooms = ROOM_NOTICES.combinationNotAvailable;
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

/** Rooms and rates of the active room (spec 4 display rules: warningsOf). */
export function roomRateStepView(snapshot: BookingSnapshot, settings: StepSettings): RoomRateStepView {
  const { context } = snapshot;
  const warnings = warningsOf(snapshot);
  const active = activeRoom(context);
  const chosen = new Set(context.basket.map((item) => item.roomNumber));
  let mode: RoomRateMode = 'rates';
  if (snapshot.matches({ roomsAndRates: 'ratePlanSelection' })) mode = 'oneRoomType';
  else if (snapshot.matches({ roomsAndRates: 'roomTypeSelection' }) && context.isSmallScreen) mode = 'roomTypes';
  const roomTypes = offeredRoomTypes(context, settings);
  return {
    currency: context.property.currency,
    roomNumber: context.activeRoomNumber,
    guests: active ? guestsText(active) : null,
    rooms: context.rooms.map((room) => ({
      roomNumber: room.roomNumber,
      guests: guestsText(room),
      chosen: chosen.has(room.roomNumber),
    })),
    notices: {
      promoInvalid: warnings.promoInvalid,
      voucher: warnings.voucherMessage,
      noRoomsForOccupancy: warnings.noRoomsForOccupancy,
      noRooms: warnings.noRoomsForOccupancy ? null : warnings.noRooms,
    },
    canContinue: snapshot.can({ type: 'basket.continued' }),
    mode,
    roomTypes: mode === 'oneRoomType' ? roomTypes.filter((r) => r.roomTypeId === context.pendingRoomTypeId) : roomTypes,
  };
}

export function upgradeStepView(snapshot: BookingSnapshot): UpgradeStepView {
  const { context } = snapshot;
  return {
    currency: context.property.currency,
    roomNumber: context.activeRoomNumber,
    roomTypeName: basketItemFor(context, context.activeRoomNumber)?.roomTypeName ?? null,
    upgrades: upgradesForActiveRoom(context),
  };
}

/** Guests and lead guest of the active room (and its bed set-up when the question is asked). */
export function guestsStepView(snapshot: BookingSnapshot, settings: StepSettings): GuestsStepView {
  const { context } = snapshot;
  if (snapshot.matches({ roomsAndRates: { occupancy: 'configurationsFailed' } }))
    return { status: 'failed', error: context.error ?? '' };
  const item = basketItemFor(context, context.activeRoomNumber);
  if (snapshot.matches({ roomsAndRates: { occupancy: 'configurations' } }) || !item) return { status: 'loading' };
  const errorsShown = snapshot.matches({ roomsAndRates: { occupancy: { editing: 'refused' } } });
  return { status: 'ready', ...guestsRoomView(context, item, settings, errorsShown) };
}

/** Extras of the active room, with their loading and failure. */
export function extrasStepView(snapshot: BookingSnapshot): ExtrasStepView {
  const { context } = snapshot;
  if (snapshot.matches({ roomsAndRates: { extras: 'loading' } })) return { status: 'loading' };
  if (snapshot.matches({ roomsAndRates: { extras: 'failed' } }))
    return { status: 'failed', error: context.error ?? '' };
  return {
    status: 'ready',
    currency: context.property.currency,
    roomNumber: context.activeRoomNumber ?? 0,
    services: servicesForActiveRoom(context),
  };
}

/** The basket's stay line: the search's dates and nights, or null while it has no dates. */
export function basketStay(search: Pick<SearchQuery, 'fromDate' | 'toDate'> | null): BasketSummaryView['stay'] {
  const { fromDate, toDate } = search ?? {};
  return fromDate && toDate
    ? { from: formatDisplayDate(fromDate), to: formatDisplayDate(toDate), nights: nights(fromDate, toDate) }
    : null;
}

/** The basket: every room with its rate, guests, lead guest, extras and price, and the totals. */
export function basketSummaryView(snapshot: BookingSnapshot): BasketSummaryView {
  const { context } = snapshot;
  const totals = totalsOf(context);
  return {
    currency: context.property.currency,
    stay: basketStay(context.search),
    items: context.basket.map((item) => {
      const cost = itemTotals(context, item);
      const { firstName, lastName } = item.leadGuest;
      return {
        roomNumber: item.roomNumber,
        roomTypeName: item.roomTypeName,
        ratePlanName: item.ratePlan.RatePlanName,
        guests: guestsText(item),
        leadGuest: firstName || lastName ? personName(firstName, lastName) : null,
        extras: item.Services.map((line) => ({
          serviceId: line.ServiceId,
          name:
            item.availableServices.find((s) => s.ServiceId === line.ServiceId)?.ServiceName ??
            t('extraName', { id: line.ServiceId }),
          quantity: line.Quantity,
        })),
        roomCost: cost.roomCost,
        serviceCost: cost.serviceCost,
      };
    }),
    priceChanges: priceChangesOf(context),
    totals: {
      taxExclusive: context.property.isStandardTaxExclusive,
      vatRate: context.property.standardVatRate,
      subtotal: totals.totalCost,
      vat: totals.vatAmount,
      payable: totals.payable,
    },
  };
}

/** The Rooms-And-Rates page around the steps: its state for QA, the search and which step shows. */
export interface RoomsAndRatesView {
  /** data-state: "roomsAndRates.occupancy.editing" */
  state: string;
  step: BookingStep;
  activeRoomNumber: number | null;
  /** the search runs, or is about to (the flow has not asked yet) */
  searching: boolean;
  /** the search failed: its message */
  searchError: string | null;
  /** the room and rate step has something to show (results, or a message why there are none) */
  showRooms: boolean;
  inCheckout: boolean;
  search: SearchQuery | null;
}

export function roomsAndRatesView(snapshot: BookingSnapshot): RoomsAndRatesView {
  const step = stepOf(snapshot);
  const warnings = warningsOf(snapshot);
  return {
    state: stateName(snapshot),
    step,
    activeRoomNumber: snapshot.context.activeRoomNumber,
    // (idle too: the page's first paint, before it asks for the address's search, is the search's)
    searching: snapshot.matches('searching') || snapshot.matches('idle'),
    searchError: snapshot.matches('searchFailed') ? (snapshot.context.error ?? '') : null,
    showRooms:
      (step === 'RoomTypeSelection' || step === 'RatePlanSelection') &&
      (warnings.showResults || !!warnings.noRooms || !!warnings.promoInvalid),
    inCheckout: snapshot.matches('checkout'),
    search: snapshot.context.search,
  };
}
