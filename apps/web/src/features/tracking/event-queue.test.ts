import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  flushTrackingQueue,
  pendingEvents,
  QUEUE_STORAGE_KEY,
  stopTrackingFlush,
  trackEvent,
} from './event-queue';
import { startTimedEvent } from './timed-event';

const event = {
  businessType: 'Article',
  operaType: 'checkDetail',
  eventSign: 'open',
  eventName: '打开文章',
} as const;

/** Answers the API's signing-key call and records the batches posted to addList. */
function fakeServer(answer: () => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/app/v1/query/aesKey')) {
        return new Response(
          JSON.stringify({
            code: 200,
            msg: 'ok',
            data: { hmacKey: 'k'.repeat(32), aesKey: 'a'.repeat(16), iv: 'i'.repeat(16) },
          }),
        );
      }
      posted.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
  return posted;
}

describe('the tracking queue', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout', 'clearInterval', 'clearTimeout', 'Date'] });
    // 09:05:07 in China, wherever the test runs.
    vi.setSystemTime(Date.UTC(2026, 2, 1, 1, 5, 7));
  });
  afterEach(() => {
    stopTrackingFlush();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps events in localStorage with the China time as yyyy-MM-dd HH:mm:ss and the operation as its number', () => {
    trackEvent(event);
    const [stored] = JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY)!) as Array<Record<string, unknown>>;
    expect(stored).toMatchObject({
      operaSource: 1,
      eventTime: '2026-03-01 09:05:07',
      operaType: 2,
      businessType: 'Article',
      eventName: '打开文章',
    });
    vi.setSystemTime(Date.UTC(2026, 11, 31, 16, 0, 9));
    trackEvent(event);
    expect(pendingEvents().at(-1)).toMatchObject({ eventTime: '2027-01-01 00:00:09' });
  });

  it('keeps the queue when the post fails and clears what was sent once it succeeds', async () => {
    let ok = false;
    const posted = fakeServer(() =>
      ok
        ? new Response(JSON.stringify({ code: 200, msg: 'ok', data: { accepted: 2 } }))
        : new Response('bad gateway', { status: 502 }),
    );
    trackEvent(event);
    trackEvent({ ...event, eventSign: 'second' });
    await flushTrackingQueue();
    expect(pendingEvents()).toHaveLength(2);

    ok = true;
    await flushTrackingQueue();
    expect(pendingEvents()).toHaveLength(0);
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
    const last = posted.at(-1) as { list: Array<{ eventSign: string }> };
    expect(last.list.map((sent) => sent.eventSign)).toEqual(['open', 'second']);
  });

  it('flushes by itself every 60 seconds', async () => {
    const posted = fakeServer(
      () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: { accepted: 1 } })),
    );
    trackEvent(event);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(posted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(posted).toHaveLength(1);
    expect(pendingEvents()).toHaveLength(0);
  });

  it('times events: a generic one stops at 3000 s, a content one at the content length', async () => {
    startTimedEvent(event);
    startTimedEvent({ ...event, eventSign: 'watch' }, { contentDuration: 30 });
    await vi.advanceTimersByTimeAsync(45_000);
    expect(pendingEvents().map((queued) => [queued.eventSign, queued.eventAttribute])).toEqual([
      ['watch', { duration: 30, contentDuration: 30, progressDuration: 30 }],
    ]);
    await vi.advanceTimersByTimeAsync(3_000_000);
    expect(pendingEvents()[1]).toMatchObject({ eventSign: 'open', eventAttribute: { duration: 3000 } });

    const early = startTimedEvent({ ...event, eventSign: 'early' });
    await vi.advanceTimersByTimeAsync(12_400);
    early.finish();
    early.finish();
    expect(pendingEvents().filter((queued) => queued.eventSign === 'early')).toEqual([
      expect.objectContaining({ eventAttribute: { duration: 12 } }),
    ]);
  });
});
