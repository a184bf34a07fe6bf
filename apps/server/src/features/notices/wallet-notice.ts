import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { pushNotice } from './push.js';

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
}

/** Stores a wallet notice and pushes the badge to the user's open pages. */
export async function raiseWalletNotice(
  db: Kysely<DatabaseSchema>,
  notice: WalletNotice,
  now = Date.now(),
): Promise<void> {
  await db
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
      }),
      readState: 0,
      createdAt: now,
    })
    .execute();
  await pushNotice(db, notice.userId, 'wallet');
}
