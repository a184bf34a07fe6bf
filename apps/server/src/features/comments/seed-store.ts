import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { CommentsTables, CommentTable } from './tables.js';

/** Rows per insert statement: well under PostgreSQL's limit of bind parameters. */
const BATCH = 200;

export const commentRows = (db: Db): Kysely<CommentsTables> => tablesOf<CommentsTables>(db);

/** Where the demo commenters write from (the region shown beside a comment). */
export const REGIONS = [
  '浙江',
  '广东',
  '北京',
  '上海',
  '四川',
  '江苏',
  '湖北',
  '云南',
  '福建',
  '陕西',
  '山东',
  '湖南',
];

/** A comment planned in memory before it is stored; `key` finds its id once stored. */
export interface Planned {
  key: string;
  row: Omit<CommentTable, 'id'>;
  likers: number[];
}

export const withParent = (reply: Planned, pid: number, replyId: number): Planned => ({
  ...reply,
  row: { ...reply.row, pid, replyId },
});

/** Stores planned comments (with their like counts) in batches and answers their ids by key. */
export async function store(db: Db, planned: Planned[]): Promise<Map<string, number>> {
  if (planned.length === 0) return new Map();
  const before = await commentRows(db)
    .selectFrom('comments')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  const rows = planned.map(({ row, likers }) => ({ ...row, praiseCount: likers.length }));
  for (let start = 0; start < rows.length; start += BATCH) {
    await commentRows(db)
      .insertInto('comments')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
  const stored = await commentRows(db)
    .selectFrom('comments')
    .select(['id', 'busyType', 'busyCode', 'createdAt'])
    .where('id', '>', Number(before?.last ?? 0))
    .execute();
  return new Map(stored.map((row) => [`${row.busyType}:${row.busyCode}:${row.createdAt}`, Number(row.id)]));
}
