import { content, contentArticles, contentLiterature, contentQa } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { inTransaction } from '../../platform/db/transactions.js';
import type { Handler } from '../../platform/http/contract-routes.js';
import type { Feature } from '../../platform/feature.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Notices } from '../notices/index.js';
import { viewerKey } from '../social/index.js';
import { accountById } from '../users/index.js';
import { articleDetail, editArticle, insertArticle, listArticles } from './articles.js';
import { insertPoem, insertProse, listPoems, listProses } from './literature.js';
import { checkContentFiles } from './file-fields.js';
import { windowOf } from './listing.js';
import { setOwnState } from './ownership.js';
import {
  answerDetail,
  editQuestion,
  insertAnswer,
  insertQuestion,
  listAnswers,
  listQuestions,
  questionAuthorOf,
  questionDetail,
} from './questions.js';
import { seedContent } from './seed.js';
import type { ContentTableName, ContentTables } from './tables.js';
import { editVideo, insertVideo, listVideos, videoDetail } from './videos.js';
import type { CountedBusyType } from './counters.js';
import { contentMessages } from './messages.js';
import { publishForReview, requeueEdited } from './review-entry.js';
import { countView, viewedDetail } from './views.js';

/** An author's edit and its return to the review queue, in one transaction. */
const editForReview = (
  db: Db,
  kind: CountedBusyType,
  table: ContentTableName,
  id: number,
  edit: (trx: Db) => Promise<unknown>,
) =>
  inTransaction(tablesOf<ContentTables>(db), async (trx) => {
    await edit(trx);
    await requeueEdited(trx, kind, table, id);
  });

/** Content goes to the site the author chose, else to the author's own site. */
async function siteFor(db: Db, userId: number, siteId: number | undefined) {
  if (siteId !== undefined) return siteId;
  return (await accountById(db, userId))?.siteId ?? 11;
}

export interface ContentDeps {
  /** Tells a question's author of a new answer (questionReceive). */
  notices: Pick<Notices, 'raise'>;
}

/**
 * Videos, articles, questions and answers, poetry and prose. New content enters its review queue: on the
 * shelf at once and reviewed after (CONTENT_REVIEW=after, the default), or waiting unseen until approved
 * (CONTENT_REVIEW=before).
 */
export const createContentFeature = ({ notices }: ContentDeps): Feature => ({
  name: 'content',
  messages: contentMessages,
  install({ router, platform }) {
    const { db } = platform.database;
    const mode = platform.config.contentReview;
    const viewer = (user: { id: number } | null) => user?.id ?? null;
    // Who a view counts for, and when: opening a detail counts as a view, as does the player's report.
    const viewOf = (busyType: content.ViewedKind, user: { id: number } | null, request: { ip: string }) => ({
      busyType,
      viewer: viewerKey({ userId: viewer(user), ip: request.ip }),
      now: Date.now(),
    });

    router.handle(content.videoPage, ({ query, user }) =>
      listVideos(db, { siteId: query.siteId }, windowOf(query), viewer(user)),
    );
    router.handle(content.videoDetail, async ({ params, user, request }) =>
      viewedDetail(db, await videoDetail(db, params.id, viewer(user)), viewOf('Video', user, request)),
    );
    router.handle(content.recordView, async ({ body, user, request }) => {
      const counted = await countView(db, {
        ...viewOf(body.busyType, user, request),
        busyCode: body.busyCode,
      });
      if (!counted) throw new AppError(404, 'content.notFound');
      return counted;
    });
    router.handle(content.publishVideo, async ({ body, user, request }) => {
      await checkContentFiles(db, request, user.id, body);
      const siteId = await siteFor(db, user.id, body.siteId);
      const id = await publishForReview(db, 'Video', mode, (trx, entry) =>
        insertVideo(trx, { ...body, ...entry, userId: user.id, siteId, createdAt: Date.now() }),
      );
      return videoDetail(db, id, user.id);
    });
    router.handle(content.editVideo, async ({ body, user, request }) => {
      await checkContentFiles(db, request, user.id, body);
      await editForReview(db, 'Video', 'videos', body.id, (trx) => editVideo(trx, user.id, body, Date.now()));
      return videoDetail(db, body.id, user.id);
    });
    router.handle(content.videoBatchState, async ({ body, user }) => ({
      updated: await setOwnState(db, 'videos', body.ids, user.id, body.state, Date.now()),
    }));

    const articles: Handler<typeof contentArticles.articlePage> = ({ query, user }) =>
      listArticles(db, { siteId: query.siteId, categoryId: query.categoryId }, windowOf(query), viewer(user));
    router.handle(contentArticles.articlePage, articles);
    router.handle(contentArticles.articleList, articles);
    router.handle(contentArticles.articleDetail, async ({ params, user, request }) =>
      viewedDetail(db, await articleDetail(db, params.id, viewer(user)), viewOf('Article', user, request)),
    );
    router.handle(contentArticles.publishArticle, async ({ body, user, request }) => {
      await checkContentFiles(db, request, user.id, body);
      const siteId = await siteFor(db, user.id, body.siteId);
      const id = await publishForReview(db, 'Article', mode, (trx, entry) =>
        insertArticle(trx, { ...body, ...entry, userId: user.id, siteId, createdAt: Date.now() }),
      );
      return articleDetail(db, id, user.id);
    });
    router.handle(contentArticles.editArticle, async ({ body, user, request }) => {
      await checkContentFiles(db, request, user.id, body);
      await editForReview(db, 'Article', 'articles', body.id, (trx) =>
        editArticle(trx, user.id, body, Date.now()),
      );
      return articleDetail(db, body.id, user.id);
    });
    router.handle(contentArticles.articleBatchState, async ({ body, user }) => ({
      updated: await setOwnState(db, 'articles', body.ids, user.id, body.state, Date.now()),
    }));

    router.handle(contentQa.questionPage, ({ query, user }) =>
      listQuestions(db, { siteId: query.siteId }, windowOf(query), viewer(user)),
    );
    router.handle(contentQa.questionDetail, async ({ params, user, request }) =>
      viewedDetail(db, await questionDetail(db, params.id, viewer(user)), viewOf('Question', user, request)),
    );
    router.handle(contentQa.answerPage, ({ params, query, user }) =>
      listAnswers(db, params.id, windowOf(query), viewer(user)),
    );
    router.handle(contentQa.askQuestion, async ({ body, user, request }) => {
      await checkContentFiles(db, request, user.id, body);
      const siteId = await siteFor(db, user.id, body.siteId);
      const id = await publishForReview(db, 'Question', mode, (trx, entry) =>
        insertQuestion(trx, { ...body, ...entry, userId: user.id, siteId, createdAt: Date.now() }),
      );
      return questionDetail(db, id, user.id);
    });
    router.handle(contentQa.answerQuestion, async ({ params, body, user, request }) => {
      await checkContentFiles(db, request, user.id, body);
      const id = await publishForReview(db, 'Answer', mode, (trx, entry) =>
        insertAnswer(trx, {
          questionId: params.id,
          userId: user.id,
          contentHtml: body.contentHtml,
          ...entry,
          createdAt: Date.now(),
        }),
      );
      const answer = await answerDetail(db, id, user.id);
      const question = await questionAuthorOf(db, params.id);
      // An answer waiting for review is not shown to the question's author yet, so they are not told of it.
      if (question !== undefined && answer.state === 'OnShelf') {
        await notices.raise(db, platform.bus, {
          kind: 'answer',
          fromUserId: user.id,
          answerId: id,
          questionAuthorId: question,
        });
      }
      return answer;
    });
    router.handle(contentQa.editQuestion, async ({ body, user, request }) => {
      await checkContentFiles(db, request, user.id, body);
      await editForReview(db, 'Question', 'questions', body.id, (trx) =>
        editQuestion(trx, user.id, body, Date.now()),
      );
      return questionDetail(db, body.id, user.id);
    });
    router.handle(contentQa.questionBatchState, async ({ body, user }) => ({
      updated: await setOwnState(db, 'questions', body.ids, user.id, body.state, Date.now()),
    }));

    router.handle(contentLiterature.poetryPage, ({ query, user }) =>
      listPoems(db, { siteId: query.siteId }, windowOf(query), viewer(user)),
    );
    router.handle(contentLiterature.prosePage, ({ query, user }) =>
      listProses(db, { siteId: query.siteId }, windowOf(query), viewer(user)),
    );
    router.handle(contentLiterature.publishPoem, async ({ body, user }) => {
      const siteId = await siteFor(db, user.id, body.siteId);
      return publishForReview(db, 'Poetry', mode, (trx, entry) =>
        insertPoem(trx, { ...body, ...entry, userId: user.id, siteId, createdAt: Date.now() }, user.id),
      );
    });
    router.handle(contentLiterature.publishProse, async ({ body, user }) => {
      const siteId = await siteFor(db, user.id, body.siteId);
      return publishForReview(db, 'Prose', mode, (trx, entry) =>
        insertProse(trx, { ...body, ...entry, userId: user.id, siteId, createdAt: Date.now() }, user.id),
      );
    });
  },
  seed: seedContent,
});
