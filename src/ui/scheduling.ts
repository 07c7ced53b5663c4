interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and continues in a new one, letting the browser handle input and paint
 * in between: scheduler.yield() where the browser has it (the continuation keeps its priority),
 * else a zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the browser has painted the current frame (then a new task starts). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Runs `task` once the browser is idle (after `timeout` ms at the latest, when given); where the
 * browser has no requestIdleCallback, once it has painted the current frame. Returns what cancels it.
 */
export function whenIdle(task: () => void, timeout?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(task, timeout === undefined ? undefined : { timeout });
    return () => cancelIdleCallback(idle);
  }
  let cancelled = false;
  void afterNextPaint().then(() => {
    if (!cancelled) task();
  });
  return () => {
    cancelled = true;
  };
}
