import type { consoleReports } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { RetryTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SocialTables } from './tables.js';

/**
 * Reports gathered into cases (one reported object awaiting a decision) and the queue's counters, all moved
 * inside the transaction that files or decides the reports.
 */

export const socialTables = (db: Db): Kysely<SocialTables> => tablesOf<SocialTables>(db);

/** The row of the counters that holds every reason of a type. */
export const ALL_REASONS = '';

/** What a new report brings to its case. */
export interface CaseReport {
  userId: number;
  objType: string;
  objId: number;
  authorId: number;
  /** The report's own title (the client's, or the copy of a message). */
  title: string;
  /** What the case is called when the report opens it: the owning feature's title where it has one. */
  caseTitle: string;
  reportType: string;
  reportInformation: string;
  imageUrl: string;
}

/** Moves the cases and reports counted under (state, type, reason) by the deltas given. */
export async function moveCounts(
  db: Db,
  state: consoleReports.ReportCaseState,
  objType: string,
  reportType: string,
  cases: number,
  reports: number,
): Promise<void> {
  await socialTables(db)
    .insertInto('reportCounts')
    .values({ state, objType, reportType, caseCount: cases, reportCount: reports })
    .onConflict((oc) =>
      oc.columns(['state', 'objType', 'reportType']).doUpdateSet((eb) => ({
        caseCount: eb('reportCounts.caseCount', '+', cases),
        reportCount: eb('reportCounts.reportCount', '+', reports),
      })),
    )
    .execute();
}

/** The object's open case, opened now when it has none; `opened` says which. */
async function openCaseOf(trx: Db, report: CaseReport, now: number) {
  const tables = socialTables(trx);
  const open = await tables
    .selectFrom('reportCases')
    .select('id')
    .where('objType', '=', report.objType)
    .where('objId', '=', report.objId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (open) return { caseId: Number(open.id), opened: false };
  // Two first reports at once on PostgreSQL meet at the unique index of open cases: the later one runs
  // again (inTransaction) and joins the case the first one opened.
  const created = await tables
    .insertInto('reportCases')
    .values({
      objType: report.objType,
      objId: report.objId,
      authorId: report.authorId,
      title: report.caseTitle.slice(0, 200),
      state: 'open',
      reportCount: 0,
      firstReportedAt: now,
      lastReportedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { caseId: Number(created.id), opened: true };
}

/**
 * Files a report into its object's open case, inside the caller's transaction: the report row (once per
 * user and object: a repeat is refused), the case's and its reason's counts, and the queue counters.
 */
export async function fileIntoCase(trx: Db, report: CaseReport, now: number): Promise<number> {
  const tables = socialTables(trx);
  const { caseId, opened } = await openCaseOf(trx, report, now);
  const inserted = await tables
    .insertInto('reports')
    .values({
      userId: report.userId,
      objType: report.objType,
      objId: report.objId,
      title: report.title,
      authorId: report.authorId,
      reportType: report.reportType,
      reportInformation: report.reportInformation,
      imageUrl: report.imageUrl,
      state: 'pending',
      createdAt: now,
      caseId,
    })
    .onConflict((oc) => oc.columns(['userId', 'objType', 'objId']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new AppError(400, 'report.repeated');

  // Decided meanwhile by another transaction (PostgreSQL): run again, to open the object's next case.
  const joined = await tables
    .updateTable('reportCases')
    .set((eb) => ({ reportCount: eb('reportCount', '+', 1), lastReportedAt: now }))
    .where('id', '=', caseId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (Number(joined.numUpdatedRows) === 0) throw new RetryTransaction();

  const reason = await tables
    .updateTable('reportCaseReasons')
    .set((eb) => ({ reportCount: eb('reportCount', '+', 1) }))
    .where('caseId', '=', caseId)
    .where('reportType', '=', report.reportType)
    .executeTakeFirst();
  const newReason = Number(reason.numUpdatedRows) === 0;
  if (newReason) {
    await tables
      .insertInto('reportCaseReasons')
      .values({
        caseId,
        reportType: report.reportType,
        state: 'open',
        objType: report.objType,
        reportCount: 1,
      })
      .execute();
  }
  await moveCounts(trx, 'open', report.objType, ALL_REASONS, opened ? 1 : 0, 1);
  await moveCounts(trx, 'open', report.objType, report.reportType, newReason ? 1 : 0, 1);
  return caseId;
}

/**
 * Moves a case being decided from the open counters to the resolved ones, and its reasons with it: the
 * case once under every reason it was reported for, its reports under theirs.
 */
export async function countResolution(
  trx: Db,
  decided: { id: number; objType: string; reportCount: number },
): Promise<void> {
  const tables = socialTables(trx);
  const reasons = await tables
    .selectFrom('reportCaseReasons')
    .select(['reportType', 'reportCount'])
    .where('caseId', '=', decided.id)
    .execute();
  await tables
    .updateTable('reportCaseReasons')
    .set({ state: 'resolved' })
    .where('caseId', '=', decided.id)
    .execute();
  const moves = [
    { reportType: ALL_REASONS, reports: decided.reportCount },
    ...reasons.map((row) => ({ reportType: row.reportType, reports: Number(row.reportCount) })),
  ];
  for (const move of moves) {
    await moveCounts(trx, 'open', decided.objType, move.reportType, -1, -move.reports);
    await moveCounts(trx, 'resolved', decided.objType, move.reportType, 1, move.reports);
  }
}
