import type { wallet } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { walletAccountOf } from './ledger.js';
import type { TransferKind } from './tables.js';

type Db = Kysely<DatabaseSchema>;

const BILL_KIND: Record<TransferKind, wallet.Bill['kind'] | null> = {
  topUp: 'topUp',
  unlock: 'unlock',
  topUpCash: null,
  unlockCash: null,
};

const TITLE: Record<wallet.Bill['kind'], string> = {
  topUp: '狐币充值',
  unlock: '解锁短剧',
  income: '短剧收入',
};

/** The coin movements of a user's wallet, newest first: credits positive, debits negative. */
export async function billsOf(db: Db, userId: number, page: { pageNum: number; pageSize: number }) {
  const account = await walletAccountOf(db, userId);
  if (!account) return { rows: [], total: 0 };
  const id = Number(account.id);
  const mine = db
    .selectFrom('ledgerTransfers')
    .where((eb) => eb.or([eb('fromAccountId', '=', id), eb('toAccountId', '=', id)]));
  const [rows, count] = await Promise.all([
    mine
      .select(['id', 'kind', 'amount', 'fromAccountId', 'memo', 'createdAt'])
      .orderBy('id', 'desc')
      .offset((page.pageNum - 1) * page.pageSize)
      .limit(page.pageSize)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    rows: rows.map((row): wallet.Bill => {
      const kind = BILL_KIND[row.kind] ?? 'income';
      const out = Number(row.fromAccountId) === id;
      return {
        id: Number(row.id),
        kind,
        coin: (out ? -Number(row.amount) : Number(row.amount)) / 100,
        title: row.memo && kind === 'unlock' ? `${TITLE[kind]}《${row.memo}》` : TITLE[kind],
        createTime: Number(row.createdAt),
      };
    }),
  };
}
