import type { Db } from '../../platform/db/tables.js';
import type { FileStore } from '../../platform/storage/index.js';
import { storeDemoMedia } from '../uploads/index.js';
import { userIdsByName } from '../users/index.js';
import { insertArticle } from './articles.js';
import { insertPoem, insertProse } from './literature.js';
import { insertAnswer, insertQuestion } from './questions.js';
import { demoArticles } from './seed-articles.js';
import { demoPoems, demoProses } from './seed-literature.js';
import { demoQuestions } from './seed-qa.js';
import { seedReviewQueue } from './seed-review.js';
import { demoVideos } from './seed-videos.js';
import { insertVideo } from './videos.js';

const HOUR = 3_600_000;

/** The poems and prose are posted by the demo user who reads poetry. */
const LITERATURE_POSTER = '10000004';

/**
 * Short videos (the shipped clips, copied into the file store), articles with pictures, questions with
 * answers, poems and prose of the demo world, spread over the past days so the lists have a natural order.
 */
export async function seedContent(db: Db, now: number, files: FileStore): Promise<void> {
  const media = await storeDemoMedia(files);
  const idOf = await userIdsByName(db);
  const userId = (userName: string) => {
    const id = idOf.get(userName);
    if (id === undefined) throw new Error(`demo content refers to an unknown user ${userName}`);
    return id;
  };

  for (const [index, video] of demoVideos.entries()) {
    const clip = media.clips.get(video.clip);
    if (!clip) throw new Error(`demo video refers to an unknown clip ${video.clip}`);
    await insertVideo(db, {
      userId: userId(video.author),
      title: video.title,
      ...clip,
      relation: video.relation,
      createdAt: now - (demoVideos.length - index) * 2 * HOUR,
    });
  }

  for (const [index, article] of demoArticles.entries()) {
    const picture = media.pictures.get(article.picture);
    if (!picture) throw new Error(`demo article refers to an unknown picture ${article.picture}`);
    const [lead = '', ...rest] = article.paragraphs.map((text) => `<p>${text}</p>`);
    await insertArticle(db, {
      userId: userId(article.author),
      title: article.title,
      contentHtml: `${lead}<p><img src="${picture}" alt="${article.title}"></p>${rest.join('')}`,
      coverUrl: picture,
      categoryId: article.categoryId,
      relation: article.relation,
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
  await seedReviewQueue(db);
}
