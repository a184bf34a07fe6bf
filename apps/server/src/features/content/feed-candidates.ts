import type { feed } from '@fox/contracts';
import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { ContentTables } from './tables.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

/** The tables of the kinds the home feed mixes. */
const TABLE_OF = { video: 'videos', article: 'articles', question: 'questions' } as const;

/**
 * An item's place in its kind's feed order: by feed score, then publication time, then id, each
 * descending. The order is total, so a position says exactly which items come after it.
 */
export interface FeedPosition {
  id: number;
  score: number;
  createdAt: number;
}

/** What the feed shows: on shelf, published by `asOf`, of the site when one is chosen. */
export interface FeedFilter {
  siteId: number | undefined;
  asOf: number;
}

/** Where to read one kind from, and how far. */
export interface FeedScan {
  kind: feed.ContentKind;
  /** Continue after this position; from the top when null. */
  after: FeedPosition | null;
  limit: number;
  /** Items of this kind to pass over (the viewer's recently seen ones). */
  exceptIds: readonly number[];
}

/**
 * A list of ids as a subquery over one parameter, rather than a parameter per id: a list of hundreds costs
 * the query builder nothing more than a list of one, and the SQL text, so the statement it is prepared
 * as, stays the same whatever the length. SQLite reads the list as JSON, PostgreSQL as an array.
 */
function idList(db: Db, ids: readonly number[]) {
  return contentDb(db).getExecutor().adapter instanceof SqliteAdapter
    ? sql<number>`(select value from json_each(${JSON.stringify(ids)}))`
    : sql<number>`(select unnest(cast(${[...ids]} as bigint[])))`;
}

const toPosition = (row: { id: number; feedScore: number; createdAt: number }): FeedPosition => ({
  id: Number(row.id),
  score: Number(row.feedScore),
  createdAt: Number(row.createdAt),
});

const byFeedOrder = (a: FeedPosition, b: FeedPosition) =>
  b.score - a.score || b.createdAt - a.createdAt || b.id - a.id;

/** One kind's next items after a position, as a branch of the statement below. */
function scanOf(db: Db, filter: FeedFilter, scan: FeedScan) {
  let query = contentDb(db)
    .selectFrom(TABLE_OF[scan.kind])
    .select([sql.lit(scan.kind).as('kind'), 'id', 'feedScore', 'createdAt'])
    .where('state', '=', 'OnShelf')
    // `+ 0` keeps the planner off the (state, createdAt) index: its range would look selective, yet it
    // holds nearly every item and would need them all sorted by score before the first row comes out.
    .where((eb) => eb(sql<number>`${eb.ref('createdAt')} + 0`, '<=', filter.asOf));
  if (filter.siteId !== undefined) query = query.where('siteId', '=', filter.siteId);
  const { after } = scan;
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('feedScore', 'createdAt', 'id'), '<', eb.tuple(after.score, after.createdAt, after.id)),
    );
  }
  if (scan.exceptIds.length > 0) query = query.where('id', 'not in', idList(db, scan.exceptIds));
  const ranked = query
    .orderBy('feedScore', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(scan.limit);
  // A branch of a compound select may not order or limit itself, a subquery may.
  return contentDb(db)
    .selectFrom(ranked.as(`${scan.kind}_scan`))
    .selectAll();
}

/**
 * The next items of each kind in feed order after each kind's position, in one statement: per kind one
 * range of the (state, feedScore, createdAt, id) index, or of (siteId, state, …) for a site, read
 * backwards and stopped at `limit`. The rows it passes over are the excluded ids and anything published
 * after `asOf`, so its cost follows the page, not the catalogue.
 */
export async function feedCandidates(
  db: Db,
  filter: FeedFilter,
  scans: readonly FeedScan[],
): Promise<Record<feed.ContentKind, FeedPosition[]>> {
  const found: Record<feed.ContentKind, FeedPosition[]> = { video: [], article: [], question: [] };
  const [first, ...rest] = scans.filter((scan) => scan.limit > 0);
  if (!first) return found;
  let query = scanOf(db, filter, first);
  for (const scan of rest) query = query.unionAll(scanOf(db, filter, scan));
  for (const row of await query.execute()) found[row.kind as feed.ContentKind].push(toPosition(row));
  for (const rows of Object.values(found)) rows.sort(byFeedOrder);
  return found;
}

/**
 * Those of the given items of one kind that the feed shows, in feed order. Read by primary key and
 * filtered here, so that no planner prefers a long index range over a few lookups; `ids` is short.
 */
export async function feedCandidatesAmong(
  db: Db,
  kind: feed.ContentKind,
  ids: readonly number[],
  filter: FeedFilter,
): Promise<FeedPosition[]> {
  if (ids.length === 0) return [];
  const rows = await contentDb(db)
    .selectFrom(TABLE_OF[kind])
    .select(['id', 'feedScore', 'createdAt', 'state', 'siteId'])
    .where('id', 'in', idList(db, ids))
    .execute();
  return rows
    .filter(
      (row) =>
        row.state === 'OnShelf' &&
        Number(row.createdAt) <= filter.asOf &&
        (filter.siteId === undefined || Number(row.siteId) === filter.siteId),
    )
    .map(toPosition)
    .sort(byFeedOrder);
}

/**
 * How many items the feed holds, counted no further than `cap`: the feed is never read deeper, and a
 * count over the whole catalogue would cost what the ranking no longer does. One statement, which stops
 * reading the indexes once it has `cap` rows.
 */
export async function feedItemCount(db: Db, filter: FeedFilter, cap: number): Promise<number> {
  const shown = (kind: feed.ContentKind) => {
    let query = contentDb(db)
      .selectFrom(TABLE_OF[kind])
      .select(sql<number>`1`.as('one'))
      .where('state', '=', 'OnShelf')
      .where('createdAt', '<=', filter.asOf);
    if (filter.siteId !== undefined) query = query.where('siteId', '=', filter.siteId);
    return query;
  };
  const row = await contentDb(db)
    .selectFrom(shown('video').unionAll(shown('article')).unionAll(shown('question')).limit(cap).as('shown'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
