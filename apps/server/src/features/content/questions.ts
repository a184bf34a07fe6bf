import type { content, contentQa } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { cleanBody } from './articles.js';
import { AUTHORED_COLUMNS, listOnShelf, withAuthorsAndFlags, type ListWindow } from './listing.js';
import { loadOwned, presentOrNotFound, visibleOrNotFound } from './ownership.js';
import { presentAuthored, type ItemFacts } from './present.js';
import { sanitizeRichText, summaryOf } from './sanitize.js';
import type { ContentTables } from './tables.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

const questionQuery = (db: Db) =>
  contentDb(db)
    .selectFrom('questions as c')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.summary', 'c.answerCount']);

type QuestionRow = Awaited<ReturnType<ReturnType<typeof questionQuery>['executeTakeFirstOrThrow']>>;

/** A question in the platform's fields: its description (the summary in lists, the HTML in the detail). */
export const questionFacts = (body: string): ItemFacts => ({
  content: body,
  cover: '',
  mediaContentType: 'question',
});

async function present(db: Db, found: QuestionRow[], viewerId: number | null) {
  const page = await withAuthorsAndFlags(db, viewerId, 'Question', found);
  return page.map(({ row, flags }): contentQa.Question => ({
    ...presentAuthored(row, flags, questionFacts(row.summary)),
    title: row.title,
    summary: row.summary,
    answerCount: row.answerCount,
  }));
}

export async function listQuestions(
  db: Db,
  filter: { siteId: number | undefined },
  window: ListWindow,
  viewerId: number | null,
) {
  const page = await listOnShelf(db, 'questions', questionQuery(db), filter.siteId, window);
  return { rows: await present(db, page.rows, viewerId), total: page.total };
}

export async function questionDetail(db: Db, id: number, viewerId: number | null) {
  const row = visibleOrNotFound(
    await questionQuery(db).select('c.contentHtml').where('c.id', '=', id).executeTakeFirst(),
    viewerId,
  );
  const [question] = await present(db, [row], viewerId);
  return { ...presentOrNotFound(question), content: row.contentHtml, contentHtml: row.contentHtml };
}

/** A question's description may be empty: the title alone can be the question. */
const cleanDescription = (html: string) => {
  const contentHtml = sanitizeRichText(html);
  return { contentHtml, summary: summaryOf(contentHtml) };
};

export async function insertQuestion(
  db: Db,
  question: {
    userId: number;
    title: string;
    contentHtml: string;
    siteId?: number | undefined;
    state?: content.ContentState;
    reviewPending?: number;
    createdAt: number;
  },
): Promise<number> {
  const row = await contentDb(db)
    .insertInto('questions')
    .values({
      userId: question.userId,
      title: question.title,
      ...cleanDescription(question.contentHtml),
      state: question.state ?? 'OnShelf',
      reviewPending: question.reviewPending ?? 0,
      siteId: question.siteId ?? 11,
      createdAt: question.createdAt,
      updatedAt: question.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function editQuestion(
  db: Db,
  userId: number,
  changes: { id: number; title?: string | undefined; contentHtml?: string | undefined },
  now: number,
) {
  await loadOwned(db, 'questions', changes.id, userId);
  await contentDb(db)
    .updateTable('questions')
    .set({
      updatedAt: now,
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.contentHtml !== undefined ? cleanDescription(changes.contentHtml) : {}),
    })
    .where('id', '=', changes.id)
    .execute();
  return questionDetail(db, changes.id, userId);
}

const answerQuery = (db: Db) =>
  contentDb(db)
    .selectFrom('answers as c')
    .select([...AUTHORED_COLUMNS, 'c.questionId', 'c.contentHtml']);

type AnswerRow = Awaited<ReturnType<ReturnType<typeof answerQuery>['executeTakeFirstOrThrow']>>;

async function presentAnswers(db: Db, found: AnswerRow[], viewerId: number | null) {
  const page = await withAuthorsAndFlags(db, viewerId, 'Answer', found);
  return page.map(({ row, flags }): contentQa.Answer => ({
    ...presentAuthored(row, flags, { content: row.contentHtml, cover: '', mediaContentType: 'answer' }),
    questionId: Number(row.questionId),
    contentHtml: row.contentHtml,
  }));
}

/** Answers of a visible question, newest first. */
export async function listAnswers(db: Db, questionId: number, window: ListWindow, viewerId: number | null) {
  await questionDetail(db, questionId, viewerId);
  const query = answerQuery(db).where('c.questionId', '=', questionId);
  const page = await listOnShelf(db, 'answers', query, undefined, window);
  return { rows: await presentAnswers(db, page.rows, viewerId), total: page.total };
}

/**
 * Stores an answer and counts it on its question once it is on the shelf (one waiting for review is
 * counted when approved). Pass a transaction so both change together (the route does; the seed runs
 * inside one already). Answers the new id.
 */
export async function insertAnswer(
  db: Db,
  answer: {
    questionId: number;
    userId: number;
    contentHtml: string;
    state?: content.ContentState;
    reviewPending?: number;
    createdAt: number;
  },
): Promise<number> {
  const state = answer.state ?? 'OnShelf';
  const { contentHtml } = cleanBody(answer.contentHtml);
  const question = await contentDb(db)
    .selectFrom('questions')
    .select(['id', 'siteId'])
    .where('id', '=', answer.questionId)
    .where('state', '=', 'OnShelf')
    .executeTakeFirst();
  if (!question) throw new AppError(404, 'content.notFound');
  const row = await contentDb(db)
    .insertInto('answers')
    .values({
      questionId: answer.questionId,
      userId: answer.userId,
      contentHtml,
      state,
      reviewPending: answer.reviewPending ?? 0,
      siteId: question.siteId,
      createdAt: answer.createdAt,
      updatedAt: answer.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (state === 'OnShelf') {
    await contentDb(db)
      .updateTable('questions')
      .set((eb) => ({ answerCount: eb('answerCount', '+', 1) }))
      .where('id', '=', answer.questionId)
      .execute();
  }
  return Number(row.id);
}

/** The public ID of a question's author, by the question's id; undefined when there is no such question. */
export async function questionAuthorOf(db: Db, questionId: number): Promise<number | undefined> {
  const row = await contentDb(db)
    .selectFrom('questions')
    .select('userId')
    .where('id', '=', questionId)
    .executeTakeFirst();
  return row ? Number(row.userId) : undefined;
}

export async function answerDetail(db: Db, id: number, viewerId: number | null) {
  const row = await answerQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow();
  return (await presentAnswers(db, [row], viewerId))[0]!;
}
