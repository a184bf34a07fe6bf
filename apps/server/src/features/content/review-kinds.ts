import type { ConsoleRole } from '@fox/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/tables.js';
import type { MessageKey } from '../../platform/http/messages.js';
import { userCardsOf } from '../users/index.js';
import type { CountedBusyType } from './counters.js';
import { relationOf } from './relations.js';
import { headOf, own, reviewRows, type ReviewColumns, type ReviewRow } from './review-rows.js';
import {
  reviewRecordOf,
  shelfReviewQueue,
  textOf,
  type PresentOptions,
  type ReviewFacts,
} from './review-queues.js';
import { summaryOf } from './sanitize.js';
import { contentShelf, reviewCountOf } from './shelf-stores.js';
import type { ContentTableName, RelationColumns } from './tables.js';

const EXCERPT = 120;

/** One kind of content under review: its queue, who reviews it, and how its rows read. */
interface KindReview {
  key: string;
  kind: CountedBusyType;
  table: ContentTableName;
  title: MessageKey;
  roles: readonly ConsoleRole[];
  /** The kind's columns a page reads; `full` for the single item, with its whole text. */
  columns(full: boolean): ReviewColumns;
  facts(row: ReviewRow, full: boolean): ReviewFacts;
}

const RELATION: ReviewColumns = {
  relationBusyType: own('relationBusyType'),
  relationTitle: own('relationTitle'),
  relationUserName: own('relationUserName'),
  relationChildTaskNumber: own('relationChildTaskNumber'),
};

const relationIn = (row: ReviewRow) => relationOf(row as unknown as RelationColumns);

/** The first characters of a plain text, on one line. */
const excerptOf = (text: string) => Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, EXCERPT).join('');

const media = { cover: '', media: '' };

/** Videos and dramas go to copyright review; every kind of text to article review (console roles). */
const KINDS: KindReview[] = [
  {
    key: 'videos',
    kind: 'Video',
    table: 'videos',
    title: 'content.review.videos',
    roles: ['copyright'],
    columns: () => ({
      title: own('title'),
      coverUrl: own('coverUrl'),
      videoUrl: own('videoUrl'),
      duration: own('duration'),
      ...RELATION,
    }),
    facts: (row) => ({
      title: textOf(row.title),
      cover: textOf(row.coverUrl),
      media: textOf(row.videoUrl),
      excerpt: '',
      body: '',
      bodyFormat: 'none',
      portalPath: `/videoShare?id=${row.id}`,
      detail: { duration: Number(row.duration), relation: relationIn(row) },
    }),
  },
  {
    key: 'articles',
    kind: 'Article',
    table: 'articles',
    title: 'content.review.articles',
    roles: ['article'],
    columns: (full) => ({
      title: own('title'),
      coverUrl: own('coverUrl'),
      summary: own('summary'),
      categoryId: own('categoryId'),
      ...RELATION,
      ...(full ? { contentHtml: own('contentHtml') } : {}),
    }),
    facts: (row, full) => ({
      ...media,
      title: textOf(row.title),
      cover: textOf(row.coverUrl),
      excerpt: textOf(row.summary),
      body: full ? textOf(row.contentHtml) : '',
      bodyFormat: 'html',
      portalPath: `/imageTextDetail?id=${row.id}`,
      detail: {
        categoryId: row.categoryId === null ? null : Number(row.categoryId),
        relation: relationIn(row),
      },
    }),
  },
  {
    key: 'questions',
    kind: 'Question',
    table: 'questions',
    title: 'content.review.questions',
    roles: ['article'],
    columns: (full) => ({
      title: own('title'),
      summary: own('summary'),
      answerCount: own('answerCount'),
      ...(full ? { contentHtml: own('contentHtml') } : {}),
    }),
    facts: (row, full) => ({
      ...media,
      title: textOf(row.title),
      excerpt: textOf(row.summary),
      body: full ? textOf(row.contentHtml) : '',
      bodyFormat: 'html',
      portalPath: `/askDetail?id=${row.id}`,
      detail: { answerCount: Number(row.answerCount) },
    }),
  },
  {
    key: 'answers',
    kind: 'Answer',
    table: 'answers',
    title: 'content.review.answers',
    roles: ['article'],
    columns: (full) => ({
      questionId: own('questionId'),
      questionTitle: sql`(select ${sql.ref('q.title')} from ${sql.table('questions')} as ${sql.id('q')}
        where ${sql.ref('q.id')} = ${sql.ref('c.questionId')})`,
      contentHtml: full ? own('contentHtml') : headOf('contentHtml', 2000),
    }),
    facts: (row, full) => ({
      ...media,
      title: textOf(row.questionTitle),
      excerpt: summaryOf(textOf(row.contentHtml), EXCERPT),
      body: full ? textOf(row.contentHtml) : '',
      bodyFormat: 'html',
      portalPath: `/askDetail?id=${Number(row.questionId)}`,
      detail: { questionId: Number(row.questionId), questionTitle: textOf(row.questionTitle) },
    }),
  },
  {
    key: 'poems',
    kind: 'Poetry',
    table: 'poems',
    title: 'content.review.poems',
    roles: ['article'],
    columns: (full) => ({
      title: own('title'),
      author: own('author'),
      dynasty: own('dynasty'),
      content: full ? own('content') : headOf('content', EXCERPT * 2),
    }),
    facts: (row, full) => ({
      ...media,
      title: textOf(row.title),
      excerpt: excerptOf(textOf(row.content)),
      body: full ? textOf(row.content) : '',
      bodyFormat: 'text',
      portalPath: null,
      detail: { author: textOf(row.author), dynasty: textOf(row.dynasty) },
    }),
  },
  {
    key: 'proses',
    kind: 'Prose',
    table: 'proses',
    title: 'content.review.proses',
    roles: ['article'],
    columns: (full) => ({
      title: own('title'),
      content: full ? own('content') : headOf('content', EXCERPT * 2),
    }),
    facts: (row, full) => ({
      ...media,
      title: textOf(row.title),
      excerpt: excerptOf(textOf(row.content)),
      body: full ? textOf(row.content) : '',
      bodyFormat: 'text',
      portalPath: null,
      detail: {},
    }),
  },
];

/** A page or the named items of one kind, with their authors in one query. */
async function readKind(
  review: KindReview,
  db: Db,
  selection: Parameters<typeof reviewRows>[3],
  { full }: PresentOptions,
) {
  const rows = await reviewRows(db, review.table, review.columns(full), selection);
  const authors = await userCardsOf(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) =>
    reviewRecordOf(review.kind, row, review.facts(row, full), authors.get(row.userId)),
  );
}

/** Content's review queues, one per kind; the app hands them to the review feature. */
export const contentReviewQueues = KINDS.map((review) =>
  shelfReviewQueue({
    key: review.key,
    title: review.title,
    kind: review.kind,
    kindName: `content.kind.${review.kind}`,
    roles: review.roles,
    store: contentShelf(review.kind, review.table),
    pending: (db) => reviewCountOf(db, review.kind),
    read: (db, selection, options) => readKind(review, db, selection, options),
  }),
);
