import { sql, type Kysely, type RawBuilder } from 'kysely';
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

/** Likes count once; comments and collects, which cost the reader more, twice. */
const engagement = sql`(c.${sql.ref('praiseCount')} + 2 * c.${sql.ref('commentCount')} + 2 * c.${sql.ref('collectCount')})`;

/**
 * floor(log2(1 + engagement)), written as steps so SQLite and PostgreSQL compute it alike without math
 * functions.
 */
function engagementStep(): RawBuilder<number> {
  const cases = Array.from({ length: STEPS }, (_, index) => STEPS - index).map(
    (step) => sql`when ${engagement} + 1 >= ${2 ** step} then ${step}`,
  );
  return sql<number>`(case ${sql.join(cases, sql` `)} else 0 end)`;
}

/**
 * The score: the hour an item was published plus twelve hours per doubling of its engagement. It does not
 * depend on the time of asking, so two requests rank alike and pages follow on from each other.
 */
const score = sql<number>`(c.${sql.ref('createdAt')} / ${HOUR} + ${HOURS_PER_DOUBLING} * ${engagementStep()})`;

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

/**
 * One page of the mixed feed: unseen items first, each part by its mixed score (the score less the
 * same-kind allowance), then score, publication time, kind and id, so the order is total and a page never
 * repeats or skips an item of another.
 */
export async function rankedPage(
  db: Kysely<DatabaseSchema>,
  window: FeedWindow,
): Promise<{ refs: ItemRef[]; total: number }> {
  const viewer = window.viewerId ?? -1;
  const parts = KINDS.map(
    ({
      kind,
      table,
      busyType,
    }) => sql`select ${kind} as kind, c.id as id, c.${sql.ref('createdAt')} as ${sql.ref('createdAt')},
      ${score} as score,
      case when s.${sql.ref('itemId')} is null then 0 else 1 end as seen
      from ${sql.table(table)} c
      left join ${sql.table('seenItems')} s on s.${sql.ref('userId')} = ${viewer} and s.${sql.ref('busyType')} = ${busyType}
        and s.${sql.ref('itemId')} = c.id and s.${sql.ref('lastSeenAt')} < ${window.asOf}
      where c.state = 'OnShelf' and c.${sql.ref('createdAt')} <= ${window.asOf}
      ${window.siteId === undefined ? sql`` : sql`and c.${sql.ref('siteId')} = ${window.siteId}`}`,
  );
  const scored = sql`(${sql.join(parts, sql` union all `)}) f`;
  const feed = sql`(select f.*, f.score - ${HOURS_PER_SAME_KIND} * (row_number() over (
      partition by f.seen, f.kind order by f.score desc, f.${sql.ref('createdAt')} desc, f.id desc) - 1) as mixed
    from ${scored}) m`;
  const [page, count] = await Promise.all([
    sql<{ kind: ItemRef['kind']; id: number }>`select m.kind, m.id from ${feed}
      order by m.seen asc, m.mixed desc, m.score desc, m.${sql.ref('createdAt')} desc, m.kind asc, m.id desc
      limit ${window.limit} offset ${window.offset}`.execute(db),
    sql<{ total: number | string }>`select count(*) as total from ${scored}`.execute(db),
  ]);
  return {
    refs: page.rows.map((row) => ({ kind: row.kind, id: Number(row.id) })),
    total: Number(count.rows[0]?.total ?? 0),
  };
}
