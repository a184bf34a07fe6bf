import { sql } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { DramasTables } from './tables.js';

/** An episode an order unlocked. */
export interface OrderEpisode {
  id: number;
  episodeNumber: number;
}

/** The episodes each of some orders unlocked, in order, by the unlocks' order index: one query for a page. */
export async function episodesOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OrderEpisode[]>> {
  const found = new Map<number, OrderEpisode[]>();
  if (orderIds.length === 0) return found;
  const rows = await tablesOf<DramasTables>(db)
    .selectFrom('episodeUnlocks as u')
    .innerJoin('dramaEpisodes as e', 'e.id', 'u.episodeId')
    .select(['u.orderId', 'e.id', 'e.episodeNumber'])
    .where('u.orderId', 'in', [...new Set(orderIds)])
    .orderBy('e.episodeNumber')
    .execute();
  for (const row of rows) {
    const list = found.get(Number(row.orderId)) ?? [];
    list.push({ id: Number(row.id), episodeNumber: Number(row.episodeNumber) });
    found.set(Number(row.orderId), list);
  }
  return found;
}

/**
 * Takes back the episodes an order unlocked (its refund), inside the caller's transaction: the unlock rows
 * go, so the episodes are locked again and may be bought again, and the buyer's count for the drama drops
 * with them (a drama with none left leaves their bought list). Answers the episodes taken back.
 */
export async function revokeOrderEpisodes(
  db: Db,
  order: { orderId: number; userId: number; dramaId: number },
): Promise<OrderEpisode[]> {
  const dramas = tablesOf<DramasTables>(db);
  const episodes = (await episodesOfOrders(db, [order.orderId])).get(order.orderId) ?? [];
  if (episodes.length === 0) return [];
  const removed = await dramas
    .deleteFrom('episodeUnlocks')
    .where('orderId', '=', order.orderId)
    .where('userId', '=', order.userId)
    .executeTakeFirst();
  const count = Number(removed.numDeletedRows);
  await dramas
    .updateTable('dramaViewers')
    .set({
      unlockedCount: sql<number>`case when ${sql.ref('unlockedCount')} > ${count} then ${sql.ref('unlockedCount')} - ${count} else 0 end`,
      unlockedAt: sql<
        number | null
      >`case when ${sql.ref('unlockedCount')} > ${count} then ${sql.ref('unlockedAt')} else null end`,
    })
    .where('userId', '=', order.userId)
    .where('dramaId', '=', order.dramaId)
    .execute();
  return episodes;
}

/** The episode of a drama the user watched last, or null when they never watched it. */
export async function lastWatchedEpisode(db: Db, userId: number, dramaId: number): Promise<number | null> {
  const row = await tablesOf<DramasTables>(db)
    .selectFrom('dramaViewers')
    .select('lastEpisodeNumber')
    .where('userId', '=', userId)
    .where('dramaId', '=', dramaId)
    .executeTakeFirst();
  return row?.lastEpisodeNumber == null ? null : Number(row.lastEpisodeNumber);
}

/** The titles of some dramas by id, in one query. */
export async function dramaTitlesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tablesOf<DramasTables>(db)
    .selectFrom('dramas')
    .select(['id', 'title'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.title]));
}
