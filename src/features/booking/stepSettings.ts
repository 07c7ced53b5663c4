import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { StepSettings } from '@machines/booking/booking.selectors';
import type { BookingConfig } from '@/api/queries';
import { usePropertyData } from '@/ui/useProperty';
import { BOOKING_ROUTE_ID } from './BookingLayout';

/** What the property shows and asks on the booking steps: its guest words and display choices. */
export function useStepSettings(): StepSettings {
  const { property } = usePropertyData();
  const data = useRouteLoaderData(BOOKING_ROUTE_ID) as { config: BookingConfig } | undefined;
  const config = data?.config;
  return useMemo(
    () => ({
      words: { adults: property.AdultLabel, children: property.ChildLabel, infants: property.InfantLabel },
      childrenAsked: property.EnableChildrenSearch,
      infantsAsked: property.EnableInfantSearch,
      showOccupancy: config?.ShowRoomTypeOccupancy ?? false,
      showMinimumStay: config?.ShowMinimumLengthOfStayNotification ?? false,
    }),
    [property, config],
  );
}
