import { afterEach, describe, expect, it, vi } from 'vitest';
import { AHEAD_FOR_MS, askAhead, shareCall } from '@/api/sharedCalls';

/** a call the test answers by hand, counting how often the hotel was asked */
function hotel() {
  const asked: Array<{ signal: AbortSignal; answer: (value: string) => void; fail: (error: Error) => void }> = [];
  const start = (signal: AbortSignal) =>
    new Promise<string>((answer, fail) => {
      asked.push({ signal, answer, fail });
    });
  return { asked, start };
}

let n = 0;
const fresh = () => `question-${(n += 1)}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('calls asked ahead and shared (a link to rooms and rates searches from its loader)', () => {
  it('the page asking the question asked ahead takes that call: the hotel is asked once', async () => {
    const key = fresh();
    const { asked, start } = hotel();
    askAhead(key, start);
    const answer = shareCall(key, start);
    expect(asked).toHaveLength(1);
    asked[0]!.answer('rooms');
    await expect(answer).resolves.toBe('rooms');
  });

  it('an answer that came before the page asked is still taken, once', async () => {
    const key = fresh();
    const { asked, start } = hotel();
    askAhead(key, start);
    asked[0]!.answer('rooms');
    await Promise.resolve();
    await expect(shareCall(key, start)).resolves.toBe('rooms');
    // a second search of the same stay is a new question
    void shareCall(key, start);
    expect(asked).toHaveLength(2);
  });

  it('an answer asked ahead and not taken within its time is not served: the hotel is asked again', async () => {
    vi.useFakeTimers();
    const key = fresh();
    const { asked, start } = hotel();
    askAhead(key, start);
    asked[0]!.answer('old rooms');
    await Promise.resolve();
    vi.advanceTimersByTime(AHEAD_FOR_MS + 1);
    const answer = shareCall(key, start);
    expect(asked).toHaveLength(2);
    asked[1]!.answer('new rooms');
    await expect(answer).resolves.toBe('new rooms');
  });

  it('the loader asks nothing when the same question is on its way (the Search button handed it over)', () => {
    const key = fresh();
    const { asked, start } = hotel();
    void shareCall(key, start);
    askAhead(key, start);
    expect(asked).toHaveLength(1);
  });

  it('another question is another call', () => {
    const { asked, start } = hotel();
    askAhead(fresh(), start);
    void shareCall(fresh(), start);
    expect(asked).toHaveLength(2);
  });

  it('a failed call is forgotten at once: "Search again" asks the hotel again', async () => {
    const key = fresh();
    const { asked, start } = hotel();
    askAhead(key, start);
    const first = shareCall(key, start);
    asked[0]!.fail(new Error('Error while searching'));
    await expect(first).rejects.toThrow('Error while searching');
    const again = shareCall(key, start);
    expect(asked).toHaveLength(2);
    asked[1]!.answer('rooms');
    await expect(again).resolves.toBe('rooms');
  });

  it('an asker stopped and started again in the same turn (StrictMode) takes the same call back', async () => {
    vi.useFakeTimers();
    const key = fresh();
    const { asked, start } = hotel();
    const stopped = new AbortController();
    void shareCall(key, start, stopped.signal);
    stopped.abort();
    const answer = shareCall(key, start, new AbortController().signal);
    vi.runAllTimers();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.signal.aborted).toBe(false);
    asked[0]!.answer('rooms');
    await expect(answer).resolves.toBe('rooms');
  });

  it('a call nobody waits for any more is cancelled (a new search replaced it)', () => {
    vi.useFakeTimers();
    const key = fresh();
    const { asked, start } = hotel();
    const stopped = new AbortController();
    void shareCall(key, start, stopped.signal);
    stopped.abort();
    vi.runAllTimers();
    expect(asked[0]!.signal.aborted).toBe(true);
    // and the same question asked later is asked of the hotel again
    void shareCall(key, start);
    expect(asked).toHaveLength(2);
  });

  it('a call asked ahead is not cancelled while it waits for its page', () => {
    vi.useFakeTimers();
    const key = fresh();
    const { asked, start } = hotel();
    askAhead(key, start);
    vi.runAllTimers();
    expect(asked[0]!.signal.aborted).toBe(false);
  });
});
