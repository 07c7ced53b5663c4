import { fromPromise, type PromiseActorLogic } from 'xstate';

type Creator<T, I> = Parameters<typeof fromPromise<T, I>>[0];

/**
 * An actor for one API call: XState's promise actor, safe to stop and restart. A call cancelled
 * because its actor stopped never settles, so it cannot land as a failure in the actor that
 * replaced it (React's StrictMode and the Activity API stop and restart actors; without this, the
 * first run's "The request was cancelled." arrived as the restarted run's error).
 */
export function fromCall<T, I = void>(creator: Creator<T, I>): PromiseActorLogic<T, I> {
  return fromPromise<T, I>((args) =>
    Promise.resolve(creator(args)).catch((error: unknown) => {
      if (args.signal.aborted) return new Promise<T>(() => {});
      throw error;
    }),
  );
}
