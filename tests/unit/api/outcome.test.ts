/**
 * callOnce (src/api/outcome.ts): a state-changing call made at most once per intent. A scripted
 * server answers each request as the case says; every case is worked out by hand: what is sent,
 * what is asked, what the guest's flow receives, and whether the intent's outcome is unknown.
 */
import { describe, expect, it } from 'vitest';
import { createApi } from '@/api/client';
import {
  callOnce,
  CallInProgressError,
  CallNotDoneError,
  CallOutcomeUnknownError,
  CallRefusedError,
  intentAfterFailure,
  outcomeUnknownAfter,
  type CallIntent,
} from '@/api/outcome';

const KEY = '3f2c1a9e-7b4d-4c8e-9a10-2b3c4d5e6f70';
type Answer = Response | 'lost';

/** A server that answers the table's requests in turn; `seen` lists what reached it. */
function scripted(answers: { table: Answer[]; outcome: Answer[] }) {
  const seen: { path: string; key: string | null; operation?: string }[] = [];
  const api = createApi({
    baseUrl: 'http://api.test',
    getXsrfToken: () => 'xsrf',
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/jsnlog.logger') return new Response(null, { status: 204 }); // failures are logged
      const isOutcome = path === '/api/Outcome';
      const body = isOutcome ? ((await request.clone().json()) as { Operation: string }) : null;
      seen.push({ path, key: request.headers.get('Idempotency-Key'), ...(body ? { operation: body.Operation } : {}) });
      const next = (isOutcome ? answers.outcome : answers.table).shift();
      if (!next || next === 'lost') throw new TypeError('Failed to fetch');
      return next;
    },
  });
  const book = (intent: CallIntent) =>
    callOnce(api, { operation: 'createRestaurantBooking', propertyId: 1, intent }, (key) =>
      api.call(
        api.client.POST('/api/RestaurantBooking/Create', {
          params: { header: { 'Idempotency-Key': key } },
          body: {
            PropertyId: 1,
            RestaurantId: 601,
            RestaurantName: 'The Sea Grill',
            VisitTime: '18:00',
            VisitDate: '2026-12-01',
            PartySize: 2,
            SpecialRequests: null,
            IsReservation: false,
            Identifier: 'ada@example.com',
            PromotionId: null,
            Email: 'ada@example.com',
            ContactNumber: '+44 20 7946 0000',
            IsLeaveTimeRequired: false,
          },
        }),
        { fallback: 'Failed to create booking' },
      ),
    );
  return { seen, book };
}

const booked = { Success: true, BookingReference: 'TB-10001', InfoMessage: 'Your table is booked.' };
const json = (body: unknown, status = 200) => Response.json(body, { status });
const fresh: CallIntent = { key: KEY, outcomeUnknown: false };
const unsure: CallIntent = { key: KEY, outcomeUnknown: true };

describe('callOnce: at most one table per intent, whatever the network does', () => {
  it('an answered call is sent once with the intent key, and nothing is asked', async () => {
    const { seen, book } = scripted({ table: [json(booked)], outcome: [] });
    await expect(book(fresh)).resolves.toEqual(booked);
    expect(seen).toEqual([{ path: '/api/RestaurantBooking/Create', key: KEY }]);
  });

  it('a lost answer is asked about at once: done -> its answer, and the table is not booked again', async () => {
    const { seen, book } = scripted({ table: ['lost'], outcome: [json({ Outcome: 'Done', Result: booked })] });
    await expect(book(fresh)).resolves.toEqual(booked);
    expect(seen).toEqual([
      { path: '/api/RestaurantBooking/Create', key: KEY },
      { path: '/api/Outcome', key: KEY, operation: 'createRestaurantBooking' },
    ]);
  });

  it('a lost request that did nothing: the failure is said, definite, and the key is kept', async () => {
    const { book } = scripted({ table: ['lost'], outcome: [json({ Outcome: 'NotDone', Result: null })] });
    const error = await book(fresh).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallNotDoneError);
    expect((error as Error).message).toBe('We could not reach the server. Please check your connection and try again.');
    expect(outcomeUnknownAfter(error)).toBe(false);
    // a copy of the lost request may still arrive: only the same key makes the server answer it
    // with what the next attempt did, instead of doing it again
    expect(intentAfterFailure(fresh, error)).toEqual({ key: KEY, outcomeUnknown: false });
  });

  it('a refusal the server keeps under the key (Success false) starts a new intent', () => {
    expect(intentAfterFailure(fresh, new CallRefusedError('That time is taken.')).key).not.toBe(KEY);
  });

  it('when the question fails too, the outcome stays unknown and the key is kept', async () => {
    const { book } = scripted({ table: [json({ Message: 'An error has occurred.' }, 500)], outcome: ['lost'] });
    const error = await book(fresh).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallOutcomeUnknownError);
    expect((error as Error).message).toMatch(/^We could not find out whether this went through\./);
    expect(outcomeUnknownAfter(error)).toBe(true);
    expect(intentAfterFailure(fresh, error)).toEqual({ key: KEY, outcomeUnknown: true });
  });

  it('an intent whose outcome is unknown asks first: done -> that answer, nothing sent', async () => {
    const { seen, book } = scripted({ table: [], outcome: [json({ Outcome: 'Done', Result: booked })] });
    await expect(book(unsure)).resolves.toEqual(booked);
    expect(seen.map((s) => s.path)).toEqual(['/api/Outcome']);
  });

  it('...still running -> the guest is asked to wait, nothing sent, the outcome still unknown', async () => {
    const { seen, book } = scripted({ table: [], outcome: [json({ Outcome: 'InProgress', Result: null })] });
    const error = await book(unsure).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallInProgressError);
    expect(outcomeUnknownAfter(error)).toBe(true);
    expect(seen.map((s) => s.path)).toEqual(['/api/Outcome']);
  });

  it('...nothing done -> sent with the same key', async () => {
    const { seen, book } = scripted({ table: [json(booked)], outcome: [json({ Outcome: 'NotDone', Result: null })] });
    await expect(book(unsure)).resolves.toEqual(booked);
    expect(seen).toEqual([
      { path: '/api/Outcome', key: KEY, operation: 'createRestaurantBooking' },
      { path: '/api/RestaurantBooking/Create', key: KEY },
    ]);
  });

  it('a refusal (400) is definite: said as the server said it, nothing asked', async () => {
    const refusal = { Message: 'The request is invalid.', ModelState: { Email: ['Please enter your e-mail.'] } };
    const { seen, book } = scripted({ table: [json(refusal, 400)], outcome: [] });
    const error = await book(fresh).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Please enter your e-mail.');
    expect(outcomeUnknownAfter(error)).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('a busy key (409) is asked about: its first call finished -> that answer', async () => {
    const busy = json({ Message: 'This request is still being processed.' }, 409);
    const { book } = scripted({ table: [busy], outcome: [json({ Outcome: 'Done', Result: booked })] });
    await expect(book(fresh)).resolves.toEqual(booked);
  });
});
