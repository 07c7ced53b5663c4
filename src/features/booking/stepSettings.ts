import { useMemo } from 'react';
import type { StepSettings } from '@machines/booking/booking.selectors';
import { usePropertyData } from '@/ui/useProperty';
import { useBookingConfig } from '@/ui/useProperty';

/** What the property shows and asks on the booking steps: its guest words and display choices. */
export function useStepSettings(): StepSettings {
  const { property } = usePropertyData();
  const config = useBookingConfig();
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
