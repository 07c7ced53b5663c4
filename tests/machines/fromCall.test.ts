import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
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
    // the cancellation rejects at once: one turn of the event loop is enough to see it settle
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe('no');
  });
});
