/**
 * Checkout (booking spec 5, 8, 9): four parallel regions. `form` edits, then submits (an account
 * registered first when asked for, then the booking created) and ends `succeeded`; `voucher`
 * checks a gift voucher; `companySearch` looks companies up as the guest types (debounced);
 * `errors` says which field errors show: those of the fields the guest has left (`visited`),
 * and every one once a confirm was tried (`all`), whether it went through or was refused.
 *
 * The rules are the domain's (src/domain/checkout.ts); the context's updates are in
 * checkout.context.ts; the view model of the screen is in checkout.selectors.ts.
 */
import { and, assign, not, or, stateIn } from 'xstate';
import { guestMessage, isApiError } from '@/api/errors';
import { cardEntryChanged } from '@/domain/booker';
import { CARD_MESSAGES } from '@/domain/cards';
import { checkoutSetup } from './checkout.setup';
import {
  CHECKOUT_MESSAGES,
  createFailedMessage,
  emptyVoucher,
  initialContext,
  intentForBasket,
  OUTCOME_MESSAGES,
  savedCardChosen,
  submitAttempt,
  visitedWith,
  voucherChecked,
  withCardToken,
  voucherRefused,
} from './checkout.context';
export type { CheckoutContext, CheckoutEvent } from './checkout.types';
export { CHECKOUT_MESSAGES, OUTCOME_MESSAGES, collectBrowserData, createFailedMessage } from './checkout.context';

export { COMPANY_SEARCH_DEBOUNCE_MS, COMPANY_SEARCH_MIN_LENGTH } from './checkout.setup';

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => initialContext(input),
  on: {
    'basket.updated': {
      guard: not(stateIn({ form: 'submitting' })),
      actions: assign(({ context, event }) => {
        const input = {
          ...context.input,
          rooms: event.rooms,
          total: event.total,
          companyInvoiceAllowed: event.companyInvoiceAllowed,
        };
        return { input, intent: intentForBasket(context, input) };
      }),
    },
    'field.blurred': {
      actions: assign({ visited: ({ context, event }) => visitedWith(context.visited, event.field) }),
    },
    // the session changed (it ended, or the guest logged in): saved cards follow it; a saved card
    // chosen from a session that ended is no longer offered (a new card is asked for)
    'user.changed': {
      guard: not(stateIn({ form: 'submitting' })),
      actions: assign(({ context, event }) => {
        const next = { ...context, input: { ...context.input, user: event.user } };
        const cardStillSaved =
          context.card.creditCardId === null ||
          (event.user?.savedCards ?? []).some((c) => c.CreditCardId === context.card.creditCardId);
        return cardStillSaved ? { input: next.input } : { input: next.input, card: savedCardChosen(next, null) };
      }),
    },
  },
  states: {
    form: {
      // What the guest types is kept in every state, also while a booking is being made or checked
      // (it does not change the request under way; a failed attempt is retried with it).
      on: {
        'booker.changed': {
          actions: assign(({ context, event }) => ({ booker: { ...context.booker, [event.field]: event.value } })),
        },
        'booker.countryChanged': {
          actions: assign(({ context, event }) => ({
            booker: { ...context.booker, country: event.countryId ? { Id: event.countryId } : null },
          })),
        },
        'booker.optInChanged': {
          actions: assign(({ context, event }) => ({
            booker: { ...context.booker, optInToReceiveUpdates: event.value },
          })),
        },
        'card.changed': {
          actions: assign(({ context, event }) => ({ card: { ...context.card, [event.field]: event.value } })),
        },
        'card.entryChanged': {
          actions: assign(({ context, event }) => ({
            card: cardEntryChanged(context.card, event.entry, context.input.cardTypes),
          })),
        },
        'card.saveChanged': {
          actions: assign(({ context, event }) => ({
            card: { ...context.card, saveCardForFutureUse: event.value },
          })),
        },
        'card.savedCardChosen': {
          actions: assign(({ context, event }) => ({ card: savedCardChosen(context, event.creditCardId) })),
        },
        'payment.changed': {
          guard: 'paymentOffered',
          actions: assign(({ event }) => ({ paymentType: event.paymentType })),
        },
        'details.changed': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
        'account.createChanged': { actions: assign(({ event }) => ({ createAccount: event.value })) },
        'terms.changed': { actions: assign(({ event }) => ({ agreeToTermsAndConditions: event.value })) },
        'customTerms.changed': {
          actions: assign(({ event }) => ({ hasAcceptedCustomTermsAndConditions: event.value })),
        },
        'company.selected': {
          actions: assign(({ event }) => ({
            company: event.company,
            companies: [],
            companySearchText: event.company?.Name ?? '',
          })),
        },
      },
      // After a reload or Back/Forward while a booking was being made, the server is asked first.
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'outcomeUnknown', target: 'submitting.settling' }, { target: 'editing' }],
        },
        editing: {
          on: {
            'checkout.submitted': {
              // not while a voucher is being checked: the booking would go without it, at full price
              guard: and(['canConfirm', not('voucherBeingChecked')]),
              target: 'submitting',
              actions: assign(({ context }) => submitAttempt(context)),
            },
          },
        },
        submitting: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'outcomeUnknown', target: 'settling' }, { target: 'registering' }],
            },
            // What became of this intent's earlier Create? Booked: show that booking, never pay
            // again. Nothing booked: go on (confirm), or say so (after a failure or a reload).
            settling: {
              invoke: {
                id: 'outcome',
                src: 'reservationOutcome',
                input: ({ context }) => ({ propertyId: context.input.propertyId, idempotencyKey: context.intent.key }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.state === 'done',
                    target: '#checkout.form.succeeded',
                    actions: [
                      assign(({ event }) => ({
                        result: event.output.state === 'done' ? event.output.result : null,
                        pending: null,
                        outcomeUnknown: false,
                      })),
                      {
                        type: 'goToStatus',
                        params: ({ event }) => ({
                          confirmationToken: event.output.state === 'done' ? event.output.result.ConfirmationToken : '',
                        }),
                      },
                    ],
                  },
                  {
                    guard: ({ event }) => event.output.state === 'running',
                    target: '#checkout.form.editing',
                    actions: assign(() => ({ pending: null, error: OUTCOME_MESSAGES.inProgress })),
                  },
                  {
                    guard: ({ context }) => context.settleReason === 'confirm' && context.pending !== null,
                    target: 'registering',
                    actions: assign({ outcomeUnknown: false }),
                  },
                  {
                    target: '#checkout.form.editing',
                    actions: assign(({ context }) => ({
                      outcomeUnknown: false,
                      pending: null,
                      error: context.settleReason === 'failure' ? context.error : OUTCOME_MESSAGES.notBooked,
                    })),
                  },
                ],
                onError: {
                  target: '#checkout.form.editing',
                  actions: assign(() => ({ pending: null, error: OUTCOME_MESSAGES.unknown })),
                },
              },
            },
            registering: {
              always: { guard: not('wantsAccount'), target: 'paying' },
              invoke: {
                id: 'register',
                src: 'registerAccount',
                // the booking intent's key (a key names one intent per operation): a lost answer
                // is asked for, never a second account attempted
                input: ({ context }) => ({
                  propertyId: context.input.propertyId,
                  form: {
                    email: context.booker.emailAddress,
                    password: context.password,
                    firstName: context.booker.firstName,
                    lastName: context.booker.lastName,
                    phone: context.booker.telephoneNumber,
                  },
                  intent: { key: context.intent.key, outcomeUnknown: false },
                  fallback: CHECKOUT_MESSAGES.accountFailed,
                }),
                onDone: { target: 'paying', actions: assign({ createAccount: false, password: '' }) },
                onError: {
                  target: '#checkout.form.editing',
                  actions: assign(({ event }) => ({
                    pending: null,
                    error: guestMessage(event.error, CHECKOUT_MESSAGES.accountFailed),
                  })),
                },
              },
            },
            // a card is paid with the provider's single-use token for the card confirmed: asked for
            // at each attempt, just before the request goes
            paying: {
              always: [{ guard: 'paysByCard', target: 'tokenizing' }, { target: 'creating' }],
            },
            tokenizing: {
              invoke: {
                id: 'tokenize',
                src: 'tokenizeCard',
                onDone: {
                  target: 'creating',
                  actions: assign(({ context, event }) => ({ pending: withCardToken(context.pending!, event.output) })),
                },
                onError: {
                  target: '#checkout.form.editing',
                  actions: assign(({ event }) => ({
                    pending: null,
                    error: guestMessage(event.error, CARD_MESSAGES.notRead),
                  })),
                },
              },
            },
            creating: {
              // until a definite answer, this intent may book: a reload, Back/Forward or a lost
              // answer from here on asks the server before anything is paid again
              entry: assign({ outcomeUnknown: true }),
              invoke: {
                id: 'create',
                src: 'createReservation',
                input: ({ context }) => ({
                  body: context.pending!.body,
                  idempotencyKey: context.pending!.idempotencyKey,
                }),
                onDone: {
                  target: '#checkout.form.succeeded',
                  actions: [
                    assign(({ event }) => ({ result: event.output, pending: null, outcomeUnknown: false })),
                    {
                      type: 'goToStatus',
                      params: ({ event }) => ({ confirmationToken: event.output.ConfirmationToken }),
                    },
                  ],
                },
                onError: [
                  {
                    // no definite answer: the booking may exist; ask before saying it failed
                    guard: ({ event }) => isApiError(event.error) && event.error.outcomeUnknown,
                    target: 'settling',
                    actions: [
                      assign(({ event }) => ({
                        settleReason: 'failure' as const,
                        error: createFailedMessage(event.error),
                      })),
                      'forgetSecurityCode',
                    ],
                  },
                  {
                    target: '#checkout.form.editing',
                    actions: [
                      // every field is kept except the security code, never kept after an attempt
                      // (the token, spent or not, was this attempt's only: it goes with `pending`)
                      assign(({ event }) => ({
                        pending: null,
                        outcomeUnknown: false,
                        error: createFailedMessage(event.error),
                      })),
                      'forgetSecurityCode',
                    ],
                  },
                ],
              },
            },
          },
        },
        succeeded: { type: 'final' },
      },
    },
    voucher: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // A changed code is a new, unchecked code: the discount of the old one no longer applies.
            'voucher.changed': {
              actions: assign(({ context, event }) => ({
                voucher: event.code === context.voucher.code ? context.voucher : { ...emptyVoucher, code: event.code },
              })),
            },
            'voucher.submitted': { guard: 'voucherCheckable', target: 'checking' },
            'voucher.removed': { actions: assign({ voucher: emptyVoucher }) },
          },
        },
        checking: {
          on: {
            // typing a new code abandons the check of the old one
            'voucher.changed': {
              guard: 'voucherCodeChanged',
              target: 'idle',
              actions: assign(({ event }) => ({ voucher: { ...emptyVoucher, code: event.code } })),
            },
          },
          invoke: {
            id: 'voucher',
            src: 'checkVoucher',
            input: ({ context }) => ({
              propertyId: context.input.propertyId,
              code: context.voucher.code.trim(),
              rooms: context.input.rooms,
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                voucher: voucherChecked(context.voucher, event.output, context.input.currency),
              })),
            },
            onError: {
              target: 'idle',
              // Spec 8: a request error clears discount, message and the contact-us flag; we say
              // that the check could not be made (not the server's generic text), so the guest
              // knows to try again rather than that the code is wrong.
              actions: assign(({ context }) => ({
                voucher: voucherRefused(context.voucher, CHECKOUT_MESSAGES.voucherCheckFailed),
              })),
            },
          },
        },
      },
    },
    companySearch: {
      initial: 'idle',
      on: {
        'company.searchChanged': [
          {
            guard: 'companySearchLongEnough',
            target: '.waiting',
            actions: assign(({ event }) => ({ companySearchText: event.text, company: null })),
          },
          {
            target: '.idle',
            actions: assign(({ event }) => ({
              companySearchText: event.text,
              company: null,
              companies: [],
              companySearchMessage: null,
            })),
          },
        ],
      },
      states: {
        idle: {},
        waiting: { after: { companySearchDebounce: 'searching' } },
        searching: {
          invoke: {
            id: 'companies',
            src: 'searchCompanies',
            input: ({ context }) => ({ propertyId: context.input.propertyId, text: context.companySearchText.trim() }),
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({
                companies: event.output,
                companySearchMessage: event.output.length ? null : CHECKOUT_MESSAGES.noCompanies,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(() => ({ companies: [], companySearchMessage: CHECKOUT_MESSAGES.companySearchFailed })),
            },
          },
        },
      },
    },
    errors: {
      initial: 'visited',
      states: {
        visited: {
          on: {
            // a confirm tried, refused or sent, shows every error from then on (a confirm held
            // back only by a voucher check has nothing to show)
            'checkout.submitted': { guard: or([not('canConfirm'), not('voucherBeingChecked')]), target: 'all' },
          },
        },
        all: {},
      },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
