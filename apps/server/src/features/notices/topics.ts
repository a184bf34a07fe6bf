import type { notices } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';

/** Where an interact notice leads, and what it shows of the object acted on. */
export interface Topic {
  topType: (typeof notices.TOP_TYPES)[number];
  topCode: number;
  objType: (typeof notices.OBJ_TYPES)[number] | null;
  title: string;
  coverImage: string;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The content a like, collect or comment is about. An answer leads to its question; a comment leads to
 * what it was posted under. Objects the panel cannot link to (short dramas, poems...) give nothing.
 */
export async function topicOf(
  db: Kysely<DatabaseSchema>,
  busyType: string,
  busyCode: number,
): Promise<Topic | undefined> {
  switch (busyType) {
    case 'Video': {
      const row = await db
        .selectFrom('videos')
        .select(['title', 'coverUrl'])
        .where('id', '=', busyCode)
        .executeTakeFirst();
      return (
        row && {
          topType: 'Video',
          topCode: busyCode,
          objType: null,
          title: row.title,
          coverImage: row.coverUrl,
        }
      );
    }
    case 'Article': {
      const row = await db
        .selectFrom('articles')
        .select(['title', 'coverUrl'])
        .where('id', '=', busyCode)
        .executeTakeFirst();
      return (
        row && {
          topType: 'Article',
          topCode: busyCode,
          objType: null,
          title: row.title,
          coverImage: row.coverUrl,
        }
      );
    }
    case 'Question': {
      const row = await db
        .selectFrom('questions')
        .select('title')
        .where('id', '=', busyCode)
        .executeTakeFirst();
      return (
        row && {
          topType: 'Question',
          topCode: busyCode,
          objType: 'Question',
          title: row.title,
          coverImage: '',
        }
      );
    }
    case 'Answer': {
      const row = await db
        .selectFrom('answers')
        .innerJoin('questions', 'questions.id', 'answers.questionId')
        .select(['answers.questionId', 'answers.contentHtml', 'questions.title'])
        .where('answers.id', '=', busyCode)
        .executeTakeFirst();
      return (
        row && {
          topType: 'Question',
          topCode: Number(row.questionId),
          objType: 'Answer',
          title: plainText(row.contentHtml) || row.title,
          coverImage: '',
        }
      );
    }
    case 'Comment': {
      const row = await db
        .selectFrom('comments')
        .select(['busyType', 'busyCode', 'content'])
        .where('id', '=', busyCode)
        .executeTakeFirst();
      if (!row || row.busyType === 'Comment') return undefined;
      const under = await topicOf(db, row.busyType, Number(row.busyCode));
      return under && { ...under, title: row.content };
    }
    default:
      return undefined;
  }
}
