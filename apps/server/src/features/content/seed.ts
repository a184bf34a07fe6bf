import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { insertArticle } from './articles.js';
import { insertPoem, insertProse } from './literature.js';
import { insertAnswer, insertQuestion } from './questions.js';
import { demoArticles } from './seed-articles.js';
import { demoPoems, demoProses } from './seed-literature.js';
import { demoQuestions } from './seed-qa.js';

const HOUR = 3_600_000;

/** The poems and prose are posted by the demo user who reads poetry. */
const LITERATURE_POSTER = '10000004';

/**
 * Articles, questions with answers, poems and prose of the demo world, spread over the past days so the
 * lists have a natural order. Videos come with the uploads feature's demo files (it calls insertVideo).
 */
export async function seedContent(db: Kysely<DatabaseSchema>, now: number): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'userName']).execute();
  const idOf = new Map(users.map((user) => [user.userName, Number(user.id)]));
  const userId = (userName: string) => {
    const id = idOf.get(userName);
    if (id === undefined) throw new Error(`demo content refers to an unknown user ${userName}`);
    return id;
  };

  for (const [index, article] of demoArticles.entries()) {
    await insertArticle(db, {
      userId: userId(article.author),
      title: article.title,
      contentHtml: article.paragraphs.map((text) => `<p>${text}</p>`).join(''),
      categoryId: article.categoryId,
      createdAt: now - (demoArticles.length - index) * 5 * HOUR,
    });
  }

  for (const [index, question] of demoQuestions.entries()) {
    const askedAt = now - (demoQuestions.length - index) * 7 * HOUR;
    const questionId = await insertQuestion(db, {
      userId: userId(question.author),
      title: question.title,
      contentHtml: `<p>${question.description}</p>`,
      createdAt: askedAt,
    });
    for (const [order, answer] of question.answers.entries()) {
      await insertAnswer(db, {
        questionId,
        userId: userId(answer.author),
        contentHtml: `<p>${answer.text}</p>`,
        createdAt: askedAt + (order + 1) * HOUR,
      });
    }
  }

  const poster = userId(LITERATURE_POSTER);
  for (const [index, poem] of demoPoems.entries()) {
    await insertPoem(db, { ...poem, userId: poster, createdAt: now - (demoPoems.length - index) * 3 * HOUR });
  }
  for (const [index, prose] of demoProses.entries()) {
    await insertProse(db, {
      ...prose,
      userId: poster,
      createdAt: now - (demoProses.length - index) * 9 * HOUR,
    });
  }
}
