import { sql, type Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { SitesTables, SiteTable } from './tables.js';

const sitesDb = (db: Db): Kysely<SitesTables> => tablesOf<SitesTables>(db);

export interface SiteFilter {
  name: string | undefined;
  siteCate: SiteTable['siteCate'] | undefined;
  type: SiteTable['type'] | undefined;
  parentId: number | undefined;
  offset: number;
  limit: number;
}

/** Every site of one category in pinyin order: countries and cities, or brands. */
export async function sitesOfCategory(db: Db, siteCate: SiteTable['siteCate']): Promise<SiteTable[]> {
  return sitesDb(db)
    .selectFrom('sites')
    .selectAll()
    .where('siteCate', '=', siteCate)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

/** Sites matching the filter in pinyin order; the name matches part of the short or official name. */
export async function findSites(db: Db, filter: SiteFilter): Promise<{ rows: SiteTable[]; total: number }> {
  let query = sitesDb(db).selectFrom('sites');
  if (filter.name) {
    // An explicit escape character: SQLite's LIKE has none by default, PostgreSQL's is the backslash.
    const pattern = `%${filter.name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('name')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('fullName')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  if (filter.siteCate) query = query.where('siteCate', '=', filter.siteCate);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.parentId !== undefined) query = query.where('parentId', '=', filter.parentId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('sortOrder').orderBy('id').offset(filter.offset).limit(filter.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The hot sites of every category, most popular first. */
export async function hotSiteRows(db: Db): Promise<SiteTable[]> {
  return sitesDb(db)
    .selectFrom('sites')
    .selectAll()
    .where('hot', '>', 0)
    .orderBy('hot')
    .orderBy('id')
    .execute();
}

/** Cities whose seat lies between two latitudes: the candidates near a location. */
export async function citiesBetweenLatitudes(db: Db, south: number, north: number): Promise<SiteTable[]> {
  return sitesDb(db)
    .selectFrom('sites')
    .selectAll()
    .where('type', '=', 'City')
    .where('latitude', '>=', south)
    .where('latitude', '<=', north)
    .execute();
}

export async function countSites(db: Kysely<SitesTables>): Promise<number> {
  const row = await sitesDb(db)
    .selectFrom('sites')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Inserts rows in batches that stay far below either dialect's limit on bound parameters. */
export async function insertSites(db: Kysely<SitesTables>, rows: readonly SiteTable[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    await sitesDb(db)
      .insertInto('sites')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}
