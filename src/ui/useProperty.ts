import { useRouteLoaderData } from 'react-router';
import type { AccountUser, BookingConfig, Property, PropertyGroup } from '@/domain/models';

/** Route id of the property layout whose loader provides property data and the user. */
export const PROPERTY_ROUTE_ID = 'property';

export interface PropertyLoaderData {
  property: Property;
  /** the user when a loader already knows it; otherwise the session loads it (src/ui/session) */
  user?: AccountUser | null;
}

/** The current property's data and the logged-in user (inside the property layout). */
export function usePropertyData(): PropertyLoaderData {
  const data = useRouteLoaderData(PROPERTY_ROUTE_ID) as PropertyLoaderData | undefined;
  if (!data) throw new Error('usePropertyData is used outside the property layout');
  return data;
}

/** Route id of the Book/{code} layout, whose loader reads the booking configuration. */
export const BOOKING_ROUTE_ID = 'booking';

/** The property's booking configuration, inside the Book/{code} routes (undefined outside them). */
export function useBookingConfig(): BookingConfig | undefined {
  return (useRouteLoaderData(BOOKING_ROUTE_ID) as { config: BookingConfig } | undefined)?.config;
}

/** Route id of the BookGroup/{code} layout, whose loader reads the property group. */
export const GROUP_ROUTE_ID = 'group';

/** The property group (inside the BookGroup layout). */
export function useGroupData(): { group: PropertyGroup } {
  const data = useRouteLoaderData(GROUP_ROUTE_ID) as { group: PropertyGroup } | undefined;
  if (!data) throw new Error('useGroupData is used outside the group layout');
  return data;
}
