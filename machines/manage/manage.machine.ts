/**
 * Manage booking (manage spec sections 2, 4, 5, 8): the steps of the spec as states.
 *
 * start -> loading (rooms on offer, extras, bed set-ups) -> overview -> summary -> complete; a
 * booking already cancelled opens `cancelled`. From the overview the guest edits the booker,
 * the rooms' guests (room -> guest, visiting every room that still needs a review), upgrades
 * (each room with unseen upgrades), extras (each room with selectable extras), one room's room
 * type and rate, or the dates (the search machine's calendar and dates; SearchDateOptions;
 * accepting applies the new dates and rates to every room). Every step ends in the summary,
 * which lists the changes and saves them. A room is cancelled with a reason by staging it (saved
 * with the summary); the whole booking is cancelled at once.
 *
 * Rules are the domain's (src/domain/amend, basket, manage); navigation and notices are named
 * actions the page provides.
 */
import { and, assign, not, sendParent, setup } from 'xstate';
import {
  amendmentSummary,
  areRoomGuestsValid,
  bookingCancellation,
  heldState,
  isAmendmentSavable,
  isHeldServiceEditable,
  withBookerDetails,
  withGuestDetails,
  withHeldOccupancy,
  withHeldUpgrade,
  withNewDates,
  withOptions,
  withRoomCancelled,
  type AmendOptions,
  type AmendState,
  type BookerDetails,
  type GuestChange,
  type ManagePropertyFacts,
} from '@/domain/amend';
import {
  basketItemFor,
  canChooseRate,
  isItemOccupancyValid,
  isLeadGuestOk,
  isServiceQuantityAllowed,
  markRoom,
  nextRoomFor,
  offeredRoomTypeIds,
  offeredUpgrades,
  updateItem,
  withChoice,
  withLeadGuest,
  withRoomConfiguration,
  withServiceQuantity,
} from '@/domain/basket';
import { canCancelReservation, isRoomChangeable } from '@/domain/manage';
import { anyUpgradeOnOffer } from '@/domain/basketViews';
import { toDecimal } from '@/domain/money';
import type {
  BookingConfig,
  DateOptionRateRow,
  ManageBookingConfig,
  ManagedReservation,
  Property,
  UpgradeOptionsResponse,
} from '@/domain/models';
import type { Occupancy } from '@/domain/occupancy';
import { parseSearchQuery } from '@/domain/searchQuery';
import { searchFacts, type SearchPropertyFacts } from '@/domain/search';
import type { RoomNeed } from '@/domain/visits';
import { intentAfterFailure, newIntent, type CallIntent } from '@/api/outcome';
import { guestMessage } from '@/api/errors';
import { manageText as t } from '@/i18n/manage';
import { searchText } from '@/i18n/search';
import { searchMachine } from '../search/search.machine';
import { visitRooms } from '../roomVisits';
import {
  MANAGE_CALL_MESSAGES,
  cancelBooking,
  loadAmendOptions,
  loadUpgradeOptions,
  saveAmendment,
  searchDateOptions,
} from './manage.actors';

/** What the guest asked to cancel: the whole booking, or one room. */
export type CancelScope = { kind: 'booking' } | { kind: 'room'; roomNumber: number };

export interface ManageInput {
  property: ManagePropertyFacts;
  /** the calendar and dates of the change-of-dates step follow the search page's rules */
  search: SearchPropertyFacts;
  reservation: ManagedReservation;
  /** "YYYY-MM-DDTHH:mm", the property's local time (the calendar's today) */
  now: string;
  /** open at this step once loaded (the confirmation's "Add extras": ?step=extras) */
  step?: 'extras' | null;
}

/**
 * The machine's input from what the reservation page loads: the property, its booking and
 * manage-booking settings, and the booking (the page's now, and the step its address asks for).
 */
export function manageInput(
  property: Property,
  data: { config: ManageBookingConfig; bookingConfig: BookingConfig; reservation: ManagedReservation },
  now: string,
  step: ManageInput['step'] = null,
): ManageInput {
  return {
    property: {
      propertyId: property.PropertyId,
      propertyCode: property.PropertyCode,
      currency: data.reservation.Currency,
      standardVatRate: property.StandardVatRate,
      isStandardTaxExclusive: property.IsStandardTaxExclusive,
      showRoomConfigurationQuestion: data.config.ShowRoomConfigurationQuestion,
      requireCancellationReason: data.config.RequireCancellationReason,
      guestFields: data.config.GuestFields,
    },
    search: searchFacts(property, data.bookingConfig),
    reservation: data.reservation,
    now,
    step,
  };
}

export interface ManageContext {
  input: ManageInput;
  /** the booking as amended so far (null until its options are loaded) */
  amend: AmendState | null;
  /** the booking as saved last */
  reservation: ManagedReservation;
  cancel: { scope: CancelScope; reasonId: number | null } | null;
  /** the dates searched and their rates per room */
  dates: { fromDate: string; toDate: string; rows: DateOptionRateRow[]; message: string | null } | null;
  /** the save's or the cancellation's Idempotency-Key, kept until the server keeps an answer (src/api/outcome.ts) */
  intent: CallIntent;
  error: string | null;
}

export type ManageEvent =
  | { type: 'retry' }
  | { type: 'step.back' }
  | { type: 'step.continued' }
  | { type: 'booker.edit' }
  | { type: 'guests.edit' }
  | { type: 'upgrades.edit' }
  | { type: 'extras.edit' }
  | { type: 'dates.edit' }
  | { type: 'room.change'; roomNumber: number }
  | { type: 'summary.open' }
  | { type: 'booker.changed'; change: Partial<BookerDetails> }
  | { type: 'specialRequests.changed'; value: string }
  | ({ type: 'occupancy.changed'; roomNumber: number } & Occupancy)
  | { type: 'leadGuest.changed'; roomNumber: number; firstName?: string; lastName?: string }
  | { type: 'roomConfiguration.changed'; roomNumber: number; roomConfigurationId: number | null }
  | { type: 'guest.changed'; roomNumber: number; index: number; change: GuestChange }
  | { type: 'upgrade.accepted'; roomTypeId: number }
  | { type: 'upgrade.declined' }
  | { type: 'service.quantityChanged'; roomNumber: number; serviceId: number; quantity: number }
  | { type: 'roomType.selected'; roomTypeId: number }
  | { type: 'roomType.cleared' }
  | { type: 'rate.selected'; roomTypeId: number; ratePlanId: number }
  | { type: 'dates.searched'; fromDate: string; toDate: string }
  | { type: 'dates.accepted' }
  | { type: 'cancel.opened'; scope: CancelScope }
  | { type: 'cancel.reasonChanged'; reasonId: number | null }
  | { type: 'cancel.confirmed' }
  | { type: 'cancel.closed' }
  | { type: 'save.requested' }
  | { type: 'changes.discarded' };

type Step = 'upgradesSeen' | 'guestsReviewed' | 'servicesSeen';

/** The amended booking (present in every state after loading). */
const amendOf = (context: ManageContext): AmendState => {
  if (!context.amend) throw new Error('manage: the booking is not loaded');
  return context.amend;
};

export const manageMachine = setup({
  types: {
    context: {} as ManageContext,
    events: {} as ManageEvent,
    input: {} as ManageInput,
    children: {} as { dates: 'stayDates' },
  },
  actors: {
    loadAmendOptions,
    loadUpgradeOptions,
    searchDateOptions,
    saveAmendment,
    cancelBooking,
    /** the search page's calendar and dates: its submit tells manage the dates to search */
    stayDates: searchMachine.provide({
      actions: {
        navigateToResults: sendParent((_, params: { query: string }) => {
          const query = parseSearchQuery(new URLSearchParams(params.query));
          return { type: 'dates.searched', fromDate: query.fromDate ?? '', toDate: query.toDate ?? '' };
        }),
      },
    }),
  },
  actions: {
    /** Provided by the page: tell the guest something (notices). */
    notify: (_, _params: { tone: 'positive' | 'negative'; message: string }) => {},
    storeOptions: assign(({ context }, options: AmendOptions) => ({
      amend: heldState(context.reservation, context.input.property, options),
      error: null,
    })),
    setError: assign((_, params: { error: unknown; fallback: string }) => ({
      error: guestMessage(params.error, params.fallback),
    })),
    clearError: assign({ error: null }),
    change: assign(({ context }, change: Partial<AmendState>) => ({ amend: { ...amendOf(context), ...change } })),
    /** the room a step visits next becomes the active room (machines/roomVisits) */
    activateNextRoom: assign(({ context }, params: { need: RoomNeed }) => ({
      amend: { ...amendOf(context), activeRoomNumber: nextRoomFor(amendOf(context), params.need) ?? null },
    })),
    /** entering a step from the overview: every room is visited again */
    resetStep: assign(({ context }, params: { step: Step }) => {
      const amend = amendOf(context);
      return { amend: { ...amend, basket: amend.basket.map((item) => ({ ...item, [params.step]: false })) } };
    }),
    markActiveRoom: assign(({ context }, params: { step: Step }) => {
      const amend = amendOf(context);
      return { amend: { ...amend, basket: markRoom(amend.basket, amend.activeRoomNumber, params.step) } };
    }),
    openCancel: assign((_, scope: CancelScope) => ({ cancel: { scope, reasonId: null } })),
    closeCancel: assign({ cancel: null }),
    storeDates: assign((_, dates: NonNullable<ManageContext['dates']>) => ({ dates })),
    stageRoomCancel: assign(({ context }) => {
      const scope = context.cancel?.scope;
      if (scope?.kind !== 'room') return {};
      const amend = amendOf(context);
      return {
        amend: { ...amend, ...withRoomCancelled(amend, scope.roomNumber, context.cancel?.reasonId ?? null) },
        cancel: null,
      };
    }),
    chooseRate: assign(({ context, event }) => {
      if (event.type !== 'rate.selected') return {};
      const amend = amendOf(context);
      const before = basketItemFor(amend, amend.activeRoomNumber);
      const change = withChoice(amend, event.roomTypeId, event.ratePlanId);
      // the room keeps its guests, bed set-up and extras on its new room type or rate
      const basket =
        change.basket && before
          ? updateItem(change.basket, before.roomNumber, (item) => ({
              ...item,
              leadGuest: before.leadGuest,
              roomConfigurationId: item.RoomTypeId === before.RoomTypeId ? before.roomConfigurationId : null,
              Services: item.ratePlan.RatePlanId === before.ratePlan.RatePlanId ? before.Services : [],
              availableServices: before.availableServices,
              inventory: before.inventory,
              servicesLoaded: true,
              servicesSeen: false,
              guestsReviewed: false,
            }))
          : change.basket;
      return { amend: { ...amend, ...change, ...(basket ? { basket } : {}) } };
    }),
    applyDates: assign(({ context }, options: UpgradeOptionsResponse) => {
      const amend = amendOf(context);
      const dated = { ...amend, ...withNewDates(amend, context.dates?.rows ?? []) };
      return { amend: { ...dated, ...withOptions(dated, options) } };
    }),
    /** the step asked for on opening (?step=extras) is for the first opening only */
    forgetStartStep: assign(({ context }) => ({ input: { ...context.input, step: null } })),
    saved: assign((_, reservation: ManagedReservation) => ({
      reservation,
      amend: null,
      intent: newIntent(),
      error: null,
    })),
    /** a save or cancellation failed: the same key (intentAfterFailure), its outcome perhaps unknown */
    keepIntent: assign(({ context }, params: { error: unknown }) => ({
      intent: intentAfterFailure(context.intent, params.error),
    })),
  },
  guards: {
    isCancelled: ({ context }) => context.reservation.IsCancelled,
    opensExtras: ({ context }) => context.input.step === 'extras' && context.reservation.CanBeEdited,
    canEdit: ({ context }) => context.reservation.CanBeEdited,
    noRoomNeeds: ({ context }, params: { need: RoomNeed }) => nextRoomFor(amendOf(context), params.need) === undefined,
    activeLeadGuestValid: ({ context }) => {
      const amend = amendOf(context);
      const item = basketItemFor(amend, amend.activeRoomNumber);
      return !!item && isLeadGuestOk(amend, item);
    },
    activeGuestsValid: ({ context }) => {
      const amend = amendOf(context);
      return amend.activeRoomNumber !== null && areRoomGuestsValid(amend, amend.activeRoomNumber);
    },
    bookerValid: ({ context }) => isAmendmentSavable({ ...amendOf(context), basket: [] }),
    upgradeOffered: ({ context }, params: { roomTypeId: number }) => {
      const amend = amendOf(context);
      const item = basketItemFor(amend, amend.activeRoomNumber);
      return !!item && offeredUpgrades(amend, item).some((u) => u.RoomTypeId === params.roomTypeId);
    },
    serviceChangeAllowed: ({ context }, params: { roomNumber: number; serviceId: number; quantity: number }) => {
      const amend = amendOf(context);
      const item = basketItemFor(amend, params.roomNumber);
      return (
        !!item &&
        isHeldServiceEditable(item, params.serviceId) &&
        isServiceQuantityAllowed(amend, params.roomNumber, params.serviceId, params.quantity)
      );
    },
    roomTypeOffered: ({ context }, params: { roomTypeId: number }) =>
      offeredRoomTypeIds(amendOf(context)).includes(params.roomTypeId),
    rateChoosable: ({ context }, params: { roomTypeId: number; ratePlanId: number }) =>
      canChooseRate(amendOf(context), params.roomTypeId, params.ratePlanId),
    upgradeOnOffer: ({ context }) => !!context.amend && anyUpgradeOnOffer(context.amend),
    /** a room still booked (not staged for cancellation) that may change */
    roomEditable: ({ context }, params: { roomNumber: number }) => {
      const amend = context.amend;
      const room = amend?.held.find((r) => r.roomNumber === params.roomNumber);
      return !!room && isRoomChangeable(context.reservation, room.booked, !basketItemFor(amend!, params.roomNumber));
    },
    cancelAllowed: ({ context }) => {
      const cancel = context.cancel;
      if (!cancel) return false;
      const canBeCancelled =
        cancel.scope.kind === 'booking'
          ? context.reservation.CanBeCancelled
          : !!context.amend?.held.find((r) => r.roomNumber === (cancel.scope as { roomNumber: number }).roomNumber)
              ?.booked.CanBeCancelled;
      return canCancelReservation({
        canBeCancelled,
        requireCancellationReason: context.input.property.requireCancellationReason,
        cancellationReasonId: cancel.reasonId,
      });
    },
    cancelsBooking: ({ context }) => context.cancel?.scope.kind === 'booking',
    hasChanges: ({ context }) => !!context.amend && amendmentSummary(context.amend).hasChanges,
    savable: ({ context }) => !!context.amend && isAmendmentSavable(context.amend),
  },
}).createMachine({
  id: 'manage',
  context: ({ input }) => ({
    input,
    amend: null,
    reservation: input.reservation,
    cancel: null,
    dates: null,
    intent: newIntent(),
    error: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isCancelled', target: 'cancelled' }, { target: 'loading' }] },
    loading: {
      invoke: {
        id: 'options',
        src: 'loadAmendOptions',
        input: ({ context }) => ({
          propertyId: context.input.property.propertyId,
          reservation: context.reservation,
          dateFrom: context.reservation.DateFrom,
          dateTo: context.reservation.DateTo,
        }),
        onDone: [
          {
            guard: 'opensExtras',
            target: 'extras',
            actions: [{ type: 'storeOptions', params: ({ event }) => event.output }],
          },
          { target: 'overview', actions: { type: 'storeOptions', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'setError',
            params: ({ event }) => ({ error: event.error, fallback: MANAGE_CALL_MESSAGES.optionsFailed }),
          },
        },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    overview: {
      initial: 'idle',
      states: {
        // the changes start from the overview itself: not while the cancel form is open or its call runs
        idle: {
          on: {
            'booker.edit': { guard: 'canEdit', target: '#manage.booker' },
            'guests.edit': {
              guard: 'canEdit',
              target: '#manage.room',
              actions: { type: 'resetStep', params: { step: 'guestsReviewed' } },
            },
            // offered while a room of the booking is offered an upgrade
            'upgrades.edit': {
              guard: and(['canEdit', 'upgradeOnOffer']),
              target: '#manage.upgradeSelection',
              actions: { type: 'resetStep', params: { step: 'upgradesSeen' } },
            },
            'extras.edit': {
              guard: 'canEdit',
              target: '#manage.extras',
              actions: { type: 'resetStep', params: { step: 'servicesSeen' } },
            },
            'dates.edit': { guard: 'canEdit', target: '#manage.changeDates' },
            'room.change': {
              guard: { type: 'roomEditable', params: ({ event }) => ({ roomNumber: event.roomNumber }) },
              target: '#manage.roomTypeSelection',
              actions: { type: 'change', params: ({ event }) => ({ activeRoomNumber: event.roomNumber }) },
            },
            // the summary of the changes once there are some
            'summary.open': { guard: 'hasChanges', target: '#manage.summary' },
            'cancel.opened': {
              target: 'cancelForm',
              actions: { type: 'openCancel', params: ({ event }) => event.scope },
            },
          },
        },
        cancelForm: {
          initial: 'quiet',
          on: {
            'cancel.reasonChanged': {
              actions: assign(({ context, event }) => ({
                cancel: context.cancel && { ...context.cancel, reasonId: event.reasonId },
              })),
            },
            'cancel.closed': { target: 'idle', actions: 'closeCancel' },
            'cancel.confirmed': [
              {
                guard: and(['cancelAllowed', not('cancelsBooking')]),
                target: '#manage.summary',
                actions: 'stageRoomCancel',
              },
              {
                guard: 'cancelAllowed',
                target: 'cancelling',
              },
              { target: '.refused' },
            ],
          },
          states: { quiet: {}, refused: {} },
        },
        cancelling: {
          invoke: {
            id: 'cancel',
            src: 'cancelBooking',
            input: ({ context }) => ({
              propertyId: context.input.property.propertyId,
              reservation: context.reservation,
              cancellationReasonId: context.cancel?.reasonId ?? null,
              expectedCharge: toDecimal(
                bookingCancellation({ ...context, property: context.input.property }).charge,
                context.input.property.currency,
              ),
              intent: context.intent,
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.Success,
                target: '#manage.cancelled',
                actions: [
                  assign(({ context, event }) => ({
                    cancel: null,
                    intent: newIntent(),
                    reservation: {
                      ...context.reservation,
                      IsCancelled: true,
                      CanBeCancelled: false,
                      CanBeEdited: false,
                      CancellationNumber: event.output.CancellationNumber,
                    },
                  })),
                  {
                    type: 'notify',
                    params: ({ event }) => ({
                      tone: 'positive',
                      message: event.output.Message || t('cancel.done'),
                    }),
                  },
                ],
              },
              {
                target: 'idle',
                actions: [
                  'closeCancel',
                  assign({ intent: () => newIntent() }),
                  {
                    type: 'notify',
                    params: ({ event }) => ({
                      tone: 'negative',
                      message: event.output.Message || MANAGE_CALL_MESSAGES.cancelFailed,
                    }),
                  },
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: [
                'closeCancel',
                { type: 'keepIntent', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'notify',
                  params: ({ event }) => ({
                    tone: 'negative',
                    message: guestMessage(event.error, MANAGE_CALL_MESSAGES.cancelFailed),
                  }),
                },
              ],
            },
          },
        },
      },
    },
    booker: {
      initial: 'quiet',
      on: {
        'booker.changed': {
          actions: {
            type: 'change',
            params: ({ context, event }) => {
              const booker = amendOf(context).booker;
              return { booker: booker && withBookerDetails(booker, event.change) };
            },
          },
        },
        'specialRequests.changed': {
          actions: { type: 'change', params: ({ event }) => ({ specialRequests: event.value }) },
        },
        'step.continued': [{ guard: 'bookerValid', target: 'summary' }, { target: '.refused' }],
        'step.back': 'overview',
      },
      states: { quiet: {}, refused: {} },
    },
    room: {
      initial: 'choosing',
      on: { 'step.back': 'overview' },
      states: {
        choosing: visitRooms('review', '#manage.summary'),
        editing: {
          initial: 'quiet',
          on: {
            'occupancy.changed': {
              guard: ({ context, event }) => {
                const item = basketItemFor(amendOf(context), event.roomNumber);
                return !!item && isItemOccupancyValid(item, event);
              },
              actions: {
                type: 'change',
                params: ({ context, event }) => withHeldOccupancy(amendOf(context), event.roomNumber, event),
              },
            },
            'leadGuest.changed': {
              actions: {
                type: 'change',
                params: ({ context, event }) => ({
                  basket: withLeadGuest(amendOf(context).basket, event.roomNumber, event),
                }),
              },
            },
            'roomConfiguration.changed': {
              actions: {
                type: 'change',
                params: ({ context, event }) => ({
                  basket: withRoomConfiguration(amendOf(context).basket, event.roomNumber, event.roomConfigurationId),
                }),
              },
            },
            'step.continued': [{ guard: 'activeLeadGuestValid', target: 'guest' }, { target: '.refused' }],
          },
          states: { quiet: {}, refused: {} },
        },
        guest: {
          initial: 'quiet',
          on: {
            'guest.changed': {
              actions: {
                type: 'change',
                params: ({ context, event }) =>
                  withGuestDetails(amendOf(context), event.roomNumber, event.index, event.change),
              },
            },
            'step.continued': [
              {
                guard: 'activeGuestsValid',
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
    upgradeSelection: {
      initial: 'choosing',
      on: { 'step.back': 'overview' },
      states: {
        choosing: visitRooms('upgrades', '#manage.summary'),
        editing: {
          on: {
            'upgrade.accepted': {
              guard: { type: 'upgradeOffered', params: ({ event }) => ({ roomTypeId: event.roomTypeId }) },
              target: 'choosing',
              actions: {
                type: 'change',
                params: ({ context, event }) => {
                  const amend = amendOf(context);
                  return withHeldUpgrade(amend, amend.activeRoomNumber ?? 0, event.roomTypeId);
                },
              },
            },
            'upgrade.declined': {
              target: 'choosing',
              actions: { type: 'markActiveRoom', params: { step: 'upgradesSeen' } },
            },
          },
        },
      },
    },
    extras: {
      initial: 'choosing',
      on: { 'step.back': 'overview' },
      states: {
        choosing: visitRooms('services', '#manage.summary'),
        editing: {
          on: {
            'service.quantityChanged': {
              guard: { type: 'serviceChangeAllowed', params: ({ event }) => event },
              actions: {
                type: 'change',
                params: ({ context, event }) => ({
                  basket: withServiceQuantity(
                    amendOf(context).basket,
                    event.roomNumber,
                    event.serviceId,
                    event.quantity,
                  ),
                }),
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
    roomTypeSelection: {
      on: {
        'roomType.selected': {
          guard: { type: 'roomTypeOffered', params: ({ event }) => ({ roomTypeId: event.roomTypeId }) },
          target: 'ratePlanSelection',
          actions: { type: 'change', params: ({ event }) => ({ pendingRoomTypeId: event.roomTypeId }) },
        },
        'rate.selected': {
          guard: { type: 'rateChoosable', params: ({ event }) => event },
          target: 'summary',
          actions: 'chooseRate',
        },
        'step.back': 'overview',
      },
    },
    ratePlanSelection: {
      on: {
        'rate.selected': {
          guard: { type: 'rateChoosable', params: ({ event }) => event },
          target: 'summary',
          actions: 'chooseRate',
        },
        'roomType.cleared': {
          target: 'roomTypeSelection',
          actions: { type: 'change', params: { pendingRoomTypeId: null } },
        },
        'step.back': 'overview',
      },
    },
    changeDates: {
      initial: 'choosing',
      on: { 'step.back': { target: 'overview', actions: assign({ dates: null }) } },
      states: {
        choosing: {
          invoke: {
            id: 'dates',
            src: 'stayDates',
            input: ({ context }) => {
              const amend = amendOf(context);
              return {
                property: context.input.search,
                now: context.input.now,
                query: {
                  fromDate: context.dates?.fromDate ?? amend.search?.fromDate,
                  toDate: context.dates?.toDate ?? amend.search?.toDate,
                  rooms: amend.rooms.map(({ numberOfAdults, numberOfChildren, numberOfInfants }) => ({
                    numberOfAdults,
                    numberOfChildren,
                    numberOfInfants,
                  })),
                },
              };
            },
          },
          on: {
            'dates.searched': {
              target: 'searching',
              actions: {
                type: 'storeDates',
                params: ({ event }) => ({ fromDate: event.fromDate, toDate: event.toDate, rows: [], message: null }),
              },
            },
          },
        },
        searching: {
          invoke: {
            id: 'dateOptions',
            src: 'searchDateOptions',
            input: ({ context }) => ({
              propertyId: context.input.property.propertyId,
              code: context.reservation.Code,
              dateFrom: context.dates?.fromDate ?? '',
              dateTo: context.dates?.toDate ?? '',
              reservationItemIds: amendOf(context)
                .held.filter((room) => amendOf(context).basket.some((i) => i.roomNumber === room.roomNumber))
                .map((room) => room.booked.ReservationItemId),
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.Success && event.output.ReservationItemRateRows.length > 0,
                target: 'options',
                actions: assign(({ context, event }) => ({
                  dates: context.dates && {
                    ...context.dates,
                    rows: event.output.ReservationItemRateRows,
                    message: null,
                  },
                })),
              },
              {
                target: 'none',
                actions: assign(({ context, event }) => ({
                  dates: context.dates && {
                    ...context.dates,
                    rows: [],
                    message: event.output.Message || searchText('noRoomsOnDates'),
                  },
                })),
              },
            ],
            onError: {
              target: 'failed',
              actions: {
                type: 'setError',
                params: ({ event }) => ({ error: event.error, fallback: MANAGE_CALL_MESSAGES.datesFailed }),
              },
            },
          },
        },
        options: { on: { 'dates.accepted': 'applying', 'dates.edit': 'choosing' } },
        none: { on: { 'dates.edit': 'choosing' } },
        failed: { on: { retry: 'searching', 'dates.edit': 'choosing' } },
        applying: {
          invoke: {
            id: 'newOptions',
            src: 'loadUpgradeOptions',
            input: ({ context }) => ({
              propertyId: context.input.property.propertyId,
              reservation: context.reservation,
              dateFrom: context.dates?.fromDate ?? '',
              dateTo: context.dates?.toDate ?? '',
            }),
            onDone: {
              target: '#manage.summary',
              actions: [
                { type: 'applyDates', params: ({ event }) => event.output },
                assign({ dates: null, error: null }),
              ],
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'setError',
                params: ({ event }) => ({ error: event.error, fallback: MANAGE_CALL_MESSAGES.datesFailed }),
              },
            },
          },
        },
      },
    },
    summary: {
      initial: 'reviewing',
      on: {
        'step.back': 'overview',
        'changes.discarded': {
          target: 'loading',
          actions: [assign({ amend: null, error: null }), 'forgetStartStep'],
        },
      },
      states: {
        reviewing: {
          on: {
            'save.requested': [{ guard: and(['hasChanges', 'savable']), target: 'saving' }, { target: 'refused' }],
          },
        },
        // Nothing on the summary changes the amendment (its only ways out are Back and Discard): what
        // was refused stays refused, and what failed to save was savable when it was sent.
        refused: {
          on: { 'save.requested': { target: 'refused' } },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'saveAmendment',
            input: ({ context }) => ({ state: amendOf(context), intent: context.intent }),
            onDone: { target: '#manage.complete', actions: { type: 'saved', params: ({ event }) => event.output } },
            onError: {
              target: 'failed',
              actions: [
                { type: 'keepIntent', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'setError',
                  params: ({ event }) => ({ error: event.error, fallback: MANAGE_CALL_MESSAGES.saveFailed }),
                },
              ],
            },
          },
        },
        failed: {
          on: { 'save.requested': { target: 'saving' } },
        },
      },
    },
    complete: {
      on: {
        'summary.open': { target: 'loading', actions: 'forgetStartStep' },
        'step.back': { target: 'loading', actions: 'forgetStartStep' },
      },
    },
    cancelled: { type: 'final' },
  },
});
