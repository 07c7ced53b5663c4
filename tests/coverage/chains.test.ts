import { describe, expect, it } from 'vitest';
import { chainMoves, type Edge, type MoveGraph } from './chains';

/** A graph from "from event to move" lines (move "-" for a step the guest does not see as a move). */
function graph(start: string, lines: string[]): MoveGraph<string> {
  const edges = new Map<string, Edge<string>[]>();
  for (const line of lines) {
    const [from, event, to, move] = line.split(' ') as [string, string, string, string];
    edges.set(from, [...(edges.get(from) ?? []), { event, to, move: move === '-' ? null : move }]);
  }
  return { start, edges };
}

const walked = (chains: ReturnType<typeof chainMoves<string>>) =>
  chains.map((chain) => ({ events: chain.steps.map((step) => step.event).join(' '), moves: chain.moves }));

describe('chained walks', () => {
  // a form: typed (no move), sent, answered ok or failed; failed can be retried; ok is final
  const form = graph('empty', [
    'empty type typed -',
    'empty send refused REFUSE',
    'refused type typedRefused -',
    'typed send sending SEND',
    'typedRefused send sending SEND_AFTER',
    'sending ok done OK',
    'sending fail failed FAIL',
    'failed retry sending RETRY',
  ]);

  it('goes on from where it is to the nearest move not made yet (worked by hand)', () => {
    // from empty the nearest new move is REFUSE (1 step); from refused, SEND_AFTER (type, send);
    // from sending, OK (1 step) ends in a final state, nothing goes on from it. A new walk: SEND
    // (type, send), then from sending FAIL, then RETRY
    expect(walked(chainMoves(form, ['REFUSE', 'SEND', 'SEND_AFTER', 'OK', 'FAIL', 'RETRY'], 20))).toEqual([
      { events: 'send type send ok', moves: ['REFUSE', 'SEND_AFTER', 'OK'] },
      { events: 'type send fail retry', moves: ['SEND', 'FAIL', 'RETRY'] },
    ]);
  });

  it('starts a new walk rather than go past its length, unless one way is longer by itself', () => {
    expect(walked(chainMoves(form, ['OK', 'FAIL'], 3))).toEqual([
      { events: 'type send ok', moves: ['SEND', 'OK'] },
      { events: 'type send fail', moves: ['SEND', 'FAIL'] },
    ]);
    expect(walked(chainMoves(form, ['RETRY'], 2))).toEqual([
      { events: 'type send fail retry', moves: ['SEND', 'FAIL', 'RETRY'] },
    ]);
  });

  it('does not end a walk in a state the page leaves by itself: it goes on to where that leads', () => {
    // "sending" is left at once by itself here: a walk cut at its length there goes on (ok, the first way out)
    const passing = { ...form, canEnd: (state: string) => state !== 'sending' };
    expect(walked(chainMoves(passing, ['SEND', 'FAIL'], 2))).toEqual([
      { events: 'type send ok', moves: ['SEND', 'OK'] },
      { events: 'type send fail', moves: ['SEND', 'FAIL'] },
    ]);
  });

  it('says which moves the start cannot reach', () => {
    expect(() => chainMoves(form, ['OK', 'CANCEL'], 20)).toThrow('no walk from empty makes CANCEL');
  });
});
