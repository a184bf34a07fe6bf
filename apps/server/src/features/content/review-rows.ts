import type { content } from '@fox/contracts';
import { sql, type RawBuilder } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';

/** A reviewed work's row as the review queries read it: the shared columns, then each kind's own. */
export interface ReviewRow {
  id: number;
  userId: number;
  state: content.ContentState;
  rejectReason: string;
  reviewPending: number;
  createdAt: number;
  updatedAt: number;
  [column: string]: unknown;
}

/** Which rows a review query reads: a page of a view, or the named ids. */
export type ReviewSelection =
  | {
      view: string;
      match: { id: number; authorId: number | null } | null;
      before: number | undefined;
      limit: number;
    }
  | { ids: readonly number[] };

/** A column of the row by name, or an expression standing for one (a question's title, a text's head). */
export type ReviewColumns = Record<string, RawBuilder<unknown>>;

const ref = (column: string) => sql.ref(`c.${column}`);

/** A column of the work's own table under its own name. */
export const own = (column: string): RawBuilder<unknown> => sql`${ref(column)}`;

/** The first characters of a long text column, so a page never carries whole bodies. */
export const headOf = (column: string, length: number): RawBuilder<unknown> =>
  sql`substr(${ref(column)}, 1, ${sql.lit(length)})`;

const SHARED = ['id', 'userId', 'state', 'rejectReason', 'reviewPending', 'createdAt', 'updatedAt'];

/** Pages read (reviewPending, id) or (state, id) or the primary key, newest first, so every page costs alike. */
function conditionsOf(selection: ReviewSelection): RawBuilder<unknown>[] {
  if ('ids' in selection) return [sql`${ref('id')} in (${sql.join([...selection.ids])})`];
  const conditions: RawBuilder<unknown>[] = [];
  if (selection.view === 'pending') conditions.push(sql`${ref('reviewPending')} = 1`);
  else if (selection.view !== 'all') conditions.push(sql`${ref('state')} = ${selection.view}`);
  const { match } = selection;
  if (match) {
    conditions.push(
      match.authorId === null
        ? sql`${ref('id')} = ${match.id}`
        : sql`(${ref('id')} = ${match.id} or ${ref('userId')} = ${match.authorId})`,
    );
  }
  if (selection.before !== undefined) conditions.push(sql`${ref('id')} < ${selection.before}`);
  return conditions;
}

/**
 * The rows of one reviewed table a review asks for, with the shared columns and `columns`. Every reviewed
 * table has the shared columns and the review indexes (migration 0029); the caller names its own table.
 */
export async function reviewRows(
  db: Db,
  table: string,
  columns: ReviewColumns,
  selection: ReviewSelection,
): Promise<ReviewRow[]> {
  if ('ids' in selection && selection.ids.length === 0) return [];
  const selected = [
    ...SHARED.map((column) => ref(column)),
    ...Object.entries(columns).map(([name, expression]) => sql`${expression} as ${sql.id(name)}`),
  ];
  const conditions = conditionsOf(selection);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const limit = 'limit' in selection ? sql`limit ${selection.limit}` : sql``;
  const { rows } =
    await sql<ReviewRow>`select ${sql.join(selected)} from ${sql.table(table)} as ${sql.id('c')}
    ${where} order by ${ref('id')} desc ${limit}`.execute(tablesOf<unknown>(db));
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    userId: Number(row.userId),
    reviewPending: Number(row.reviewPending),
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  }));
}
