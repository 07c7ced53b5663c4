/** DTO mapping of pre check-in: what the guest confirmed, as PreCheckIn/Save takes it. */
import type { CheckInState } from '@/domain/checkIn';
import type { CardForm } from '@/domain/booker';
import { cardDetailsOf } from './reservation';
import type { components } from './schema';

export type PreCheckInSaveRequest = components['schemas']['PreCheckInSaveRequest'];

export function preCheckInBody(state: CheckInState, card: CardForm): PreCheckInSaveRequest {
  const { reservation, config } = state;
  const asked = config.RegistrationFields;
  const anyAsked = asked.Nationality || asked.DateOfBirth || asked.IdDocument;
  return {
    PropertyId: reservation.PropertyId,
    ReferenceNumber: reservation.ReferenceNumber,
    Code: reservation.Code,
    SpecialRequests: state.specialRequests.trim() || null,
    Booker: state.booker,
    ReservationItems: state.rooms.map((room) => ({
      ReservationItemId: room.item.ReservationItemId,
      RoomConfigurationDropdownOptionId: room.roomConfigurationId,
      Guests: room.guests.map((g) => ({
        ...g,
        FirstName: g.FirstName.trim(),
        LastName: g.LastName.trim(),
        Email: g.Email?.trim() || null,
        Phone: g.Phone?.trim() || null,
      })),
      Services: room.services.filter((line) => line.Quantity > 0),
      Registration: anyAsked
        ? {
            NationalityIsoCode: asked.Nationality ? room.registration.NationalityIsoCode : null,
            DateOfBirth: asked.DateOfBirth ? room.registration.DateOfBirth : null,
            IdDocumentType: asked.IdDocument ? room.registration.IdDocumentType : null,
            IdDocumentNumber: asked.IdDocument ? room.registration.IdDocumentNumber : null,
          }
        : null,
    })),
    CardDetails: config.CollectPaymentDetails ? cardDetailsOf(card, state.booker?.Email ?? null) : null,
    EstimatedArrivalTime: state.arrivalTime.trim() || null,
    AcceptedTerms: state.acceptedTerms,
  };
}
