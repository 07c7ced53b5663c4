/** The model's calls and their answers: while the graph is explored no call runs; each answer is an event. */
import { fromPromise } from 'xstate';

/** A call that never answers by itself. */
export const pending = fromPromise(() => new Promise<never>(() => {})) as never;
/** The call `id` answered with `output`. */
export const done = (id: string, output: unknown = {}) => ({ type: `xstate.done.actor.${id}`, output });
/** The call `id` failed (with `error`, where the flow tells one failure from another). */
export const failed = (id: string, error: Error = new Error('failed')) => ({ type: `xstate.error.actor.${id}`, error });
