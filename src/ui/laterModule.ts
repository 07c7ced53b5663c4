import { useEffect, useState } from 'react';
import { whenIdle } from './scheduling';

/**
 * Code a page does not need for its first screen (the steps a guest reaches later): loaded once
 * the page has what the guest sees first and the browser is idle, or at once when it is needed
 * before then.
 */
export interface LaterModule<T> {
  /** starts loading (once while under way); the module, when loaded */
  load: () => Promise<T>;
  /** the module if it has been loaded */
  loaded: () => T | null;
}

export function laterModule<T>(importModule: () => Promise<T>): LaterModule<T> {
  let pending: Promise<T> | null = null;
  let module: T | null = null;
  return {
    load: () =>
      (pending ??= importModule().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          // the next call tries again
          pending = null;
          throw error;
        },
      )),
    loaded: () => module,
  };
}

/**
 * When a page needs its later module: `now` (a screen shows it), `soon` (what the guest sees first
 * is there: load it when the browser is idle), or `not yet`.
 */
export type LaterNeed = 'now' | 'soon' | 'not yet';

/**
 * The later module for a page: null until it has loaded. Needed now, a load that fails is tried
 * once more (it may be a look-ahead's that was under way), then thrown to the route's error page,
 * which reloads the page once for a chunk that failed to load (src/app/pages/ErrorPages.tsx). A
 * look-ahead that fails says nothing: the next need asks again.
 */
export function useLaterModule<T>(later: LaterModule<T>, need: LaterNeed): T | null {
  const [module, setModule] = useState<T | null>(later.loaded);
  const [, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (module || need === 'not yet') return undefined;
    let live = true;
    const loaded = (value: T) => {
      if (live) setModule(() => value);
    };
    if (need === 'now') {
      later
        .load()
        .catch(() => later.load())
        .then(loaded, (error: unknown) => {
          if (live)
            setFailed(() => {
              throw error;
            });
        });
      return () => {
        live = false;
      };
    }
    const cancel = whenIdle(() => void later.load().then(loaded, () => {}), 2000);
    return () => {
      live = false;
      cancel();
    };
  }, [later, module, need]);
  return module;
}
