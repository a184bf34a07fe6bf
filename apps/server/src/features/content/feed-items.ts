import type { feed } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { userCardsOf } from '../users/index.js';
import { AUTHORED_COLUMNS, withAuthorsFlagged } from './listing.js';
import { articleFacts } from './articles.js';
import { presentAuthored } from './present.js';
import { questionFacts } from './questions.js';
import { mixedViewerFlags } from './viewer-flags.js';
import type { ContentTables } from './tables.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

/** A reference to one item of a mixed list (the home feed). */
export interface ItemRef {
  kind: feed.ContentKind;
  id: number;
}

const videoRows = (db: Db, ids: number[]) =>
  contentDb(db)
    .selectFrom('videos as c')
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
  contentDb(db)
    .selectFrom('articles as c')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.summary', 'c.coverUrl', 'c.categoryId'])
    .where('c.id', 'in', ids)
    .execute();

const questionRows = (db: Db, ids: number[]) =>
  contentDb(db)
    .selectFrom('questions as c')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.summary', 'c.answerCount'])
    .where('c.id', 'in', ids)
    .execute();

/** The rows a query reads, each with its author beside it and the viewer's flags. */
type Flagged<Read extends (...args: never[]) => Promise<Array<{ id: number; userId: number }>>> = ReturnType<
  typeof withAuthorsFlagged<Awaited<ReturnType<Read>>[number]>
>;

const presentVideos = (page: Flagged<typeof videoRows>): feed.ContentItem[] =>
  page.map(({ row, flags }) => ({
    kind: 'video' as const,
    ...presentAuthored(row, flags, { content: '', cover: row.coverUrl, mediaContentType: 'video' }),
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

const presentArticles = (page: Flagged<typeof articleRows>): feed.ContentItem[] =>
  page.map(({ row, flags }) => ({
    kind: 'article' as const,
    ...presentAuthored(row, flags, articleFacts(row, row.summary)),
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    categoryId: row.categoryId,
  }));

const presentQuestions = (page: Flagged<typeof questionRows>): feed.ContentItem[] =>
  page.map(({ row, flags }) => ({
    kind: 'question' as const,
    ...presentAuthored(row, flags, questionFacts(row.summary)),
    title: row.title,
    summary: row.summary,
    answerCount: row.answerCount,
  }));

/**
 * The items of a mixed list in the order given, each as its own list answers it, with the viewer's flags:
 * one query per kind on the page, then their authors and the flags of all of them together. An item that
 * vanished meanwhile is left out.
 */
export async function loadMixedItems(
  db: Db,
  refs: ItemRef[],
  viewerId: number | null,
): Promise<feed.ContentItem[]> {
  const idsOf = (kind: feed.ContentKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const whenAny = <T>(ids: number[], read: (ids: number[]) => Promise<T[]>) =>
    ids.length === 0 ? Promise.resolve([]) : read(ids);
  const [videoFound, articleFound, questionFound] = await Promise.all([
    whenAny(idsOf('video'), (ids) => videoRows(db, ids)),
    whenAny(idsOf('article'), (ids) => articleRows(db, ids)),
    whenAny(idsOf('question'), (ids) => questionRows(db, ids)),
  ]);
  const [authors, [videoFlags, articleFlags, questionFlags]] = await Promise.all([
    userCardsOf(
      db,
      [...videoFound, ...articleFound, ...questionFound].map((row) => Number(row.userId)),
    ),
    mixedViewerFlags(db, viewerId, [
      { busyType: 'Video', items: videoFound },
      { busyType: 'Article', items: articleFound },
      { busyType: 'Question', items: questionFound },
    ]),
  ]);
  const loaded = [
    ...presentVideos(withAuthorsFlagged(videoFound, authors, videoFlags!)),
    ...presentArticles(withAuthorsFlagged(articleFound, authors, articleFlags!)),
    ...presentQuestions(withAuthorsFlagged(questionFound, authors, questionFlags!)),
  ];
  const byKey = new Map(loaded.map((item) => [`${item.kind}:${item.id}`, item]));
  return refs.flatMap((ref) => byKey.get(`${ref.kind}:${ref.id}`) ?? []);
}
