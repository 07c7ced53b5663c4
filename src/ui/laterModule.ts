import { useEffect, useState } from 'react';
import { whenIdle } from './scheduling';

/**
 * Code a page does not need for its first screen (the steps a guest reaches later): loaded once
 * the page is on screen and the browser is idle, or at once when it is needed before then.
 */
export interface LaterModule<T> {
  /** starts loading (once); the module, when loaded */
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
          // the next call tries again (the route's error page reloads the page once for a chunk
          // that failed to load: src/app/pages/ErrorPages.tsx)
          pending = null;
          throw error;
        },
      )),
    loaded: () => module,
  };
}

/**
 * The later module for a page: null until it has loaded. While `neededNow` is false it loads when
 * the browser is idle; once true, at once. A module that fails to load is thrown to the route's
 * error page.
 */
export function useLaterModule<T>(later: LaterModule<T>, neededNow: boolean): T | null {
  const [module, setModule] = useState<T | null>(later.loaded);
  const [, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (module) return undefined;
    let live = true;
    const load = () =>
      void later.load().then(
        (loaded) => {
          if (live) setModule(() => loaded);
        },
        (error: unknown) => {
          if (!live || !neededNow) return; // a look-ahead that failed: the step asks again
          setFailed(() => {
            throw error;
          });
        },
      );
    if (neededNow) load();
    const cancel = neededNow ? () => {} : whenIdle(load, 2000);
    return () => {
      live = false;
      cancel();
    };
  }, [later, module, neededNow]);
  return module;
}
