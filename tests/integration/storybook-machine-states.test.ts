/**
 * Storybook's "Machine state" panel gets where a story's flows are from the preview
 * (.storybook/machineStates.ts): every flow root's data-flow, data-state and data-step, now and
 * after each change, each list once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { shownStates, watchShownStates, type ShownState } from '../../.storybook/machineStates';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the states a story shows', () => {
  it('names every flow root, its machine state and its step', () => {
    document.body.innerHTML =
      '<div data-flow="checkout" data-state="form.editing" data-step="5"></div>' +
      '<section data-flow="login" data-state="editing.quiet"></section><div data-flow="nothing"></div>';
    expect(shownStates(document.body)).toEqual([
      { flow: 'checkout', state: 'form.editing', step: '5' },
      { flow: 'login', state: 'editing.quiet', step: null },
    ]);
  });

  it('sends the states at once and after each change, the same list once', async () => {
    document.body.innerHTML = '<div data-flow="forgotPassword" data-state="editing.quiet"></div>';
    const sent: ShownState[][] = [];
    const stop = watchShownStates(document.body, (states) => sent.push(states));
    const root = document.querySelector('[data-flow]')!;
    root.setAttribute('data-state', 'sending');
    await expect.poll(() => sent.length).toBe(2);
    root.setAttribute('data-state', 'sending'); // no change
    root.setAttribute('data-state', 'sent');
    await expect.poll(() => sent.at(-1)?.[0]?.state).toBe('sent');
    expect(sent.map((states) => states[0]?.state)).toEqual(['editing.quiet', 'sending', 'sent']);
    stop();
  });
});
