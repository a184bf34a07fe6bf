/**
 * What `console.ts` measures: each query as a family of series (the small world's page 1, the large world's
 * page 1 and its deep page), and the `before` cursors of the deep pages, each found with one query.
 */
import { sql, type RawBuilder } from 'kysely';
import { prefixEnd } from '../apps/server/src/platform/db/name-prefix.js';
import { allTables } from '../apps/server/src/schema.js';
import type { Accounts } from './console-data.js';
import type { Server } from './console.js';

export const PAGE_SIZE = 20;
const DEEP_PAGE = 1_000;
/** The commonest pair of the generated queue (console-data.ts). */
const QUEUE_FILTER = { objType: 'Video', reportType: 'Spam' };
/** A surname about one account in twenty starts with. */
const NICK_PREFIX = '王';
const REPORTS = '/admin/api/console/reports';
const USERS = '/admin/api/console/users';

export interface Series {
  query: string;
  /** Reports or accounts the world holds. */
  rows: number;
  page: string;
  server: Server;
  path: string;
  /** Query strings, taken in turn round by round (an exact look-up asks for another account each time). */
  queries: string[];
  /** Rows the answer must hold, so that an empty page is never what gets timed. */
  expectRows: number;
  /** The small world's page 1 of the same query, for a series of the large world. */
  baseline?: Series;
  samples: number[];
}

/** A deep page of one list: its number and the `before` that reaches it. */
export interface Deep {
  page: number;
  before: number;
}

export interface Cursors {
  queue: Deep;
  reason: Deep;
  filtered: Deep;
  resolved: Deep;
  nickName: Deep;
  newest: Deep;
}

/**
 * Page 1,000 of an ordered list (or its deepest full page when it has fewer): `before` is the id of the
 * last row of the page above it, read at its offset. `ordered` selects `key` from the list in its order.
 */
async function deep(server: Server, ordered: RawBuilder<unknown>, total: number): Promise<Deep> {
  const page = Math.min(DEEP_PAGE, Math.floor(total / PAGE_SIZE));
  if (page < 2) throw new Error(`the list has ${total} rows: no deep page`);
  const db = allTables(server.platform.database.db);
  const offset = (page - 1) * PAGE_SIZE - 1;
  const row = (await sql<{ key: number }>`${ordered} limit 1 offset ${offset}`.execute(db)).rows[0];
  if (!row) throw new Error('no row at the offset');
  return { page, before: Number(row.key) };
}

const count = async (server: Server, from: RawBuilder<unknown>) =>
  Number(
    (await sql<{ n: number }>`select count(*) as n ${from}`.execute(allTables(server.platform.database.db)))
      .rows[0]!.n,
  );

/** The nickname condition and order the console's search uses (byte order; "C" on PostgreSQL). */
function nickNames(server: Server) {
  const name = server.platform.database.dialect === 'postgres' ? sql`nick_name collate "C"` : sql`nick_name`;
  const where = sql`from users where ${name} >= ${NICK_PREFIX} and ${name} < ${prefixEnd(NICK_PREFIX)}`;
  return { where, order: sql`order by ${name}, id` };
}

const queueOpen = sql`from report_cases where state = 'open'`;
const queueReason = sql`from report_case_reasons where state = 'open' and report_type = ${QUEUE_FILTER.reportType}`;
const queueFiltered = sql`${queueReason} and obj_type = ${QUEUE_FILTER.objType}`;
const queueResolved = sql`from report_cases where state = 'resolved'`;

export async function deepCursors(large: Server): Promise<Cursors> {
  const names = nickNames(large);
  const users = allTables(large.platform.database.db);
  const accounts = Number(
    (
      await users
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  return {
    queue: await deep(
      large,
      sql`select id as key ${queueOpen} order by id desc`,
      await count(large, queueOpen),
    ),
    reason: await deep(
      large,
      sql`select case_id as key ${queueReason} order by case_id desc`,
      await count(large, queueReason),
    ),
    filtered: await deep(
      large,
      sql`select case_id as key ${queueFiltered} order by case_id desc`,
      await count(large, queueFiltered),
    ),
    resolved: await deep(
      large,
      sql`select id as key ${queueResolved} order by id desc`,
      await count(large, queueResolved),
    ),
    nickName: await deep(
      large,
      sql`select id as key ${names.where} ${names.order}`,
      await count(large, names.where),
    ),
    newest: await deep(large, sql`select id as key from users order by id desc`, accounts),
  };
}

const pageLabel = (page: number) => (page === DEEP_PAGE ? String(page) : `${page} (last)`);

/** The families of series, measured one family at a time. */
export function seriesOf(
  small: Server,
  large: Server,
  smallAccounts: Accounts,
  largeAccounts: Accounts,
  cursors: Cursors,
): Series[][] {
  const make = (
    query: string,
    server: Server,
    path: string,
    queries: string[],
    page = '1',
    baseline?: Series,
    expectRows = PAGE_SIZE,
  ): Series => ({
    query,
    rows: query.startsWith('reports') ? server.reports : server.users,
    page,
    server,
    path,
    queries,
    expectRows,
    ...(baseline ? { baseline } : {}),
    samples: [],
  });
  /** Page 1 on both worlds, and the large world's deep page. */
  const paged = (query: string, path: string, filter: string, cursor: Deep): Series[] => {
    const first = `?pageSize=${PAGE_SIZE}${filter}`;
    const baseline = make(query, small, path, [first]);
    return [
      baseline,
      make(query, large, path, [first], '1', baseline),
      make(query, large, path, [`${first}&before=${cursor.before}`], pageLabel(cursor.page), baseline),
    ];
  };
  /** One exact look-up, a different existing account each round. */
  const exact = (query: string, key: 'userName' | 'phone', values: (accounts: Accounts) => string[]) => {
    const asked = (accounts: Accounts) => values(accounts).map((value) => `?${key}=${value}`);
    const baseline = make(query, small, USERS, asked(smallAccounts), '1', undefined, 1);
    return [baseline, make(query, large, USERS, asked(largeAccounts), '1', baseline, 1)];
  };
  const me = make('console me (any request)', small, '/admin/api/console/me', [''], '-', undefined, 1);
  const nick = `&nickName=${encodeURIComponent(NICK_PREFIX)}`;
  const reason = `&reportType=${QUEUE_FILTER.reportType}`;
  const filter = `&objType=${QUEUE_FILTER.objType}${reason}`;
  return [
    [me, make(me.query, large, me.path, [''], '-', me, 1)],
    paged('reports: open', REPORTS, '', cursors.queue),
    paged('reports: open, Spam', REPORTS, reason, cursors.reason),
    paged('reports: open, Video + Spam', REPORTS, filter, cursors.filtered),
    paged('reports: resolved', REPORTS, '&state=resolved', cursors.resolved),
    exact('users: by public ID', 'userName', (accounts) => accounts.userNames),
    exact('users: by phone', 'phone', (accounts) => accounts.phones),
    paged(`users: nickname starts 王`, USERS, nick, cursors.nickName),
    paged('users: newest first', USERS, '', cursors.newest),
  ];
}
