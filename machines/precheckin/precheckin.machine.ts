/**
 * Online pre check-in (manage spec sections 2, 4, 5, 8): the spec's steps as states.
 *
 * loading -> notice | invalidLink | start. start goes to booker when the booking has a booker,
 * else to the first room; booker -> room. The room step visits the rooms not fully reviewed
 * (room, then its guests: "guest visits unreviewed or invalid guests, then returns to room"),
 * extras visit the rooms with extras to choose, then payment details (when the hotel collects a
 * card), summary, and a successful save gives complete; from complete the guest may amend
 * (the window is the server's: Get and Save answer a notice once it has closed).
 *
 * Rules are the domain's (src/domain/checkIn, precheckin, validation); notices are the page's
 * named action `notify`. The card lives in this machine's memory only: the page never persists it.
 */
import { and, assign, not, setup } from 'xstate';
import { guestMessage, isApiError } from '@/api/errors';
import { intentAfterFailure, newIntent, type CallIntent } from '@/api/outcome';
import { cardChosen, cardEntryChanged, EMPTY_CARD_ENTRY, emptyCardForm, type CardForm } from '@/domain/booker';
import type { CreditCardType } from '@/domain/models';
import type { CardFrameState } from '@/payment/protocol';
import { CARD_MESSAGES, isCardNameGiven } from '@/domain/cards';
import {
  areGuestsComplete,
  checkInRoom,
  checkInState,
  isCheckInBookerValid,
  isCheckInCardAskable,
  isCheckInCardReady,
  isCheckInSavable,
  isCheckInTokenTaken,
  isCheckInServiceChangeAllowed,
  isRoomComplete,
  nextCheckInRoom,
  updateRoom,
  type CheckInState,
} from '@/domain/checkIn';
import type {
  BillingContact,
  Guest,
  GuestRegistration,
  PreCheckInConfig,
  Property,
  RoomConfiguration,
  ServicesResponse,
} from '@/domain/models';
import { PRE_CHECK_IN_MESSAGES } from '@/domain/precheckin';
import type { RoomNeed } from '@/domain/visits';
import { personName } from '@/domain/words';
import { visitRooms } from '../roomVisits';
import { loadCheckIn, saveCheckIn, tokenizeCard, type Loaded } from './precheckin.actors';

export interface PreCheckInInput {
  propertyId: number;
  referenceNumber: string;
  code: string;
  config: PreCheckInConfig;
  /** "YYYY-MM-DD", the property's today */
  today: string;
  /** the property's card types (a new card's brand is matched to one) */
  cardTypes: CreditCardType[];
}

/** The machine's input from what the page has: the property, its pre check-in settings, the link's parts. */
export function preCheckInInput(
  property: Property,
  config: PreCheckInConfig,
  link: { referenceNumber: string; code: string },
  today: string,
): PreCheckInInput {
  return { propertyId: property.PropertyId, ...link, config, today, cardTypes: property.CreditCards };
}

export interface PreCheckInContext {
  input: PreCheckInInput;
  state: CheckInState | null;
  /** extras offered per ReservationItemId */
  services: Record<number, ServicesResponse>;
  /** the bed set-ups of the property's room types */
  setUps: RoomConfiguration[];
  card: CardForm;
  notice: { success: boolean; title: string; message: string } | null;
  error: string | null;
  /** what the last save said */
  savedMessage: string | null;
  /** this save's Idempotency-Key (src/api/outcome.ts): kept until the server keeps an answer */
  intent: CallIntent;
}

export type PreCheckInEvent =
  | { type: 'step.continued' }
  | { type: 'booker.changed'; change: Partial<BillingContact> }
  | { type: 'guest.changed'; roomNumber: number; index: number; change: Partial<Guest> }
  | { type: 'roomConfiguration.changed'; roomNumber: number; roomConfigurationId: number | null }
  | { type: 'registration.changed'; roomNumber: number; change: Partial<GuestRegistration> }
  | { type: 'service.quantityChanged'; roomNumber: number; serviceId: number; quantity: number }
  | { type: 'card.changed'; change: Pick<CardForm, 'creditCardName'> }
  /** a saved card (by id) chosen, or a new card (null) */
  | { type: 'card.chosen'; creditCardId: number | null }
  /** what the payment provider's frame says of its fields (never a digit) */
  | { type: 'card.entryChanged'; entry: CardFrameState }
  | { type: 'arrival.changed'; value: string }
  | { type: 'terms.changed'; accepted: boolean }
  | { type: 'specialRequests.changed'; value: string }
  | { type: 'save.requested' }
  | { type: 'retry' }
  | { type: 'payment.edit' }
  | { type: 'amend.requested' };

/**
 * The flow's snapshot as it may be kept over a reload: without the card frame's state and token (a
 * restored flow shows an empty frame, and asks for the card again).
 */
export function withoutCardSecrets<T>(snapshot: T): T {
  const s = snapshot as { context?: { card?: CardForm } };
  if (!s.context?.card) return snapshot;
  return {
    ...s,
    context: { ...s.context, card: { ...s.context.card, entry: EMPTY_CARD_ENTRY, token: null } },
  } as T;
}

/** A failed save whose outcome is known: the card's token was spent or refused (the card is asked again). */
export const tokenSpent = (error: unknown) => isApiError(error) && !error.outcomeUnknown && error.status < 500;

type RoomStep = 'roomReviewed' | 'guestsReviewed' | 'servicesSeen';

const stateOf = (context: PreCheckInContext): CheckInState => {
  if (!context.state) throw new Error('pre check-in: the booking is not loaded');
  return context.state;
};

/** The booking's card on file, when it has one (it guarantees the stay unless the guest gives another). */
const cardOnFile = (context: PreCheckInContext) => context.state?.reservation.CreditCards[0] ?? null;

/**
 * Back to the card from the summary: offered once the guest tried to confirm (refused, or a save
 * that failed) and only while the card's details are needed again (after a reload, or a card the
 * save refused or declined), as the summary's "Enter your card" says (summaryView's cardIncomplete).
 */
const BACK_TO_THE_CARD = { guard: and(['cardCollected', not('cardReady')]), target: '#precheckin.payment' } as const;

export const preCheckInMachine = setup({
  types: {
    context: {} as PreCheckInContext,
    events: {} as PreCheckInEvent,
    input: {} as PreCheckInInput,
  },
  actors: { loadCheckIn, saveCheckIn, tokenizeCard },
  actions: {
    /** Provided by the page: tell the guest something. */
    notify: (_, _params: { tone: 'positive' | 'negative'; message: string }) => {},
    storeLoaded: assign(({ context }, loaded: Extract<Loaded, { kind: 'reservation' }>) => {
      const setUps = Object.entries(
        loaded.setUps.reduce<Record<number, number>>((counts, s) => {
          counts[s.RoomTypeId] = (counts[s.RoomTypeId] ?? 0) + 1;
          return counts;
        }, {}),
      ).map(([RoomTypeId, count]) => ({ RoomTypeId: Number(RoomTypeId), count }));
      const onFile = loaded.reservation.CreditCards[0];
      return {
        state: checkInState(loaded.reservation, context.input.config, setUps, context.input.today),
        services: loaded.services,
        setUps: loaded.setUps,
        card: onFile
          ? {
              ...emptyCardForm(),
              creditCardId: onFile.CreditCardId,
              // the name on the card: the booker's, until the guest says otherwise
              creditCardName: loaded.reservation.Booker
                ? personName(loaded.reservation.Booker.FirstName, loaded.reservation.Booker.LastName)
                : '',
              cardType: { Id: onFile.CardTypeId },
            }
          : emptyCardForm(),
      };
    }),
    change: assign(({ context }, change: Partial<CheckInState>) => ({ state: { ...stateOf(context), ...change } })),
    activateNextRoom: assign(({ context }, params: { need: RoomNeed }) => ({
      state: { ...stateOf(context), activeRoomNumber: nextCheckInRoom(stateOf(context), params.need) ?? null },
    })),
    markActiveRoom: assign(({ context }, params: { step: RoomStep }) => {
      const state = stateOf(context);
      return {
        state: { ...state, ...updateRoom(state, state.activeRoomNumber ?? 0, (r) => ({ ...r, [params.step]: true })) },
      };
    }),
    changeGuest: assign(({ context, event }) => {
      if (event.type !== 'guest.changed') return {};
      const state = stateOf(context);
      return {
        state: {
          ...state,
          ...updateRoom(state, event.roomNumber, (r) => ({
            ...r,
            guests: r.guests.map((g, i) => (i === event.index ? { ...g, ...event.change } : g)),
          })),
        },
      };
    }),
    /** amending a completed pre check-in goes through every step again */
    reopen: assign(({ context }) => {
      const state = stateOf(context);
      return {
        state: {
          ...state,
          activeRoomNumber: null,
          rooms: state.rooms.map((r) => ({ ...r, roomReviewed: false, guestsReviewed: false, servicesSeen: false })),
        },
        error: null,
      };
    }),
  },
  guards: {
    hasBooker: ({ context }) => stateOf(context).booker !== null,
    bookerValid: ({ context }) => isCheckInBookerValid(stateOf(context)),
    noRoomNeeds: ({ context }, params: { need: RoomNeed }) =>
      nextCheckInRoom(stateOf(context), params.need) === undefined,
    activeRoomComplete: ({ context }) => {
      const state = stateOf(context);
      const room = checkInRoom(state, state.activeRoomNumber);
      return !!room && isRoomComplete(state, room);
    },
    activeGuestsComplete: ({ context }) => {
      const state = stateOf(context);
      const room = checkInRoom(state, state.activeRoomNumber);
      return !!room && areGuestsComplete(state, room);
    },
    extrasOffered: ({ context }) => context.input.config.AllowServiceEdit,
    cardCollected: ({ context }) => context.input.config.CollectPaymentDetails,
    serviceChangeAllowed: ({ context }, params: { roomNumber: number; serviceId: number; quantity: number }) => {
      const state = stateOf(context);
      const room = checkInRoom(state, params.roomNumber);
      const offered = room ? context.services[room.item.ReservationItemId] : undefined;
      return isCheckInServiceChangeAllowed(state, offered, params.roomNumber, params.serviceId, params.quantity);
    },
    cardAskable: ({ context }) => isCheckInCardAskable(context.card, cardOnFile(context)?.CreditCardId ?? null),
    /** nothing to give, or the card's token in hand (it is asked again after a reload or a refusal) */
    cardReady: ({ context }) =>
      isCheckInCardReady(
        context.card,
        cardOnFile(context)?.CreditCardId ?? null,
        context.input.config.CollectPaymentDetails,
      ),
    savable: ({ context }) => isCheckInSavable(stateOf(context)),
  },
}).createMachine({
  id: 'precheckin',
  context: ({ input }) => ({
    input,
    state: null,
    services: {},
    setUps: [],
    card: emptyCardForm(),
    notice: null,
    error: null,
    savedMessage: null,
    intent: newIntent(),
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'loadCheckIn',
        input: ({ context }) => ({
          propertyId: context.input.propertyId,
          referenceNumber: context.input.referenceNumber,
          code: context.input.code,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'reservation',
            target: 'start',
            actions: {
              type: 'storeLoaded',
              params: ({ event }) => event.output as Extract<Loaded, { kind: 'reservation' }>,
            },
          },
          {
            guard: ({ event }) => event.output.kind === 'notice',
            target: 'notice',
            actions: assign(({ event }) => ({
              notice:
                event.output.kind === 'notice'
                  ? { success: event.output.success, title: event.output.title, message: event.output.message }
                  : null,
            })),
          },
          { target: 'invalidLink' },
        ],
        // the booking could not be reached (server error, network, time-out): said, with a retry
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ error: guestMessage(event.error, PRE_CHECK_IN_MESSAGES.loadFailed) })),
        },
      },
    },
    loadFailed: {
      on: { retry: { target: 'loading', actions: assign({ error: null }) } },
    },
    notice: { type: 'final' },
    invalidLink: { type: 'final' },
    // A pre check-in begins at the booker, else at the first room: every room needs its review as
    // the booking loads (or is reopened to amend), so the first room is the one to review, never a
    // later step. (Through room.choosing, the machine had moves from here to the extras, the card
    // and the summary that no booking could make.)
    start: {
      always: [
        { guard: 'hasBooker', target: 'booker' },
        { target: 'room.editing', actions: { type: 'activateNextRoom', params: { need: 'review' } } },
      ],
    },
    booker: {
      initial: 'quiet',
      on: {
        'booker.changed': {
          actions: {
            type: 'change',
            params: ({ context, event }) => {
              const booker = stateOf(context).booker;
              return { booker: booker && { ...booker, ...event.change } };
            },
          },
        },
        'specialRequests.changed': {
          actions: { type: 'change', params: ({ event }) => ({ specialRequests: event.value }) },
        },
        // on to the first room (the booker is only ever the first step: no room is reviewed yet)
        'step.continued': [
          {
            guard: 'bookerValid',
            target: 'room.editing',
            actions: { type: 'activateNextRoom', params: { need: 'review' } },
          },
          { target: '.refused' },
        ],
      },
      states: { quiet: {}, refused: {} },
    },
    room: {
      initial: 'choosing',
      states: {
        choosing: visitRooms('review', '#precheckin.afterRooms'),
        editing: {
          initial: 'quiet',
          on: {
            'guest.changed': { actions: 'changeGuest' },
            'roomConfiguration.changed': {
              actions: {
                type: 'change',
                params: ({ context, event }) =>
                  updateRoom(stateOf(context), event.roomNumber, (r) => ({
                    ...r,
                    roomConfigurationId: event.roomConfigurationId,
                  })),
              },
            },
            'registration.changed': {
              actions: {
                type: 'change',
                params: ({ context, event }) =>
                  updateRoom(stateOf(context), event.roomNumber, (r) => ({
                    ...r,
                    registration: { ...r.registration, ...event.change },
                  })),
              },
            },
            'step.continued': [
              {
                guard: 'activeRoomComplete',
                target: 'guest',
                actions: { type: 'markActiveRoom', params: { step: 'roomReviewed' } },
              },
              { target: '.refused' },
            ],
          },
          states: { quiet: {}, refused: {} },
        },
        guest: {
          initial: 'quiet',
          on: {
            'guest.changed': { actions: 'changeGuest' },
            'step.continued': [
              {
                guard: 'activeGuestsComplete',
                target: 'choosing',
                actions: { type: 'markActiveRoom', params: { step: 'guestsReviewed' } },
              },
              { target: '.refused' },
            ],
          },
          states: { quiet: {}, refused: {} },
        },
      },
    },
    afterRooms: {
      always: [
        { guard: 'extrasOffered', target: 'extras' },
        { guard: 'cardCollected', target: 'payment' },
        { target: 'summary' },
      ],
    },
    extras: {
      initial: 'choosing',
      states: {
        choosing: visitRooms('services', '#precheckin.afterExtras'),
        editing: {
          on: {
            'service.quantityChanged': {
              guard: { type: 'serviceChangeAllowed', params: ({ event }) => event },
              actions: {
                type: 'change',
                params: ({ context, event }) =>
                  updateRoom(stateOf(context), event.roomNumber, (r) => ({
                    ...r,
                    services: [
                      ...r.services.filter((line) => line.ServiceId !== event.serviceId),
                      ...(event.quantity > 0 ? [{ ServiceId: event.serviceId, Quantity: event.quantity }] : []),
                    ],
                  })),
              },
            },
            'step.continued': {
              target: 'choosing',
              actions: { type: 'markActiveRoom', params: { step: 'servicesSeen' } },
            },
          },
        },
      },
    },
    afterExtras: { always: [{ guard: 'cardCollected', target: 'payment' }, { target: 'summary' }] },
    payment: {
      initial: 'quiet',
      // the frame shows empty again: a token of an earlier visit is not the card the guest gives now,
      // and what was typed in it then is not in it now (the frame, asked on Continue, says the
      // security code is missing)
      entry: assign(({ context }) => ({ card: { ...context.card, token: null, entry: EMPTY_CARD_ENTRY } })),
      on: {
        'card.changed': { actions: assign(({ context, event }) => ({ card: { ...context.card, ...event.change } })) },
        'card.chosen': {
          actions: assign(({ context, event }) => {
            const onFile = cardOnFile(context);
            return { card: cardChosen(context.card, onFile?.CreditCardId === event.creditCardId ? onFile : null) };
          }),
        },
        'card.entryChanged': {
          actions: assign(({ context, event }) => ({
            card: cardEntryChanged(context.card, event.entry, context.input.cardTypes),
          })),
        },
        // the frame is asked once the page's own part is given: what it last said of its fields may
        // not be here yet when the guest leaves it for Continue (it answers with a token or says
        // what is missing, and its messages before the answer have arrived by then)
        'step.continued': [{ guard: 'cardAskable', target: '.tokenizing' }, { target: '.refused' }],
      },
      states: {
        quiet: {},
        refused: {},
        // the provider's single-use token for the card typed in its frame, for the save
        tokenizing: {
          entry: assign({ error: null }),
          on: { 'step.continued': { actions: [] } },
          invoke: {
            id: 'tokenize',
            src: 'tokenizeCard',
            onDone: [
              {
                guard: ({ context, event }) =>
                  isCheckInTokenTaken(context.card, cardOnFile(context)?.CreditCardId ?? null, event.output),
                target: '#precheckin.summary',
                actions: assign(({ context, event }) => ({ card: { ...context.card, token: event.output } })),
              },
              // a token for a card the page cannot take (another card chosen meanwhile, or the
              // frame's own messages said otherwise); a name taken away meanwhile says so by its field
              {
                target: 'refused',
                actions: assign(({ context }) => ({
                  error: isCardNameGiven(context.card) ? CARD_MESSAGES.notRead : null,
                })),
              },
            ],
            onError: {
              target: 'refused',
              actions: assign(({ event }) => ({ error: guestMessage(event.error, CARD_MESSAGES.notRead) })),
            },
          },
        },
      },
    },
    summary: {
      initial: 'reviewing',
      on: {
        'arrival.changed': { actions: { type: 'change', params: ({ event }) => ({ arrivalTime: event.value }) } },
        'terms.changed': { actions: { type: 'change', params: ({ event }) => ({ acceptedTerms: event.accepted }) } },
        'specialRequests.changed': {
          actions: { type: 'change', params: ({ event }) => ({ specialRequests: event.value }) },
        },
      },
      states: {
        reviewing: {
          on: { 'save.requested': [{ guard: and(['savable', 'cardReady']), target: 'saving' }, { target: 'refused' }] },
        },
        refused: {
          on: {
            'save.requested': [{ guard: and(['savable', 'cardReady']), target: 'saving' }, { target: 'refused' }],
            'payment.edit': BACK_TO_THE_CARD,
          },
        },
        saving: {
          entry: assign({ error: null }),
          invoke: {
            id: 'save',
            src: 'saveCheckIn',
            input: ({ context }) => ({ state: stateOf(context), card: context.card, intent: context.intent }),
            onDone: [
              {
                guard: ({ event }) => event.output.Success,
                target: '#precheckin.complete',
                actions: [
                  assign(({ event }) => ({ savedMessage: event.output.Message, intent: newIntent() })),
                  // the card's token has done its job (an amendment asks for the card again)
                  assign(({ context }) => ({ card: { ...context.card, entry: EMPTY_CARD_ENTRY, token: null } })),
                ],
              },
              {
                target: 'failed',
                actions: assign(({ context, event }) => ({
                  error: event.output.Message || PRE_CHECK_IN_MESSAGES.saveFailed,
                  intent: newIntent(),
                  card: { ...context.card, token: null },
                })),
              },
            ],
            // the same key: a save whose outcome is unknown is asked about before the next
            onError: {
              target: 'failed',
              // a save whose outcome is unknown is sent again as it was (its token unspent); a card
              // refused or declined is asked for again
              actions: assign(({ context, event }) => ({
                error: guestMessage(event.error, PRE_CHECK_IN_MESSAGES.saveFailed),
                intent: intentAfterFailure(context.intent, event.error),
                card: tokenSpent(event.error) ? { ...context.card, token: null } : context.card,
              })),
            },
          },
        },
        failed: {
          on: {
            'save.requested': [{ guard: and(['savable', 'cardReady']), target: 'saving' }, { target: 'refused' }],
            'payment.edit': BACK_TO_THE_CARD,
          },
        },
      },
    },
    complete: {
      on: { 'amend.requested': { target: 'start', actions: 'reopen' } },
    },
  },
});
