import type { dramas } from '@fox/contracts';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';

type Db = Kysely<DatabaseSchema>;

export interface PageWindow {
  offset: number;
  limit: number;
}

export const pageWindowOf = (query: { pageNum: number; pageSize: number }): PageWindow => ({
  offset: (query.pageNum - 1) * query.pageSize,
  limit: query.pageSize,
});

/** A drama with its creator's public ID, nickname and avatar; `d` is the drama, `u` its creator. */
const dramaQuery = (db: Db) =>
  db
    .selectFrom('dramas as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
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
      'd.episodeCount',
      'd.playCount',
      'd.siteId',
      'd.createdAt',
      'd.updatedAt',
      'u.userName',
      'u.nickName',
      'u.avatar as userAvatar',
    ]);

export type DramaRow = Awaited<ReturnType<ReturnType<typeof dramaQuery>['executeTakeFirstOrThrow']>>;

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
export async function shelfPage(db: Db, filter: ShelfQuery, window: PageWindow) {
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
  return { rows, total: Number(count.total) };
}

export const dramaRowById = (db: Db, id: number): Promise<DramaRow | undefined> =>
  dramaQuery(db).where('d.id', '=', id).executeTakeFirst();

/** The dramas of the given ids, in the order of the ids; unknown ids are skipped. */
export async function dramaRowsByIds(db: Db, ids: number[]): Promise<DramaRow[]> {
  if (ids.length === 0) return [];
  const rows = await dramaQuery(db).where('d.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A creator's own dramas, newest first, whatever their state. */
export async function dramaRowsOf(db: Db, userId: number, window: PageWindow) {
  const query = dramaQuery(db).where('d.userId', '=', userId);
  const [rows, count] = await Promise.all([
    query.orderBy('d.id', 'desc').offset(window.offset).limit(window.limit).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Every episode of a drama in order, by the unique (dramaId, episodeNumber) index. */
export const episodeRowsOf = (db: Db, dramaId: number) =>
  db
    .selectFrom('dramaEpisodes')
    .select(['id', 'episodeNumber', 'title', 'videoUrl', 'coverUrl', 'duration', 'createdAt'])
    .where('dramaId', '=', dramaId)
    .orderBy('episodeNumber')
    .execute();

export type EpisodeRow = Awaited<ReturnType<typeof episodeRowsOf>>[number];
