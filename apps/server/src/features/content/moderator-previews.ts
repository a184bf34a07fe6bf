import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { TargetPreview } from '../social/index.js';
import { sanitizeRichText } from './sanitize.js';
import type { ContentTables } from './tables.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

type Preview = (db: Db, busyCode: number) => Promise<TargetPreview | null>;

/**
 * Content as the back office shows a reported item, in any shelf state. Rich text was sanitised when it
 * was stored and is sanitised again here: the console renders it, and rows written before a rule changed
 * must not reach it unfiltered.
 */
const previews: Record<string, Preview> = {
  async Video(db, id) {
    const row = await contentDb(db)
      .selectFrom('videos')
      .select(['userId', 'title', 'state', 'coverUrl', 'videoUrl'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          authorId: Number(row.userId),
          title: row.title,
          state: row.state,
          coverUrl: row.coverUrl,
          videoUrl: row.videoUrl,
        }
      : null;
  },
  async Article(db, id) {
    const row = await contentDb(db)
      .selectFrom('articles')
      .select(['userId', 'title', 'state', 'summary', 'coverUrl', 'contentHtml'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          authorId: Number(row.userId),
          title: row.title,
          state: row.state,
          text: row.summary,
          coverUrl: row.coverUrl,
          html: sanitizeRichText(row.contentHtml),
        }
      : null;
  },
  async Question(db, id) {
    const row = await contentDb(db)
      .selectFrom('questions')
      .select(['userId', 'title', 'state', 'summary', 'contentHtml'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          authorId: Number(row.userId),
          title: row.title,
          state: row.state,
          text: row.summary,
          html: sanitizeRichText(row.contentHtml),
        }
      : null;
  },
  async Answer(db, id) {
    const row = await contentDb(db)
      .selectFrom('answers as a')
      .leftJoin('questions as q', 'q.id', 'a.questionId')
      .select(['a.userId', 'a.state', 'a.contentHtml', 'a.questionId', 'q.title'])
      .where('a.id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          authorId: Number(row.userId),
          title: row.title ?? '',
          state: row.state,
          html: sanitizeRichText(row.contentHtml),
          under: { busyType: 'Question', busyCode: Number(row.questionId) },
        }
      : null;
  },
  async Poetry(db, id) {
    const row = await contentDb(db)
      .selectFrom('poems')
      .select(['userId', 'title', 'state', 'content'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { authorId: Number(row.userId), title: row.title, state: row.state, text: row.content }
      : null;
  },
  async Prose(db, id) {
    const row = await contentDb(db)
      .selectFrom('proses')
      .select(['userId', 'title', 'state', 'content'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { authorId: Number(row.userId), title: row.title, state: row.state, text: row.content }
      : null;
  },
};

/** The back office's preview of one business type of content. */
export const moderatorPreviewOf = (busyType: string): Preview => previews[busyType] ?? (async () => null);
