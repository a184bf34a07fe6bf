import type { content, contentLiterature } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AUTHORED_COLUMNS, listOnShelf, withAuthorsAndFlags, type ListWindow } from './listing.js';
import { presentAuthored } from './present.js';
import type { ContentTables } from './tables.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

const poemQuery = (db: Db) =>
  contentDb(db)
    .selectFrom('poems as c')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.author', 'c.dynasty', 'c.content']);

const proseQuery = (db: Db) =>
  contentDb(db)
    .selectFrom('proses as c')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.content']);

type PoemRow = Awaited<ReturnType<ReturnType<typeof poemQuery>['executeTakeFirstOrThrow']>>;
type ProseRow = Awaited<ReturnType<ReturnType<typeof proseQuery>['executeTakeFirstOrThrow']>>;

async function presentPoems(db: Db, found: PoemRow[], viewerId: number | null) {
  const page = await withAuthorsAndFlags(db, viewerId, 'Poetry', found);
  return page.map(({ row, flags }): contentLiterature.Poem => ({
    ...presentAuthored(row, flags, { content: row.content, cover: '', mediaContentType: 'poetry' }),
    title: row.title,
    author: row.author,
    dynasty: row.dynasty,
    content: row.content,
  }));
}

async function presentProses(db: Db, found: ProseRow[], viewerId: number | null) {
  const page = await withAuthorsAndFlags(db, viewerId, 'Prose', found);
  return page.map(({ row, flags }): contentLiterature.Prose => ({
    ...presentAuthored(row, flags, { content: row.content, cover: '', mediaContentType: 'prose' }),
    title: row.title,
    content: row.content,
  }));
}

export async function listPoems(
  db: Db,
  filter: { siteId: number | undefined },
  window: ListWindow,
  viewerId: number | null,
) {
  const page = await listOnShelf(db, 'poems', poemQuery(db), filter.siteId, window);
  return { rows: await presentPoems(db, page.rows, viewerId), total: page.total };
}

export async function listProses(
  db: Db,
  filter: { siteId: number | undefined },
  window: ListWindow,
  viewerId: number | null,
) {
  const page = await listOnShelf(db, 'proses', proseQuery(db), filter.siteId, window);
  return { rows: await presentProses(db, page.rows, viewerId), total: page.total };
}

export interface NewPoem {
  userId: number;
  title: string;
  author: string;
  dynasty: string;
  content: string;
  siteId?: number | undefined;
  state?: content.ContentState;
  reviewPending?: number;
  createdAt: number;
}

/** Poems and prose are plain text: stored as written, shown as text by clients. */
export async function insertPoem(db: Db, poem: NewPoem, viewerId: number | null = null) {
  const { siteId, createdAt, state, reviewPending, ...fields } = poem;
  const row = await contentDb(db)
    .insertInto('poems')
    .values({
      ...fields,
      state: state ?? 'OnShelf',
      reviewPending: reviewPending ?? 0,
      siteId: siteId ?? 11,
      createdAt,
      updatedAt: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const found = await poemQuery(db).where('c.id', '=', row.id).executeTakeFirstOrThrow();
  return (await presentPoems(db, [found], viewerId))[0]!;
}

export interface NewProse {
  userId: number;
  title: string;
  content: string;
  siteId?: number | undefined;
  state?: content.ContentState;
  reviewPending?: number;
  createdAt: number;
}

export async function insertProse(db: Db, prose: NewProse, viewerId: number | null = null) {
  const { siteId, createdAt, state, reviewPending, ...fields } = prose;
  const row = await contentDb(db)
    .insertInto('proses')
    .values({
      ...fields,
      state: state ?? 'OnShelf',
      reviewPending: reviewPending ?? 0,
      siteId: siteId ?? 11,
      createdAt,
      updatedAt: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const found = await proseQuery(db).where('c.id', '=', row.id).executeTakeFirstOrThrow();
  return (await presentProses(db, [found], viewerId))[0]!;
}
