import { consoleNotices, formatChinaTime, ErrorCode, type HandlerInput } from '@fox/contracts';
import type { Kysely, Selectable } from 'kysely';
import { inTransaction } from '../../platform/db/transactions.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { checkFileUrls } from '../uploads/index.js';
import { userCardsOf, userIdsByPublicId } from '../users/index.js';
import { broadcastContentOf } from './broadcast-content.js';
import type { NoticeBroadcastTable, NoticesTables } from './tables.js';

type BroadcastRow = Selectable<NoticeBroadcastTable>;
type CreateBody = HandlerInput<typeof consoleNotices.createBroadcast>['body'];

const broadcasts = (db: Db): Kysely<NoticesTables> => tablesOf<NoticesTables>(db);

/** A time up to this far gone is taken as "now": the operator picked it a moment before sending. */
const PAST_GRACE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Unknown IDs named in the refusal; the rest are left out of the message. */
const UNKNOWN_SHOWN = 10;

async function presentAll(db: Db, rows: BroadcastRow[]): Promise<consoleNotices.Broadcast[]> {
  const operators = await userCardsOf(
    db,
    rows.map((row) => Number(row.operatorId)),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    tab: row.tab,
    type: row.type,
    title: row.title,
    content: row.content,
    extra: JSON.parse(row.extra) as Record<string, unknown>,
    audience: row.audience,
    recipientCount: row.recipientCount === null ? null : Number(row.recipientCount),
    deliveredCount: Number(row.deliveredCount),
    state: row.state,
    sendAt: formatChinaTime(Number(row.sendAt)),
    finishTime: row.finishedAt === null ? null : formatChinaTime(Number(row.finishedAt)),
    operatorId: Number(row.operatorId),
    operatorName: operators.get(Number(row.operatorId))?.nickName ?? '',
    createTime: formatChinaTime(Number(row.createdAt)),
  }));
}

const presentOne = async (db: Db, row: BroadcastRow) => (await presentAll(db, [row]))[0]!;

/** The moment to send: now when none is given, else the one given if it lies ahead and within the limit. */
function sendMoment(sendAt: number | undefined, now: number): number {
  if (sendAt === undefined) return now;
  if (sendAt < now - PAST_GRACE_MS) throw new AppError(ErrorCode.badRequest, 'notices.sendAtPast');
  const days = consoleNotices.BROADCAST_SCHEDULE_MAX_DAYS;
  if (sendAt > now + days * DAY_MS)
    throw new AppError(ErrorCode.badRequest, 'notices.sendAtTooFar', { days });
  return Math.max(sendAt, now);
}

/** The listed users' ids, ascending; every public ID must name an account. */
async function recipientsOf(db: Db, userNames: readonly string[]): Promise<number[]> {
  const ids = await userIdsByPublicId(db, userNames);
  const unknown = [...new Set(userNames)].filter((name) => !ids.has(name));
  if (unknown.length > 0) {
    const shown = unknown.slice(0, UNKNOWN_SHOWN).join(', ');
    throw new AppError(ErrorCode.badRequest, 'notices.unknownUsers', {
      ids: unknown.length > UNKNOWN_SHOWN ? `${shown} …` : shown,
    });
  }
  return [...new Set(ids.values())].sort((a, b) => a - b);
}

/**
 * Records a broadcast for the runner to deliver, with its audit entry, in one transaction. Everything is
 * checked first (the time, the listed IDs, a shop notice's picture), so a refusal stores nothing.
 */
export async function createBroadcast(
  db: Db,
  operatorId: number,
  body: CreateBody,
  host: string | undefined,
  now = Date.now(),
): Promise<consoleNotices.Broadcast> {
  const sendAt = sendMoment(body.sendAt, now);
  const recipients = body.audience === 'users' ? await recipientsOf(db, body.userNames ?? []) : null;
  if (body.notice.tab === 'shop' && body.notice.coverImage) {
    const url = body.notice.coverImage;
    await checkFileUrls(db, { userId: operatorId, host }, [
      { field: 'notice.coverImage', url, kind: 'image' },
    ]);
  }
  const content = broadcastContentOf(body.notice, sendAt);
  const row = await inTransaction(broadcasts(db), async (trx) => {
    const made = await trx
      .insertInto('noticeBroadcasts')
      .values({
        operatorId,
        tab: body.notice.tab,
        type: content.type,
        title: content.title,
        content: content.content,
        coverImage: content.coverImage,
        extra: JSON.stringify(content.extra),
        audience: body.audience,
        recipientIds: JSON.stringify(recipients ?? []),
        recipientCount: recipients?.length ?? null,
        deliveredCount: 0,
        state: 'scheduled',
        sendAt,
        lastUserId: 0,
        claimedBy: null,
        leaseUntil: 0,
        createdAt: now,
        finishedAt: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      {
        operatorId,
        action: 'notice.broadcast',
        targetType: 'noticeBroadcast',
        targetId: Number(made.id),
        reason: body.reason,
        after: {
          tab: made.tab,
          type: made.type,
          title: made.title,
          audience: made.audience,
          recipientCount: made.recipientCount,
          sendAt: formatChinaTime(sendAt),
        },
      },
      now,
    );
    return made;
  });
  return presentOne(db, row);
}

const findRow = (db: Db, id: number) =>
  broadcasts(db).selectFrom('noticeBroadcasts').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Cancels a broadcast that is scheduled or part way: the runner finds it so at its next page and stops.
 * Those who have it keep it. One transaction with the audit entry.
 */
export async function cancelBroadcast(
  db: Db,
  operatorId: number,
  id: number,
  reason: string,
  now = Date.now(),
): Promise<consoleNotices.Broadcast> {
  const row = await inTransaction(broadcasts(db), async (trx) => {
    const before = await findRow(trx, id);
    if (!before) throw new AppError(ErrorCode.notFound, 'notices.broadcastNotFound');
    const cancelled = await trx
      .updateTable('noticeBroadcasts')
      .set({ state: 'cancelled', finishedAt: now, claimedBy: null, leaseUntil: 0 })
      .where('id', '=', id)
      .where('state', 'in', ['scheduled', 'sending'])
      .returningAll()
      .executeTakeFirst();
    if (!cancelled) throw new AppError(ErrorCode.conflict, 'notices.broadcastFinished');
    await recordAudit(
      trx,
      {
        operatorId,
        action: 'notice.broadcastCancel',
        targetType: 'noticeBroadcast',
        targetId: id,
        reason,
        before: { state: before.state, deliveredCount: Number(before.deliveredCount) },
        after: { state: cancelled.state, deliveredCount: Number(cancelled.deliveredCount) },
      },
      now,
    );
    return cancelled;
  });
  return presentOne(db, row);
}

/** A page of broadcasts, newest first, by key; by state through its (state, id) index. */
export async function broadcastPage(
  db: Db,
  query: HandlerInput<typeof consoleNotices.broadcastList>['query'],
): Promise<consoleNotices.Broadcast[]> {
  let rows = broadcasts(db).selectFrom('noticeBroadcasts').selectAll();
  if (query.state) rows = rows.where('state', '=', query.state);
  if (query.before !== undefined) rows = rows.where('id', '<', query.before);
  return presentAll(db, await rows.orderBy('id', 'desc').limit(query.pageSize).execute());
}

export async function broadcastDetail(db: Db, id: number) {
  const row = await findRow(db, id);
  if (!row) throw new AppError(ErrorCode.notFound, 'notices.broadcastNotFound');
  const ids = JSON.parse(row.recipientIds) as number[];
  const cards = await userCardsOf(db, ids);
  return {
    ...(await presentOne(db, row)),
    userNames: ids.flatMap((userId) => {
      const card = cards.get(userId);
      return card ? [card.userName] : [];
    }),
  };
}
