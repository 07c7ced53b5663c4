/** View models of pre check-in's screens, from a snapshot (the step kit renders them). */
import type { SnapshotFrom } from 'xstate';
import { bookerDetailsOf, type BookerDetails } from '@/domain/amend';
import { guestListView as guestListViewOf, serviceViews } from '@/domain/basketViews';
import { cardFieldValues } from '@/domain/booker';
import { acceptedBrands, CARD_MESSAGES, isCardNameGiven } from '@/domain/cards';
import { checkInRoom, isCheckInCardReady, isSetUpAsked, type CheckInRoom, type CheckInState } from '@/domain/checkIn';
import { nights } from '@/domain/dates';
import { leadGuestErrors } from '@/domain/leadGuest';
import type { Country } from '@/domain/models';
import { arrivalTimeError, ID_DOCUMENT_TYPES, PRE_CHECK_IN_MESSAGES, registrationErrors } from '@/domain/precheckin';
import type { ExtrasStepView, GuestListView, GuestsStepView, RegistrationView } from '@/domain/stepViews';
import { billingContactErrors } from '@/domain/validation';
import { textsOf } from '@/i18n/catalogue';
import { personName } from '@/domain/words';
import { precheckinText as t } from '@/i18n/precheckin';
import { stateString } from '../stateValue';
import type { preCheckInMachine } from './precheckin.machine';

export type PreCheckInSnapshot = SnapshotFrom<typeof preCheckInMachine>;

export type PreCheckInStep =
  | 'loading'
  | 'loadFailed'
  | 'notice'
  | 'invalidLink'
  | 'booker'
  | 'room'
  | 'guest'
  | 'extras'
  | 'payment'
  | 'summary'
  | 'complete';

export function preCheckInStepOf(snapshot: PreCheckInSnapshot): PreCheckInStep {
  if (snapshot.matches({ room: 'guest' })) return 'guest';
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  return (top ?? 'loading') as PreCheckInStep;
}

export const preCheckInStateName = (snapshot: PreCheckInSnapshot) => stateString(snapshot.value);

const stateOf = (snapshot: PreCheckInSnapshot): CheckInState | null => snapshot.context.state;
const activeRoom = (state: CheckInState | null) => (state ? checkInRoom(state, state.activeRoomNumber) : undefined);

/** Reference data the screens need (loaded with the page). */
export interface PreCheckInLists {
  countries: Country[];
}

const BOOKER_FIELD: Record<string, keyof BookerDetails> = {
  FirstName: 'firstName',
  LastName: 'lastName',
  Email: 'emailAddress',
  Phone: 'telephoneNumber',
};

export function bookerView(snapshot: PreCheckInSnapshot) {
  const state = stateOf(snapshot);
  if (!state?.booker) return null;
  const errors: Partial<Record<keyof BookerDetails, string>> = {};
  for (const [field, message] of Object.entries(billingContactErrors(state.booker, state.config.BillingFields))) {
    const key = BOOKER_FIELD[field];
    if (key) errors[key] = message;
  }
  return {
    values: bookerDetailsOf(state.booker),
    errors: snapshot.matches({ booker: 'refused' }) ? errors : {},
    specialRequests: state.specialRequests,
  };
}

const DOCUMENT_LABELS: Record<(typeof ID_DOCUMENT_TYPES)[number], string> = textsOf(t, {
  Passport: 'document.passport',
  IdentityCard: 'document.identityCard',
  DrivingLicence: 'document.drivingLicence',
});

function registrationView(
  state: CheckInState,
  room: CheckInRoom,
  shown: boolean,
  lists: PreCheckInLists,
): RegistrationView {
  const asked = state.config.RegistrationFields;
  return {
    asked: { nationality: asked.Nationality, dateOfBirth: asked.DateOfBirth, idDocument: asked.IdDocument },
    values: {
      NationalityIsoCode: room.registration.NationalityIsoCode ?? '',
      DateOfBirth: room.registration.DateOfBirth ?? '',
      IdDocumentType: room.registration.IdDocumentType ?? '',
      IdDocumentNumber: room.registration.IdDocumentNumber ?? '',
    },
    errors: shown ? registrationErrors(room.registration, asked, state.today) : {},
    countries: lists.countries.map((c) => ({ value: c.IsoCode, label: c.Name })),
    documentTypes: ID_DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_LABELS[type] })),
  };
}

/** The room step: lead guest and bed set-up (the step kit's guests step, counts fixed) and registration. */
export function roomView(snapshot: PreCheckInSnapshot, lists: PreCheckInLists) {
  const state = stateOf(snapshot);
  const room = activeRoom(state);
  if (!state || !room) return null;
  const shown = snapshot.matches({ room: { editing: 'refused' } });
  const asked = isSetUpAsked(state, room);
  const lead = { firstName: room.guests[0]?.FirstName ?? '', lastName: room.guests[0]?.LastName ?? '' };
  const guests: GuestsStepView = {
    status: 'ready',
    roomNumber: room.roomNumber,
    roomTypeName: room.item.RoomType,
    ratePlanName: room.item.RatePlan,
    guests: {
      numberOfAdults: room.item.NumberOfAdults,
      numberOfChildren: room.item.NumberOfChildren,
      numberOfInfants: room.item.NumberOfInfants,
    },
    fields: [],
    maxTotal: room.item.NumberOfAdults + room.item.NumberOfChildren + room.item.NumberOfInfants,
    leadGuest: lead,
    configuration: asked
      ? {
          value: room.roomConfigurationId ? String(room.roomConfigurationId) : '',
          options: snapshot.context.setUps
            .filter((s) => s.RoomTypeId === room.item.RoomTypeId)
            .map((s) => ({ value: String(s.RoomConfigurationDropdownOptionId), label: s.Name })),
        }
      : null,
    errors: leadGuestErrors(lead, asked, room.roomConfigurationId),
    errorsShown: shown,
  };
  return { roomNumber: room.roomNumber, guests, registration: registrationView(state, room, shown, lists) };
}

export function guestListView(snapshot: PreCheckInSnapshot): GuestListView | null {
  const state = stateOf(snapshot);
  const room = activeRoom(state);
  if (!state || !room) return null;
  return guestListViewOf(
    room.roomNumber,
    room.item.RoomType,
    room.guests,
    state.config.GuestFields,
    snapshot.matches({ room: { guest: 'refused' } }),
  );
}

export function extrasView(snapshot: PreCheckInSnapshot, currency: string): ExtrasStepView {
  const state = stateOf(snapshot);
  const room = activeRoom(state);
  if (!state || !room) return { status: 'loading' };
  const offered = snapshot.context.services[room.item.ReservationItemId]?.Services ?? [];
  const guests = {
    numberOfAdults: room.item.NumberOfAdults,
    numberOfChildren: room.item.NumberOfChildren,
    numberOfInfants: room.item.NumberOfInfants,
  };
  return {
    status: 'ready',
    currency,
    roomNumber: room.roomNumber,
    services: serviceViews(
      offered,
      room.services,
      guests,
      nights(room.item.DateOfArrival, room.item.DateOfDeparture),
      currency,
    ).map((view) => ({
      ...view,
      locked: !offered.find((s) => s.ServiceId === view.serviceId)?.AllowEditOnBookingEngine,
    })),
  };
}

export function paymentView(snapshot: PreCheckInSnapshot) {
  const { card, input } = snapshot.context;
  const onFile = stateOf(snapshot)?.reservation.CreditCards ?? [];
  const refused = snapshot.matches({ payment: 'refused' });
  return {
    values: cardFieldValues(card),
    errors: refused && !isCardNameGiven(card) ? { creditCardName: CARD_MESSAGES.nameRequired } : {},
    /** the frame says what each of its fields needs once Continue was tried */
    showAllErrors: refused,
    /** why the card could not be read (the frame's own messages are beside its fields) */
    error: refused ? snapshot.context.error : null,
    brands: acceptedBrands(input.cardTypes),
    savedCards: onFile.map((c) => ({ value: String(c.CreditCardId), label: c.CreditCardName })),
    reading: snapshot.matches({ payment: 'tokenizing' }),
    refused,
  };
}

export function summaryView(snapshot: PreCheckInSnapshot) {
  const state = stateOf(snapshot);
  if (!state) return null;
  const shown = snapshot.matches({ summary: 'refused' });
  const arrivalError = arrivalTimeError(state.arrivalTime, state.config.AskArrivalTime);
  return {
    rooms: state.rooms.map((room) => ({
      roomNumber: room.roomNumber,
      roomType: room.item.RoomType,
      guests: room.guests.map((g) => personName(g.FirstName, g.LastName)),
      extras: room.services.length,
    })),
    askArrivalTime: state.config.AskArrivalTime,
    arrivalTime: state.arrivalTime,
    arrivalError: shown ? (arrivalError ?? null) : null,
    termsUrl: state.config.TermsUrl,
    acceptedTerms: state.acceptedTerms,
    termsError: shown && state.config.TermsUrl && !state.acceptedTerms ? PRE_CHECK_IN_MESSAGES.termsRequired : null,
    specialRequests: state.specialRequests,
    /**
     * the card needs its details again (after a reload the number and security code are not kept;
     * a save refused or declined spent its token): said once the guest tried to confirm
     */
    cardIncomplete:
      (shown || snapshot.matches({ summary: 'failed' })) &&
      !isCheckInCardReady(
        snapshot.context.card,
        state.reservation.CreditCards[0]?.CreditCardId ?? null,
        state.config.CollectPaymentDetails,
      ),
    saving: snapshot.matches({ summary: 'saving' }),
    error: snapshot.matches({ summary: 'failed' }) ? snapshot.context.error : null,
    amending: state.reservation.PreCheckIn !== null,
  };
}
