import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { EarningsTables } from './tables.js';

/**
 * What reconciliation reads of earnings: our withdrawals that finished in a time range, in pages by the
 * finish index (migration 0047), and single withdrawals by number. What a payout sends is the amount less
 * the fee, so that is the figure compared with the payout provider's.
 */

export interface PayoutLine {
  withdrawNo: string;
  provider: string;
  state: 'processing' | 'succeeded' | 'failed';
  /** Fen that reach the user: the amount less the fee. */
  payoutCents: number;
  finishedAt: number | null;
}

export interface PayoutCursor {
  at: number;
  id: number;
}

const earnings = (db: Db) => tablesOf<EarningsTables>(db);

const lineOf = (row: {
  withdrawNo: string;
  provider: string;
  state: PayoutLine['state'];
  amountCents: number;
  feeCents: number;
  finishedAt: number | null;
}): PayoutLine => ({
  withdrawNo: row.withdrawNo,
  provider: row.provider,
  state: row.state,
  payoutCents: Number(row.amountCents) - Number(row.feeCents),
  finishedAt: row.finishedAt === null ? null : Number(row.finishedAt),
});

const COLUMNS = ['id', 'withdrawNo', 'provider', 'state', 'amountCents', 'feeCents', 'finishedAt'] as const;

/** Withdrawals of a payout provider finished (paid or failed) in [from, to), oldest first, after the cursor. */
export async function withdrawalsFinishedBetween(
  db: Db,
  range: { provider: string; from: number; to: number; after: PayoutCursor | null; limit: number },
): Promise<{ lines: PayoutLine[]; next: PayoutCursor | null }> {
  let query = earnings(db)
    .selectFrom('withdrawals')
    .select(COLUMNS)
    .where('finishedAt', '>=', range.from)
    .where('finishedAt', '<', range.to);
  if (range.after) {
    const { at, id } = range.after;
    query = query.where((eb) =>
      eb.or([eb('finishedAt', '>', at), eb.and([eb('finishedAt', '=', at), eb('id', '>', id)])]),
    );
  }
  const rows = await query.orderBy('finishedAt').orderBy('id').limit(range.limit).execute();
  const last = rows[rows.length - 1];
  return {
    lines: rows.filter((row) => row.provider === range.provider).map(lineOf),
    next: rows.length < range.limit || !last ? null : { at: Number(last.finishedAt), id: Number(last.id) },
  };
}

/** One withdrawal by number; undefined when we have none. */
export async function withdrawalByNo(db: Db, withdrawNo: string): Promise<PayoutLine | undefined> {
  const row = await earnings(db)
    .selectFrom('withdrawals')
    .select(COLUMNS)
    .where('withdrawNo', '=', withdrawNo)
    .executeTakeFirst();
  return row ? lineOf(row) : undefined;
}
