import type { feed } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AUTHORED_COLUMNS } from './listing.js';
import { presentAuthored } from './present.js';
import { mixedViewerFlags, type ViewerFlags } from './viewer-flags.js';

type Db = Kysely<DatabaseSchema>;

/** A reference to one item of a mixed list (the home feed). */
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

type Flags = ViewerFlags[];

const presentVideos = (rows: Awaited<ReturnType<typeof videoRows>>, flags: Flags): feed.ContentItem[] =>
  rows.map((row, index) => ({
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

const presentArticles = (rows: Awaited<ReturnType<typeof articleRows>>, flags: Flags): feed.ContentItem[] =>
  rows.map((row, index) => ({
    kind: 'article' as const,
    ...presentAuthored(row, flags[index]!),
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    categoryId: row.categoryId,
  }));

const presentQuestions = (rows: Awaited<ReturnType<typeof questionRows>>, flags: Flags): feed.ContentItem[] =>
  rows.map((row, index) => ({
    kind: 'question' as const,
    ...presentAuthored(row, flags[index]!),
    title: row.title,
    summary: row.summary,
    answerCount: row.answerCount,
  }));

/**
 * The items of a mixed list in the order given, each as its own list answers it, with the viewer's flags:
 * one query per kind on the page, then the flags of all of them together. An item that vanished meanwhile
 * is left out.
 */
export async function loadMixedItems(
  db: Db,
  refs: ItemRef[],
  viewerId: number | null,
): Promise<feed.ContentItem[]> {
  const idsOf = (kind: feed.ContentKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const whenAny = <T>(ids: number[], read: (ids: number[]) => Promise<T[]>) =>
    ids.length === 0 ? Promise.resolve([]) : read(ids);
  const [videoList, articleList, questionList] = await Promise.all([
    whenAny(idsOf('video'), (ids) => videoRows(db, ids)),
    whenAny(idsOf('article'), (ids) => articleRows(db, ids)),
    whenAny(idsOf('question'), (ids) => questionRows(db, ids)),
  ]);
  const [videoFlags, articleFlags, questionFlags] = await mixedViewerFlags(db, viewerId, [
    { busyType: 'Video', items: videoList },
    { busyType: 'Article', items: articleList },
    { busyType: 'Question', items: questionList },
  ]);
  const loaded = [
    ...presentVideos(videoList, videoFlags!),
    ...presentArticles(articleList, articleFlags!),
    ...presentQuestions(questionList, questionFlags!),
  ];
  const byKey = new Map(loaded.map((item) => [`${item.kind}:${item.id}`, item]));
  return refs.flatMap((ref) => byKey.get(`${ref.kind}:${ref.id}`) ?? []);
}
