import { describe, expect, it } from 'vitest';
import { createActor, setup, toPromise } from 'xstate';
import { fromCall } from '@machines/fromCall';

/** A call that fails when cancelled, as the API client's calls do. */
const cancellable = fromCall<string, { fail?: string }>(
  ({ input, signal }) =>
    new Promise<string>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('The request was cancelled.')));
      if (input.fail) setTimeout(() => reject(new Error(input.fail)), 0);
      else setTimeout(() => resolve('answer'), 5);
    }),
);

const flow = setup({ actors: { cancellable } }).createMachine({
  initial: 'calling',
  states: {
    calling: {
      invoke: {
        src: 'cancellable',
        input: { fail: undefined },
        onDone: 'done',
        onError: 'failed',
      },
    },
    done: { type: 'final' },
    failed: {},
  },
});

describe('fromCall: an API call actor that is safe to stop and restart', () => {
  it('answers like a promise actor', async () => {
    await expect(toPromise(createActor(cancellable, { input: {} }).start())).resolves.toBe('answer');
  });

  it('a real failure still fails', async () => {
    await expect(toPromise(createActor(cancellable, { input: { fail: 'Server error' } }).start())).rejects.toThrow(
      'Server error',
    );
  });

  it('a cancelled call never settles, so a restarted actor cannot receive the old run as its error', async () => {
    const controller = new AbortController();
    const creator = cancellable.config as (args: {
      input: { fail?: string };
      signal: AbortSignal;
      self: never;
      system: never;
      emit: () => void;
    }) => Promise<string>;
    const run = creator({
      input: {},
      signal: controller.signal,
      self: undefined as never,
      system: undefined as never,
      emit: () => {},
    });
    let settled = 'no';
    void Promise.resolve(run).then(
      () => (settled = 'resolved'),
      () => (settled = 'rejected'),
    );
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe('no');
  });

  it('a flow stopped while calling stays where it was, without a failure', async () => {
    const actor = createActor(flow).start();
    actor.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(actor.getSnapshot().value).toBe('calling');
  });
});
