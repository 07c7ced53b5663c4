/**
 * Path tests over the pre check-in machine (xstate/graph): every state reachable, no error status,
 * and the spec's paths: booker -> rooms -> extras -> card -> summary -> complete; a notice; an
 * invalid link. Calls are answered by their done/error events; the card's security code is typed in
 * the payment provider's frame: here only what the frame says of it (`card.entryChanged`) and the
 * single-use token it gives on Continue (`xstate.done.actor.tokenize`).
 */
import { describe, expect, it } from 'vitest';
import { fromPromise, transition, type EventFromLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { preCheckInMachine } from '@machines/precheckin/precheckin.machine';
import type { Loaded, LoadInput, SaveRequest } from '@machines/precheckin/precheckin.actors';
import { isCheckInSavable } from '@/domain/checkIn';
import { CardEntryIncompleteError } from '@/payment/cardFrameLink';
import type { CardToken } from '@/payment/protocol';
import { leafStates, leavesOf } from '../graph';
import { input, loaded } from './fixtures';

type Event = EventFromLogic<typeof preCheckInMachine>;
const never = <T, I>() => fromPromise<T, I>(async () => new Promise<T>(() => {}));
const machine = preCheckInMachine.provide({
  actors: {
    loadCheckIn: never<Loaded, LoadInput>(),
    saveCheckIn: never<{ Success: boolean; Message: string | null }, SaveRequest>(),
    tokenizeCard: fromPromise<CardToken>(async () => new Promise<CardToken>(() => {})),
  },
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as Event;
const failed = (id: string, error: Error = new Error('down')) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as Event;
/** the frame's token of the card on file's security code (the saved card's own type stands) */
const codeToken: CardToken = {
  token: 'tok_test_code_1',
  mode: 'securityCode',
  brand: null,
  lastFour: null,
  expiryMonth: null,
  expiryYear: null,
};

const events: Event[] = [
  done('load', loaded()),
  done('load', { kind: 'notice', success: true, title: 'You are checked in', message: 'See you soon.' }),
  done('load', { kind: 'invalid' }),
  failed('load'),
  { type: 'step.continued' },
  { type: 'booker.changed', change: { Email: '' } },
  { type: 'booker.changed', change: { Email: 'john@example.com' } },
  { type: 'roomConfiguration.changed', roomNumber: 1, roomConfigurationId: 2 },
  { type: 'registration.changed', roomNumber: 1, change: { NationalityIsoCode: 'GB' } },
  { type: 'registration.changed', roomNumber: 2, change: { NationalityIsoCode: 'GB' } },
  { type: 'guest.changed', roomNumber: 1, index: 0, change: { LastName: '' } },
  { type: 'card.chosen', creditCardId: null },
  { type: 'card.chosen', creditCardId: 1 },
  // the security code typed in the frame
  { type: 'card.entryChanged', entry: { complete: true, empty: false, brand: null, brandRefused: false } },
  done('tokenize', codeToken),
  failed('tokenize', new CardEntryIncompleteError()),
  { type: 'arrival.changed', value: '15:30' },
  { type: 'terms.changed', accepted: true },
  { type: 'save.requested' },
  done('save', { Success: true, Message: 'Thank you.' }),
  done('save', { Success: false, Message: 'Closed' }),
  failed('save'),
  { type: 'amend.requested' },
  { type: 'payment.edit' },
];

type Path = ReturnType<typeof getShortestPaths<typeof machine>>[number];
const live = (s: Path['state'], event: Event) => {
  const match = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type);
  return match ? Object.keys(s.children).includes(match[1]!) : true;
};
/** value, status and what the guards read: everything savable, the card on file kept, who is visited */
const serializeState = (s: Path['state']) => {
  const c = s.context;
  return JSON.stringify([
    s.value,
    s.status,
    c.state && isCheckInSavable(c.state),
    c.state?.booker?.Email,
    c.card.creditCardId,
    c.card.entry.complete,
    c.card.token !== null,
    c.state?.activeRoomNumber,
    c.state?.arrivalTime,
    c.state?.acceptedTerms,
    c.state?.rooms.map((r) => [
      r.roomReviewed,
      r.guestsReviewed,
      r.servicesSeen,
      r.roomConfigurationId,
      r.registration.NationalityIsoCode,
      r.guests[0]?.LastName,
    ]),
  ]);
};

describe('pre check-in machine paths', () => {
  const paths = getShortestPaths(machine, { input, events, filterEvents: live, serializeState, limit: 50_000 });
  const reached = new Set(paths.flatMap((p) => leavesOf(p.state.value)));
  const typesTo = (to: (s: Path['state']) => boolean) =>
    paths
      .find((p) => to(p.state))
      ?.steps.slice(1)
      .map((s) => s.event.type as string);

  it('reaches every state of the definition (but the passing ones)', () => {
    const passing = ['start', 'afterRooms', 'afterExtras', 'room.choosing', 'extras.choosing'];
    const defined = leafStates(machine.root).filter((s) => !passing.includes(s));
    expect([...reached].sort()).toEqual(defined.sort());
  });

  it('no path ends in an error status', () => {
    expect(paths.flatMap((p) => p.steps.map((s) => s.state)).filter((s) => s.status === 'error')).toEqual([]);
  });

  it('the shortest way to complete goes through the booker, both rooms, extras, the card and the summary', () => {
    const types = typesTo((s) => s.matches('complete')) ?? [];
    expect(types[0]).toBe('xstate.done.actor.load');
    expect(types.at(-2)).toBe('save.requested');
    expect(types.at(-1)).toBe('xstate.done.actor.save');
    expect(types.filter((t) => t === 'step.continued').length).toBe(8); // booker, 2 x (room, guests), 2 x extras, card
    // the card's Continue asks the frame for its token, in hand before the save; what the frame
    // said of its fields (complete) came before its token, before or after the Continue
    const continued = types.lastIndexOf('step.continued');
    const token = types.indexOf('xstate.done.actor.tokenize');
    expect(token).toBeGreaterThan(continued);
    // the seventh Continue (after the booker, two rooms and their guests, two rooms' extras) is the card's step
    const atCard = types.reduce<number[]>((at, t, i) => (t === 'step.continued' ? [...at, i] : at), [])[6]!;
    expect(types.lastIndexOf('card.entryChanged', token)).toBeGreaterThan(atCard);
    expect(types.includes('xstate.error.actor.tokenize')).toBe(false);
  });

  it('a token for a card the frame had not said complete is not taken: the card step says so', () => {
    const asking = paths.find(
      (p) => p.state.matches({ payment: 'tokenizing' }) && !p.state.context.card.entry.complete,
    )?.state;
    expect(asking).toBeDefined();
    const [refused] = transition(machine, asking!, done('tokenize', codeToken));
    expect(refused.matches({ payment: 'refused' })).toBe(true);
    expect(refused.context).toMatchObject({
      error: 'We could not read the card details. Please check them and try again.',
    });
    expect(refused.context.card.token).toBeNull();
  });

  it('a card the frame will not give a token for stays on the card step, refused', () => {
    const asking = paths.find(
      (p) => p.state.matches({ payment: 'tokenizing' }) && p.state.context.card.token === null,
    )?.state;
    expect(asking).toBeDefined();
    const [refused] = transition(machine, asking!, failed('tokenize', new CardEntryIncompleteError()));
    expect(refused.matches({ payment: 'refused' })).toBe(true);
    expect(refused.context).toMatchObject({ error: new CardEntryIncompleteError().message });
    expect(refused.context.card.token).toBeNull();
  });

  it('a notice and an invalid link are where the link can end', () => {
    expect(typesTo((s) => s.matches('notice'))).toEqual(['xstate.done.actor.load']);
    expect(typesTo((s) => s.matches('invalidLink'))).toEqual(['xstate.done.actor.load']);
    // a booking that could not be reached is not an invalid link: it is said, and can be retried
    expect(typesTo((s) => s.matches('loadFailed'))).toEqual(['xstate.error.actor.load']);
  });
});
