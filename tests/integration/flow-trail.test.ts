/**
 * The state trail's watcher (tests/support/flow-trail.ts), which the state coverage report reads:
 * what a flow's root showed, and each move, once; a root put in place of another in one change
 * moves from the state it replaced, and a flow gone from the page starts afresh.
 */
import { describe, expect, it } from 'vitest';
import { watchFlowStates } from '../support/flow-trail';

const root = (state: string) => {
  const element = document.createElement('section');
  element.setAttribute('data-flow', 'trailTest');
  element.setAttribute('data-state', state);
  return element;
};
/** after the watcher's look at the page (a microtask after the change, then its own) */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the state trail', () => {
  it('records states and moves, across a replaced root, and not across a page without the flow', async () => {
    const entries: string[] = [];
    watchFlowStates((entry) => entries.push(entry));
    const first = root('idle');
    document.body.append(first);
    await settled();
    first.setAttribute('data-state', 'searching');
    await settled();
    // another element shows the next state (other markup), in the same change of the page
    const second = root('found');
    first.replaceWith(second);
    await settled();
    // the flow leaves the page; when it comes back, it has not moved from where it was
    second.remove();
    await settled();
    const third = root('idle');
    document.body.append(third);
    await settled();
    third.remove();
    // the same state twice is recorded once
    document.body.append(root('idle'));
    await settled();
    document.querySelector('[data-flow="trailTest"]')?.remove();
    expect(entries).toEqual([
      'trailTest\tidle',
      'trailTest\tsearching',
      'trailTest\tidle\tsearching',
      'trailTest\tfound',
      'trailTest\tsearching\tfound',
    ]);
  });
});
