import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';

/** Public IDs are 8 digits from 10000001 up; the demo world uses the first few. */
const FIRST_PUBLIC_ID = 10_000_001;

export const findUserByPhone = (db: Kysely<DatabaseSchema>, phone: string) =>
  db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();

/** The account a password login names: its public ID or its phone number. */
export const findUserByLoginName = (db: Kysely<DatabaseSchema>, name: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('userName', '=', name), eb('phone', '=', name)]))
    .executeTakeFirst();

/**
 * Registers a phone number on its first SMS login, with the next free public ID. Two first logins at
 * once collide on the unique phone or ID; the loser reads the winner's row or tries the next ID.
 */
export async function registerByPhone(db: Kysely<DatabaseSchema>, phone: string, siteId: number | undefined) {
  for (let attempt = 0; ; attempt++) {
    const existing = await findUserByPhone(db, phone);
    if (existing) return existing;
    try {
      await insertPhoneUser(db, phone, siteId);
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

async function insertPhoneUser(db: Kysely<DatabaseSchema>, phone: string, siteId: number | undefined) {
  const max = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('userName').as('max'))
    .executeTakeFirst();
  const next = Math.max(FIRST_PUBLIC_ID, Number(max?.max ?? 0) + 1);
  await db
    .insertInto('users')
    .values({
      userName: String(next),
      nickName: `用户${phone.slice(-4)}`,
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
}
