/** DTO mapping of manage booking: the amended booking as ManageBooking/Update takes it. */
import { amendedTotal, guestsOf, heldRoom, type AmendState } from '@/domain/amend';
import { toDecimal } from '@/domain/money';
import type { components } from './schema';

export type ManageUpdateRequest = components['schemas']['ManageUpdateRequest'];

/** The whole booking as amended: every held room, the rooms to cancel and the total the guest saw. */
export function manageUpdateBody(state: AmendState): ManageUpdateRequest {
  const currency = state.property.currency;
  return {
    PropertyId: state.property.propertyId,
    ReservationId: state.reservation.ReservationId,
    Code: state.reservation.Code,
    SpecialRequests: state.specialRequests.trim() || null,
    Booker: state.booker,
    Rooms: state.basket.map((item) => ({
      ReservationItemId: heldRoom(state, item.roomNumber)?.booked.ReservationItemId ?? 0,
      DateFrom: item.DateOfArrival,
      DateTo: item.DateOfDeparture,
      RoomTypeId: item.RoomTypeId,
      RatePlanId: item.ratePlan.RatePlanId,
      NumberOfAdults: item.numberOfAdults,
      NumberOfChildren: item.numberOfChildren,
      NumberOfInfants: item.numberOfInfants,
      RoomConfigurationDropdownOptionId: item.roomConfigurationId,
      Guests: guestsOf(state, item.roomNumber).map((g) => ({
        ...g,
        FirstName: g.FirstName.trim(),
        LastName: g.LastName.trim(),
        Email: g.Email?.trim() || null,
        Phone: g.Phone?.trim() || null,
      })),
      Services: item.Services.map((line) => ({ ServiceId: line.ServiceId, Quantity: line.Quantity })),
    })),
    RoomsToCancel: state.roomsToCancel.map((c) => ({
      ReservationItemId: c.reservationItemId,
      CancellationReasonId: c.cancellationReasonId,
    })),
    ExpectedTotal: toDecimal(amendedTotal(state), currency),
  };
}
