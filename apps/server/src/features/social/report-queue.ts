import { formatChinaTime, type consoleReports, type HandlerInput } from '@fox/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { userCardsOf, type UserCard } from '../users/index.js';
import { ALL_REASONS, socialTables } from './report-cases.js';
import type { ReportCaseTable } from './tables.js';

export type CaseRow = Selectable<ReportCaseTable>;

/** The report reasons' labels (the report_type dictionary, a handful of rows). */
export async function reasonLabels(db: Db): Promise<Map<string, string>> {
  const rows = await socialTables(db)
    .selectFrom('dictionaries')
    .select(['dictValue', 'dictLabel'])
    .where('dictType', '=', 'report_type')
    .execute();
  return new Map(rows.map((row) => [row.dictValue, row.dictLabel]));
}

export const personOf = (card: UserCard | undefined) =>
  card ? { id: card.id, userName: card.userName, nickName: card.nickName, avatar: card.avatar } : null;

/** Cases as the queue shows them, with their reasons, authors and resolvers read in three queries. */
export async function presentCases(db: Db, rows: CaseRow[]): Promise<consoleReports.ReportCase[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const [reasons, labels, people] = await Promise.all([
    socialTables(db)
      .selectFrom('reportCaseReasons')
      .select(['caseId', 'reportType', 'reportCount'])
      .where('caseId', 'in', ids)
      .execute(),
    reasonLabels(db),
    userCardsOf(db, [
      ...rows.map((row) => Number(row.authorId)),
      ...rows.flatMap((row) => (row.resolverId === null ? [] : [Number(row.resolverId)])),
    ]),
  ]);
  const reasonsOf = new Map<number, consoleReports.ReportCase['reasons']>();
  for (const reason of reasons) {
    const list = reasonsOf.get(Number(reason.caseId)) ?? [];
    list.push({
      reportType: reason.reportType,
      label: labels.get(reason.reportType) ?? reason.reportType,
      count: Number(reason.reportCount),
    });
    reasonsOf.set(Number(reason.caseId), list);
  }
  return rows.map((row) => ({
    id: Number(row.id),
    objType: row.objType,
    objId: Number(row.objId),
    title: row.title,
    author: personOf(people.get(Number(row.authorId))),
    state: row.state,
    reportCount: Number(row.reportCount),
    // The most given reason first.
    reasons: (reasonsOf.get(Number(row.id)) ?? []).sort((a, b) => b.count - a.count),
    noteCount: Number(row.noteCount),
    firstReportTime: formatChinaTime(Number(row.firstReportedAt)),
    lastReportTime: formatChinaTime(Number(row.lastReportedAt)),
    outcome: row.outcome,
    resolveReason: row.resolveReason,
    resolver: row.resolverId === null ? null : personOf(people.get(Number(row.resolverId))),
    resolveTime: row.resolvedAt === null ? null : formatChinaTime(Number(row.resolvedAt)),
  }));
}

export async function caseById(db: Db, id: number): Promise<CaseRow> {
  const row = await socialTables(db)
    .selectFrom('reportCases')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'report.caseMissing');
  return row;
}

type QueueQuery = HandlerInput<typeof consoleReports.reportQueue>['query'];

/**
 * A page of the queue, newest case first, read by key. Without a reason the cases' own indexes (state,
 * id) and (state, type, id) serve it; with one, the reasons' (state, reason, case) and (state, type, reason,
 * case). Either way the page costs the same wherever it starts.
 */
async function pageRows(db: Db, query: QueueQuery): Promise<CaseRow[]> {
  const tables = socialTables(db);
  if (query.reportType === undefined) {
    let rows = tables.selectFrom('reportCases').selectAll().where('state', '=', query.state);
    if (query.objType) rows = rows.where('objType', '=', query.objType);
    if (query.before !== undefined) rows = rows.where('id', '<', query.before);
    return rows.orderBy('id', 'desc').limit(query.pageSize).execute();
  }
  let keys = tables
    .selectFrom('reportCaseReasons')
    .select('caseId')
    .where('state', '=', query.state)
    .where('reportType', '=', query.reportType);
  if (query.objType) keys = keys.where('objType', '=', query.objType);
  if (query.before !== undefined) keys = keys.where('caseId', '<', query.before);
  const ids = (await keys.orderBy('caseId', 'desc').limit(query.pageSize).execute()).map((row) =>
    Number(row.caseId),
  );
  if (ids.length === 0) return [];
  return tables.selectFrom('reportCases').selectAll().where('id', 'in', ids).orderBy('id', 'desc').execute();
}

/** How many cases the filter holds, from the counters: a sum over a few counter rows, never a count. */
async function queueTotal(db: Db, query: QueueQuery): Promise<number> {
  let rows = socialTables(db)
    .selectFrom('reportCounts')
    .select((eb) => eb.fn.sum<string | number>('caseCount').as('cases'))
    .where('state', '=', query.state)
    .where('reportType', '=', query.reportType ?? ALL_REASONS);
  if (query.objType) rows = rows.where('objType', '=', query.objType);
  const { cases } = await rows.executeTakeFirstOrThrow();
  return Number(cases ?? 0);
}

export async function queuePage(db: Db, query: QueueQuery) {
  const [rows, total] = await Promise.all([pageRows(db, query), queueTotal(db, query)]);
  return { rows: await presentCases(db, rows), total };
}

/** Every counter row with something counted: for the console's tabs, filters and dashboard. */
export async function queueCounts(db: Db): Promise<consoleReports.ReportCount[]> {
  const rows = await socialTables(db)
    .selectFrom('reportCounts')
    .selectAll()
    .where((eb) => eb.or([eb('caseCount', '>', 0), eb('reportCount', '>', 0)]))
    .orderBy('state')
    .orderBy('objType')
    .orderBy('reportType')
    .execute();
  return rows.map((row) => ({
    state: row.state,
    objType: row.objType,
    reportType: row.reportType,
    cases: Number(row.caseCount),
    reports: Number(row.reportCount),
  }));
}

/** The reports of one case, newest first, by key (the reports' (case, id) index). */
export async function reportsOfCase(db: Db, caseId: number, paging: consoleReports.CasePaging) {
  const found = await caseById(db, caseId);
  let rows = socialTables(db).selectFrom('reports').selectAll().where('caseId', '=', caseId);
  if (paging.before !== undefined) rows = rows.where('id', '<', paging.before);
  const page = await rows.orderBy('id', 'desc').limit(paging.pageSize).execute();
  const [labels, reporters] = await Promise.all([
    reasonLabels(db),
    userCardsOf(
      db,
      page.map((row) => Number(row.userId)),
    ),
  ]);
  return {
    total: Number(found.reportCount),
    rows: page.map((row) => ({
      id: Number(row.id),
      reporter: personOf(reporters.get(Number(row.userId))),
      reportType: row.reportType,
      label: labels.get(row.reportType) ?? row.reportType,
      reportInformation: row.reportInformation,
      imageUrls: row.imageUrl.split(',').filter(Boolean),
      createTime: formatChinaTime(Number(row.createdAt)),
      state: row.state,
    })),
  };
}
