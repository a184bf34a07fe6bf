import type { feed } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { AUTHORED_COLUMNS } from '../content/listing.js';
import { presentAuthored } from '../content/present.js';
import { viewerFlags } from '../content/viewer-flags.js';

type Db = Kysely<DatabaseSchema>;

/** A reference to one item of a mixed list. */
export interface ItemRef {
  kind: feed.ContentKind;
  id: number;
}

const videoRows = (db: Db, ids: number[]) =>
  db
    .selectFrom('videos as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([
      ...AUTHORED_COLUMNS,
      'c.title',
      'c.videoUrl',
      'c.coverUrl',
      'c.duration',
      'c.relationBusyType',
      'c.relationTitle',
      'c.relationUserName',
      'c.relationChildTaskNumber',
    ])
    .where('c.id', 'in', ids)
    .execute();

const articleRows = (db: Db, ids: number[]) =>
  db
    .selectFrom('articles as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.summary', 'c.coverUrl', 'c.categoryId'])
    .where('c.id', 'in', ids)
    .execute();

const questionRows = (db: Db, ids: number[]) =>
  db
    .selectFrom('questions as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.summary', 'c.answerCount'])
    .where('c.id', 'in', ids)
    .execute();

async function videos(db: Db, ids: number[], viewerId: number | null): Promise<feed.ContentItem[]> {
  if (ids.length === 0) return [];
  const rows = await videoRows(db, ids);
  const flags = await viewerFlags(db, viewerId, 'Video', rows);
  return rows.map((row, index) => ({
    kind: 'video' as const,
    ...presentAuthored(row, flags[index]!),
    title: row.title,
    videoUrl: row.videoUrl,
    coverUrl: row.coverUrl,
    duration: row.duration,
    episodeRelevance: null,
    relation: row.relationBusyType
      ? {
          busyType: row.relationBusyType,
          busyTitle: row.relationTitle ?? '',
          userName: row.relationUserName ?? '',
          childTaskNumber: row.relationChildTaskNumber,
        }
      : null,
  }));
}

async function articles(db: Db, ids: number[], viewerId: number | null): Promise<feed.ContentItem[]> {
  if (ids.length === 0) return [];
  const rows = await articleRows(db, ids);
  const flags = await viewerFlags(db, viewerId, 'Article', rows);
  return rows.map((row, index) => ({
    kind: 'article' as const,
    ...presentAuthored(row, flags[index]!),
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    categoryId: row.categoryId,
  }));
}

async function questions(db: Db, ids: number[], viewerId: number | null): Promise<feed.ContentItem[]> {
  if (ids.length === 0) return [];
  const rows = await questionRows(db, ids);
  const flags = await viewerFlags(db, viewerId, 'Question', rows);
  return rows.map((row, index) => ({
    kind: 'question' as const,
    ...presentAuthored(row, flags[index]!),
    title: row.title,
    summary: row.summary,
    answerCount: row.answerCount,
  }));
}

/**
 * The items of a mixed list in the order given, each as its own list answers it, with the viewer's flags
 * (one flags query per kind). An item that vanished meanwhile is left out.
 */
export async function loadItems(
  db: Db,
  refs: ItemRef[],
  viewerId: number | null,
): Promise<feed.ContentItem[]> {
  const idsOf = (kind: feed.ContentKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const loaded = (
    await Promise.all([
      videos(db, idsOf('video'), viewerId),
      articles(db, idsOf('article'), viewerId),
      questions(db, idsOf('question'), viewerId),
    ])
  ).flat();
  const byKey = new Map(loaded.map((item) => [`${item.kind}:${item.id}`, item]));
  return refs.flatMap((ref) => byKey.get(`${ref.kind}:${ref.id}`) ?? []);
}
