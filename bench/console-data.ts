/**
 * The rows `console.ts` measures the back office against, made in bulk but stored as the features store
 * them: accounts as registration leaves them (public IDs, phones, default, Chinese and Latin nicknames),
 * and reports gathered into cases with their reasons and the queue's counters, as filing a report does
 * (`fileIntoCase`): one case per reported object, a `reportCaseReasons` row per reason given in it with
 * the case's state and type copied, and `reportCounts` moved by the feature's own `moveCounts`.
 *
 * Everything is drawn from a seeded generator, so two runs build the same worlds.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import { ALL_REASONS, moveCounts } from '../apps/server/src/features/social/report-cases.js';
import type {
  ReportCaseReasonTable,
  ReportCaseTable,
  ReportTable,
} from '../apps/server/src/features/social/tables.js';
import type { UserTable } from '../apps/server/src/features/users/tables.js';
import type { Dialect } from '../apps/server/src/platform/db/database.js';
import type { DatabaseSchema } from '../apps/server/src/schema.js';

type Tables = Kysely<DatabaseSchema>;
export type Random = () => number;

/** mulberry32: small, fast and good enough to spread rows. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function weighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [value, weight] of entries) {
    left -= weight;
    if (left < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

/** Rows per statement: under SQLite's 32,766 bound variables (PostgreSQL allows 65,535). */
const rowsPerStatement = (columns: number) => Math.floor(30_000 / columns);

async function insertChunked<T>(rows: T[], columns: number, insert: (chunk: T[]) => Promise<unknown>) {
  const size = rowsPerStatement(columns);
  for (let at = 0; at < rows.length; at += size) await insert(rows.slice(at, at + size));
}

/** PostgreSQL's id sequence moved past ids given explicitly, so the server's own inserts do not meet them. */
async function moveSequence(db: Tables, dialect: Dialect, table: string) {
  if (dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
    db,
  );
}

const nextId = async (db: Tables, table: string) =>
  Number(
    (await sql<{ id: number | null }>`select max(id) as id from ${sql.table(table)}`.execute(db)).rows[0]
      ?.id ?? 0,
  ) + 1;

// ---- accounts ----

/** Surnames by how common they are (王 and 李 about one in ten). */
// prettier-ignore
const SURNAMES: ReadonlyArray<readonly [string, number]> = [
  ['王', 10], ['李', 10], ['张', 9], ['刘', 7], ['陈', 6], ['杨', 4], ['黄', 3], ['赵', 3], ['吴', 3],
  ['周', 3], ['徐', 2], ['孙', 2], ['马', 2], ['朱', 2], ['胡', 2], ['郭', 2], ['何', 2], ['林', 2],
  ['罗', 1], ['高', 1], ['梁', 1], ['宋', 1], ['欧阳', 0.3], ['司马', 0.1],
];
const GIVEN = [
  ...'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍鹏辉建国红晓文博宇轩浩然涵萱欣琪怡俊',
];
const ENDINGS = ['同学', '老师', '哥', '姐', '酱', '不吃香菜', '在路上', '的日常'];
const LATIN = [
  'Alex',
  'Lucy',
  'Kevin',
  'Mia',
  'Jason',
  'Coco',
  'Tony',
  'Emma',
  'Leo',
  'Vivian',
  'Eric',
  'Sunny',
];
const PINYIN = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao'];
// prettier-ignore
const PHONE_PREFIXES = [
  '130', '131', '132', '133', '135', '136', '137', '138', '139', '150', '151', '152', '155', '156', '157',
  '158', '159', '166', '176', '177', '178', '180', '181', '182', '183', '185', '186', '187', '188', '189',
  '191', '198', '199',
];

function nickName(random: Random, phone: string | null): string {
  const kind = random();
  // Three in ten never change the name registration gives (用户 and the phone's last four digits).
  if (kind < 0.3) return `用户${(phone ?? String(Math.floor(random() * 1e4)).padStart(4, '0')).slice(-4)}`;
  if (kind < 0.8) {
    const given = pick(random, GIVEN) + (random() < 0.6 ? pick(random, GIVEN) : '');
    const style = random();
    if (style < 0.7) return weighted(random, SURNAMES) + given;
    if (style < 0.85) return (random() < 0.5 ? '小' : '阿') + given;
    return weighted(random, SURNAMES) + pick(random, GIVEN) + pick(random, ENDINGS);
  }
  const name = pick(random, LATIN);
  const style = random();
  if (style < 0.4) return name;
  if (style < 0.7) return `${name.toLowerCase()}_${Math.floor(random() * 100)}`;
  return `${name} ${pick(random, PINYIN)}`;
}

export interface Accounts {
  firstId: number;
  count: number;
  /** A few public IDs and phones that exist, for exact look-ups. */
  userNames: string[];
  phones: string[];
}

/**
 * Adds `count` accounts after the demo world's: public IDs 20000000 up, phones unique by construction (the
 * last eight digits are a permutation of the index; prefixes the demo world uses are left out), one in seven
 * without a phone (WeChat sign-ups), a few disabled.
 */
export async function addAccounts(
  db: Tables,
  dialect: Dialect,
  count: number,
  now: number,
): Promise<Accounts> {
  const random = seededRandom(count);
  const firstId = await nextId(db, 'users');
  const taken = await sql<{ prefix: string }>`select distinct substr(phone, 1, 3) as prefix from users
    where phone is not null`.execute(db);
  const prefixes = PHONE_PREFIXES.filter((prefix) => !taken.rows.some((row) => row.prefix === prefix));
  const accounts: Accounts = { firstId, count, userNames: [], phones: [] };
  const sample = Math.max(1, Math.floor(count / 64));
  const chunk = rowsPerStatement(14);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += chunk) {
      const rows: Array<Insertable<UserTable>> = [];
      for (let i = start; i < Math.min(count, start + chunk); i += 1) {
        const digits = String((i * 7_919 + 12_345) % 100_000_000).padStart(8, '0');
        const phone = random() < 6 / 7 ? pick(random, prefixes) + digits : null;
        const disabled = random() < 0.002;
        const userName = String(20_000_000 + i);
        if (i % sample === 0) {
          accounts.userNames.push(userName);
          if (phone) accounts.phones.push(phone);
        }
        rows.push({
          id: firstId + i,
          userName,
          nickName: nickName(random, phone),
          avatar: random() < 0.4 ? `/files/avatars/${userName}.jpg` : '',
          intro: random() < 0.2 ? '热爱生活，记录日常' : '',
          phone,
          roles: 'user',
          siteId: 11,
          createdAt: now - (count - i) * 20_000,
          passwordHash: null,
          state: disabled ? 'disabled' : 'active',
          stateReason: disabled ? '发布违规广告' : '',
          stateChangedAt: disabled ? now - 86_400_000 : null,
          guideDone: 1,
        });
      }
      await trx.insertInto('users').values(rows).execute();
    }
  });
  await moveSequence(db, dialect, 'users');
  return accounts;
}

// ---- reports ----

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
  const count_ = (state: string, objType: string, reportType: string, reportsMoved: number) => {
    const key = `${state}\u0000${objType}\u0000${reportType}`;
    const counter = counters.get(key) ?? { cases: 0, reports: 0 };
    counters.set(key, { cases: counter.cases + 1, reports: counter.reports + reportsMoved });
  };
  const objIds = new Map<string, number>();
  let filed = 0;
  let openCases = 0;
  while (filed < count) {
    const id = firstCase + cases.length;
    const progress = filed / count;
    const objType = weighted(random, TARGETS);
    const objId = (objIds.get(objType) ?? 1000) + 1 + Math.floor(random() * 3);
    objIds.set(objType, objId);
    // A small world is not one viral object: no case takes more than a fiftieth of the reports.
    const most = Math.max(1, Math.min(Math.floor(count / 50), Math.floor(people.count / 2)));
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
    count_(state, objType, ALL_REASONS, reportCount);

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
        createdAt: reportCount === 1 ? firstAt : firstAt + Math.floor(((lastAt - firstAt) * at) / (reportCount - 1)),
        caseId: id, ...decision,
      });
      at += 1;
    }
    for (const [reportType, reasonCount] of byReason) {
      reasons.push({ caseId: id, reportType, state, objType, reportCount: reasonCount });
      count_(state, objType, reportType, reasonCount);
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
