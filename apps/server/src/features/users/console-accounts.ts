import { SUPER_OPERATOR } from '@fox/contracts';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/database.js';
import { inByteOrder, pageByNamePrefix } from '../../platform/db/name-prefix.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { Account } from './accounts.js';
import type { UsersTables } from './tables.js';

/**
 * What the back office reads and changes of accounts. Every search is served by an index of migration
 * 0030 (or the unique public ID and phone), so a page costs the same at any depth and at any table size.
 */

const users = (db: Db): Kysely<UsersTables> => tablesOf<UsersTables>(db);

export interface AccountSearch {
  /** Exactly one key, or none for every account newest first. */
  userName?: string | undefined;
  phone?: string | undefined;
  nickName?: string | undefined;
  state?: Account['state'] | undefined;
  /** The id of the last row of the page shown. */
  before?: number | undefined;
  /** Rows to read: a page and one more, to tell whether another follows. */
  limit: number;
}

/** A page of accounts found by one key (see AccountSearch); a nickname search is in name order. */
export async function searchAccounts(db: Db, dialect: Dialect, search: AccountSearch): Promise<Account[]> {
  let query = users(db).selectFrom('users').selectAll();
  if (search.userName !== undefined) query = query.where('userName', '=', search.userName);
  if (search.phone !== undefined) query = query.where('phone', '=', search.phone);
  if (search.nickName !== undefined) {
    const at = {
      table: 'users',
      name: inByteOrder(dialect, sql.ref<string>('nickName')),
      id: sql.ref<number>('id'),
    };
    return pageByNamePrefix(query, at, search.nickName, search.before).limit(search.limit).execute();
  }
  if (search.state !== undefined) query = query.where('state', '=', search.state);
  if (search.before !== undefined) query = query.where('id', '<', search.before);
  return query.orderBy('id', 'desc').limit(search.limit).execute();
}

/**
 * Accounts that hold a role beside the plain user's, newest first: a partial index keeps them apart from
 * the millions of plain accounts. `roleKeys` narrows them to holders of one of these roles.
 */
export async function staffAccounts(
  db: Db,
  roleKeys: readonly string[],
  page: { before?: number | undefined; limit: number },
): Promise<Account[]> {
  let query = users(db)
    .selectFrom('users')
    .selectAll()
    .where(sql<boolean>`${sql.ref('roles')} <> ${sql.lit('user')}`)
    .where((eb) => eb.or(roleKeys.map((role) => holdsRole(role))));
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  return query.orderBy('id', 'desc').limit(page.limit).execute();
}

/** Whether the comma list of roles holds one key (a key never contains a comma or a wildcard). */
const holdsRole = (role: string) => sql<boolean>`(',' || ${sql.ref('roles')} || ',') like ${`%,${role},%`}`;

/**
 * Whether a super operator other than `userId` exists; read in the transaction that would take the role
 * away, so the last one never loses it.
 */
export async function anotherSuperOperator(db: Db, userId: number): Promise<boolean> {
  const row = await users(db)
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`${sql.ref('roles')} <> ${sql.lit('user')}`)
    .where(holdsRole(SUPER_OPERATOR))
    .where('id', '!=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Disables or re-enables an account, with the operator's reason; its owner is told the reason. */
export async function setAccountState(
  db: Db,
  userId: number,
  state: Account['state'],
  reason: string,
  now: number,
): Promise<void> {
  await users(db)
    .updateTable('users')
    .set({ state, stateReason: reason, stateChangedAt: now })
    .where('id', '=', userId)
    .execute();
}

/** Stores an account's roles (the router reads them on every request, so they hold from the next one). */
export async function setRoles(db: Db, userId: number, roles: readonly string[]): Promise<void> {
  await users(db)
    .updateTable('users')
    .set({ roles: roles.join(',') })
    .where('id', '=', userId)
    .execute();
}

/**
 * One account read for change, its row locked first (an update that changes nothing, on either dialect)
 * so that two operators acting on it at once take turns instead of both deciding on the same old row.
 */
export async function accountForUpdate(db: Db, userId: number): Promise<Account | undefined> {
  await users(db)
    .updateTable('users')
    .set((eb) => ({ state: eb.ref('state') }))
    .where('id', '=', userId)
    .execute();
  return users(db).selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}
