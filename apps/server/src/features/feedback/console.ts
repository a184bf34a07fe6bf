import { consoleNotices, ErrorCode, type HandlerInput } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../platform/db/transactions.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { FeatureApp } from '../../platform/feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/messages.js';
import { recordAudit } from '../audit/index.js';
import { announceNotices, storeSystemNotices } from '../notices/index.js';
import { userCardsOf } from '../users/index.js';
import { presentFeedback, type FeedbackRow } from './present.js';
import type { FeedbackTables } from './tables.js';

const feedbackDb = (db: Db): Kysely<FeedbackTables> => tablesOf<FeedbackTables>(db);

/** How much of the user's own words the answer's notice quotes. */
const QUOTED_CHARS = 100;

async function presentForConsole(db: Db, rows: FeedbackRow[]): Promise<consoleNotices.ConsoleFeedback[]> {
  const cards = await userCardsOf(db, [
    ...rows.map((row) => Number(row.userId)),
    ...rows.flatMap((row) => (row.repliedBy === null ? [] : [Number(row.repliedBy)])),
  ]);
  return rows.map((row) => {
    const sender = cards.get(Number(row.userId));
    const repliedBy = row.repliedBy === null ? null : Number(row.repliedBy);
    return {
      ...presentFeedback(row),
      userId: Number(row.userId),
      userName: sender?.userName ?? '',
      nickName: sender?.nickName ?? '',
      avatar: sender?.avatar ?? '',
      repliedBy,
      repliedByName: repliedBy === null ? '' : (cards.get(repliedBy)?.nickName ?? ''),
    };
  });
}

/** The queue, newest first, by key: each filter has an index ending in the id. */
async function feedbackQueue(db: Db, query: HandlerInput<typeof consoleNotices.feedbackQueue>['query']) {
  let rows = feedbackDb(db).selectFrom('feedback').selectAll();
  if (query.state) rows = rows.where('state', '=', query.state);
  if (query.type) rows = rows.where('type', '=', query.type);
  if (query.before !== undefined) rows = rows.where('id', '<', query.before);
  return presentForConsole(db, await rows.orderBy('id', 'desc').limit(query.pageSize).execute());
}

const findFeedback = (db: Db, id: number) =>
  feedbackDb(db).selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Answers a pending feedback in one transaction: the answer stored and the feedback handled, the user's
 * system notice carrying it, the audit entry. Only a pending one is answered, so a second click or a
 * second operator changes nothing and the user hears once. The badge is pushed after the commit.
 */
async function replyFeedback(
  app: FeatureApp,
  operatorId: number,
  id: number,
  reply: string,
  now = Date.now(),
) {
  const { db } = app.platform.database;
  const row = await inTransaction(feedbackDb(db), async (trx) => {
    const before = await findFeedback(trx, id);
    if (!before) throw new AppError(ErrorCode.notFound, 'feedback.notFound');
    const answered = await trx
      .updateTable('feedback')
      .set({ state: 'handled', reply, repliedAt: now, repliedBy: operatorId })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!answered) throw new AppError(ErrorCode.conflict, 'feedback.alreadyAnswered');
    const userId = Number(answered.userId);
    await storeSystemNotices(
      trx,
      [
        {
          userId,
          type: 'feedback',
          title: translate('feedback.replyNoticeTitle', 'zh'),
          content: reply,
          extra: {
            systemType: 'feedback',
            feedbackId: id,
            feedbackType: answered.type,
            desc: answered.content.slice(0, QUOTED_CHARS),
          },
        },
      ],
      now,
    );
    await recordAudit(
      trx,
      {
        operatorId,
        action: 'feedback.reply',
        targetType: 'feedback',
        targetId: id,
        before: { state: before.state },
        after: { state: answered.state, reply },
      },
      now,
    );
    return answered;
  });
  await announceNotices(app.platform.bus, [Number(row.userId)]);
  return (await presentForConsole(db, [row]))[0]!;
}

/** The back office's feedback queue: operators read what users sent and answer it. */
export function installFeedbackConsole(app: FeatureApp): void {
  const { router, platform } = app;
  const { db } = platform.database;
  router.handle(consoleNotices.feedbackQueue, async ({ query }) => {
    const rows = await feedbackQueue(db, query);
    // The queue only grows; it says whether another page follows instead of counting every row.
    return { rows, total: rows.length < query.pageSize ? rows.length : rows.length + 1 };
  });
  router.handle(consoleNotices.feedbackDetail, async ({ params }) => {
    const row = await findFeedback(db, params.id);
    if (!row) throw new AppError(ErrorCode.notFound, 'feedback.notFound');
    return (await presentForConsole(db, [row]))[0]!;
  });
  router.handle(consoleNotices.replyFeedback, async ({ user, params, body }) =>
    replyFeedback(app, user.id, params.id, body.reply),
  );
}
