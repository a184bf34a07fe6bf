import type { contentQa } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { cleanBody } from './articles.js';
import { AUTHORED_COLUMNS, listOnShelf, type ListWindow } from './listing.js';
import { loadOwned, visibleOrNotFound } from './ownership.js';
import { presentAuthored } from './present.js';
import { sanitizeRichText, summaryOf } from './sanitize.js';
import { viewerFlags } from './viewer-flags.js';

const questionQuery = (db: Kysely<DatabaseSchema>) =>
  db
    .selectFrom('questions as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.summary', 'c.answerCount']);

type QuestionRow = Awaited<ReturnType<ReturnType<typeof questionQuery>['executeTakeFirstOrThrow']>>;

async function present(db: Kysely<DatabaseSchema>, rows: QuestionRow[], viewerId: number | null) {
  const flags = await viewerFlags(db, viewerId, 'Question', rows);
  return rows.map((row, index): contentQa.Question => ({
    ...presentAuthored(row, flags[index]!),
    title: row.title,
    summary: row.summary,
    answerCount: row.answerCount,
  }));
}

export async function listQuestions(
  db: Kysely<DatabaseSchema>,
  filter: { siteId: number | undefined },
  window: ListWindow,
  viewerId: number | null,
) {
  const page = await listOnShelf(db, 'questions', questionQuery(db), filter.siteId, window);
  return { rows: await present(db, page.rows, viewerId), total: page.total };
}

export async function questionDetail(db: Kysely<DatabaseSchema>, id: number, viewerId: number | null) {
  const row = visibleOrNotFound(
    await questionQuery(db).select('c.contentHtml').where('c.id', '=', id).executeTakeFirst(),
    viewerId,
  );
  const [question] = await present(db, [row], viewerId);
  return { ...question!, contentHtml: row.contentHtml };
}

/** A question's description may be empty: the title alone can be the question. */
const cleanDescription = (html: string) => {
  const contentHtml = sanitizeRichText(html);
  return { contentHtml, summary: summaryOf(contentHtml) };
};

export async function insertQuestion(
  db: Kysely<DatabaseSchema>,
  question: {
    userId: number;
    title: string;
    contentHtml: string;
    siteId?: number | undefined;
    createdAt: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('questions')
    .values({
      userId: question.userId,
      title: question.title,
      ...cleanDescription(question.contentHtml),
      state: 'OnShelf',
      siteId: question.siteId ?? 11,
      createdAt: question.createdAt,
      updatedAt: question.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function editQuestion(
  db: Kysely<DatabaseSchema>,
  userId: number,
  changes: { id: number; title?: string | undefined; contentHtml?: string | undefined },
  now: number,
) {
  await loadOwned(db, 'questions', changes.id, userId);
  await db
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

const answerQuery = (db: Kysely<DatabaseSchema>) =>
  db
    .selectFrom('answers as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([...AUTHORED_COLUMNS, 'c.questionId', 'c.contentHtml']);

type AnswerRow = Awaited<ReturnType<ReturnType<typeof answerQuery>['executeTakeFirstOrThrow']>>;

async function presentAnswers(db: Kysely<DatabaseSchema>, rows: AnswerRow[], viewerId: number | null) {
  const flags = await viewerFlags(db, viewerId, 'Answer', rows);
  return rows.map((row, index): contentQa.Answer => ({
    ...presentAuthored(row, flags[index]!),
    questionId: Number(row.questionId),
    contentHtml: row.contentHtml,
  }));
}

/** Answers of a visible question, newest first. */
export async function listAnswers(
  db: Kysely<DatabaseSchema>,
  questionId: number,
  window: ListWindow,
  viewerId: number | null,
) {
  await questionDetail(db, questionId, viewerId);
  const query = answerQuery(db).where('c.questionId', '=', questionId);
  const page = await listOnShelf(db, 'answers', query, undefined, window);
  return { rows: await presentAnswers(db, page.rows, viewerId), total: page.total };
}

/**
 * Stores an answer and counts it on its question. Pass a transaction so both change together (the route
 * does; the seed runs inside one already). Answers the new id.
 */
export async function insertAnswer(
  db: Kysely<DatabaseSchema>,
  answer: { questionId: number; userId: number; contentHtml: string; createdAt: number },
): Promise<number> {
  const { contentHtml } = cleanBody(answer.contentHtml);
  const question = await db
    .selectFrom('questions')
    .select(['id', 'siteId'])
    .where('id', '=', answer.questionId)
    .where('state', '=', 'OnShelf')
    .executeTakeFirst();
  if (!question) throw new AppError(404, 'content.notFound');
  const row = await db
    .insertInto('answers')
    .values({
      questionId: answer.questionId,
      userId: answer.userId,
      contentHtml,
      state: 'OnShelf',
      siteId: question.siteId,
      createdAt: answer.createdAt,
      updatedAt: answer.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('questions')
    .set((eb) => ({ answerCount: eb('answerCount', '+', 1) }))
    .where('id', '=', answer.questionId)
    .execute();
  return Number(row.id);
}

export async function answerDetail(db: Kysely<DatabaseSchema>, id: number, viewerId: number | null) {
  const row = await answerQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow();
  return (await presentAnswers(db, [row], viewerId))[0]!;
}
