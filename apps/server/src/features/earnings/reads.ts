import { finance } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Lang } from '../../platform/http/lang.js';
import { balancesOf, transferByKey, type LedgerTransfer } from '../wallet/index.js';
import { chinaDayNumber, chinaDayStart, dayText } from './days.js';
import { presentRecord, presentTransfer, presentWithdrawal, yuanOf } from './present.js';
import { releaseKey } from './release.js';
import type { EarningsTables } from './tables.js';
import { withdrawalKeys } from './withdrawal-keys.js';

type EarningsDb = Kysely<EarningsTables>;
const DAY = 86_400_000;

/**
 * The viewer's figures: the three balances are the ledger accounts' running totals, the totals one row,
 * and the chart 30 rows read by the (userId, day) primary key, so the page costs the same at any history.
 */
export async function summaryOf(handle: Db, userId: number, holdDays: number, now: number) {
  const db = tablesOf<EarningsTables>(handle);
  const today = chinaDayNumber(now);
  const first = chinaDayNumber(chinaDayStart(today) - (finance.CHART_DAYS - 1) * DAY);
  const [balances, totals, daily] = await Promise.all([
    balancesOf(handle, userId, ['earnings', 'earningsPending', 'earningsFrozen'], 'cny'),
    db.selectFrom('earningsTotals').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db
      .selectFrom('earningsDaily')
      .select(['day', 'earnedCents'])
      .where('userId', '=', userId)
      .where('day', '>=', first)
      .where('day', '<=', today)
      .execute(),
  ]);
  const byDay = new Map(daily.map((row) => [Number(row.day), Number(row.earnedCents)]));
  const days = Array.from({ length: finance.CHART_DAYS }, (_, index) => {
    const day = chinaDayNumber(chinaDayStart(today) - (finance.CHART_DAYS - 1 - index) * DAY);
    return { day: dayText(day), amount: yuanOf(byDay.get(day) ?? 0) };
  });
  return {
    available: yuanOf(balances.get('earnings') ?? 0),
    pending: yuanOf(balances.get('earningsPending') ?? 0),
    frozen: yuanOf(balances.get('earningsFrozen') ?? 0),
    totalEarned: yuanOf(Number(totals?.earnedCents ?? 0)),
    totalWithdrawn: yuanOf(Number(totals?.withdrawnCents ?? 0)),
    holdDays,
    days,
  };
}

type RecordsQuery = {
  kind?: finance.FinanceRecordKind | undefined;
  month?: string | undefined;
  beforeId?: number | undefined;
  pageSize: number;
};

/** The statement newest first, by the (userId, id), (userId, kind, id) or (userId, month, id) index. */
export async function recordsOf(handle: Db, userId: number, query: RecordsQuery, lang: Lang) {
  const db = tablesOf<EarningsTables>(handle);
  let select = db.selectFrom('earningsRecords').selectAll().where('userId', '=', userId);
  if (query.month) select = select.where('month', '=', Number(query.month.replace('-', '')));
  if (query.kind) select = select.where('kind', '=', query.kind);
  if (query.beforeId !== undefined) select = select.where('id', '<', query.beforeId);
  const rows = await select
    .orderBy('id', 'desc')
    .limit(query.pageSize + 1)
    .execute();
  const page = rows.slice(0, query.pageSize);
  const withdrawals = await withdrawalsOfRecords(
    db,
    page.filter((row) => row.kind === 'withdraw').map((row) => Number(row.id)),
  );
  return {
    records: page.map((row) => presentRecord(row, lang, withdrawals.get(Number(row.id)))),
    hasMore: rows.length > query.pageSize,
  };
}

async function withdrawalsOfRecords(db: EarningsDb, recordIds: number[]) {
  if (recordIds.length === 0) return new Map();
  const rows = await db.selectFrom('withdrawals').selectAll().where('recordId', 'in', recordIds).execute();
  return new Map(rows.map((row) => [Number(row.recordId), row]));
}

/** A withdrawal with its steps in order. */
export async function withdrawalWithSteps(db: EarningsDb, withdrawalId: number) {
  const [row, steps] = await Promise.all([
    db.selectFrom('withdrawals').selectAll().where('id', '=', withdrawalId).executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawalSteps')
      .selectAll()
      .where('withdrawalId', '=', withdrawalId)
      .orderBy('id')
      .execute(),
  ]);
  return { row, steps };
}

/**
 * One of the viewer's records, the ledger transfers behind it found by their keys (the credit's, its
 * release's, a withdrawal's freeze, payout, fee and return), and a withdrawal's steps.
 */
export async function recordDetailOf(handle: Db, userId: number, recordId: number, lang: Lang) {
  const db = tablesOf<EarningsTables>(handle);
  const row = await db
    .selectFrom('earningsRecords')
    .selectAll()
    .where('id', '=', recordId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'earnings.recordMissing');
  const found = row.kind === 'withdraw' ? (await withdrawalsOfRecords(db, [recordId])).get(recordId) : null;
  const withdrawal = found ? await withdrawalWithSteps(db, Number(found.id)) : null;
  const keys = withdrawal
    ? Object.values(withdrawalKeys(withdrawal.row.withdrawNo))
    : [row.transferKey, releaseKey(recordId)];
  const transfers = (await Promise.all(keys.map((key) => transferByKey(handle, key)))).filter(
    (line): line is LedgerTransfer => line !== undefined,
  );
  return {
    record: presentRecord(row, lang, withdrawal?.row),
    transfers: transfers.sort((a, b) => a.id - b.id).map((line) => presentTransfer(line, lang)),
    withdrawal: withdrawal ? presentWithdrawal(withdrawal.row, withdrawal.steps, lang) : null,
  };
}
