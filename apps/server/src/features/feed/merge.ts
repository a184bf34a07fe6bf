import { feed } from '@fox/contracts';
import type { FeedPosition } from '../content/index.js';
import type { Progress } from './cursor.js';
import { HOURS_PER_SAME_KIND } from './score.js';

/** The next items of one kind in feed order, and whether there are none beyond them. */
export interface KindCandidates {
  rows: FeedPosition[];
  complete: boolean;
}

/** An item placed on the page, with the progress of the reading just after it. */
export interface Placed {
  kind: feed.ContentKind;
  id: number;
  progress: Progress;
}

interface Head {
  kind: feed.ContentKind;
  row: FeedPosition;
  /** The score less the same-kind allowance: what the kinds are mixed by. */
  mixed: number;
}

/** Mixed score, then score, publication time, kind and id: a total order, so no two heads tie. */
const comesFirst = (a: Head, b: Head) =>
  a.mixed !== b.mixed
    ? a.mixed > b.mixed
    : a.row.score !== b.row.score
      ? a.row.score > b.row.score
      : a.row.createdAt !== b.row.createdAt
        ? a.row.createdAt > b.row.createdAt
        : a.kind !== b.kind
          ? a.kind < b.kind
          : a.row.id > b.row.id;

/**
 * Mixes the kinds of one part of the feed (unseen or seen): each kind comes in its own feed order, and
 * the n-th item of a kind within the part gives up n × 24 hours, so the kinds take turns. Continuing from
 * `progress`, it places up to `want` items; `ended` says every kind has run out in this part.
 *
 * Each kind's mixed score falls strictly from one item to the next, so picking the best head each time
 * yields the same order as ranking the whole part at once, from reading `want` rows per kind at most.
 */
export function mergeKinds(
  candidates: Record<feed.ContentKind, KindCandidates>,
  progress: Progress,
  want: number,
): { placed: Placed[]; progress: Progress; ended: boolean } {
  const next = { video: 0, article: 0, question: 0 };
  let current = progress;
  const placed: Placed[] = [];
  while (placed.length < want) {
    let best: Head | null = null;
    // A kind read to the end of what was fetched, with more beyond, could hold the next item: stop there.
    if (feed.CONTENT_KINDS.some((kind) => !candidates[kind].complete && !candidates[kind].rows[next[kind]]))
      break;
    for (const kind of feed.CONTENT_KINDS) {
      const row = candidates[kind].rows[next[kind]];
      if (!row) continue;
      const head = { kind, row, mixed: row.score - HOURS_PER_SAME_KIND * current[kind].taken };
      if (!best || comesFirst(head, best)) best = head;
    }
    if (!best) break;
    next[best.kind] += 1;
    current = { ...current, [best.kind]: { taken: current[best.kind].taken + 1, last: best.row } };
    placed.push({ kind: best.kind, id: best.row.id, progress: current });
  }
  const ended = feed.CONTENT_KINDS.every(
    (kind) => candidates[kind].complete && next[kind] >= candidates[kind].rows.length,
  );
  return { placed, progress: current, ended };
}

/** Whether `row` comes after `position` in its kind's feed order. */
export const isAfter = (row: FeedPosition, position: FeedPosition | null) =>
  position === null ||
  row.score < position.score ||
  (row.score === position.score &&
    (row.createdAt < position.createdAt || (row.createdAt === position.createdAt && row.id < position.id)));
