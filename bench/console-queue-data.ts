/**
 * The report queue `console.ts` measures, made in bulk but stored as filing a report stores it
 * (`fileIntoCase`): one case per reported object, a `reportCaseReasons` row per reason given in it with the
 * case's state and type copied, each report pointing at its case, and `reportCounts` moved by the feature's
 * own `moveCounts`.
 */
import type { Insertable } from 'kysely';
import { ALL_REASONS, moveCounts } from '../apps/server/src/features/social/report-cases.js';
import type {
  ReportCaseReasonTable,
  ReportCaseTable,
  ReportTable,
} from '../apps/server/src/features/social/tables.js';
import type { Dialect } from '../apps/server/src/platform/db/database.js';
import {
  insertChunked,
  moveSequence,
  nextId,
  pick,
  seededRandom,
  weighted,
  type Random,
  type Tables,
} from './console-data.js';

/** What gets reported, on a platform whose home is a video feed. */
// prettier-ignore
const TARGETS: ReadonlyArray<readonly [string, number]> = [
  ['Video', 40], ['Comment', 18], ['Article', 10], ['xyhMessage', 10], ['Question', 5], ['Answer', 5],
  ['xyhGroup', 3], ['Playlet', 3], ['PlayletVideo', 2], ['Poetry', 1.5], ['Prose', 1.5], ['BusyTask', 1],
];
/** Why: spam first, as on every platform; 'Other' always with words. */
// prettier-ignore
const REASONS: ReadonlyArray<readonly [string, number]> = [
  ['Spam', 34], ['Abuse', 16], ['Porn', 13], ['Other', 12], ['Plagiarism', 9], ['Privacy', 6],
  ['Illegal', 6], ['Political', 4],
];
const TOPICS = [
  '周末去海边',
  '三分钟学会做饭',
  '我的猫又闯祸了',
  '考研经验分享',
  '城市夜景延时',
  '健身第100天',
];
const CHAT_LINES = ['加我微信领红包', '你等着', '点这个链接有惊喜', '兼职日结三百', '这群里有人卖号吗'];
const OUTCOMES = [
  ['dismissed', 55],
  ['takenDown', 25],
  ['warned', 20],
] as const;
const SPAN_MS = 90 * 86_400_000;

/** Reports on one object: most once, some a few times, a rare one by hundreds. */
function reportsOnOneObject(random: Random): number {
  const draw = random();
  if (draw < 0.62) return 1;
  if (draw < 0.82) return 2;
  if (draw < 0.94) return 3 + Math.floor(random() * 3);
  if (draw < 0.999) return 6 + Math.floor(random() * 25);
  return 100 + Math.floor(random() * 400);
}

function titleOf(random: Random, objType: string, objId: number): string {
  if (objType === 'xyhMessage' || objType === 'Comment') return pick(random, CHAT_LINES);
  if (objType === 'xyhGroup') return `${pick(random, TOPICS)}交流群`;
  return `${pick(random, TOPICS)} #${objId}`;
}

export interface Queue {
  reports: number;
  cases: number;
  openCases: number;
}

/**
 * Files `count` reports by the accounts given, on objects of every kind, for every reason: the older a case,
 * the likelier it was decided already (by `operatorId`), so the open queue is mostly the recent cases.
 */
export async function addReports(
  db: Tables,
  dialect: Dialect,
  people: { firstId: number; count: number; operatorId: number },
  count: number,
  now: number,
): Promise<Queue> {
  const random = seededRandom(count + 7);
  const firstCase = await nextId(db, 'report_cases');
  const cases: Array<Insertable<ReportCaseTable>> = [];
  const reasons: Array<Insertable<ReportCaseReasonTable>> = [];
  const reports: Array<Insertable<ReportTable>> = [];
  const counters = new Map<string, { cases: number; reports: number }>();
  const tally = (state: string, objType: string, reportType: string, reportsMoved: number) => {
    const key = `${state}\u0000${objType}\u0000${reportType}`;
    const counter = counters.get(key) ?? { cases: 0, reports: 0 };
    counters.set(key, { cases: counter.cases + 1, reports: counter.reports + reportsMoved });
  };
  const objIds = new Map<string, number>();
  // A small world is not one viral object: no case takes more than a fiftieth of the reports.
  const most = Math.max(1, Math.min(Math.floor(count / 50), Math.floor(people.count / 2)));
  let filed = 0;
  let openCases = 0;
  while (filed < count) {
    const id = firstCase + cases.length;
    const progress = filed / count;
    const objType = weighted(random, TARGETS);
    const objId = (objIds.get(objType) ?? 1000) + 1 + Math.floor(random() * 3);
    objIds.set(objType, objId);
    const reportCount = Math.min(count - filed, reportsOnOneObject(random), most);
    const firstAt = now - SPAN_MS + Math.floor(progress * SPAN_MS);
    const lastAt = Math.min(now, firstAt + (reportCount > 1 ? Math.floor(random() * 3 * 86_400_000) : 0));
    const resolved = random() < 0.6 * (1 - progress) ** 2;
    const state = resolved ? 'resolved' : 'open';
    const outcome = resolved ? weighted(random, OUTCOMES) : null;
    const decision = {
      outcome,
      resolveReason: outcome && outcome !== 'dismissed' ? '内容违反社区规范' : '',
      resolverId: resolved ? people.operatorId : null,
      resolvedAt: resolved ? Math.min(now, lastAt + 3_600_000) : null,
    };
    const title = titleOf(random, objType, objId);
    const authorId = people.firstId + Math.floor(random() * people.count);
    // prettier-ignore
    cases.push({
      id, objType, objId, authorId, title, state, reportCount, noteCount: 0, firstReportedAt: firstAt,
      lastReportedAt: lastAt, ...decision,
    });
    if (!resolved) openCases += 1;
    tally(state, objType, ALL_REASONS, reportCount);

    const main = weighted(random, REASONS);
    const byReason = new Map<string, number>();
    const reporters = new Set<number>();
    while (reporters.size < reportCount) {
      const reporter = people.firstId + Math.floor(random() * people.count);
      if (reporter !== authorId) reporters.add(reporter);
    }
    let at = 0;
    for (const userId of reporters) {
      const reportType = random() < 0.75 ? main : weighted(random, REASONS);
      byReason.set(reportType, (byReason.get(reportType) ?? 0) + 1);
      // prettier-ignore
      reports.push({
        userId, objType, objId, title, authorId, reportType,
        reportInformation: reportType === 'Other' || random() < 0.3 ? '内容令人不适，请尽快处理' : '',
        imageUrl: random() < 0.1 ? '/files/reports/evidence.jpg' : '',
        state: resolved ? 'handled' : 'pending',
        createdAt: firstAt + Math.floor(((lastAt - firstAt) * at) / Math.max(1, reportCount - 1)),
        caseId: id, ...decision,
      });
      at += 1;
    }
    for (const [reportType, reasonCount] of byReason) {
      reasons.push({ caseId: id, reportType, state, objType, reportCount: reasonCount });
      tally(state, objType, reportType, reasonCount);
    }
    filed += reportCount;
  }

  await db.transaction().execute(async (trx) => {
    await insertChunked(cases, 14, (chunk) => trx.insertInto('reportCases').values(chunk).execute());
    await insertChunked(reasons, 5, (chunk) => trx.insertInto('reportCaseReasons').values(chunk).execute());
    await insertChunked(reports, 15, (chunk) => trx.insertInto('reports').values(chunk).execute());
    for (const [key, moved] of counters) {
      const [state, objType, reportType] = key.split('\u0000') as ['open' | 'resolved', string, string];
      await moveCounts(trx, state, objType, reportType, moved.cases, moved.reports);
    }
  });
  await moveSequence(db, dialect, 'report_cases');
  return { reports: reports.length, cases: cases.length, openCases };
}
