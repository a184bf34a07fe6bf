import type { dramas } from '@fox/contracts';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { userCardsOf } from '../users/index.js';
import type { DramasTables } from './tables.js';

type DramasDb = Kysely<DramasTables>;

export interface PageWindow {
  offset: number;
  limit: number;
}

export const pageWindowOf = (query: { pageNum: number; pageSize: number }): PageWindow => ({
  offset: (query.pageNum - 1) * query.pageSize,
  limit: query.pageSize,
});

/** A drama's own columns; `d` is the drama. */
const dramaQuery = (db: DramasDb) =>
  db
    .selectFrom('dramas as d')
    .select([
      'd.id',
      'd.userId',
      'd.title',
      'd.intro',
      'd.coverUrl',
      'd.categoryName',
      'd.singlePriceCents',
      'd.playletPriceCents',
      'd.freeCount',
      'd.isPlatform',
      'd.state',
      'd.rejectReason',
      'd.episodeCount',
      'd.playCount',
      'd.siteId',
      'd.createdAt',
      'd.updatedAt',
    ]);

type OwnRow = Awaited<ReturnType<ReturnType<typeof dramaQuery>['executeTakeFirstOrThrow']>>;

/** A drama with its creator's public ID, nickname and avatar (the generated one when none was uploaded). */
export type DramaRow = OwnRow & { userName: string; nickName: string; userAvatar: string };

/** The dramas with their creators, whose cards come from users in one batch for the whole list. */
async function withCreators(db: DramasDb, rows: OwnRow[]): Promise<DramaRow[]> {
  const cards = await userCardsOf(db, [...new Set(rows.map((row) => Number(row.userId)))]);
  return rows.flatMap((row) => {
    const card = cards.get(Number(row.userId));
    // As the join on users did: a drama whose creator is gone is not shown.
    return card
      ? [{ ...row, userName: card.userName, nickName: card.nickName, userAvatar: card.avatar }]
      : [];
  });
}

/** `%keyword%` for LIKE, with the wildcard characters of the keyword itself taken literally. */
const containsPattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export interface ShelfQuery {
  sort: (typeof dramas.DRAMA_SORTS)[number];
  keyword: string | undefined;
}

/**
 * One page of the dramas on shelf with the total. Hot is most played first (the (state, playCount, id)
 * index), new is newest first; the id breaks ties so pages never overlap.
 */
export async function shelfPage(db: DramasDb, filter: ShelfQuery, window: PageWindow) {
  let query = dramaQuery(db).where('d.state', '=', 'OnShelf');
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for non-ASCII letters.
    query = query.where(sql<SqlBool>`lower(${sql.ref('d.title')}) like ${pattern} escape '\\'`);
  }
  const ordered =
    filter.sort === 'hot'
      ? query.orderBy('d.playCount', 'desc').orderBy('d.id', 'desc')
      : query.orderBy('d.createdAt', 'desc').orderBy('d.id', 'desc');
  const [rows, count] = await Promise.all([
    ordered.offset(window.offset).limit(window.limit).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: await withCreators(db, rows), total: Number(count.total) };
}

export async function dramaRowById(db: DramasDb, id: number): Promise<DramaRow | undefined> {
  const row = await dramaQuery(db).where('d.id', '=', id).executeTakeFirst();
  return row ? (await withCreators(db, [row]))[0] : undefined;
}

/** The dramas of the given ids, in the order of the ids; unknown ids are skipped. */
export async function dramaRowsByIds(db: DramasDb, ids: number[]): Promise<DramaRow[]> {
  if (ids.length === 0) return [];
  const rows = await withCreators(db, await dramaQuery(db).where('d.id', 'in', ids).execute());
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A creator's own dramas, newest first, whatever their state. */
export async function dramaRowsOf(db: DramasDb, userId: number, window: PageWindow) {
  const query = dramaQuery(db).where('d.userId', '=', userId);
  const [rows, count] = await Promise.all([
    query.orderBy('d.id', 'desc').offset(window.offset).limit(window.limit).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: await withCreators(db, rows), total: Number(count.total) };
}

/** Every episode of a drama in order, by the unique (dramaId, episodeNumber) index. */
export const episodeRowsOf = (db: DramasDb, dramaId: number) =>
  db
    .selectFrom('dramaEpisodes')
    .select(['id', 'episodeNumber', 'title', 'videoUrl', 'coverUrl', 'duration', 'createdAt'])
    .where('dramaId', '=', dramaId)
    .orderBy('episodeNumber')
    .execute();

export type EpisodeRow = Awaited<ReturnType<typeof episodeRowsOf>>[number];
