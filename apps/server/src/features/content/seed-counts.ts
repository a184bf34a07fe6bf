import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';

/** Content tables and the business type their likes, collects and comments are filed under. */
const COUNTED = [
  ['videos', 'Video'],
  ['articles', 'Article'],
  ['questions', 'Question'],
  ['answers', 'Answer'],
  ['poems', 'Poetry'],
  ['proses', 'Prose'],
] as const;

/**
 * Sets the like, collect and comment counts of every content row to the rows that count them. The demo
 * seeds insert reactions and comments in batches and then call this once, where a real like or comment
 * moves its counter by one in its own transaction: either way the counter equals the rows.
 */
export async function recountContent(db: Kysely<DatabaseSchema>): Promise<void> {
  for (const [table, busyType] of COUNTED) {
    const id = sql.ref(`${table}.id`);
    const reactions = (kind: 'like' | 'collect') =>
      sql`(select count(*) from reactions r
        where ${sql.ref('r.busyType')} = ${busyType} and ${sql.ref('r.busyCode')} = ${id} and r.kind = ${kind})`;
    await sql`update ${sql.table(table)} set
      ${sql.ref('praiseCount')} = ${reactions('like')},
      ${sql.ref('collectCount')} = ${reactions('collect')},
      ${sql.ref('commentCount')} = (select count(*) from comments m
        where ${sql.ref('m.busyType')} = ${busyType} and ${sql.ref('m.busyCode')} = ${id})`.execute(db);
  }
}
