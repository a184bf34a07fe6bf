import type { Kysely, Selectable } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { translate } from '../../platform/http/messages.js';
import { bumpDaily } from '../../platform/metrics/daily.js';
import type { UsersTables, UserTable } from './tables.js';

/** A user's account as stored: public ID, profile, phone, roles, site, password hash and state. */
export type Account = Selectable<UserTable>;

/** Public IDs are 8 digits from 10000001 up; the demo world uses the first few. */
const FIRST_PUBLIC_ID = 10_000_001;

/**
 * The nickname a phone number's account starts with, until its owner picks one: stored once, so in the
 * product's default language.
 */
export const defaultNickName = (phone: string) =>
  translate('users.defaultNickName', 'zh', { digits: phone.slice(-4) });

const users = (db: Db): Kysely<UsersTables> => tablesOf<UsersTables>(db);

export const accountById = (db: Db, userId: number): Promise<Account | undefined> =>
  users(db).selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();

export const accountByPhone = (db: Db, phone: string): Promise<Account | undefined> =>
  users(db).selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();

/** The account a password login names: its public ID or its phone number. */
export const accountByLoginName = (db: Db, name: string): Promise<Account | undefined> =>
  users(db)
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('userName', '=', name), eb('phone', '=', name)]))
    .executeTakeFirst();

/**
 * Registers a phone number on its first SMS login, with the next free public ID. Two first logins at
 * once collide on the unique phone or ID; the loser reads the winner's row or tries the next ID.
 */
export async function registerByPhone(db: Db, phone: string, siteId: number | undefined): Promise<Account> {
  for (let attempt = 0; ; attempt++) {
    const existing = await accountByPhone(db, phone);
    if (existing) return existing;
    try {
      await insertPhoneUser(users(db), phone, siteId);
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

async function insertPhoneUser(db: Kysely<UsersTables>, phone: string, siteId: number | undefined) {
  const max = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('userName').as('max'))
    .executeTakeFirst();
  const next = Math.max(FIRST_PUBLIC_ID, Number(max?.max ?? 0) + 1);
  await db
    .insertInto('users')
    .values({
      userName: String(next),
      nickName: defaultNickName(phone),
      avatar: '',
      intro: '',
      phone,
      roles: 'user',
      siteId: siteId ?? 11,
      createdAt: Date.now(),
      passwordHash: null,
      state: 'active',
      guideDone: 0,
    })
    .execute();
  await bumpDaily(db, 'newUsers', 1);
}

/** Stores a new password hash (hashed by the caller with platform/passwords). */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await users(db).updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}

/** Every user's id by public ID, in the order they registered: the demo world's seeds find people by it. */
export async function userIdsByName(db: Db): Promise<Map<string, number>> {
  const rows = await users(db).selectFrom('users').select(['id', 'userName']).orderBy('id').execute();
  return new Map(rows.map((row) => [row.userName, Number(row.id)]));
}
