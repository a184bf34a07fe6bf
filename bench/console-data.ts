/**
 * The accounts `console.ts` measures the back office against, made in bulk but stored as registration
 * leaves them: public IDs, phones, default, Chinese and Latin nicknames. Also the helpers the report queue's
 * rows are made with (console-queue-data.ts). Everything is drawn from a seeded generator, so two runs
 * build the same worlds.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { UserTable } from '../apps/server/src/features/users/tables.js';
import type { Dialect } from '../apps/server/src/platform/db/database.js';
import type { DatabaseSchema } from '../apps/server/src/schema.js';

export type Tables = Kysely<DatabaseSchema>;
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

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

export function weighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
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

export async function insertChunked<T>(rows: T[], columns: number, insert: (chunk: T[]) => Promise<unknown>) {
  const size = rowsPerStatement(columns);
  for (let at = 0; at < rows.length; at += size) await insert(rows.slice(at, at + size));
}

/** PostgreSQL's id sequence moved past ids given explicitly, so the server's own inserts do not meet them. */
export async function moveSequence(db: Tables, dialect: Dialect, table: string) {
  if (dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
    db,
  );
}

export const nextId = async (db: Tables, table: string) =>
  Number(
    (await sql<{ id: number | null }>`select max(id) as id from ${sql.table(table)}`.execute(db)).rows[0]
      ?.id ?? 0,
  ) + 1;

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
