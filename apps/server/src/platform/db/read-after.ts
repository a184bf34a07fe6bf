import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';

/** Where a reading of a table goes on from: past an id (new rows), or past a change (edited rows). */
export type ReadAfter = { id: number } | { updatedAt: number; id: number };

/**
 * The rows after `after`, in id order or in order of change (`changeColumn`, then id). The change is
 * compared as a row value: both databases seek it in a (change, id) index, where the equivalent OR of two
 * conditions is read by scanning the whole table.
 */
export function readAfter<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  after: ReadAfter,
  changeColumn = 'updatedAt',
): SelectQueryBuilder<DB, TB, O> {
  if (!('updatedAt' in after))
    return query.where(sql<SqlBool>`${sql.ref('id')} > ${after.id}`).orderBy(sql.ref('id'));
  return query
    .where(sql<SqlBool>`(${sql.ref(changeColumn)}, ${sql.ref('id')}) > (${after.updatedAt}, ${after.id})`)
    .orderBy(sql.ref(changeColumn))
    .orderBy(sql.ref('id'));
}
