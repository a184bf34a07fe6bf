import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import type { ItemRef } from './items.js';

const HOUR = 3_600_000;
/** Each doubling of engagement is worth this many hours of recency. */
export const HOURS_PER_DOUBLING = 12;
/** Engagement steps: 1, 2, 4, … 1024 points; beyond that nothing more is added. */
const STEPS = 10;

const KINDS = [
  { kind: 'video', table: 'videos', busyType: 'Video' },
  { kind: 'article', table: 'articles', busyType: 'Article' },
  { kind: 'question', table: 'questions', busyType: 'Question' },
] as const;

type Kind = (typeof KINDS)[number]['kind'];

interface Counted {
  praiseCount: number | string;
  commentCount: number | string;
  collectCount: number | string;
}

/** Likes count once; comments and collects, which cost the reader more, twice. */
const engagementOf = (row: Counted) =>
  Number(row.praiseCount) + 2 * Number(row.commentCount) + 2 * Number(row.collectCount);

/** floor(log2(1 + engagement)), at most STEPS. */
export function engagementStep(engagement: number): number {
  for (let step = STEPS; step > 0; step--) if (engagement + 1 >= 2 ** step) return step;
  return 0;
}

/**
 * The score: the hour an item was published plus twelve hours per doubling of its engagement. It does not
 * depend on the time of asking, so two requests rank alike and pages follow on from each other.
 */
export const scoreOf = (createdAt: number, engagement: number) =>
  Math.floor(createdAt / HOUR) + HOURS_PER_DOUBLING * engagementStep(engagement);

export interface FeedWindow {
  viewerId: number | null;
  siteId: number | undefined;
  /** Items published after it are left out; items seen after it are not yet pushed down. */
  asOf: number;
  offset: number;
  limit: number;
}

/**
 * Each further item of the same kind gives up this many hours, so the kinds take turns: videos draw more
 * comments than questions, and without it a lively week of videos would fill every first page.
 */
export const HOURS_PER_SAME_KIND = 24;

interface Candidate {
  kind: Kind;
  id: number;
  createdAt: number;
  score: number;
  seen: boolean;
  mixed: number;
}

/** The on-shelf items of one kind published by `asOf`, with what ranking needs and nothing more. */
async function candidatesOf(
  db: Kysely<DatabaseSchema>,
  { kind, table, busyType }: (typeof KINDS)[number],
  window: FeedWindow,
  seen: Set<string>,
): Promise<Candidate[]> {
  let query = db
    .selectFrom(table)
    .select(['id', 'createdAt', 'praiseCount', 'commentCount', 'collectCount'])
    .where('state', '=', 'OnShelf')
    .where('createdAt', '<=', window.asOf);
  if (window.siteId !== undefined) query = query.where('siteId', '=', window.siteId);
  const rows = await query.execute();
  return rows.map((row) => {
    const id = Number(row.id);
    const createdAt = Number(row.createdAt);
    return {
      kind,
      id,
      createdAt,
      score: scoreOf(createdAt, engagementOf(row)),
      seen: seen.has(`${busyType}:${id}`),
      mixed: 0,
    };
  });
}

/** What the viewer had been shown or had opened before `asOf`, as `busyType:id`. */
async function seenBy(db: Kysely<DatabaseSchema>, viewerId: number | null, asOf: number) {
  if (viewerId === null) return new Set<string>();
  const rows = await db
    .selectFrom('seenItems')
    .select(['busyType', 'itemId'])
    .where('userId', '=', viewerId)
    .where('lastSeenAt', '<', asOf)
    .execute();
  return new Set(rows.map((row) => `${row.busyType}:${Number(row.itemId)}`));
}

const byScore = (a: Candidate, b: Candidate) => b.score - a.score || b.createdAt - a.createdAt || b.id - a.id;

const byFeedOrder = (a: Candidate, b: Candidate) =>
  Number(a.seen) - Number(b.seen) ||
  b.mixed - a.mixed ||
  b.score - a.score ||
  b.createdAt - a.createdAt ||
  (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
  b.id - a.id;

/**
 * One page of the mixed feed: unseen items first, each part by its mixed score (the score less the
 * same-kind allowance), then score, publication time, kind and id, so the order is total and a page never
 * repeats or skips an item of another. The scores are worked out here rather than in SQL: three plain
 * index scans cost far less than a union with a window function, and both databases rank alike.
 */
export async function rankedPage(
  db: Kysely<DatabaseSchema>,
  window: FeedWindow,
): Promise<{ refs: ItemRef[]; total: number }> {
  const seen = await seenBy(db, window.viewerId, window.asOf);
  const groups = await Promise.all(KINDS.map((kind) => candidatesOf(db, kind, window, seen)));
  const ranked: Candidate[] = [];
  for (const group of groups) {
    for (const part of [false, true]) {
      const members = group.filter((item) => item.seen === part).sort(byScore);
      members.forEach((item, rank) => {
        item.mixed = item.score - HOURS_PER_SAME_KIND * rank;
      });
      ranked.push(...members);
    }
  }
  ranked.sort(byFeedOrder);
  return {
    refs: ranked
      .slice(window.offset, window.offset + window.limit)
      .map((item) => ({ kind: item.kind, id: item.id })),
    total: ranked.length,
  };
}
