import { feedback } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { Feature } from '../../platform/feature.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { checkFileUrls, hostOf } from '../uploads/index.js';
import { installFeedbackConsole } from './console.js';
import { feedbackMessages } from './messages.js';
import { presentFeedback as present } from './present.js';
import type { FeedbackTables } from './tables.js';

const feedbackDb = (db: Db): Kysely<FeedbackTables> => tablesOf<FeedbackTables>(db);

/** A person writes a few messages a day at most; this stops a script filling the table. */
const SUBMIT_LIMIT = { max: 10, windowMs: 60_000 };

async function ownFeedback(db: Db, userId: number, offset: number, limit: number) {
  const query = feedbackDb(db).selectFrom('feedback').where('userId', '=', userId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(present), total: Number(count.total) };
}

/**
 * Feedback: what users tell the platform (POST /admin/feedbackInfo), what they told it before with the
 * platform's answers, and the back office's queue where operators answer it.
 */
export const feedbackFeature: Feature = {
  name: 'feedback',
  messages: feedbackMessages,
  install(app) {
    const { router, platform } = app;
    const { db } = platform.database;
    installFeedbackConsole(app);

    router.handle(
      feedback.submitFeedback,
      async ({ body, user, request }) => {
        const images = await checkFileUrls(
          db,
          { userId: user.id, host: hostOf(request) },
          body.images.map((url, index) => ({ field: `images.${index}`, url, kind: 'image' as const })),
        );
        const row = await feedbackDb(db)
          .insertInto('feedback')
          .values({
            userId: user.id,
            type: body.type,
            content: body.content,
            images: images.join('\n'),
            contact: body.contact,
            createdAt: Date.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return present(row);
      },
      { rateLimit: SUBMIT_LIMIT },
    );

    router.handle(feedback.myFeedback, ({ query, user }) =>
      ownFeedback(db, user.id, (query.pageNum - 1) * query.pageSize, query.pageSize),
    );
  },
};
