import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { pushNotice } from './push.js';
import type { NoticesTables } from './tables.js';

/** The wallet notice of spec 001 §3: amount, noticeType, payTypeName, payDetail. */
export interface WalletNotice {
  userId: number;
  noticeType: 'paySuccess' | 'refundSuccess' | 'incomeSuccess' | 'incomeRefund';
  /** Yuan or coins, as the text says. */
  amount: number;
  payTypeName: string;
  payDetail: string;
  title: string;
  content: string;
  /** What the payment was for, when it opens somewhere: a drama's episode (busyType Playlet). */
  link?: { busyType: 'Playlet'; busyCode: number; episode: number };
}

/** Stores a wallet notice and pushes the badge over `bus` to the user's open pages. */
export async function raiseWalletNotice(
  db: Db,
  bus: EventBus | undefined,
  notice: WalletNotice,
  now = Date.now(),
): Promise<void> {
  await tablesOf<NoticesTables>(db)
    .insertInto('notices')
    .values({
      userId: notice.userId,
      tab: 'wallet',
      type: notice.noticeType,
      operatorId: 0,
      topType: null,
      topCode: null,
      objType: null,
      title: notice.title,
      content: notice.content,
      coverImage: '',
      extra: JSON.stringify({
        amount: notice.amount,
        noticeType: notice.noticeType,
        payTypeName: notice.payTypeName,
        payDetail: notice.payDetail,
        ...(notice.link ?? {}),
      }),
      readState: 0,
      createdAt: now,
    })
    .execute();
  await pushNotice(bus, notice.userId, 'wallet');
}
