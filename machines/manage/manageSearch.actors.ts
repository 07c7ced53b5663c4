/** The manage-booking guest search's call (its own module: the search page carries nothing of amending). */
import { fromCall } from '../fromCall';
import { searchManageBooking } from '@/api/queries';
import type { ManageSearchResponse } from '@/domain/models';

export interface FindInput {
  propertyId: number;
  reservationNumber: string;
  guestName: string;
}

export const findBooking = fromCall<ManageSearchResponse, FindInput>(({ input, signal }) =>
  searchManageBooking(
    {
      propertyId: input.propertyId,
      reservationNumber: input.reservationNumber.trim(),
      guestName: input.guestName.trim(),
    },
    signal,
  ),
);
