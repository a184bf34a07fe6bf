import { feedback, formatChinaTime } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { Feature } from '../../platform/feature.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { checkFileUrls, hostOf } from '../uploads/index.js';
import type { FeedbackTable, FeedbackTables } from './tables.js';

const feedbackDb = (db: Db): Kysely<FeedbackTables> => tablesOf<FeedbackTables>(db);

/** A person writes a few messages a day at most; this stops a script filling the table. */
const SUBMIT_LIMIT = { max: 10, windowMs: 60_000 };

type FeedbackRow = Omit<FeedbackTable, 'id' | 'state'> & { id: number; state: 'pending' | 'handled' };

const present = (row: FeedbackRow): feedback.Feedback => ({
  id: Number(row.id),
  type: row.type,
  content: row.content,
  images: row.images ? row.images.split('\n') : [],
  contact: row.contact,
  state: row.state,
  createTime: formatChinaTime(Number(row.createdAt)),
});

async function ownFeedback(db: Db, userId: number, offset: number, limit: number) {
  const query = feedbackDb(db).selectFrom('feedback').where('userId', '=', userId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(present), total: Number(count.total) };
}

/** Feedback: what users tell the platform (POST /admin/feedbackInfo), and what they told it before. */
export const feedbackFeature: Feature = {
  name: 'feedback',
  install({ router, platform }) {
    const { db } = platform.database;

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
