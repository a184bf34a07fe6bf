import { formatChinaTime, notices as contract } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { userCardsOf } from '../users/index.js';
import type { FollowedAmong } from './sources.js';
import type { NoticesTables } from './tables.js';

type Db = Kysely<NoticesTables>;

export interface NoticePageInput {
  pageNum: number;
  pageSize: number;
}

/** One page of a tab, newest first, with the tab's total; the operator's current name and avatar. */
async function pageOf(db: Db, userId: number, tab: contract.NoticeTab, page: NoticePageInput) {
  const base = db.selectFrom('notices').where('notices.userId', '=', userId).where('notices.tab', '=', tab);
  const [rows, count] = await Promise.all([
    base
      .selectAll('notices')
      .orderBy('notices.id', 'desc')
      .offset((page.pageNum - 1) * page.pageSize)
      .limit(page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  // Notices the platform sends have no operator (0): they show no name or picture.
  const operators = await userCardsOf(
    db,
    rows.map((row) => Number(row.operatorId)),
  );
  const present = rows.map((row) => {
    const operator = operators.get(Number(row.operatorId));
    return {
      ...row,
      id: Number(row.id),
      operatorId: Number(row.operatorId),
      createdAt: Number(row.createdAt),
      readState: Number(row.readState),
      operatorName: operator ? operator.nickName || operator.userName : '',
      operatorAvatar: operator?.avatar ?? '',
    };
  });
  return { rows: present, total: Number(count.total) };
}

export async function interactPage(db: Db, userId: number, page: NoticePageInput) {
  const { rows, total } = await pageOf(db, userId, 'interact', page);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      type: row.type as (typeof contract.INTERACT_TYPES)[number],
      operatorUserId: row.operatorId,
      operatorUserName: row.operatorName,
      operatorUserAvatar: row.operatorAvatar,
      content: row.content,
      createTime: formatChinaTime(row.createdAt),
      readState: row.readState,
      topType: row.topType as (typeof contract.TOP_TYPES)[number],
      topCode: Number(row.topCode),
      objType: row.objType as (typeof contract.OBJ_TYPES)[number] | null,
      objCoverImage: row.coverImage,
    })),
  };
}

/** New followers; meFollowHim is read now, so following back shows at once. */
export async function fansPage(db: Db, followedAmong: FollowedAmong, userId: number, page: NoticePageInput) {
  const { rows, total } = await pageOf(db, userId, 'fans', page);
  const ids = rows.map((row) => row.operatorId);
  const following = ids.length ? await followedAmong(db, userId, ids) : new Set<number>();
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      userId: row.operatorId,
      userName: row.operatorName,
      userAvatar: row.operatorAvatar,
      createTime: formatChinaTime(row.createdAt),
      readState: row.readState,
      meFollowHim: following.has(row.operatorId),
    })),
  };
}

export async function friendPage(db: Db, userId: number, page: NoticePageInput) {
  const { rows, total } = await pageOf(db, userId, 'friend', page);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      userId: row.operatorId,
      userName: row.operatorName,
      userAvatar: row.operatorAvatar,
      content: row.content,
      createTime: formatChinaTime(row.createdAt),
      readState: row.readState,
    })),
  };
}

const extraOf = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/** System, shop, wallet, mcn and task notices. */
export async function plainPage(db: Db, userId: number, tab: contract.NoticeTab, page: NoticePageInput) {
  const { rows, total } = await pageOf(db, userId, tab, page);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      content: row.content,
      updateTime: formatChinaTime(row.createdAt),
      readState: row.readState,
      extra: extraOf(row.extra),
    })),
  };
}

/** Unread notices per tab; tabs without any are 0. */
export async function unreadByTab(db: Db, userId: number): Promise<Record<contract.NoticeTab, number>> {
  const rows = await db
    .selectFrom('notices')
    .select(['tab', (eb) => eb.fn.countAll<number>().as('n')])
    .where('userId', '=', userId)
    .where('readState', '=', 0)
    .groupBy('tab')
    .execute();
  const counts = Object.fromEntries(contract.NOTICE_TABS.map((tab) => [tab, 0])) as Record<
    contract.NoticeTab,
    number
  >;
  for (const row of rows) if (row.tab in counts) counts[row.tab] = Number(row.n);
  return counts;
}

/** The four panel entries, each with the unread sum of its tabs. */
export function outerEntries(counts: Record<contract.NoticeTab, number>) {
  return contract.OUTER_TYPES.map((type) => ({
    type,
    unReadCount: contract.NOTICE_TABS.filter((tab) => contract.OUTER_TYPE_OF[tab] === type).reduce(
      (sum, tab) => sum + counts[tab],
      0,
    ),
  }));
}

export async function markTabRead(db: Db, userId: number, tab: contract.NoticeTab): Promise<number> {
  const result = await db
    .updateTable('notices')
    .set({ readState: 1 })
    .where('userId', '=', userId)
    .where('tab', '=', tab)
    .where('readState', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
