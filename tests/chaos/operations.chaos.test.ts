/**
 * Chaos runs of every other call that makes something (issue "Security and reliability"): a table
 * booking, an account, a pre check-in save, a change and a cancellation of a booking. Each run is
 * one intent of a careless guest on a bad network: the flows' own call actors (the app's client,
 * time limits and errors, callOnce) and the flows' own intent rule (newIntent as the flow starts,
 * intentAfterFailure after a failure, the same intent after a reload of a flow that persists it)
 * against the mock, through the seeded faulty network of ./support (lost request, lost answer,
 * 500, answer after the time limit on the call and on /api/Outcome), while the guest submits
 * twice at once, reloads or goes Back and Forward mid-call, and edits between attempts. The pre
 * check-in's card is the card on file with its security code typed in the payment provider's frame,
 * played by its double (tests/support/cardFrame.ts): the mock provider's own tokens, which the
 * mock backend reads and spends; the flow's token rule decides when the card is asked again.
 * A failing seed replays exactly: CHAOS_SEED=<seed> CHAOS_RUNS=1 npx vitest run tests/chaos.
 *
 * The rule checked after each run: the intent's work was done exactly once and the guest saw its
 * answer, or it was done at most once and the guest was told honestly (not known yet, or still
 * being processed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { Api } from '@/api/client';
import { tokenSpent } from '@machines/precheckin/precheckin.machine';
import {
  CallRefusedError,
  intentAfterFailure,
  newIntent,
  outcomeUnknownAfter,
  type CallIntent,
  type OutcomeOperation,
} from '@/api/outcome';
import type { components } from '@/api/schema';
import { addDays } from '@/domain/dates';
import { heldState, type AmendOptions } from '@/domain/amend';
import { cardChosen, cardEntryChanged, emptyCardForm, type CardForm } from '@/domain/booker';
import type { CardToken } from '@/payment/protocol';
import { checkInState } from '@/domain/checkIn';
import type { OptionsInput } from '@machines/manage/manage.actors';
import { manageProperty } from '../machines/manage/fixtures';
import { registerCall } from '@machines/account/register.actors';
import { manageCalls } from '@machines/manage/manage.actors';
import { saveCheckInCall } from '@machines/precheckin/precheckin.actors';
import { tableBookingCall } from '@machines/restaurant/restaurant.actors';
import { server, setMockClock, takeUnanswered } from '@mocks/node';
import { db, DEMO } from '@mocks/db';
import { ACTIONS, chaosClient, freshMockDb, generator, pick, tally, type Fault, type GuestAction } from './support';
import { cardFrameDouble } from '../support/cardFrame';

type S = components['schemas'];

const TODAY = '2026-03-02';
const RUNS = Number(process.env.CHAOS_RUNS ?? 200);
const FIRST_SEED = Number(process.env.CHAOS_SEED ?? 20261125);
/** The registration details a guest gives at pre check-in (every field the demo hotel asks). */
const REGISTRATION = {
  NationalityIsoCode: 'GB',
  DateOfBirth: '1985-04-12',
  IdDocumentType: 'Passport',
  IdDocumentNumber: '123 456 789',
};

/** One attempt of the intent (edit: the guest's latest edit, 0 for none), and what was made. */
interface Prepared {
  attempt: (intent: CallIntent, edit: number) => Promise<unknown>;
  /** how many times the work was done for this run (the domain's own records) */
  made: () => number;
  /** what the guest does before pressing (pre check-in: the card's token, when the flow has none) */
  ready?: () => Promise<void>;
  /** what the flow keeps of a failed attempt (pre check-in: the card's token, or not) */
  failed?: (error: unknown) => void;
}

interface Operation {
  name: OutcomeOperation;
  path: RegExp;
  /**
   * what the flow's kept snapshot does after a reload mid-call: call again with the same intent
   * (it comes back in the calling state), or come back to the form with the outcome unknown
   * (register: the password is never kept, so it is typed again and the submit asks first)
   */
  afterReload: 'callAgain' | 'askFirst';
  prepare: (api: Api, seed: number) => Promise<Prepared>;
}

/** The call actors running now (a page that goes away stops them: their requests are aborted). */
const running = new Set<AnyActorRef>();

/** Runs a call actor of the app to its end, as the flow's invoke does. */
function run<TOutput, TInput>(logic: AnyActorLogic, input: TInput): Promise<TOutput> {
  const actor = createActor(logic, { input }).start();
  running.add(actor);
  return (toPromise(actor) as Promise<TOutput>).finally(() => running.delete(actor));
}

/** How many calls of the operation did their work (a kept refusal, Success false, did nothing). */
const countDone = (operation: OutcomeOperation) =>
  db.idempotency
    .findMany((q) => q.where({ Operation: operation, Status: 200 }))
    .filter((r) => (JSON.parse(r.ResponseBody) as { Success?: boolean }).Success !== false).length;

/** The demo booking as Manage finds it (reference and guest name), through the run's client. */
async function demoBooking(api: Api): Promise<S['ManagedReservation']> {
  const found = await api.call(
    api.client.POST('/api/ManageBooking/Search', {
      params: {
        query: {
          propertyId: 1,
          reservationNumber: DEMO.reservation.referenceNumber,
          guestName: DEMO.reservation.surname,
        },
      },
    }),
  );
  if (!found.Reservation) throw new Error('demo booking not found');
  return found.Reservation;
}

const OPERATIONS: Operation[] = [
  {
    name: 'createRestaurantBooking',
    path: /\/api\/(RestaurantBooking\/Create|Outcome)$/,
    afterReload: 'callAgain',
    async prepare(api, seed) {
      const email = `table-${seed}@example.com`;
      // a day The Sea Grill is open (closed on Mondays), and its first free time for two
      let date = addDays(TODAY, 10);
      while (new Date(`${date}T12:00:00Z`).getUTCDay() === 1) date = addDays(date, 1);
      const slots = await api.call(
        api.client.GET('/api/RestaurantBooking/Availability', {
          params: { query: { propertyId: 1, restaurantId: 601, date, partySize: 2, currencySymbol: '£' } },
        }),
      );
      const time = slots[0]?.Time;
      if (!time) throw new Error(`no table on ${date}`);
      const call = tableBookingCall(api);
      return {
        attempt: (intent, edit) =>
          run(call, {
            intent,
            body: {
              PropertyId: 1,
              RestaurantId: 601,
              RestaurantName: 'The Sea Grill',
              VisitTime: time,
              VisitDate: date,
              PartySize: 2,
              SpecialRequests: edit ? `Edit ${edit}` : null,
              IsReservation: false,
              Identifier: email,
              PromotionId: null,
              Email: email,
              ContactNumber: '+44 7700 900123',
              IsLeaveTimeRequired: false,
            },
          }),
        made: () => db.restaurantBookings.findMany((q) => q.where({ Email: email })).length,
      };
    },
  },
  {
    name: 'register',
    path: /\/api\/(Account\/Register|Outcome)$/,
    afterReload: 'askFirst',
    async prepare(api, seed) {
      const email = `account-${seed}@example.com`;
      const call = registerCall(api);
      return {
        attempt: (intent, edit) =>
          run(call, {
            propertyId: 1,
            intent,
            form: {
              email,
              password: 'Str0ng!Password',
              firstName: edit ? `Chaos ${edit}` : 'Chaos',
              lastName: 'Guest',
              phone: '',
            },
          }),
        made: () => db.users.findMany((q) => q.where({ EmailAddress: email })).length,
      };
    },
  },
  {
    name: 'savePreCheckIn',
    path: /\/api\/(PreCheckIn\/Save|Outcome)$/,
    afterReload: 'callAgain',
    async prepare(api) {
      const [answer, config] = await Promise.all([
        api.call(
          api.client.GET('/api/PreCheckIn/Get', {
            params: {
              query: {
                propertyId: 1,
                referenceNumber: DEMO.reservation.referenceNumber,
                hash: DEMO.reservation.linkHash,
              },
            },
          }),
        ),
        api.call(
          api.client.GET('/api/PreCheckIn/Config/{propertyCode}', { params: { path: { propertyCode: 'SEAVIEW' } } }),
        ),
      ]);
      if (!answer.Reservation) throw new Error('demo pre check-in not found');
      // the flow's own state, as the guest completes it: registration, arrival time, terms, the
      // card on file with its security code typed in the provider's frame
      const loaded = checkInState(answer.Reservation, config, [], TODAY);
      const onFile = answer.Reservation.CreditCards[0] ?? null;
      let card: CardForm = cardChosen(emptyCardForm('JANE DOE'), onFile);
      const frame = cardFrameDouble({ today: TODAY });
      frame.attach((event) => (card = cardEntryChanged(card, event.entry, [])));
      frame.choose('securityCode');
      frame.type({ securityCode: '123' });
      const saveCheckIn = saveCheckInCall(api);
      return {
        // the card step's Continue: the frame's single-use token (the flow has none yet, or it
        // was spent or refused: the code is still in the frame)
        async ready() {
          if (card.token === null) card = { ...card, token: await run<CardToken, void>(frame.tokenizeCard, undefined) };
        },
        // the flow's rule: a save the server refused (its outcome known) spent or refused the token;
        // a save whose outcome is unknown, or that was not done, is sent again as it was
        failed(error) {
          if (tokenSpent(error)) card = { ...card, token: null };
        },
        // (a reload mid-save comes back in `saving` and sends the same request: the save's input,
        // its token included, is in the kept snapshot)
        attempt: (intent, edit) =>
          run(saveCheckIn, {
            intent,
            card,
            state: {
              ...loaded,
              arrivalTime: '15:30',
              acceptedTerms: true,
              specialRequests: edit ? `Edit ${edit}` : '',
              rooms: loaded.rooms.map((room) => ({ ...room, registration: REGISTRATION })),
            },
          }),
        made: () => countDone('savePreCheckIn'),
      };
    },
  },
  {
    name: 'updateManageBooking',
    path: /\/api\/(ManageBooking\/Update|Outcome)$/,
    afterReload: 'callAgain',
    async prepare(api) {
      const demo = await demoBooking(api);
      const { loadAmendOptions, saveAmendment } = manageCalls(api);
      // the flow's own state of the change: the held booking with its options, a new request
      const options = await run<AmendOptions, OptionsInput>(loadAmendOptions, {
        propertyId: 1,
        reservation: demo,
        dateFrom: demo.DateFrom,
        dateTo: demo.DateTo,
      });
      const held = heldState(demo, manageProperty, options);
      return {
        attempt: (intent, edit) =>
          run(saveAmendment, {
            intent,
            state: { ...held, specialRequests: `Quiet room${edit ? `, edit ${edit}` : ''}` },
          }),
        made: () => countDone('updateManageBooking'),
      };
    },
  },
  {
    name: 'cancelManageBooking',
    path: /\/api\/(ManageBooking\/Cancel|Outcome)$/,
    afterReload: 'callAgain',
    async prepare(api) {
      const demo = await demoBooking(api);
      const { cancelBooking } = manageCalls(api);
      return {
        attempt: async (intent) => {
          const answer = await run<S['CancelResponse'], unknown>(cancelBooking, {
            propertyId: 1,
            reservation: demo,
            cancellationReasonId: 1,
            expectedCharge: 0,
            intent,
          });
          // the flow treats Success false as a refusal (said, not done)
          if (!answer.Success) throw new CallRefusedError(answer.Message ?? 'Failed to cancel');
          return answer;
        },
        made: () => countDone('cancelManageBooking'),
      };
    },
  },
];

interface RunResult {
  seed: number;
  made: number;
  succeeded: boolean;
  error: unknown;
  faults: Record<Fault, number>;
  actions: GuestAction[];
}

/** One intent, tried by a careless guest over a bad network until it is done or 12 tries. */
async function chaosRun(operation: Operation, seed: number): Promise<RunResult> {
  const random = generator(seed);
  const { api, network } = await chaosClient(random, operation.path);
  const prepared = await operation.prepare(api, seed);
  const actions: GuestAction[] = [];
  const abandoned: Promise<unknown>[] = [];
  let intent = newIntent();
  let edit = 0;
  let error: unknown = null;
  let succeeded = false;
  for (let attempt = 0; attempt < 12 && !succeeded; attempt++) {
    const action = pick(random, ACTIONS);
    actions.push(action);
    // the guest edits between attempts: the same intent
    if (attempt > 0 && random() < 0.5) edit = attempt;
    await prepared.ready?.();
    const sent = intent;
    let call = prepared.attempt(sent, edit);
    // a second press while the first runs (the flows refuse it; the server must too)
    if (action === 'doubleSubmit') abandoned.push(prepared.attempt(sent, edit).catch(() => null));
    if (action === 'reloadMidCall' || action === 'backForwardMidCall') {
      // the page goes away while the call runs (the call may still reach the server); the
      // flow comes back from its kept snapshot, with the same intent
      await Promise.resolve();
      abandoned.push(call.catch(() => null));
      // the page that went away stops its calls: a request still on its way is aborted (one the
      // server has does its work; its answer is lost)
      for (const actor of [...running]) actor.stop();
      call = prepared.attempt(operation.afterReload === 'callAgain' ? sent : { ...sent, outcomeUnknown: true }, edit);
    }
    try {
      await call;
      succeeded = true;
    } catch (failure) {
      error = failure;
      intent = intentAfterFailure(sent, failure);
      prepared.failed?.(failure);
    }
    if (process.env.CHAOS_DEBUG)
      console.info(attempt, action, sent, succeeded, String(error), prepared.made(), JSON.stringify(network.faults));
  }
  await Promise.all(abandoned);
  return { seed, made: prepared.made(), succeeded, error, faults: network.faults, actions };
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => {
  server.close();
  setMockClock(null);
});

describe.each(OPERATIONS)('$name under chaos', (operation) => {
  it(`${RUNS} seeded runs: done exactly once and shown, or at most once and said honestly`, async () => {
    setMockClock(`${TODAY}T10:00:00Z`);
    const results: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      await freshMockDb();
      results.push(await chaosRun(operation, FIRST_SEED + i));
    }
    const honest = (r: RunResult) => outcomeUnknownAfter(r.error);
    const broken = results.filter(
      (r) => r.made > 1 || (r.succeeded && r.made !== 1) || (!r.succeeded && r.made === 1 && !honest(r)),
    );
    const { faults, actions } = tally(results);
    const done = results.filter((r) => r.succeeded).length;
    const notDone = results.filter((r) => !r.succeeded && r.made === 0).length;
    console.info(
      `chaos ${operation.name}: seeds ${FIRST_SEED}..${FIRST_SEED + RUNS - 1}`,
      JSON.stringify({ done, notDone, doneNotKnownYet: RUNS - done - notDone, faults, actions }),
    );
    expect(
      broken.slice(0, 3).map((r) => ({ seed: r.seed, made: r.made, succeeded: r.succeeded, error: String(r.error) })),
      'broken runs (replay with CHAOS_SEED=<seed> CHAOS_RUNS=1)',
    ).toEqual([]);
    // every failed request was the network's: the mock answered all that reached it
    expect(takeUnanswered()).toEqual([]);
    // the faults really happened, and most intents got through
    expect(faults.lostResponse).toBeGreaterThan(RUNS / 10);
    expect(done).toBeGreaterThan(RUNS / 2);
  }, 300_000);
});
