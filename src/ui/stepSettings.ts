import { useMemo } from 'react';
import type { StepSettings } from '@/domain/basketViews';
import type { BookingConfig } from '@/domain/models';
import { usePropertyData } from './useProperty';

/**
 * What the property shows and asks on the shared steps (booking, manage booking): the labels and
 * the guests it asks for, and the display choices of its booking configuration.
 */
export function useStepSettings(config: BookingConfig | undefined): StepSettings {
  const { property } = usePropertyData();
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
