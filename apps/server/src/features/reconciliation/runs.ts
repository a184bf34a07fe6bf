import type { finance } from '@fox/contracts';
import { formatChinaTime } from '@fox/contracts';
import { sql, type Selectable } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { inTransaction } from '../../platform/db/transactions.js';
import type { Lang } from '../../platform/http/lang.js';
import { recordAudit } from '../audit/index.js';
import { reconcileText } from './messages.js';
import type { DayFindings, Mismatch, MismatchNote } from './mismatch.js';
import type { ReconcileRunTable, ReconcileSource, ReconciliationTables } from './tables.js';

type RunRow = Selectable<ReconcileRunTable>;

/** Mismatches a run's answer shows; the count tells how many there were in all. */
export const MISMATCHES_SHOWN = 500;
/** Rows per insert, well inside every dialect's limit on parameters. */
const INSERT_CHUNK = 100;

const runs = (db: Db) => tablesOf<ReconciliationTables>(db);

const noteText = (note: MismatchNote) => JSON.stringify(note).slice(0, 255);

/** Writes what a run found: the mismatches, then the run's figures and its end. */
async function writeFindings(trx: Db, runId: number, findings: DayFindings, now: number) {
  const rows = findings.mismatches.map((m: Mismatch) => ({
    runId,
    kind: m.kind,
    ref: m.ref.slice(0, 64),
    ledgerCents: m.ledgerCents,
    providerCents: m.providerCents,
    note: noteText(m.note),
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await runs(trx)
      .insertInto('reconcileMismatches')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
  await runs(trx)
    .updateTable('reconcileRuns')
    .set({
      finishedAt: now,
      orders: findings.orders,
      refunds: findings.refunds,
      payouts: findings.payouts,
      mismatchCount: findings.mismatches.length,
    })
    .where('id', '=', runId)
    .execute();
}

/**
 * Records a run asked for by an operator (with its audit entry) or on the command line, in one transaction.
 */
export async function saveRun(
  db: Db,
  run: {
    day: number;
    source: Exclude<ReconcileSource, 'job'>;
    operatorId: number;
    startedAt: number;
    findings: DayFindings;
    note?: string | undefined;
  },
  now = Date.now(),
): Promise<number> {
  return inTransaction(runs(db), async (trx) => {
    const inserted = await runs(trx)
      .insertInto('reconcileRuns')
      .values({ day: run.day, startedAt: run.startedAt, operatorId: run.operatorId, source: run.source })
      .returning('id')
      .executeTakeFirstOrThrow();
    const runId = Number(inserted.id);
    await writeFindings(trx, runId, run.findings, now);
    if (run.source === 'console') {
      await recordAudit(
        trx,
        {
          operatorId: run.operatorId,
          action: 'money.reconcile',
          targetType: 'reconcileDay',
          targetId: run.day,
          reason: run.note ?? '',
          after: { runId, mismatchCount: run.findings.mismatches.length },
        },
        now,
      );
    }
    return runId;
  });
}

/** How long a claimed job run may go unfinished before another process takes the day over. */
export const JOB_LEASE_MS = 15 * 60_000;

/**
 * Claims the daily job's run of a day: the run row is unique per day for the job, so of several server
 * processes one inserts it and the others stand by. A claim left unfinished past its lease (its process
 * died) is taken over by moving its start, conditionally. Answers the run's id, or null when another has it.
 */
export async function claimJobDay(db: Db, day: number, now = Date.now()): Promise<number | null> {
  const inserted = await runs(db)
    .insertInto('reconcileRuns')
    .values({ day, startedAt: now, source: 'job' })
    .onConflict((oc) => oc.column('day').where(sql.ref('source'), '=', sql.lit('job')).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return Number(inserted.id);
  const held = await runs(db)
    .selectFrom('reconcileRuns')
    .select(['id', 'startedAt', 'finishedAt'])
    .where('day', '=', day)
    .where('source', '=', 'job')
    .executeTakeFirst();
  if (!held || held.finishedAt !== null || Number(held.startedAt) > now - JOB_LEASE_MS) return null;
  const taken = await runs(db)
    .updateTable('reconcileRuns')
    .set({ startedAt: now })
    .where('id', '=', held.id)
    .where('startedAt', '=', held.startedAt)
    .where('finishedAt', 'is', null)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? Number(held.id) : null;
}

/** Ends a claimed job run with what it found. */
export function finishJobRun(db: Db, runId: number, findings: DayFindings, now = Date.now()) {
  return inTransaction(runs(db), (trx) => writeFindings(trx, runId, findings, now));
}

/** Gives a claimed day back (the provider's bill was not ready, or it failed), for a later try. */
export async function releaseJobDay(db: Db, runId: number): Promise<void> {
  await runs(db)
    .deleteFrom('reconcileRuns')
    .where('id', '=', runId)
    .where('finishedAt', 'is', null)
    .execute();
}

/** The last finished run of a day, by the (day, id) index. */
export function lastRunOf(db: Db, day: number): Promise<RunRow | undefined> {
  return runs(db)
    .selectFrom('reconcileRuns')
    .selectAll()
    .where('day', '=', day)
    .where('finishedAt', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function runById(db: Db, id: number): Promise<RunRow | undefined> {
  return runs(db).selectFrom('reconcileRuns').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A stored note in the reader's language. */
export function noteOf(stored: string, lang: Lang): string {
  try {
    const note = JSON.parse(stored) as MismatchNote;
    return reconcileText(note.key, lang, note.params ?? {});
  } catch {
    return stored;
  }
}

const yuanOf = (cents: number | null) => (cents === null ? null : Number(cents) / 100);
const dayTextOf = (day: number) => {
  const text = String(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
};

/** A run as the console reads it, with the first mismatches it found by the (runId, id) index. */
export async function presentRun(db: Db, row: RunRow, lang: Lang): Promise<finance.ReconcileRun> {
  const mismatches = await runs(db)
    .selectFrom('reconcileMismatches')
    .selectAll()
    .where('runId', '=', row.id)
    .orderBy('id')
    .limit(MISMATCHES_SHOWN)
    .execute();
  return {
    id: Number(row.id),
    day: dayTextOf(Number(row.day)),
    startTime: formatChinaTime(Number(row.startedAt)),
    orders: Number(row.orders),
    refunds: Number(row.refunds),
    payouts: Number(row.payouts),
    mismatchCount: Number(row.mismatchCount),
    mismatches: mismatches.map((m) => ({
      kind: m.kind,
      ref: m.ref,
      ledger: yuanOf(m.ledgerCents),
      provider: yuanOf(m.providerCents),
      note: noteOf(m.note, lang),
    })),
  };
}
