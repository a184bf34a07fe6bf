import { feed } from '@fox/contracts';
import { describe, expect, it } from 'vitest';
import type { FeedPosition } from '../content/index.js';
import {
  referenceOrder,
  referenceScore,
  seededRandom,
  type ReferenceItem,
} from '../../../test/feed-reference.js';
import { cursorAt, decodeCursor, encodeCursor, freshProgress, type Progress } from './cursor.js';
import { isAfter, mergeKinds } from './merge.js';
import { engagementStep, scoreOf } from './score.js';

const HOUR = 3_600_000;

describe('the feed score', () => {
  it('adds twelve hours per doubling of engagement, up to ten doublings', () => {
    expect([0, 1, 2, 3, 6, 7, 1022, 1023, 5000].map(engagementStep)).toEqual([0, 1, 1, 2, 2, 3, 9, 10, 10]);
    const at = 480_000 * HOUR + 59 * 60_000;
    expect(scoreOf(at, 0)).toBe(480_000);
    expect(scoreOf(at, 5)).toBe(480_024);
    for (let engagement = 0; engagement < 3000; engagement += 7) {
      expect(scoreOf(at, engagement)).toBe(
        referenceScore({ createdAt: at, praiseCount: engagement, commentCount: 0, collectCount: 0 }),
      );
    }
  });
});

describe('the feed cursor', () => {
  it('reads back what it wrote, in the shape the contract accepts', () => {
    const cursor = {
      asOf: 1_760_000_000_123,
      siteId: 412,
      served: 37,
      total: 500,
      phase: 'seen' as const,
      kinds: {
        ...freshProgress(),
        video: { taken: 12, last: { score: 489_012, createdAt: 1_759_999_000_000, id: 987_654 } },
        question: { taken: 1, last: { score: 1, createdAt: 3_600_000, id: 1 } },
      },
    };
    const text = encodeCursor(cursor);
    expect(text).toMatch(feed.FEED_CURSOR_PATTERN);
    expect(decodeCursor(text)).toEqual(cursor);
    expect(encodeCursor({ ...cursorAt(5, undefined), total: 27 })).toBe('1.5.0.r.u....');
    expect(decodeCursor('1.5.0.r.u....')).toEqual({ ...cursorAt(5, undefined), total: 27 });
  });

  it('refuses text of another shape', () => {
    for (const text of [
      '',
      '2.5.0.r.u....',
      '1.5.0.r.x....',
      '1.5.0.r.u...',
      '1.5.0.u....',
      '1.5.0.r.u..1-2-3..',
      '1.5.0.r.u..1-2-3-4-5..',
      '1.A.0.r.u....',
      '1.5.0.r.u....\n',
    ]) {
      expect(decodeCursor(text), text).toBeNull();
    }
    // Eleven base-36 digits could pass 2^53: the shape stops at ten.
    expect(decodeCursor('1.zzzzzzzzzzz.0.r.u....')).toBeNull();
  });
});

/** A catalogue of one part (all unseen), each kind in its index order as the database reads it. */
function catalogue(seed: number, size: number) {
  const random = seededRandom(seed);
  const kinds = feed.CONTENT_KINDS;
  const items: ReferenceItem[] = Array.from({ length: size }, (_, index) => ({
    kind: kinds[Math.floor(random() * (index % 5 === 0 ? 1 : 3))]!,
    id: index + 1,
    // Few distinct hours and times, so that ties on score and time are common.
    createdAt: 400_000 * HOUR + Math.floor(random() * 40) * (HOUR / 2),
    praiseCount: Math.floor(random() * 20),
    commentCount: random() < 0.2 ? Math.floor(random() * 200) : 0,
    collectCount: 0,
    seen: false,
  }));
  const byKind = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      items
        .filter((item) => item.kind === kind)
        .map((item): FeedPosition => ({
          id: item.id,
          createdAt: item.createdAt,
          score: referenceScore(item),
        }))
        .sort((a, b) => b.score - a.score || b.createdAt - a.createdAt || b.id - a.id),
    ]),
  ) as Record<feed.ContentKind, FeedPosition[]>;
  return { items, byKind };
}

/** Pages through the merge as the feed does: each kind read after its position, `want` rows at most. */
function pageThrough(byKind: Record<feed.ContentKind, FeedPosition[]>, pageSize: number) {
  let progress: Progress = freshProgress();
  const read: string[] = [];
  for (;;) {
    const candidates = Object.fromEntries(
      feed.CONTENT_KINDS.map((kind) => {
        const rows = byKind[kind].filter((row) => isAfter(row, progress[kind].last)).slice(0, pageSize);
        return [kind, { rows, complete: rows.length < pageSize }];
      }),
    ) as Parameters<typeof mergeKinds>[0];
    const merged = mergeKinds(candidates, progress, pageSize);
    read.push(...merged.placed.map((item) => `${item.kind}:${item.id}`));
    progress = merged.progress;
    if (merged.ended) return read;
    expect(merged.placed).toHaveLength(pageSize);
  }
}

describe('merging the kinds page by page', () => {
  it('gives the order of ranking the whole catalogue at once, whatever the page size', () => {
    for (const [seed, size] of [
      [1, 0],
      [2, 1],
      [3, 37],
      [4, 300],
      [5, 1000],
    ] as const) {
      const { items, byKind } = catalogue(seed, size);
      const expected = referenceOrder(items).map((item) => `${item.kind}:${item.id}`);
      for (const pageSize of [1, 3, 10, 20]) {
        expect(pageThrough(byKind, pageSize), `seed ${seed}, page ${pageSize}`).toEqual(expected);
      }
    }
  });

  it('stops where a kind was read to the end of what was fetched and could have more', () => {
    const row = (id: number, score: number) => ({ id, score, createdAt: score * HOUR });
    const merged = mergeKinds(
      {
        video: { rows: [row(1, 100), row(2, 99)], complete: false },
        article: { rows: [row(3, 50)], complete: true },
        question: { rows: [], complete: true },
      },
      freshProgress(),
      5,
    );
    // The second video gives up 24 hours (75) but still beats the article (50); then the videos may go on.
    expect(merged.placed.map((item) => item.id)).toEqual([1, 2]);
    expect(merged.ended).toBe(false);
    expect(merged.progress.video).toEqual({ taken: 2, last: row(2, 99) });
  });
});
