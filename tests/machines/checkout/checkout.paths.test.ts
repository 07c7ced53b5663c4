import { describe, expect, it } from 'vitest';
import { fromPromise, initialTransition, transition, type InputFrom, type OutputFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  checkoutMachine,
  OUTCOME_MESSAGES,
  CHECKOUT_MESSAGES,
  type CheckoutEvent,
} from '@machines/checkout/checkout.machine';
import { confirmEnabled, confirmView, draftOf } from '@machines/checkout/checkout.selectors';
import { amountDue } from '@/domain/checkout';
import { ApiError } from '@/api/errors';
import { CardEntryIncompleteError } from '@/payment/cardFrameLink';
import type { CardFrameState, CardToken } from '@/payment/protocol';
import type {
  checkVoucher,
  createReservation,
  registerAccount,
  reservationOutcome,
  searchCompanies,
  tokenizeCard,
} from '@machines/checkout/checkout.actors';
import type {
  CheckoutDraft,
  CheckoutInput,
  Company,
  ReservationCreateResponse,
  VoucherCheckResponse,
} from '@machines/checkout/checkout.types';
import { isLive, leafStates, leavesOf } from '../graph';
import { checkoutInput } from './fixtures';

/**
 * Path tests over the checkout machine (parallel: form, voucher, companySearch): every leaf of
 * every region is reachable, and the happy path and the error paths end where they should, with
 * what the guest sees. The graph cannot run promises or timers: each call is answered by its
 * done/error events and the company search debounce by its `xstate.after` event.
 *
 * The guest starts from a reloaded draft that already holds a complete booker, so only the few
 * events the rules turn on are needed. The card's number, expiry and security code are typed in
 * the payment provider's frame: here only what the frame says of them (`card.entryChanged`) and
 * the single-use token it gives at Confirm (`xstate.done.actor.tokenize`). The form region and
 * the two side regions are walked in two graphs (their product would be large and says nothing
 * more): the union of both proves every leaf reachable.
 */
const draft: CheckoutDraft = {
  booker: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    telephoneNumber: '+44 20 7946 0000',
    emailAddress: 'ada@example.com',
    street: '1 Analytical Way',
    city: '',
    postCode: 'N1 1AA',
    country: { Id: 826 },
    optInToReceiveUpdates: false,
  },
  specialRequests: '',
  comment: '',
  paymentType: 0,
  company: null,
  poNumber: '',
  agreeToTermsAndConditions: false,
  voucherCode: 'GIFT50',
  // the name on the card is typed by the guest (a fill event below)
  cardName: '',
};

const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => checkoutInput({ draft, ...over });

const ok: ReservationCreateResponse = {
  ReferenceNumber: '100123',
  ConfirmationToken: 'tok-123',
  Status: 'Confirmed',
  TotalCost: 200,
  Currency: 'GBP',
};
const acme: Company = { AccountId: 77, Name: 'Acme Travel', Address: null };
const validVoucher: VoucherCheckResponse = {
  IsValid: true,
  TotalDiscount: 50,
  Message: 'Gift voucher applied',
  ShowExperienceWarningMessage: false,
};
const expiredVoucher: VoucherCheckResponse = {
  IsValid: false,
  TotalDiscount: 0,
  Message: 'This voucher has expired.',
  ShowExperienceWarningMessage: false,
};
const DECLINED = 'Your card was declined. Please check the details or use another card.';
const EMAIL_TAKEN = 'An account with this email address already exists.';
/** what the guest reads when the check itself fails (whatever the transport said) */
const VOUCHER_UNREACHABLE = CHECKOUT_MESSAGES.voucherCheckFailed;
const COMPANY_SEARCH_FAILED = 'Error while searching for Companies';
const STRONG_PASSWORD = 'correct-horse-battery';

/** what the provider's frame says once the card is typed in full (a Visa: the property's type 1) */
const completeEntry: CardFrameState = { complete: true, empty: false, brand: 'visa', brandRefused: false };
/** ...and once it has forgotten the security code after an attempt (`forgetSecurityCode`) */
const codeForgotten: CardFrameState = { complete: false, empty: false, brand: 'visa', brandRefused: false };
/** the frame's single-use token of the card (what the guest may be told of it, never the number) */
const cardToken: CardToken = {
  token: 'tok_test_visa_1',
  mode: 'card',
  brand: 'visa',
  lastFour: '1111',
  expiryMonth: 12,
  expiryYear: 2028,
};
const secondToken: CardToken = { ...cardToken, token: 'tok_test_visa_2' };
const CARD_INCOMPLETE = new CardEntryIncompleteError().message;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as CheckoutEvent;
const failure = (id: string, message: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as unknown as CheckoutEvent;
/** the debounce elapsing in `waiting` (delay `companySearchDebounce` of node `checkout.companySearch.waiting`) */
const debounceElapsed = {
  type: 'xstate.after.companySearchDebounce.checkout.companySearch.waiting',
} as unknown as CheckoutEvent;

const fillEvents: CheckoutEvent[] = [
  { type: 'terms.changed', value: true },
  { type: 'card.changed', field: 'creditCardName', value: 'A Lovelace' },
  { type: 'card.entryChanged', entry: completeEntry },
];
const accountEvents: CheckoutEvent[] = [
  { type: 'account.createChanged', value: true },
  { type: 'details.changed', field: 'password', value: STRONG_PASSWORD },
];
/** a Create without a definite answer (the booking may exist) */
const lostAnswer = {
  type: 'xstate.error.actor.create',
  error: new ApiError({
    message: 'No answer',
    status: 0,
    code: 'network',
    url: '/api/Reservation/Create',
    method: 'POST',
  }),
} as unknown as CheckoutEvent;
const formEvents: CheckoutEvent[] = [
  ...fillEvents,
  ...accountEvents,
  { type: 'checkout.submitted' },
  done('tokenize', cardToken),
  // the frame refuses to give a token (it says next to each field what is missing)
  { type: 'xstate.error.actor.tokenize', error: new CardEntryIncompleteError() } as unknown as CheckoutEvent,
  done('register', {}),
  failure('register', EMAIL_TAKEN),
  done('create', ok),
  failure('create', DECLINED),
  lostAnswer,
  done('outcome', { state: 'done', result: ok }),
  done('outcome', { state: 'none' }),
];
const sideEvents: CheckoutEvent[] = [
  { type: 'voucher.submitted' },
  done('voucher', validVoucher),
  done('voucher', expiredVoucher),
  failure('voucher', 'We could not reach the server.'),
  { type: 'company.searchChanged', text: 'Acme' },
  debounceElapsed,
  done('companies', [acme]),
  failure('companies', COMPANY_SEARCH_FAILED),
];

// nothing real runs: every call and the route's actions are stubs
const never = (name: string) => async (): Promise<never> => {
  throw new Error(`the graph never runs ${name}`);
};
const machine = checkoutMachine.provide({
  actions: { goToStatus: () => {}, forgetSecurityCode: () => {} },
  actors: {
    tokenizeCard: fromPromise<OutputFrom<typeof tokenizeCard>>(never('tokenizeCard')),
    createReservation: fromPromise<OutputFrom<typeof createReservation>, InputFrom<typeof createReservation>>(
      never('createReservation'),
    ),
    checkVoucher: fromPromise<OutputFrom<typeof checkVoucher>, InputFrom<typeof checkVoucher>>(never('checkVoucher')),
    searchCompanies: fromPromise<OutputFrom<typeof searchCompanies>, InputFrom<typeof searchCompanies>>(
      never('searchCompanies'),
    ),
    registerAccount: fromPromise<OutputFrom<typeof registerAccount>, InputFrom<typeof registerAccount>>(
      never('registerAccount'),
    ),
    reservationOutcome: fromPromise<OutputFrom<typeof reservationOutcome>, InputFrom<typeof reservationOutcome>>(
      never('reservationOutcome'),
    ),
  },
});

type Path = ReturnType<typeof getShortestPaths<typeof machine>>[number];
type Snapshot = Path['state'];

/**
 * A state is its value and status plus the whole context the guest sees, without the random
 * attempt key, the payload (BrowserData) and the constant input: finite with these events.
 */
const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.status, { ...s.context, input: null, intent: null, pending: s.context.pending !== null }]);

/**
 * A call answers only while it runs, a timer fires only in its state. Without this the graph
 * would send e.g. `xstate.error.actor.create` while editing: xstate then puts the snapshot in
 * status 'error' (an unhandled child error), with the same value and context as before.
 */
function isLiveHere(s: Snapshot, event: CheckoutEvent): boolean {
  const type: string = event.type;
  if (!isLive(s, event)) return false;
  const timer = /^xstate\.after\.[^.]+\.checkout\.(.+)$/.exec(type);
  if (timer) return leavesOf(s.value).some((leaf) => leaf === timer[1] || leaf.startsWith(`${timer[1]}.`));
  return true;
}

// the limit turns a machine that stops being finite (e.g. a guard that never stops a loop) into a failure, not a hang
const shortest = (
  events: CheckoutEvent[],
  options: { fromState?: Snapshot; toState?: (s: Snapshot) => boolean } = {},
) =>
  getShortestPaths(machine, {
    input: input(),
    events,
    filterEvents: isLiveHere,
    serializeState,
    limit: 20_000,
    ...options,
  });

const eventsOf = (path: Path | undefined) => path?.steps.slice(1).map((s) => s.event) ?? [];
const typesOf = (path: Path | undefined) => eventsOf(path).map((e) => e.type as string);
/** the leaves of one region the path rests in, in order, without repeats in a row */
const regionTrail = (path: Path | undefined, region: string) =>
  (path?.steps ?? [])
    .flatMap((s) => leavesOf(s.state.value).filter((leaf) => leaf.startsWith(`${region}.`)))
    .filter((leaf, i, all) => leaf !== all[i - 1]);

/** replays events with pure transitions: the final snapshot and every action asked for */
function replay(events: CheckoutEvent[]) {
  let [snapshot, actions] = initialTransition(machine, input());
  const all = [...actions];
  for (const event of events) {
    [snapshot, actions] = transition(machine, snapshot, event);
    all.push(...actions);
  }
  return { snapshot, actions: all };
}

const formPaths = shortest(formEvents);
const sidePaths = shortest(sideEvents);
const find = (paths: Path[], to: (s: Snapshot) => boolean) => paths.find((p) => to(p.state));
/** the path that ends in `s` */
const path0 = (s: Snapshot) => [...formPaths, ...sidePaths].find((p) => p.state === s);

describe('checkout machine paths: reachability', () => {
  // states a snapshot never rests in (they only choose where to go: `always`)
  const transient = ['form.starting', 'form.submitting.checking', 'form.submitting.paying'];
  const definedLeaves = leafStates(machine.root).filter((leaf) => !transient.includes(leaf));
  const reached = new Set([...formPaths, ...sidePaths].flatMap((p) => leavesOf(p.state.value)));

  it('the machine defines the leaves this file knows about', () => {
    expect(definedLeaves).toEqual(
      expect.arrayContaining([
        'form.editing',
        'form.submitting.tokenizing',
        'form.submitting.registering',
        'form.submitting.creating',
        'form.submitting.settling',
        'form.succeeded',
        'voucher.idle',
        'voucher.checking',
        'companySearch.idle',
        'companySearch.waiting',
        'companySearch.searching',
        'errors.visited',
        'errors.all',
      ]),
    );
  });

  it('reaches every leaf of every region of the machine definition', () => {
    expect([...reached].sort()).toEqual([...definedLeaves].sort());
  });

  it('no path puts the machine in an error status (no action or guard throws)', () => {
    const states = [...formPaths, ...sidePaths].flatMap((p) => p.steps.map((s) => s.state));
    expect(states.filter((s) => s.status !== 'active').map((s) => [s.value, s.status, s.error])).toEqual([]);
  });

  it('the draft alone cannot be submitted: terms and card are still missing, and every error now shows', () => {
    const [start] = initialTransition(machine, input());
    const [after] = transition(machine, start, { type: 'checkout.submitted' });
    expect(after.value).toEqual({ form: 'editing', voucher: 'idle', companySearch: 'idle', errors: 'all' });
    expect(after.context.pending).toBeNull();
  });
});

describe('checkout machine paths: the booking', () => {
  it('happy path: terms, card, confirm, token, created -> succeeded via tokenizing and creating, to Status', () => {
    const path = find(formPaths, (s) => s.matches({ form: 'succeeded' }));
    expect(path).toBeDefined();
    const types = typesOf(path);
    expect(types.slice(-3)).toEqual(['checkout.submitted', 'xstate.done.actor.tokenize', 'xstate.done.actor.create']);
    expect(eventsOf(path).slice(0, -3)).toEqual(expect.arrayContaining(fillEvents));
    expect(types).toHaveLength(fillEvents.length + 3);
    expect(regionTrail(path, 'form')).toEqual([
      'form.editing',
      'form.submitting.tokenizing',
      'form.submitting.creating',
      'form.succeeded',
    ]);

    const { snapshot, actions } = replay(eventsOf(path));
    expect(snapshot.value).toEqual({ form: 'succeeded', voucher: 'idle', companySearch: 'idle', errors: 'all' });
    expect(snapshot.context).toMatchObject({ result: ok, pending: null, error: null });
    expect(actions).toContainEqual(
      expect.objectContaining({ type: 'goToStatus', params: { confirmationToken: 'tok-123' } }),
    );
  });

  it("the Create pays with the frame's single-use token: no card number, expiry or security code in the body", () => {
    // the request is fixed at Confirm; until the frame gives its token, nothing is asked of the server
    const { snapshot: asking } = replay([...fillEvents, { type: 'checkout.submitted' } as CheckoutEvent]);
    expect(asking.matches({ form: { submitting: 'tokenizing' } })).toBe(true);
    expect(asking.context.pending?.body.CardDetails).toBeNull();
    expect(Object.keys(asking.children)).toContain('tokenize');
    expect(Object.keys(asking.children)).not.toContain('create');

    const [creating] = transition(machine, asking, done('tokenize', cardToken));
    expect(creating.matches({ form: { submitting: 'creating' } })).toBe(true);
    expect(creating.context.pending?.card.token).toEqual(cardToken);
    const body = creating.context.pending?.body;
    expect(body?.CardDetails).toEqual({
      CreditCardId: null,
      SaveCreditCardToIndividual: false,
      CardToken: cardToken.token,
      NameOnCard: 'A Lovelace',
      EmailAddress: 'ada@example.com',
      CreditCardTypeId: 1,
    });
    expect(JSON.stringify(body)).not.toMatch(/CardNumber|SecurityCode|Cvv|ExpiryMonth|ExpiryYear|4111/i);
  });

  it('a frame that gives no token goes back to form.editing with its message: nothing is created', () => {
    const path = find(formPaths, (s) => s.matches({ form: 'editing' }) && s.context.error === CARD_INCOMPLETE);
    expect(path).toBeDefined();
    expect(typesOf(path).slice(-2)).toEqual(['checkout.submitted', 'xstate.error.actor.tokenize']);
    expect(regionTrail(path, 'form')).toEqual(['form.editing', 'form.submitting.tokenizing', 'form.editing']);
    expect(typesOf(path).some((t) => t.endsWith('.actor.create') || t.endsWith('.actor.register'))).toBe(false);

    const { snapshot, actions } = replay(eventsOf(path));
    expect(snapshot.context).toMatchObject({ pending: null, result: null, outcomeUnknown: false });
    expect(snapshot.context.card).toMatchObject({ creditCardName: 'A Lovelace', token: null });
    expect(actions.some((a) => a.type === 'goToStatus')).toBe(false);
    // the guest may confirm again at once: the frame is asked again
    const [again] = transition(machine, snapshot, { type: 'checkout.submitted' });
    expect(again.matches({ form: { submitting: 'tokenizing' } })).toBe(true);
  });

  it('with createAccount on, the account is registered first: registering -> tokenizing -> creating -> done', () => {
    // the guest has filled everything and asked for an account with a strong password
    const ready = find(
      formPaths,
      (s) =>
        s.matches({ form: 'editing' }) &&
        s.context.error === null &&
        s.context.createAccount &&
        s.context.password === STRONG_PASSWORD &&
        s.context.agreeToTermsAndConditions &&
        s.context.card.creditCardName === 'A Lovelace' &&
        s.context.card.entry.complete &&
        s.context.card.cardType !== null,
    );
    expect(ready).toBeDefined();
    const path = shortest(formEvents, { fromState: ready?.state, toState: (s) => s.matches({ form: 'succeeded' }) })[0];
    expect(typesOf(path)).toEqual([
      'checkout.submitted',
      'xstate.done.actor.register',
      'xstate.done.actor.tokenize',
      'xstate.done.actor.create',
    ]);
    expect(regionTrail(path, 'form')).toEqual([
      'form.editing',
      'form.submitting.registering',
      'form.submitting.tokenizing',
      'form.submitting.creating',
      'form.succeeded',
    ]);
    // the password is not kept once the account exists
    expect(path?.state.context).toMatchObject({
      createAccount: false,
      password: '',
      result: ok,
      error: null,
      pending: null,
    });
  });

  it('a failed create goes back to form.editing with the message, every field kept but the token and the code', () => {
    const path = find(
      formPaths,
      (s) =>
        s.matches({ form: 'editing' }) &&
        s.context.error !== null &&
        s.context.error !== EMAIL_TAKEN &&
        s.context.error !== CARD_INCOMPLETE,
    );
    expect(path).toBeDefined();
    expect(typesOf(path).slice(-3)).toEqual([
      'checkout.submitted',
      'xstate.done.actor.tokenize',
      'xstate.error.actor.create',
    ]);
    expect(regionTrail(path, 'form')).toEqual([
      'form.editing',
      'form.submitting.tokenizing',
      'form.submitting.creating',
      'form.editing',
    ]);

    const { snapshot, actions } = replay(eventsOf(path));
    expect(snapshot.value).toEqual({ form: 'editing', voucher: 'idle', companySearch: 'idle', errors: 'all' });
    expect(snapshot.context.error).toBe(DECLINED);
    // the attempt's token is gone, and the frame is told to forget the security code
    expect(snapshot.context.card).toMatchObject({ creditCardName: 'A Lovelace', cardType: { Id: 1 }, token: null });
    expect(actions.filter((a) => a.type === 'forgetSecurityCode')).toHaveLength(1);
    expect(snapshot.context.booker).toEqual(draft.booker);
    expect(snapshot.context).toMatchObject({
      agreeToTermsAndConditions: true,
      pending: null,
      result: null,
      error: DECLINED,
    });
    // the frame answers that it is no longer complete: the same form cannot be sent again until
    // the guest types the security code again
    const [forgotten] = transition(machine, snapshot, { type: 'card.entryChanged', entry: codeForgotten });
    expect(forgotten.context.card).toMatchObject({ cardType: { Id: 1 }, entry: { complete: false } });
    expect(confirmEnabled(forgotten)).toBe(false);
    const [refused] = transition(machine, forgotten, { type: 'checkout.submitted' });
    expect(refused.matches({ form: 'editing' })).toBe(true);
    expect(Object.keys(refused.children)).not.toContain('tokenize');
    // typed again, it is the same attempt: the same Idempotency-Key, a new token, the error cleared
    const [typed] = transition(machine, forgotten, { type: 'card.entryChanged', entry: completeEntry });
    expect(confirmEnabled(typed)).toBe(true);
    const [asking] = transition(machine, typed, { type: 'checkout.submitted' });
    expect(asking.matches({ form: { submitting: 'tokenizing' } })).toBe(true);
    const [retried] = transition(machine, asking, done('tokenize', secondToken));
    expect(retried.matches({ form: { submitting: 'creating' } })).toBe(true);
    expect(retried.context.error).toBeNull();
    expect(retried.context.pending?.idempotencyKey).toBe(snapshot.context.intent.key);
    expect(retried.context.pending?.body.CardDetails?.CardToken).toBe(secondToken.token);
    expect(snapshot.context.intent.key).toEqual(expect.any(String));
  });

  it('a Create without an answer asks what became of the intent: booked -> that booking, never paid again', () => {
    const path = find(
      formPaths,
      (s) => s.matches({ form: 'succeeded' }) && typesOf(path0(s)).includes('xstate.done.actor.outcome'),
    );
    expect(path).toBeDefined();
    expect(typesOf(path).slice(-4)).toEqual([
      'checkout.submitted',
      'xstate.done.actor.tokenize',
      'xstate.error.actor.create',
      'xstate.done.actor.outcome',
    ]);
    expect(regionTrail(path, 'form').slice(-3)).toEqual([
      'form.submitting.creating',
      'form.submitting.settling',
      'form.succeeded',
    ]);
    const { snapshot, actions } = replay(eventsOf(path));
    expect(snapshot.context).toMatchObject({ result: ok, outcomeUnknown: false });
    expect(actions).toContainEqual(
      expect.objectContaining({ type: 'goToStatus', params: { confirmationToken: ok.ConfirmationToken } }),
    );
  });

  it('...and when nothing was booked: the failure is said, and the next confirm books with the same key', () => {
    const events = [
      ...fillEvents,
      { type: 'checkout.submitted' } as CheckoutEvent,
      done('tokenize', cardToken),
      lostAnswer,
    ];
    const { snapshot: unsure, actions } = replay(events);
    expect(unsure.matches({ form: { submitting: 'settling' } })).toBe(true);
    // the token is not kept, and the frame is told to forget the security code
    expect(unsure.context.card.token).toBeNull();
    expect(actions.some((a) => a.type === 'forgetSecurityCode')).toBe(true);
    // while the server is asked, the button says so and no failure is said yet (it may have booked)
    expect(confirmView(unsure, null)).toMatchObject({ settling: true, creating: true, error: null });
    const [told] = transition(machine, unsure, done('outcome', { state: 'none' }));
    expect(confirmView(told, null).error).toMatch(/^Failed to create booking/);
    expect(told.matches({ form: 'editing' })).toBe(true);
    expect(told.context).toMatchObject({ outcomeUnknown: false, pending: null });
    expect(told.context.error).toMatch(/^Failed to create booking/);
    // the frame's answer to the reset, then the guest types the security code again
    const [forgotten] = transition(machine, told, { type: 'card.entryChanged', entry: codeForgotten });
    expect(confirmEnabled(forgotten)).toBe(false);
    const [typed] = transition(machine, forgotten, { type: 'card.entryChanged', entry: completeEntry });
    const [asking] = transition(machine, typed, { type: 'checkout.submitted' });
    const [again] = transition(machine, asking, done('tokenize', secondToken));
    expect(again.matches({ form: { submitting: 'creating' } })).toBe(true);
    expect(again.context.pending?.idempotencyKey).toBe(unsure.context.intent.key);
    expect(again.context.pending?.body.CardDetails?.CardToken).toBe(secondToken.token);
  });

  it('...and when the check fails too: the guest is told, and the next confirm asks again first', () => {
    const { snapshot: unsure } = replay([
      ...fillEvents,
      { type: 'checkout.submitted' } as CheckoutEvent,
      done('tokenize', cardToken),
      lostAnswer,
    ]);
    const [told] = transition(machine, unsure, failure('outcome', 'offline'));
    expect(told.matches({ form: 'editing' })).toBe(true);
    expect(told.context).toMatchObject({ outcomeUnknown: true, error: OUTCOME_MESSAGES.unknown });
    const [forgotten] = transition(machine, told, { type: 'card.entryChanged', entry: codeForgotten });
    const [typed] = transition(machine, forgotten, { type: 'card.entryChanged', entry: completeEntry });
    const [asking] = transition(machine, typed, { type: 'checkout.submitted' });
    const [again] = transition(machine, asking, done('tokenize', secondToken));
    expect(again.matches({ form: { submitting: 'settling' } })).toBe(true);
    const [inProgress] = transition(machine, again, done('outcome', { state: 'running' }));
    expect(inProgress.context).toMatchObject({ outcomeUnknown: true, error: OUTCOME_MESSAGES.inProgress });
  });

  it('what the guest types while a booking is being made is kept, and does not change the request under way', () => {
    const { snapshot: running } = replay([
      ...fillEvents,
      { type: 'checkout.submitted' } as CheckoutEvent,
      done('tokenize', cardToken),
    ]);
    const [typed] = transition(machine, running, { type: 'details.changed', field: 'specialRequests', value: 'Cot' });
    expect(typed.matches({ form: { submitting: 'creating' } })).toBe(true);
    expect(typed.context.specialRequests).toBe('Cot');
    expect(typed.context.pending).toBe(running.context.pending);
  });

  it('a checkout reloaded while its Create ran asks first, with the same key, whatever the guest edits', () => {
    const { snapshot: running } = replay([
      ...fillEvents,
      { type: 'checkout.submitted' } as CheckoutEvent,
      done('tokenize', cardToken),
    ]);
    expect(running.context.outcomeUnknown).toBe(true);
    const draft = draftOf(running.context);
    expect(draft.intent).toEqual({ ...running.context.intent, outcomeUnknown: true });
    // the draft keeps no card but its name: no token, nothing the frame said
    expect(JSON.stringify(draft)).not.toContain(cardToken.token);
    const [reloaded] = initialTransition(machine, { ...input(), draft });
    expect(reloaded.matches({ form: { submitting: 'settling' } })).toBe(true);
    expect(reloaded.context.intent.key).toBe(running.context.intent.key);
    expect(reloaded.context.card).toMatchObject({
      creditCardName: 'A Lovelace',
      token: null,
      entry: { complete: false },
    });
    const [told] = transition(machine, reloaded, done('outcome', { state: 'none' }));
    expect(told.context.error).toBe(OUTCOME_MESSAGES.notBooked);
    // an edit is the same intent: the same key
    const [edited] = transition(machine, told, { type: 'details.changed', field: 'specialRequests', value: 'Late' });
    expect(edited.context.intent.key).toBe(running.context.intent.key);
  });

  it('a failed registration goes back to form.editing with its message, and nothing is created', () => {
    // the guest asked for an account (a strong password) before confirming
    const path = find(formPaths, (s) => {
      if (!s.matches({ form: 'editing' }) || s.context.error !== EMAIL_TAKEN) return false;
      const events = eventsOf(path0(s));
      return events.at(-2)?.type === 'checkout.submitted' && events.some((e) => e.type === 'details.changed');
    });
    expect(path).toBeDefined();
    expect(typesOf(path).slice(-2)).toEqual(['checkout.submitted', 'xstate.error.actor.register']);
    // the account comes first: no token was asked for, nothing created
    expect(regionTrail(path, 'form')).toEqual(['form.editing', 'form.submitting.registering', 'form.editing']);
    expect(typesOf(path).some((t) => t.endsWith('.actor.create') || t.endsWith('.actor.tokenize'))).toBe(false);

    const { snapshot, actions } = replay(eventsOf(path));
    expect(snapshot.value).toEqual({ form: 'editing', voucher: 'idle', companySearch: 'idle', errors: 'all' });
    expect(snapshot.context).toMatchObject({ error: EMAIL_TAKEN, pending: null, result: null, createAccount: true });
    expect(actions.some((a) => a.type === 'goToStatus')).toBe(false);
  });

  it('what the guest changes after Confirm does not change the attempt: its request was fixed at Confirm', () => {
    const { snapshot: asking } = replay([...fillEvents, { type: 'checkout.submitted' } as CheckoutEvent]);
    expect(asking.matches({ form: { submitting: 'tokenizing' } })).toBe(true);
    const [changed] = transition(machine, asking, { type: 'account.createChanged', value: true });
    const [renamed] = transition(machine, changed, { type: 'card.changed', field: 'creditCardName', value: 'Z' });
    const [creating] = transition(machine, renamed, done('tokenize', cardToken));
    // no account attempted with an empty password; the card as it was confirmed
    expect(creating.matches({ form: { submitting: 'creating' } })).toBe(true);
    expect(creating.context.pending?.body.CardDetails?.NameOnCard).toBe('A Lovelace');
    // what was typed is kept for the next attempt
    expect(creating.context.card.creditCardName).toBe('Z');
  });

  it('no path reaches succeeded without a token and a Create (answered, or found afterwards by its key)', () => {
    const succeeded = formPaths.filter((p) => p.state.matches({ form: 'succeeded' }));
    expect(succeeded.length).toBeGreaterThan(1);
    for (const path of succeeded) {
      const trail = regionTrail(path, 'form');
      expect(trail).toContain('form.submitting.tokenizing');
      expect(trail.indexOf('form.submitting.tokenizing')).toBeLessThan(trail.indexOf('form.submitting.creating'));
      expect(trail).toContain('form.submitting.creating');
      expect([['form.submitting.creating'], ['form.submitting.settling']]).toContainEqual(trail.slice(-2, -1));
      expect(trail.at(-1)).toBe('form.succeeded');
      expect(path.state.context.result).toEqual(ok);
    }
  });
});

describe('checkout machine paths: voucher and company search', () => {
  it('a valid voucher: checking -> idle with the discount applied', () => {
    const path = find(sidePaths, (s) => s.matches({ voucher: 'idle' }) && s.context.voucher.valid);
    expect(typesOf(path)).toEqual(['voucher.submitted', 'xstate.done.actor.voucher']);
    expect(regionTrail(path, 'voucher')).toEqual(['voucher.idle', 'voucher.checking', 'voucher.idle']);
    expect(path?.state.context.voucher).toMatchObject({
      code: 'GIFT50',
      valid: true,
      discount: 5000, // the API's 50 (a decimal of GBP) in pence
      message: 'Gift voucher applied',
    });
    expect(path && amountDue(path.state.context)).toBe(15000);
  });

  it('a failed voucher check after a valid one ends voucher.idle with discount 0, not valid, and says why', () => {
    const valid = find(
      sidePaths,
      (s) =>
        s.matches({ voucher: 'idle' }) &&
        s.context.voucher.valid &&
        s.matches({ companySearch: 'idle' }) &&
        s.context.companySearchText === '',
    );
    expect(valid?.state.context.voucher.discount).toBe(5000);
    const path = shortest(sideEvents, {
      fromState: valid?.state,
      toState: (s) => s.context.voucher.message === VOUCHER_UNREACHABLE,
    })[0];
    expect(typesOf(path)).toEqual(['voucher.submitted', 'xstate.error.actor.voucher']);
    expect(path?.state.value).toEqual({ form: 'editing', voucher: 'idle', companySearch: 'idle', errors: 'visited' });
    expect(path?.state.context.voucher).toEqual({
      code: 'GIFT50',
      valid: false,
      discount: 0,
      message: VOUCHER_UNREACHABLE,
      showExperienceWarning: false,
      showContactUs: false,
    });
    expect(path && amountDue(path.state.context)).toBe(20000);
  });

  it('an invalid voucher ends voucher.idle with no discount and its message', () => {
    const path = find(sidePaths, (s) => s.context.voucher.message === expiredVoucher.Message);
    expect(path?.state.matches({ voucher: 'idle' })).toBe(true);
    expect(path?.state.context.voucher).toMatchObject({ valid: false, discount: 0 });
  });

  it('a company search: waiting -> searching -> idle with the results', () => {
    const path = find(sidePaths, (s) => s.matches({ companySearch: 'idle' }) && s.context.companies.length > 0);
    expect(typesOf(path)).toEqual(['company.searchChanged', debounceElapsed.type, 'xstate.done.actor.companies']);
    expect(regionTrail(path, 'companySearch')).toEqual([
      'companySearch.idle',
      'companySearch.waiting',
      'companySearch.searching',
      'companySearch.idle',
    ]);
    expect(path?.state.context).toMatchObject({
      companies: [acme],
      companySearchMessage: null,
      companySearchText: 'Acme',
    });
  });

  it('a failed company search (after earlier results) ends companySearch.idle with the error and no companies', () => {
    const withResults = find(
      sidePaths,
      (s) =>
        s.matches({ companySearch: 'idle', voucher: 'idle' }) &&
        s.context.companies.length > 0 &&
        !s.context.voucher.valid &&
        s.context.voucher.message === null,
    );
    expect(withResults?.state.context.companies).toEqual([acme]);
    const path = shortest(sideEvents, {
      fromState: withResults?.state,
      toState: (s) => s.context.companySearchMessage === COMPANY_SEARCH_FAILED,
    })[0];
    expect(typesOf(path)).toEqual(['company.searchChanged', debounceElapsed.type, 'xstate.error.actor.companies']);
    expect(regionTrail(path, 'companySearch')).toEqual([
      'companySearch.idle',
      'companySearch.waiting',
      'companySearch.searching',
      'companySearch.idle',
    ]);
    expect(path?.state.value).toEqual({ form: 'editing', voucher: 'idle', companySearch: 'idle', errors: 'visited' });
    expect(path?.state.context).toMatchObject({
      companies: [],
      companySearchMessage: COMPANY_SEARCH_FAILED,
      company: null,
    });
  });
});
