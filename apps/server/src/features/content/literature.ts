import type { contentLiterature } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AUTHORED_COLUMNS, listOnShelf, type ListWindow } from './listing.js';
import { presentAuthored } from './present.js';
import { viewerFlags } from './viewer-flags.js';

const poemQuery = (db: Kysely<DatabaseSchema>) =>
  db
    .selectFrom('poems as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.author', 'c.dynasty', 'c.content']);

const proseQuery = (db: Kysely<DatabaseSchema>) =>
  db
    .selectFrom('proses as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.content']);

type PoemRow = Awaited<ReturnType<ReturnType<typeof poemQuery>['executeTakeFirstOrThrow']>>;
type ProseRow = Awaited<ReturnType<ReturnType<typeof proseQuery>['executeTakeFirstOrThrow']>>;

async function presentPoems(db: Kysely<DatabaseSchema>, rows: PoemRow[], viewerId: number | null) {
  const flags = await viewerFlags(db, viewerId, 'Poetry', rows);
  return rows.map((row, index): contentLiterature.Poem => ({
    ...presentAuthored(row, flags[index]!),
    title: row.title,
    author: row.author,
    dynasty: row.dynasty,
    content: row.content,
  }));
}

async function presentProses(db: Kysely<DatabaseSchema>, rows: ProseRow[], viewerId: number | null) {
  const flags = await viewerFlags(db, viewerId, 'Prose', rows);
  return rows.map((row, index): contentLiterature.Prose => ({
    ...presentAuthored(row, flags[index]!),
    title: row.title,
    content: row.content,
  }));
}

export async function listPoems(
  db: Kysely<DatabaseSchema>,
  filter: { siteId: number | undefined },
  window: ListWindow,
  viewerId: number | null,
) {
  const page = await listOnShelf(db, 'poems', poemQuery(db), filter.siteId, window);
  return { rows: await presentPoems(db, page.rows, viewerId), total: page.total };
}

export async function listProses(
  db: Kysely<DatabaseSchema>,
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
  createdAt: number;
}

/** Poems and prose are plain text: stored as written, shown as text by clients. */
export async function insertPoem(db: Kysely<DatabaseSchema>, poem: NewPoem, viewerId: number | null = null) {
  const { siteId, createdAt, ...fields } = poem;
  const row = await db
    .insertInto('poems')
    .values({ ...fields, state: 'OnShelf', siteId: siteId ?? 11, createdAt, updatedAt: createdAt })
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
  createdAt: number;
}

export async function insertProse(
  db: Kysely<DatabaseSchema>,
  prose: NewProse,
  viewerId: number | null = null,
) {
  const { siteId, createdAt, ...fields } = prose;
  const row = await db
    .insertInto('proses')
    .values({ ...fields, state: 'OnShelf', siteId: siteId ?? 11, createdAt, updatedAt: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const found = await proseQuery(db).where('c.id', '=', row.id).executeTakeFirstOrThrow();
  return (await presentProses(db, [found], viewerId))[0]!;
}
