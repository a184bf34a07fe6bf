import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { UsersTables } from './tables.js';

/**
 * The ids of the accounts after `afterId`, ascending, at most `limit`: a walk over every account by key,
 * so each step costs the same however many came before (a notice to everyone is sent this way).
 */
export async function userIdsAfter(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await tablesOf<UsersTables>(db)
    .selectFrom('users')
    .select('id')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** The ids of the accounts with these public IDs, by public ID; unknown ones are absent. */
export async function userIdsByPublicId(db: Db, publicIds: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(publicIds)];
  if (unique.length === 0) return new Map();
  const rows = await tablesOf<UsersTables>(db)
    .selectFrom('users')
    .select(['id', 'userName'])
    .where('userName', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.userName, Number(row.id)]));
}
