import { formatChinaTime, wishes } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import type { Lang } from '../../platform/http/lang.js';
import { userCardsOf, type UserCard } from '../users/index.js';
import { wishesText } from './messages.js';
import type { TaskGroupDesk } from './ports.js';
import { jsonList, type ReceptionRow, type WishDb, type WishRow } from './repo.js';
import { CARD_TEXT_MAX } from './list-reads.js';
import { ratingsGivenBy, ratingSumsOf } from './rating-reads.js';
import { TAKEABLE } from './state-machine.js';

const yuan = (cents: number | null) => (cents === null ? null : Number(cents) / 100);
const time = (ms: number) => formatChinaTime(Number(ms));

/** A cursor is opaque to the client: the sort and the key of the last card. */
export interface Cursor {
  k: number;
  id: number;
}
export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** A cursor the client sent back: null for the first page; a bad one is refused, not read as the first page. */
export function readCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString()) as Cursor;
    if (Number.isSafeInteger(value.k) && Number.isSafeInteger(value.id)) return value;
  } catch {
    // answered below
  }
  throw new AppError(400, 'wishes.cursorInvalid');
}

/** A wish as lists read it: without the rich text and the kept create body, with the plain text's opening. */
export type WishCardRow = Omit<WishRow, 'content' | 'extra'> & { content?: string };

export const industryName = (type: wishes.IndustryType, lang: Lang) =>
  wishesText(`wishes.industry.${type}`, lang);
export const typeName = (type: wishes.WishType, lang: Lang) => wishesText(`wishes.type.${type}`, lang);

const EMPTY_CARD = (id: number): UserCard => ({ id, userName: '', nickName: '', avatar: '' });

export function presentReception(
  row: ReceptionRow,
  card: UserCard | undefined,
  myRating: wishes.GivenRating | null = null,
): wishes.Reception {
  const who = card ?? EMPTY_CARD(Number(row.userId));
  return {
    id: Number(row.id),
    taskNumber: '',
    userId: Number(row.userId),
    userName: who.userName,
    nickName: who.nickName,
    userAvatar: who.avatar,
    state: row.state,
    amount: Number(row.depositCents) / 100,
    applyMsg: row.applyMsg,
    applyAnnex: jsonList(row.applyAnnex),
    depositOrderNo: row.state === 'WaitPay' ? row.depositOrderNo : null,
    deliveryMsg: row.deliveryMsg,
    deliveryAnnex: jsonList(row.deliveryAnnex),
    rejectReason: row.rejectReason,
    settledAmount: yuan(row.settledCents === null ? null : Number(row.settledCents)),
    createTime: time(row.createdAt),
    updateTime: time(row.updatedAt),
    autoAcceptTime:
      row.settleAppliedAt === null ? null : time(Number(row.settleAppliedAt) + wishes.AUTO_ACCEPT_AFTER_MS),
    myRating,
  };
}

/**
 * Receptions with their takers' cards, the wish's task number and what the viewer rated on them: one query
 * for the cards, one for the ratings (only when one of them is settled).
 */
export async function presentReceptions(
  db: WishDb,
  rows: ReceptionRow[],
  taskNumbers: Map<number, string>,
  viewerId: number | null,
) {
  const [cards, given] = await Promise.all([
    userCardsOf(
      db,
      rows.map((row) => Number(row.userId)),
    ),
    ratingsGivenBy(db, viewerId, rows),
  ]);
  return rows.map((row) => ({
    ...presentReception(row, cards.get(Number(row.userId)), given.get(Number(row.id)) ?? null),
    taskNumber: taskNumbers.get(Number(row.wishId)) ?? '',
  }));
}

export interface PresentContext {
  viewerId: number | null;
  lang: Lang;
  /** Rich content on the details; its plain text in lists. */
  full: boolean;
  groups: TaskGroupDesk;
  /** The key of each card's cursor (the sort's column). */
  cursorKey?: (row: WishCardRow) => number;
}

/**
 * Wishes as the square, the details and the order pages show them: the publishers' cards, their ratings
 * and the viewer's own orders in one query each (and the viewer's ratings on those orders in one); the
 * task group only on the details (one look-up).
 */
export async function presentWishes(
  db: WishDb,
  rows: WishCardRow[],
  context: PresentContext,
): Promise<wishes.Wish[]> {
  if (rows.length === 0) return [];
  const { viewerId } = context;
  const publishers = rows.map((row) => Number(row.userId));
  const [cards, ratings, mine] = await Promise.all([
    userCardsOf(db, publishers),
    ratingSumsOf(db, publishers),
    viewerId === null
      ? Promise.resolve([] as ReceptionRow[])
      : db
          .selectFrom('wishReceptions')
          .selectAll()
          .where('userId', '=', viewerId)
          .where(
            'wishId',
            'in',
            rows.map((row) => Number(row.id)),
          )
          .orderBy('id', 'desc')
          .execute(),
  ]);
  const myCard = viewerId === null ? undefined : cards.get(viewerId);
  const mineByWish = new Map<number, ReceptionRow>();
  for (const row of mine) if (!mineByWish.has(Number(row.wishId))) mineByWish.set(Number(row.wishId), row);
  const given = await ratingsGivenBy(db, viewerId, [...mineByWish.values()]);
  return Promise.all(
    rows.map(async (row) => {
      const own = viewerId !== null && Number(row.userId) === viewerId;
      const reception = mineByWish.get(Number(row.id));
      const party =
        own ||
        (reception !== undefined && ['Execute', 'WaitApproveSettle', 'OverSettle'].includes(reception.state));
      const card = cards.get(Number(row.userId)) ?? EMPTY_CARD(Number(row.userId));
      const groupId = context.full && party ? await context.groups.taskGroupIdOf(db, row.taskNumber) : null;
      return {
        id: Number(row.id),
        taskNumber: row.taskNumber,
        userId: Number(row.userId),
        userName: card.userName,
        nickName: card.nickName,
        userAvatar: card.avatar,
        publisherRating: ratings.get(Number(row.userId)) ?? null,
        title: row.title,
        content: context.full ? (row.content ?? '') : row.contentText.slice(0, CARD_TEXT_MAX),
        industryType: row.industryType,
        industryName: industryName(row.industryType, context.lang),
        type: row.type,
        typeName: typeName(row.type, context.lang),
        fullAmount: Number(row.fullAmountCents) / 100,
        fullCurrency: 'CNY' as const,
        standAmount: Number(row.standAmountCents) / 100,
        payAmount: Number(row.paidCents) / 100,
        platformFee: Number(row.platformFee),
        deliveryStandard: row.deliveryStandard,
        deliveryDay: time(row.deliveryDay),
        receiveLimit: Number(row.receiveLimit),
        receiveNum: Number(row.receiveNum),
        deliveryNum: Number(row.deliveryNum),
        applyNum: Number(row.applyNum),
        isApproveReceive: Number(row.isApproveReceive) === 1,
        isReceiveDeposit: Number(row.isReceiveDeposit) === 1,
        images: jsonList(row.images),
        videoUrl: row.videoUrl,
        location: row.location,
        address: row.address,
        labelList: jsonList(row.labels),
        state: row.state,
        shelfState:
          TAKEABLE.has(row.state) && Number(row.receiveNum) < Number(row.receiveLimit)
            ? ('OnShelf' as const)
            : ('OffShelf' as const),
        rejectReason: own ? row.rejectReason : '',
        siteId: Number(row.siteId),
        createTime: time(row.createdAt),
        updateTime: time(row.updatedAt),
        isReceiving: own ? (1 as const) : (0 as const),
        myReception: reception
          ? {
              ...presentReception(reception, myCard, given.get(Number(reception.id)) ?? null),
              taskNumber: row.taskNumber,
            }
          : null,
        groupId,
        payOrderNo: own && row.state === 'WaitPay' ? row.payOrderNo : null,
        cursor: encodeCursor({
          k: context.cursorKey ? context.cursorKey(row) : Number(row.id),
          id: Number(row.id),
        }),
      };
    }),
  );
}

/** The plan (planVo) of some wishes, by task number: what a task group's progress bar shows. */
export async function plansOf(db: WishDb, taskNumbers: readonly string[]): Promise<Map<string, wishes.Plan>> {
  const found = new Map<string, wishes.Plan>();
  if (taskNumbers.length === 0) return found;
  const rows = await db
    .selectFrom('wishes')
    .selectAll()
    .where('taskNumber', 'in', [...new Set(taskNumbers)])
    .execute();
  const latest = new Map<number, ReceptionRow>();
  const receptions = rows.length
    ? await db
        .selectFrom('wishReceptions')
        .selectAll()
        .where(
          'wishId',
          'in',
          rows.map((row) => Number(row.id)),
        )
        .where('state', 'in', ['Execute', 'WaitApproveSettle', 'OverSettle'])
        .orderBy('id')
        .execute()
    : [];
  for (const reception of receptions) latest.set(Number(reception.wishId), reception);
  const cards = await userCardsOf(
    db,
    receptions.map((row) => Number(row.userId)),
  );
  for (const row of rows) {
    const last = latest.get(Number(row.id));
    found.set(
      row.taskNumber,
      planOf(row, last ? maskName(cards.get(Number(last.userId))?.nickName ?? '') : '', last),
    );
  }
  return found;
}

export function planOf(row: WishRow, takerName: string, last: ReceptionRow | undefined): wishes.Plan {
  return {
    taskNumber: row.taskNumber,
    taskTitle: row.title,
    fullAmount: Number(row.fullAmountCents) / 100,
    state: row.state,
    standNum: Number(row.receiveLimit),
    standAmount: Number(row.standAmountCents) / 100,
    deliveryStandard: row.deliveryStandard,
    deliveryNum: Number(row.deliveryNum),
    receiveNum: Number(row.receiveNum),
    taskReceUserName: takerName,
    busyTaskUpdateTime: time(row.updatedAt),
    groupUserUpdateTime: time(last?.updatedAt ?? row.updatedAt),
    publisherId: Number(row.userId),
  };
}

/** Names in task chats are masked: the first character and ** (spec 002 §6). */
export const maskName = (name: string) => (name ? `${Array.from(name)[0]}**` : '');
