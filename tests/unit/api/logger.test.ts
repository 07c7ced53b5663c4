import { describe, expect, it } from 'vitest';
import { createLogger, LOGGER, type LogBatch } from '@/api/logger';
import { REDACTED, scrub, scrubUrl } from '@/api/scrub';

describe('logger batching (batch size 1, max batch 20, send timeout 5000 ms)', () => {
  it('sends each item as soon as it is logged, with the request id', async () => {
    const sent: LogBatch[] = [];
    const logger = createLogger(async (batch) => void sent.push(batch), { requestId: 'req-1', now: () => 42 });
    await logger.error({ message: 'boom' });
    expect(sent).toEqual([{ r: 'req-1', lg: [{ l: 5000, m: '{"message":"boom"}', n: 'booking-engine', t: 42 }] }]);
  });

  it('keeps items that could not be sent and sends them with the next batch, at most 20 per batch', async () => {
    const sent: LogBatch[] = [];
    let up = false;
    const logger = createLogger(async (batch) => {
      if (!up) throw new Error('offline');
      sent.push(batch);
    });
    for (let i = 0; i < 25; i++) await logger.warn({ i });
    expect(sent).toHaveLength(0);
    expect(logger.pending()).toBe(25);
    up = true;
    await logger.info({ i: 25 });
    expect(sent.map((b) => b.lg.length)).toEqual([20, 6]);
    expect(logger.pending()).toBe(0);
  });

  it('gives each send a 5000 ms timeout signal', async () => {
    let signal: AbortSignal | undefined;
    const logger = createLogger(async (_batch, s) => {
      signal = s;
    });
    await logger.error('x');
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(LOGGER.sendTimeoutMs).toBe(5000);
    expect(LOGGER.maxBatchSize).toBe(20);
    expect(LOGGER.batchSize).toBe(1);
  });
});

describe('scrubbing secrets from logs', () => {
  it('redacts card numbers, CVVs and passwords by key, and card-like digit runs in text', () => {
    expect(
      scrub({
        CardNumber: '4111111111111111',
        SecurityCode: '123',
        Password: 'hunter2-long!',
        note: 'card 4111 1111 1111 1111 failed',
        nested: { cvvNumber: '999', ok: 'Room 12' },
      }),
    ).toEqual({
      CardNumber: REDACTED,
      SecurityCode: REDACTED,
      Password: REDACTED,
      note: `card ${REDACTED} failed`,
      nested: { cvvNumber: REDACTED, ok: 'Room 12' },
    });
  });

  it('keeps short numbers such as reference numbers and dates', () => {
    expect(scrub('booking 100001 on 2026-12-01')).toBe('booking 100001 on 2026-12-01');
  });

  it('masks token and password query parameters in URLs', () => {
    expect(scrubUrl('/api/Account/PasswordReset?token=abc&propertyId=1')).toBe(
      `/api/Account/PasswordReset?token=${encodeURIComponent(REDACTED)}&propertyId=1`,
    );
  });
});
