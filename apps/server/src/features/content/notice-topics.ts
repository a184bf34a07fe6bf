import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { NoticeTopic } from '../notices/index.js';
import type { ContentTables } from './tables.js';

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What a notice of a like, collect or comment shows of a video, article, question or answer, and where it
 * leads: an answer leads to its question and shows its own text. Anything else gives nothing.
 */
export async function contentTopicOf(
  platformDb: Db,
  busyType: string,
  busyCode: number,
): Promise<NoticeTopic | undefined> {
  const db: Kysely<ContentTables> = tablesOf<ContentTables>(platformDb);
  switch (busyType) {
    case 'Video':
    case 'Article': {
      const row = await db
        .selectFrom(busyType === 'Video' ? 'videos' : 'articles')
        .select(['title', 'coverUrl'])
        .where('id', '=', busyCode)
        .executeTakeFirst();
      return (
        row && {
          topType: busyType,
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
    default:
      return undefined;
  }
}
