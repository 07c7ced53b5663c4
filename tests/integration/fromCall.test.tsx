import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { setup } from 'xstate';
import { fromCall } from '@machines/fromCall';

/** A call that fails with "cancelled" when its actor stops, as the API client's calls do. */
const call = fromCall<string>(
  ({ signal }) =>
    new Promise<string>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('The request was cancelled.')));
      setTimeout(() => resolve('answer'), 10);
    }),
);

const flow = setup({ actors: { call } }).createMachine({
  initial: 'calling',
  states: {
    calling: { invoke: { src: 'call', onDone: 'done', onError: 'failed' } },
    done: {},
    failed: {},
  },
});

function Flow() {
  const actor = useActorRef(flow);
  const state = useSelector(actor, (s) => String(s.value));
  return <p>state: {state}</p>;
}

describe('fromCall under React StrictMode (these tests render in it: tests/integration/setup.ts)', () => {
  it('a flow whose call was cancelled by the remount answers from the restarted call, not as a failure', async () => {
    render(<Flow />);
    expect(await screen.findByText('state: done')).toBeTruthy();
    expect(screen.queryByText('state: failed')).toBeNull();
  });
});
