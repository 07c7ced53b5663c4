/**
 * The manage-booking guest search (manage spec sections 5, 8): reference number and guest name.
 * `editing` (quiet, or refused once a submit was refused: the field messages show) ->
 * `searching` -> `found` (the page opens the booking: named action `openBooking`). No match
 * (Success false) and failed calls (e.g. 429 after too many attempts, with when to try again) go
 * back to editing with the server's Message, the form kept.
 */
import { assign, setup } from 'xstate';
import { guestMessage } from '@/api/errors';
import {
  emptyManageSearchForm,
  MANAGE_SEARCH_MESSAGES,
  manageSearchSchema,
  type ManageSearchForm,
} from '@/domain/manage';
import type { ManagedReservation } from '@/domain/models';
import { formActions, formEditing, isFormValid, type FormContext, type FormEvent } from '../account/account.form';
import { findBooking } from './manageSearch.actors';

export interface ManageSearchContext extends FormContext<ManageSearchForm> {
  propertyId: number;
}

export const manageSearchMachine = setup({
  types: {
    context: {} as ManageSearchContext,
    events: {} as FormEvent<ManageSearchForm>,
    input: {} as { propertyId: number; error?: string | null },
  },
  actors: { findBooking },
  actions: {
    ...formActions<ManageSearchForm, ManageSearchContext, FormEvent<ManageSearchForm>>(),
    /** Provided by the page: open the booking found. */
    openBooking: (_, _found: { reservation: ManagedReservation; code: string }) => {},
  },
  guards: {
    isFormValid: ({ context }) => isFormValid(manageSearchSchema, context.form),
  },
}).createMachine({
  id: 'manageSearch',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    form: emptyManageSearchForm(),
    attempts: 0,
    error: input.error ?? null,
  }),
  initial: 'editing',
  states: {
    editing: formEditing('searching'),
    searching: {
      entry: assign({ error: null }),
      invoke: {
        id: 'findBooking',
        src: 'findBooking',
        input: ({ context }) => ({ propertyId: context.propertyId, ...context.form }),
        onDone: [
          {
            guard: ({ event }) => event.output.Success && !!event.output.Reservation && !!event.output.Code,
            target: 'found',
            actions: {
              type: 'openBooking',
              params: ({ event }) => ({ reservation: event.output.Reservation!, code: event.output.Code ?? '' }),
            },
          },
          {
            target: 'editing',
            actions: {
              type: 'storeError',
              params: ({ event }) => ({ message: event.output.Message || MANAGE_SEARCH_MESSAGES.notFound }),
            },
          },
        ],
        onError: {
          target: 'editing',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ message: guestMessage(event.error, MANAGE_SEARCH_MESSAGES.searchFailed) }),
          },
        },
      },
    },
    found: { type: 'final' },
  },
});
