/**
 * The states of every flow's machine, written to reports/machine-states.json for the state
 * coverage of the e2e suite (scripts/state-coverage.mjs, run by `npm test` after the e2e step);
 * and the check that every flow the app marks on a page has its machine here.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { restingLeaves, regionOf, visibleMoves } from '../machines/graph';
import { FLOW_MACHINES, FLOWS_WITHOUT_MACHINE } from './flows';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the flows and their machines', () => {
  it('every flow marked on a page (flowRoot) has its machine, or says why it has none', () => {
    const marked = new Set(
      sources('src').flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/flowRoot\('([A-Za-z]+)'/g)].map((m) => m[1] ?? ''),
      ),
    );
    const missing = [...marked].filter((flow) => !FLOW_MACHINES[flow] && !FLOWS_WITHOUT_MACHINE[flow]);
    expect(missing).toEqual([]);
    expect(marked.size).toBe(Object.keys(FLOW_MACHINES).length + Object.keys(FLOWS_WITHOUT_MACHINE).length);
  });

  it('lists the leaf states of every flow machine a page can show, and its moves, for the coverage report', () => {
    const flows = Object.fromEntries(
      Object.entries(FLOW_MACHINES).map(([flow, machine]) => {
        const states = restingLeaves(machine.root);
        return [
          flow,
          {
            states,
            regions: Object.fromEntries(states.map((leaf) => [leaf, regionOf(machine.root, leaf)])),
            moves: visibleMoves(machine.root, states),
          },
        ];
      }),
    );
    for (const { states, moves } of Object.values(flows)) {
      expect(states.length).toBeGreaterThan(0);
      expect(moves.length).toBeGreaterThan(0);
    }
    const checkout = flows.checkout!;
    // the checkout's parallel regions are each a leaf path, as data-state shows them
    expect(checkout.states).toContain('form.editing');
    expect(checkout.regions['form.editing']).toBe('form');
    // a state left at once by a transition without a guard is never on a page
    expect(checkout.states).not.toContain('form.starting');
    // Confirm: straight to the card's token when no account is asked for (registering passed through)
    expect(checkout.moves).toEqual(
      expect.arrayContaining([
        'form.editing -> form.submitting.registering',
        'form.editing -> form.submitting.tokenizing',
        'form.submitting.tokenizing -> form.submitting.creating',
        'form.submitting.creating -> form.succeeded',
        'errors.visited -> errors.all',
      ]),
    );
    // a move never crosses regions
    expect(checkout.moves.filter((move) => move.startsWith('form.') && move.includes('-> voucher.'))).toEqual([]);
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/machine-states.json', JSON.stringify(flows, null, 2));
  });
});

describe('the moves of a machine, as a page shows them (worked by hand)', () => {
  const machine = createMachine({
    id: 'm',
    type: 'parallel',
    states: {
      form: {
        initial: 'starting',
        states: {
          starting: { always: [{ guard: () => false, target: 'sending' }, { target: 'editing' }] },
          editing: { on: { SEND: 'sending', NOTHING: {} } },
          sending: {
            initial: 'checking',
            states: {
              checking: { always: { guard: () => true, target: 'paying' } },
              paying: { after: { 10: '#m.form.done' }, on: { FAIL: '#m.form.editing' } },
            },
          },
          done: { type: 'final' },
        },
      },
      errors: { initial: 'some', states: { some: { on: { SEND: 'all' } }, all: {} } },
    },
  });
  const states = restingLeaves(machine.root);

  it('rests in every leaf but the one left at once; each leaf has its region', () => {
    expect(states).toEqual([
      'form.editing',
      'form.sending.checking',
      'form.sending.paying',
      'form.done',
      'errors.some',
      'errors.all',
    ]);
    expect(regionOf(machine.root, 'form.sending.paying')).toBe('form');
    expect(regionOf(machine.root, 'errors.all')).toBe('errors');
  });

  it("counts a leaf's own eventless moves only where they can be taken while it rests", () => {
    // the Status page's shape: waiting is left for stillPending as it is entered, or after its delay
    // for checking; nothing is handled while it rests, so it never moves to stillPending from rest
    const polling = (on = {}) =>
      createMachine({
        initial: 'checking',
        on,
        states: {
          checking: { on: { DONE: 'waiting' } },
          waiting: { always: { guard: () => false, target: 'stillPending' }, after: { 10: 'checking' } },
          stillPending: { on: { RETRY: 'checking' } },
        },
      });
    const quiet = polling();
    expect(visibleMoves(quiet.root, restingLeaves(quiet.root))).toEqual([
      'checking -> stillPending',
      'checking -> waiting',
      'stillPending -> checking',
      'waiting -> checking',
    ]);
    // an event handled while it rests (a clock's tick, its actions only) may make the guard hold
    const ticking = polling({ TICK: { actions: () => undefined } });
    expect(visibleMoves(ticking.root, restingLeaves(ticking.root))).toContain('waiting -> stillPending');
  });

  it('moves within a region, through states passed at once, never to itself', () => {
    expect(visibleMoves(machine.root, states)).toEqual([
      'errors.some -> errors.all',
      'form.editing -> form.sending.checking',
      'form.editing -> form.sending.paying',
      'form.sending.checking -> form.sending.paying',
      'form.sending.paying -> form.done',
      'form.sending.paying -> form.editing',
    ]);
  });
});
