import { randomId } from './idempotency';
import { scrub } from './scrub';

/**
 * A JSNLog-compatible client logger: items are batched to POST /jsnlog.logger as
 * `{ r: requestId, lg: [{ l, m, n, t }] }`. Spec constants: batch size 1 (send as soon as one
 * item waits), at most 20 items per batch, send timeout 5000 ms. Items that could not be sent
 * stay queued (at most 100) and go with the next batch. The logger never logs its own failures.
 */
export const LOGGER = { batchSize: 1, maxBatchSize: 20, sendTimeoutMs: 5000, maxQueue: 100 } as const;

export const LEVEL = { trace: 1000, debug: 2000, info: 3000, warn: 4000, error: 5000, fatal: 6000 } as const;

export interface LogItem {
  /** level */
  l: number;
  /** message: JSON text of the scrubbed payload */
  m: string;
  /** logger name */
  n: string;
  /** timestamp, ms since the epoch */
  t: number;
}

export interface LogBatch {
  r: string;
  lg: LogItem[];
}

export type SendBatch = (batch: LogBatch, signal: AbortSignal) => Promise<unknown>;

export function createLogger(send: SendBatch, options: { requestId?: string; now?: () => number; name?: string } = {}) {
  const requestId = options.requestId ?? randomId();
  const now = options.now ?? Date.now;
  const name = options.name ?? 'booking-engine';
  const queue: LogItem[] = [];
  let sending: Promise<void> | undefined;

  async function flush(): Promise<void> {
    while (queue.length >= LOGGER.batchSize && !sending) {
      const batch = queue.splice(0, LOGGER.maxBatchSize);
      const signal = AbortSignal.timeout(LOGGER.sendTimeoutMs);
      sending = send({ r: requestId, lg: batch }, signal)
        .then(() => undefined)
        .catch(() => {
          // Keep what failed (newest first wins if the queue is full) and try with the next item.
          queue.unshift(...batch);
          queue.splice(LOGGER.maxQueue);
          throw new Error('log send failed');
        })
        .finally(() => {
          sending = undefined;
        });
      try {
        await sending;
      } catch {
        return;
      }
    }
  }

  function log(level: number, payload: unknown): Promise<void> {
    queue.push({ l: level, m: JSON.stringify(scrub(payload)), n: name, t: now() });
    if (queue.length > LOGGER.maxQueue) queue.splice(0, queue.length - LOGGER.maxQueue);
    return flush();
  }

  return {
    requestId,
    error: (payload: unknown) => log(LEVEL.error, payload),
    warn: (payload: unknown) => log(LEVEL.warn, payload),
    info: (payload: unknown) => log(LEVEL.info, payload),
    /** items waiting to be sent (for tests and diagnostics) */
    pending: () => queue.length,
    flush,
  };
}

export type Logger = ReturnType<typeof createLogger>;
