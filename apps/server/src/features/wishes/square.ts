import type { wishes } from '@fox/contracts';
import { sql } from 'kysely';
import type { Lang } from '../../platform/http/lang.js';
import type { KeywordFilter } from '../search/index.js';
import { CARD_COLUMNS, cardText, LIST_TOTAL_CAP } from './list-reads.js';
import type { TaskGroupDesk } from './ports.js';
import { presentWishes, readCursor, type WishCardRow } from './present.js';
import type { WishDb } from './repo.js';

interface SquareQuery {
  industryType?: wishes.IndustryType | undefined;
  type?: wishes.WishType | undefined;
  sort: wishes.SquareSort;
  keyword?: string | undefined;
  siteId?: number | undefined;
  cursor?: string | undefined;
  pageSize: number;
}

/**
 * Square totals by filter, for a few seconds: the count (capped) is the costliest part of a page and the
 * client shows it as a hint, so a count at most this old is served instead of counting on every scroll.
 */
const TOTAL_TTL_MS = 5_000;
/** By database, so that servers sharing a process (tests, the bench) never read each other's counts. */
const totalsByDb = new WeakMap<object, Map<string, { total: number; at: number }>>();

async function cachedTotal(db: WishDb, key: string, count: () => Promise<number>): Promise<number> {
  let totals = totalsByDb.get(db);
  if (!totals) totalsByDb.set(db, (totals = new Map()));
  const now = Date.now();
  const hit = totals.get(key);
  if (hit && now - hit.at < TOTAL_TTL_MS) return hit.total;
  const total = await count();
  if (totals.size > 1000) totals.clear();
  totals.set(key, { total, at: now });
  return total;
}

/**
 * The square: wishes on it (onSquare), filtered, in one of three orders, read on from the cursor by the
 * index of that order (a seek, so page 1,000 costs what page 1 does). The total is counted up to the cap.
 * A keyword keeps the order and the seek: the search index's matches narrow the rows the order's index
 * walks, every word of the keyword in the title, the text or the delivery standard.
 */
export async function squarePage(
  db: WishDb,
  query: SquareQuery,
  context: { viewerId: number | null; lang: Lang; groups: TaskGroupDesk; keywords: KeywordFilter },
) {
  const cursor = readCursor(query.cursor);
  let base = db.selectFrom('wishes').where('onSquare', '=', 1);
  if (query.industryType) base = base.where('industryType', '=', query.industryType);
  if (query.type) base = base.where('type', '=', query.type);
  if (query.siteId !== undefined) base = base.where('siteId', '=', query.siteId);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const matching = await context.keywords.matching(keyword, sql.ref('wishes.id'));
    if (!matching) return { rows: [], total: 0 };
    base = base.where(matching);
  }
  let page = base.select([...CARD_COLUMNS, cardText()]);
  let key: (row: WishCardRow) => number = (row) => Number(row.id);
  if (query.sort === 'reward') {
    key = (row) => Number(row.fullAmountCents);
    // A row-value comparison: both databases seek it in the (…, fullAmountCents, id) index.
    if (cursor)
      page = page.where(
        sql<boolean>`(${sql.ref('fullAmountCents')}, ${sql.ref('id')}) < (${cursor.k}, ${cursor.id})`,
      );
    page = page.orderBy('fullAmountCents', 'desc').orderBy('id', 'desc');
  } else if (query.sort === 'deadline') {
    key = (row) => Number(row.deliveryDay);
    if (cursor)
      page = page.where(
        sql<boolean>`(${sql.ref('deliveryDay')}, ${sql.ref('id')}) > (${cursor.k}, ${cursor.id})`,
      );
    page = page.orderBy('deliveryDay', 'asc').orderBy('id', 'asc');
  } else {
    if (cursor) page = page.where('id', '<', cursor.id);
    page = page.orderBy('id', 'desc');
  }
  const totalKey = JSON.stringify([query.industryType, query.type, query.siteId, keyword]);
  const [rows, total] = await Promise.all([
    page.limit(query.pageSize).execute(),
    cachedTotal(db, totalKey, async () =>
      Number(
        (
          await db
            .selectFrom(base.select('id').limit(LIST_TOTAL_CAP).as('capped'))
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  ]);
  return { rows: await presentWishes(db, rows, { ...context, full: false, cursorKey: key }), total };
}
