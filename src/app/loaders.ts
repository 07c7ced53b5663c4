import { data, redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import {
  fetchAccount,
  fetchBookingConfig,
  fetchConfirmation,
  fetchCountries,
  fetchCancellationReasons,
  fetchManageBookingConfig,
  fetchPreCheckInConfig,
  fetchProperty,
  fetchPropertyGroup,
  searchManageBooking,
  type AccountUser,
  type BookingConfig,
  type Country,
} from '@/api/queries';
import { guestMessage, isApiError } from '@/api/errors';
import type { ConfirmationData } from '@/features/booking/ConfirmationPage';
import type { RoomsAndRatesData } from '@/features/booking/RoomsAndRatesPage';
import type { CheckoutData } from '@/features/booking/checkout/section';
import type { PreCheckInData } from '@/features/precheckin/PreCheckInPage';
import type { ManageReservationData } from '@/features/manage/ReservationPage';
import type { ManageSearchResponse } from '@/domain/models';
import { parseSearchQuery } from '@/domain/searchQuery';
import { localNow } from '@/ui/clock';
import { memo } from './cache';
import type { PropertyLoaderData } from '@/ui/useProperty';
import { persistedBasketRoomCount, rememberedManagedBooking, rememberManagedBooking } from '@/ui/persistence';
import { commonText as t } from '@/i18n/common';

/**
 * Turns "unknown property" into the not-found page (saying `notFound()`) and anything else into
 * the error page.
 */
async function loadOr404<T>(load: () => Promise<T>, notFound: () => string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      throw data({ message: notFound() }, { status: 404 });
    }
    throw error;
  }
}

function codeOf(params: LoaderFunctionArgs['params']): string {
  const code = params.propertyCode;
  if (!code) throw data({ message: t('notFound.noProperty') }, { status: 404 });
  return code.toUpperCase();
}

export const getProperty = (code: string, signal?: AbortSignal) =>
  memo(`property:${code}`, () =>
    loadOr404(
      () => fetchProperty(code, signal),
      () => t('notFound.property', { code }),
    ),
  );

export const getBookingConfig = (code: string, signal?: AbortSignal) =>
  memo(`bookingConfig:${code}`, () =>
    loadOr404(
      () => fetchBookingConfig(code, signal),
      () => t('notFound.bookingSettings'),
    ),
  );

/**
 * The property layout: property data (theme, menu, contact). The logged-in user is not awaited
 * here: the session loads it beside the page, so the first paint waits on one call, not two.
 */
export async function propertyLoader({ params, request }: LoaderFunctionArgs): Promise<PropertyLoaderData> {
  const property = await getProperty(codeOf(params), request.signal);
  return { property };
}

/** Reload property data only when the property changes (or after a login/logout revalidation). */
export function shouldRevalidateProperty({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentParams.propertyCode?.toUpperCase() !== nextParams.propertyCode?.toUpperCase();
}

/** Book: the booking configuration is loaded before entry. */
export async function bookLoader({ params, request }: LoaderFunctionArgs): Promise<{ config: BookingConfig }> {
  return { config: await getBookingConfig(codeOf(params), request.signal) };
}

/**
 * Rooms-And-Rates: the address's query, parsed once per navigation, and whether a search is
 * possible with it. The page searches with that query, or sends the guest back to the search
 * page when it is not allowed, keeping query and hash (a loader cannot: the router strips the
 * hash from a loader's request).
 */
export async function roomsAndRatesLoader({ params, request }: LoaderFunctionArgs): Promise<RoomsAndRatesData> {
  const code = codeOf(params);
  const [property, config] = await Promise.all([
    getProperty(code, request.signal),
    getBookingConfig(code, request.signal),
  ]);
  const query = parseSearchQuery(new URL(request.url).searchParams);
  // the same question the search page's Search button asks: a link cannot skip its rules
  // (dates in range, rooms and guests allowed, the same-day cut-off)
  // (loaded with the page's own code, so no other route carries the search rules)
  const [{ isQuerySearchable, searchFacts }, { askSearchAhead }] = await Promise.all([
    import('@/domain/search'),
    import('@/api/search'),
  ]);
  const searchAllowed = isQuerySearchable(searchFacts(property, config), query, localNow());
  // the page's search, asked now rather than once the page's code has come and been drawn: the
  // booking flow's search of the same question takes this call (src/api/sharedCalls)
  if (searchAllowed) askSearchAhead(property.PropertyId, query);
  return { config, query, searchAllowed };
}

/**
 * Checkout: to the search page when the basket has no rooms and no token is given. The booking
 * settings and the countries of the billing address (once per property); countries that fail to
 * load leave the form usable: the page says so and offers to load them again (a revalidation).
 */
export async function checkoutLoader({ params, request }: LoaderFunctionArgs): Promise<CheckoutData> {
  const code = codeOf(params);
  if (!params.confirmationToken && persistedBasketRoomCount(code) === 0) throw redirect(`/Book/${params.propertyCode}`);
  const countries = params.confirmationToken
    ? Promise.resolve({ countries: [], countriesError: null })
    : countriesOrProblem(code, request.signal);
  const [config, loaded] = await Promise.all([getBookingConfig(code, request.signal), countries]);
  return { config, ...loaded };
}

/** Status and Confirmation need a token, else the search page. */
export function tokenRequiredLoader({ params }: LoaderFunctionArgs): { confirmationToken: string } {
  codeOf(params);
  if (!params.confirmationToken) throw redirect(`/Book/${params.propertyCode}`);
  return { confirmationToken: params.confirmationToken };
}

/**
 * Confirmation: the booking's confirmation is loaded before the page shows. A failure is data,
 * not an error page: the page says so and offers a retry (which revalidates this loader).
 */
export async function confirmationLoader(args: LoaderFunctionArgs): Promise<ConfirmationData> {
  const { confirmationToken } = tokenRequiredLoader(args);
  const property = await getProperty(codeOf(args.params), args.request.signal);
  try {
    return {
      confirmation: await fetchConfirmation(property.PropertyId, confirmationToken, args.request.signal),
      error: null,
    };
  } catch (error) {
    if (args.request.signal.aborted) throw error;
    return { confirmation: null, error: guestMessage(error, t('load.confirmation')) };
  }
}

/**
 * Restaurant: the table booking form exists only when the booking config has
 * RestaurantBookingServiceActive; otherwise the guest is sent to Book.
 */
export async function restaurantLoader({ params, request }: LoaderFunctionArgs): Promise<{ config: BookingConfig }> {
  const config = await getBookingConfig(codeOf(params), request.signal);
  if (!config.RestaurantBookingServiceActive) throw redirect(`/Book/${params.propertyCode}`);
  return { config };
}

/** ManageAccount: the user is loaded first; anonymous visitors are sent to Book. */
export async function manageAccountLoader({ params, request }: LoaderFunctionArgs): Promise<{ user: AccountUser }> {
  const property = await getProperty(codeOf(params), request.signal);
  const user = await fetchAccount(property.PropertyId, request.signal);
  if (!user) throw redirect(`/Book/${params.propertyCode}`);
  return { user };
}

export async function manageLoader({ params, request }: LoaderFunctionArgs) {
  const code = codeOf(params);
  return { config: await memo(`manageConfig:${code}`, () => fetchManageBookingConfig(code, request.signal)) };
}

/**
 * Manage/Reservation/{referenceNumber}/{code}: the booking is searched by reference and link
 * code. Without them, only the booking a guest search opened in this tab (else back to Manage).
 * A link that does not open a booking goes to the search page, which says so. The booking
 * configuration comes too: the change of dates follows the search page's rules.
 */
export async function manageReservationLoader({ params, request }: LoaderFunctionArgs) {
  const code = codeOf(params);
  const back = `/Manage/${params.propertyCode}`;
  const remembered = rememberedManagedBooking(code);
  const referenceNumber = params.referenceNumber ?? remembered?.referenceNumber;
  const linkCode = params.linkCode ?? remembered?.linkCode;
  if (!referenceNumber || !linkCode) throw redirect(back);
  const [config, bookingConfig, property, reasons] = await Promise.all([
    memo(`manageConfig:${code}`, () => fetchManageBookingConfig(code, request.signal)),
    getBookingConfig(code, request.signal),
    getProperty(code, request.signal),
    // the cancel form works without them (no reason can be required of a list that did not load)
    memo(`cancellationReasons:${code}`, () => fetchCancellationReasons(code, request.signal)).catch(() => []),
  ]);
  let found: ManageSearchResponse;
  try {
    found = await searchManageBooking(
      { propertyId: property.PropertyId, reservationNumber: referenceNumber, hash: linkCode },
      request.signal,
    );
  } catch {
    throw redirect(`${back}?link=failed`);
  }
  if (!found.Success || !found.Reservation) throw redirect(`${back}?link=failed`);
  rememberManagedBooking(code, found.Reservation.ReservationNumber, found.Reservation.Code);
  return { config, bookingConfig, reasons, reservation: found.Reservation } satisfies ManageReservationData;
}

/**
 * The countries of the property (once per property); when they fail, none and what to say: the
 * form stays usable, says so beside the field and offers to load them again (a revalidation).
 */
function countriesOrProblem(
  code: string,
  signal: AbortSignal,
): Promise<{ countries: Country[]; countriesError: string | null }> {
  return memo(`countries:${code}`, () => fetchCountries(code, signal)).then(
    (list) => ({ countries: list, countriesError: null }),
    () => ({ countries: [], countriesError: t('load.countries') }),
  );
}

/** PreCheckIn: its configuration first (spec), and the countries of the registration (with a retry if they failed). */
export async function preCheckInLoader({ params, request }: LoaderFunctionArgs): Promise<PreCheckInData> {
  const code = codeOf(params);
  const [config, countries] = await Promise.all([
    memo(`preCheckInConfig:${code}`, () => fetchPreCheckInConfig(code, request.signal)),
    countriesOrProblem(code, request.signal),
  ]);
  return { config, ...countries };
}

export async function groupLoader({ params, request }: LoaderFunctionArgs) {
  const code = codeOf(params);
  return {
    group: await memo(`group:${code}`, () =>
      loadOr404(
        () => fetchPropertyGroup(code, request.signal),
        () => t('notFound.group', { code }),
      ),
    ),
  };
}
