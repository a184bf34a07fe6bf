import { formatChinaTime } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { storeTaskNotices } from '../notices/index.js';
import type { ReviewActionDeclaration, ReviewChange, ReviewQueue, ReviewRecord } from '../review/index.js';
import { userCardsOf } from '../users/index.js';
import { endWish, tell } from './ending.js';
import { industryName, typeName } from './present.js';
import type { WishDesk } from './ports.js';
import {
  bumpReviewCount,
  jsonList,
  moveWish,
  runAfterCommit,
  wishById,
  wishDb,
  type AfterCommit,
  type WishRow,
} from './repo.js';

/** The business type of wishes (reports' objType, the review queue's kind). */
export const WISH_BUSY_TYPE = 'BusyTask';

/** The desk of the running server, set when the feature is installed (the queue is declared before). */
export const reviewDesk: { current: WishDesk | null } = { current: null };

const deskOf = (): WishDesk => {
  if (!reviewDesk.current) throw new Error('the wishes feature is not installed');
  return reviewDesk.current;
};

async function recordsOf(db: Db, rows: WishRow[], full: boolean): Promise<ReviewRecord[]> {
  const authors = await userCardsOf(
    db,
    rows.map((row) => Number(row.userId)),
  );
  return rows.map((row) => {
    const author = authors.get(Number(row.userId));
    const pending = Number(row.reviewPending) === 1;
    return {
      id: Number(row.id),
      kind: WISH_BUSY_TYPE,
      title: row.title,
      author: author
        ? { id: author.id, userName: author.userName, nickName: author.nickName, avatar: author.avatar }
        : null,
      cover: jsonList(row.images)[0] ?? '',
      media: row.videoUrl,
      excerpt: Array.from(row.contentText).slice(0, 120).join(''),
      body: full ? row.content : '',
      bodyFormat: 'html' as const,
      state: row.state,
      auditState: pending ? 'WaitApprove' : row.state === 'Refuse' ? 'Refuse' : 'Pass',
      rejectReason: row.rejectReason,
      pending,
      portalPath: `/makeMoney/taskDetails?taskNumber=${row.taskNumber}`,
      detail: {
        taskNumber: row.taskNumber,
        industryName: industryName(row.industryType, 'zh'),
        typeName: typeName(row.type, 'zh'),
        fullAmount: Number(row.fullAmountCents) / 100,
        standAmount: Number(row.standAmountCents) / 100,
        receiveLimit: Number(row.receiveLimit),
        deliveryStandard: row.deliveryStandard,
        // The console judges the deadline, the fee and the place as the taker will read them.
        deliveryDay: formatTime(row.deliveryDay),
        platformFee: Number(row.platformFee),
        location: row.location,
        address: row.address,
        isApproveReceive: Number(row.isApproveReceive) === 1,
        isReceiveDeposit: Number(row.isReceiveDeposit) === 1,
        images: jsonList(row.images),
        labelList: jsonList(row.labels),
      },
      createTime: formatTime(row.createdAt),
      updateTime: formatTime(row.updatedAt),
    } satisfies ReviewRecord;
  });
}

const formatTime = (ms: number) => formatChinaTime(Number(ms));

const afterOf = (now: number): AfterCommit => ({ refunds: [], notices: [], now });

const approve: ReviewActionDeclaration = {
  name: 'approve',
  label: 'wishes.approve',
  reason: 'optional',
  undoneBy: 'compelOff',
  from: ['WaitApprove'],
  applies: (item) => item.state === 'WaitApprove',
  async run(db, id) {
    const trx = wishDb(db);
    const wish = await wishById(trx, id);
    if (!wish || wish.state !== 'WaitApprove') return null;
    const now = Date.now();
    const after = afterOf(now);
    await moveWish(trx, wish, 'approve', { operatorId: 0, now, set: { reviewPending: 0, rejectReason: '' } });
    await bumpReviewCount(trx, -Number(wish.reviewPending));
    tell(
      after,
      wish,
      { userId: Number(wish.userId), side: 'publisher' },
      'approved',
      'wishes.notice.approved',
    );
    await storeTaskNotices(trx, after.notices, now);
    return {
      authorId: Number(wish.userId),
      title: wish.title,
      before: wish.state,
      after: 'WaitReceive',
      afterCommit: () => runAfterCommit(deskOf(), after),
    };
  },
  notice: { title: 'wishes.approvedTitle', text: 'wishes.approvedText' },
};

/**
 * An operator ends a wish (refuse, or take down): every taker's open order is closed with its deposit back,
 * what escrow holds goes back through the provider after the commit, and the publisher is told the reason.
 * Runs inside the caller's transaction; null when there is no such wish or it is not in one of `from`.
 * The review queue's verdicts and a report's take-down (wishTargets' moderation) both run this, so a wish
 * taken down either way changes the same rows the same way.
 */
export async function endByOperator(
  db: Db,
  id: number,
  reason: string,
  name: 'refuse' | 'compelOff',
  from: readonly string[],
  now = Date.now(),
): Promise<ReviewChange | null> {
  const trx = wishDb(db);
  const wish = await wishById(trx, id);
  if (!wish || !from.includes(wish.state)) return null;
  const after = afterOf(now);
  if (Number(wish.reviewPending) === 1) await bumpReviewCount(trx, -1);
  await trx
    .updateTable('wishes')
    .set({ rejectReason: reason.slice(0, 200), reviewPending: 0 })
    .where('id', '=', wish.id)
    .execute();
  const ended = await endWish(deskOf(), trx, { ...wish, reviewPending: 0 }, name, {
    operatorId: 0,
    remark: reason,
    after,
    kickbackType: name === 'refuse' ? 'refused' : 'compelOff',
    notice: name === 'refuse' ? 'wishes.notice.refused' : 'wishes.notice.ended',
    noticeParams: { reason },
  });
  await storeTaskNotices(trx, after.notices, now);
  return {
    authorId: Number(wish.userId),
    title: wish.title,
    before: wish.state,
    after: ended.state,
    afterCommit: () => runAfterCommit(deskOf(), after),
  };
}

/** The states an operator takes a wish down from (the state machine's compelOff, once it was paid). */
export const COMPEL_OFF_FROM = ['WaitApprove', 'WaitReceive', 'Execute', 'WaitApproveSettle'] as const;

/** Refuse and take down: the wish ends and what escrow holds goes back through the provider. */
function ending(name: 'refuse' | 'compelOff', from: readonly string[]): ReviewActionDeclaration {
  return {
    name,
    label: name === 'refuse' ? 'wishes.refuse' : 'wishes.compelOff',
    reason: 'required',
    undoneBy: null,
    from,
    applies: (item) => from.includes(item.state),
    run: (db, id, reason) => endByOperator(db, id, reason, name, from),
    notice:
      name === 'refuse'
        ? { title: 'wishes.refusedTitle', text: 'wishes.refusedText' }
        : { title: 'wishes.compelledTitle', text: 'wishes.compelledText' },
  };
}

/** The console's queue of wishes paid for and waiting to go on the square (content reviewers). */
export const wishReviewQueue: ReviewQueue = {
  key: 'wishes',
  title: 'wishes.reviewQueue',
  kind: WISH_BUSY_TYPE,
  kindName: 'wishes.kindName',
  noticeType: 'busyTaskAudit',
  roles: ['article'],
  states: [
    { state: 'WaitApprove', label: 'wishes.viewWaitApprove' },
    { state: 'Refuse', label: 'wishes.viewRefuse' },
    { state: 'WaitReceive', label: 'wishes.viewOnSquare' },
  ],
  keywordHint: 'wishes.keywordHint',
  reasons: ['wishes.reasonIllegal', 'wishes.reasonUnclear', 'wishes.reasonPrice'],
  async pending(db) {
    const row = await wishDb(db)
      .selectFrom('wishReviewCounts')
      .select('pending')
      .where('kind', '=', WISH_BUSY_TYPE)
      .executeTakeFirst();
    return Number(row?.pending ?? 0);
  },
  async page(db, query, options) {
    let q = wishDb(db).selectFrom('wishes').selectAll();
    if (query.view === 'pending') q = q.where('reviewPending', '=', 1);
    else if (query.view !== 'all') q = q.where('state', '=', query.view as WishRow['state']);
    else q = q.where('state', 'not in', ['Edit', 'WaitPay']);
    if (query.match) {
      const { id, authorId } = query.match;
      q = q.where((eb) =>
        authorId === null ? eb('id', '=', id) : eb.or([eb('id', '=', id), eb('userId', '=', authorId)]),
      );
    }
    if (query.before !== undefined) q = q.where('id', '<', query.before);
    const rows = await q.orderBy('id', 'desc').limit(query.limit).execute();
    return recordsOf(db, rows, options.full);
  },
  async find(db, ids, options) {
    if (ids.length === 0) return [];
    const rows = await wishDb(db)
      .selectFrom('wishes')
      .selectAll()
      .where('id', 'in', [...ids])
      .where('state', 'not in', ['Edit', 'WaitPay'])
      .execute();
    return recordsOf(db, rows, options.full);
  },
  actions: [approve, ending('refuse', ['WaitApprove']), ending('compelOff', COMPEL_OFF_FROM)],
};
