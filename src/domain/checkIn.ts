/**
 * A pre check-in in progress (manage spec 4, 5): the booker, each room's guests, bed set-up,
 * extras and lead guest registration, the arrival time and the terms. The rules are the shared
 * ones: guests (validation.ts), lead guest and set-up (leadGuest.ts), registration and arrival
 * (precheckin.ts); the rooms are visited as every flow visits them (visits.ts).
 */
import { canBookServiceQuantity, isServiceLineEditable, serviceInventory } from './availability';
import type { CardForm } from './booker';
import { cardEntryModeOf, isCardNameGiven, isCardValid, type CardEntryMode } from './cards';
import { isLeadGuestComplete } from './leadGuest';
import type {
  BillingContact,
  Guest,
  GuestRegistration,
  PreCheckInConfig,
  PreCheckInItem,
  PreCheckInReservation,
  ServicesResponse,
} from './models';
import { arrivalTimeError, registrationErrors } from './precheckin';
import { guestFieldErrors, isBillingContactValid, isRoomConfigurationAsked } from './validation';
import { nextRoomNeeding, type RoomNeed, type RoomProgress } from './visits';

export interface CheckInRoom {
  roomNumber: number;
  item: PreCheckInItem;
  guests: Guest[];
  roomConfigurationId: number | null;
  services: { ServiceId: number; Quantity: number }[];
  registration: GuestRegistration;
  /** the guest went through the room step (set-up and lead guest registration) */
  roomReviewed: boolean;
  /** the guest went through the room's guests */
  guestsReviewed: boolean;
  servicesSeen: boolean;
}

export interface CheckInState {
  config: PreCheckInConfig;
  reservation: PreCheckInReservation;
  booker: BillingContact | null;
  specialRequests: string;
  rooms: CheckInRoom[];
  activeRoomNumber: number | null;
  arrivalTime: string;
  acceptedTerms: boolean;
  /** set-up choices per room type (RoomTypeConfiguration/Get) */
  setUps: { RoomTypeId: number; count: number }[];
  today: string;
}

const EMPTY_REGISTRATION: GuestRegistration = {
  NationalityIsoCode: null,
  DateOfBirth: null,
  IdDocumentType: null,
  IdDocumentNumber: null,
};

/** The reservation as a pre check-in to complete (or amend, when it was completed before). */
export function checkInState(
  reservation: PreCheckInReservation,
  config: PreCheckInConfig,
  setUps: CheckInState['setUps'],
  today: string,
): CheckInState {
  return {
    config,
    reservation,
    booker: reservation.Booker ? { ...reservation.Booker } : null,
    specialRequests: reservation.SpecialRequests ?? '',
    rooms: reservation.ReservationItems.map((item, index) => ({
      roomNumber: index + 1,
      item,
      guests: item.Guests.map((g) => ({ ...g })),
      roomConfigurationId: item.RoomConfiguration?.RoomConfigurationDropdownOptionId ?? null,
      services: item.Services.map((s) => ({ ServiceId: s.ServiceId, Quantity: s.Quantity })),
      registration: item.Registration ? { ...item.Registration } : { ...EMPTY_REGISTRATION },
      roomReviewed: false,
      guestsReviewed: false,
      servicesSeen: false,
    })),
    activeRoomNumber: null,
    arrivalTime: reservation.PreCheckIn?.EstimatedArrivalTime ?? '',
    acceptedTerms: reservation.PreCheckIn?.AcceptedTerms ?? false,
    setUps,
    today,
  };
}

export function checkInRoom(state: Pick<CheckInState, 'rooms'>, roomNumber: number | null): CheckInRoom | undefined {
  return state.rooms.find((room) => room.roomNumber === roomNumber);
}

/** The bed set-up question is asked for this room. */
export function isSetUpAsked(state: CheckInState, room: CheckInRoom): boolean {
  const count = state.setUps.find((s) => s.RoomTypeId === room.item.RoomTypeId)?.count ?? 0;
  return isRoomConfigurationAsked(state.config.ShowRoomConfigurationQuestion, count);
}

/** The room step is complete: lead guest named, set-up chosen when asked, registration as asked. */
export function isRoomComplete(state: CheckInState, room: CheckInRoom): boolean {
  const lead = room.guests[0];
  const leadOk = isLeadGuestComplete(
    { firstName: lead?.FirstName ?? '', lastName: lead?.LastName ?? '' },
    isSetUpAsked(state, room),
    room.roomConfigurationId,
  );
  return (
    leadOk &&
    Object.keys(registrationErrors(room.registration, state.config.RegistrationFields, state.today)).length === 0
  );
}

/** Every guest of the room is valid per the pre check-in configuration. */
export function areGuestsComplete(state: CheckInState, room: CheckInRoom): boolean {
  return room.guests.every((g) => Object.keys(guestFieldErrors(g, state.config.GuestFields)).length === 0);
}

/** Where each room stands, for the visits: room (set-up, registration), guests, extras. */
export function checkInProgress(state: CheckInState): RoomProgress[] {
  return state.rooms.map((room) => ({
    roomNumber: room.roomNumber,
    hasChoice: true,
    upgradesOffered: 0,
    upgradesSeen: true,
    // spec: the room step visits rooms "not fully reviewed (guests and room)"
    leadGuestValid: room.roomReviewed && isRoomComplete(state, room),
    servicesLoaded: true,
    selectableServices: state.config.AllowServiceEdit ? 1 : 0,
    servicesSeen: room.servicesSeen,
    guestsReviewed: room.guestsReviewed && areGuestsComplete(state, room),
  }));
}

export function nextCheckInRoom(state: CheckInState, need: RoomNeed): number | undefined {
  return nextRoomNeeding(checkInProgress(state), need)?.roomNumber;
}

/** The booker's details are valid per the billing fields of the configuration. */
export function isCheckInBookerValid(state: CheckInState): boolean {
  return !state.booker || isBillingContactValid(state.booker, state.config.BillingFields);
}

/**
 * Spec 5: save needs the booker (if any) and every guest valid (the lead guest with the set-up
 * when asked); our additions: the registration, arrival time and terms as the property asks.
 */
export function isCheckInSavable(state: CheckInState): boolean {
  return (
    isCheckInBookerValid(state) &&
    state.rooms.every((room) => isRoomComplete(state, room) && areGuestsComplete(state, room)) &&
    !arrivalTimeError(state.arrivalTime, state.config.AskArrivalTime) &&
    (!state.config.TermsUrl || state.acceptedTerms)
  );
}

export function updateRoom(state: CheckInState, roomNumber: number, change: (room: CheckInRoom) => CheckInRoom) {
  return { rooms: state.rooms.map((room) => (room.roomNumber === roomNumber ? change(room) : room)) };
}

/** The card is the booking's card on file, or a new one (no other saved card is taken here). */
const isOnFileOrNew = (card: CardForm, onFileId: number | null) =>
  card.creditCardId === null || card.creditCardId === onFileId;

/**
 * The card guarantees the stay: the booking's card on file (its security code given in the
 * provider's frame, as a saved card at checkout), or a new card valid as at checkout.
 */
export function isCheckInCardValid(card: CardForm, onFileId: number | null): boolean {
  return isOnFileOrNew(card, onFileId) && isCardValid(card);
}

/**
 * Continue at the card step asks the provider's frame for the card's token (isCardNameGiven): the
 * name is given and the card is the one on file or a new one. The frame answers with a token, or
 * says what its fields still need; the card is then judged whole (isCheckInCardValid), with what
 * the frame said before its answer (its messages arrive in order).
 */
export function isCheckInCardAskable(card: CardForm, onFileId: number | null): boolean {
  return isOnFileOrNew(card, onFileId) && isCardNameGiven(card);
}

/**
 * The frame's token is taken for the card: the card is valid (isCheckInCardValid) and the token
 * is of the card chosen now (a new card's, or a saved card's security code): another card chosen
 * while the frame was asked makes it the token of a card no longer given.
 */
export function isCheckInTokenTaken(card: CardForm, onFileId: number | null, token: { mode: CardEntryMode }): boolean {
  return isCheckInCardValid(card, onFileId) && token.mode === cardEntryModeOf(card.creditCardId !== null);
}

/**
 * The card is ready to save with the pre check-in: none is collected, or a valid card whose token
 * the provider's frame has given (it is asked again after a reload or a refusal).
 */
export function isCheckInCardReady(card: CardForm, onFileId: number | null, collected: boolean): boolean {
  return !collected || (card.token !== null && isCheckInCardValid(card, onFileId));
}

/**
 * A room may take this quantity of an extra in pre check-in: the hotel lets guests change extras
 * here and online, the service is offered for the room's rate, within what is left.
 */
export function isCheckInServiceChangeAllowed(
  state: CheckInState,
  offered: ServicesResponse | undefined,
  roomNumber: number,
  serviceId: number,
  quantity: number,
): boolean {
  const service = offered?.Services.find((s) => s.ServiceId === serviceId);
  if (!state.config.AllowServiceEdit || !checkInRoom(state, roomNumber) || !service) return false;
  if (!Number.isInteger(quantity) || quantity < 0) return false;
  if (!isServiceLineEditable({ ReservationItemId: roomNumber, Service: service })) return false;
  const left = offered?.InventoryPerServiceId[String(serviceId)]?.StartingInventory ?? null;
  const elsewhere = state.rooms
    .filter((room) => room.roomNumber !== roomNumber)
    .map((room) => ({ Quantity: room.services.find((line) => line.ServiceId === serviceId)?.Quantity ?? 0 }));
  return (
    quantity === 0 ||
    canBookServiceQuantity(serviceInventory({ StartingInventory: left, ReservationItems: elsewhere }), quantity)
  );
}
