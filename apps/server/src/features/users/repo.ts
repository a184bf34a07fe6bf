import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { UsersTables } from './tables.js';

export interface UserSearch {
  keyword: string | undefined;
  offset: number;
  limit: number;
}

/** Users whose public ID equals the keyword or whose nickname contains it, newest first. */
export async function searchUsers(db: Db, search: UserSearch) {
  let query = tablesOf<UsersTables>(db).selectFrom('users');
  if (search.keyword) {
    const pattern = `%${search.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('userName', '=', search.keyword!), eb('nickName', 'like', eb.val(pattern))]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'userName', 'nickName', 'avatar', 'intro'])
      .orderBy('id', 'desc')
      .offset(search.offset)
      .limit(search.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
