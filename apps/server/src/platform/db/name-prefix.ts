import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from './database.js';

/**
 * Searching names that start with a text, page by page, along an index of (name, id) kept in byte order:
 * on PostgreSQL an index built in the "C" collation (migration 0030), on SQLite any index (it compares
 * bytes). A name that merely contains the text cannot be found by such an index: every name would be read.
 */

/**
 * The name in byte order, as the name indexes hold it: PostgreSQL compares in the "C" collation (the index
 * is built in it); SQLite compares bytes already.
 */
export const inByteOrder = (dialect: Dialect, column: RawBuilder<string>): RawBuilder<string> =>
  dialect === 'postgres' ? sql<string>`${column} collate "C"` : column;

/**
 * The first text after every text that starts with `prefix`, in byte (code point) order: the prefix with
 * its last character moved on by one. A search for a prefix is then one range of a name index.
 */
export function prefixEnd(prefix: string): string {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  let next = Math.min(last + 1, 0x10ffff);
  // Surrogate code points are not characters; the next character is U+E000.
  if (next >= 0xd800 && next <= 0xdfff) next = 0xe000;
  return points.join('') + String.fromCodePoint(next);
}

/**
 * Keyset paging by a name that starts with a text: the rows of one range of a (name, id) index, after the
 * row `before` (the last row shown). The cursor's name is read inside the same query, by key, and the index
 * is entered at the cursor's (name, id): a deep page costs what the first page costs, in one round trip.
 * A cursor that names no row continues from nothing: its page is empty.
 */
export function pageByNamePrefix<DB, TB extends keyof DB & string, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  at: { table: string; name: RawBuilder<string>; id: RawBuilder<number> },
  prefix: string,
  before: number | undefined,
) {
  const { table, name, id } = at;
  let page = query.where(sql<boolean>`${name} < ${prefixEnd(prefix)}`);
  if (before === undefined) {
    page = page.where(sql<boolean>`${name} >= ${prefix}`);
  } else {
    const cursor = sql<string>`(select ${name} from ${sql.table(table)} where ${id} = ${before})`;
    // The lower end of the range is the cursor's name, or the prefix when the cursor was renamed below it.
    const lower = sql<string>`(select case when c.n >= ${prefix} then c.n else ${prefix} end
      from (select ${name} as n from ${sql.table(table)} where ${id} = ${before}) c)`;
    page = page
      .where(sql<boolean>`${name} >= ${lower}`)
      .where(sql<boolean>`(${name}, ${id}) > (${cursor}, ${before})`);
  }
  return page.orderBy(name).orderBy(id);
}
