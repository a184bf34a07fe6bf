import { randomInt } from 'node:crypto';
import { invite } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { defaultAvatarPath } from '../users/index.js';

/** The alphabet of INVITE_CODE_PATTERN: digits and capitals people cannot confuse. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const DAY_MS = 86_400_000;

const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const linkOf = (row: { code: string; createdAt: number }): invite.InviteLink => ({
  inviteCode: row.code,
  invitePath: `${invite.INVITE_LANDING_PATH}?inviteCode=${row.code}`,
  createTime: Number(row.createdAt),
});

const codeOf = (db: Kysely<DatabaseSchema>, userId: number) =>
  db.selectFrom('inviteCodes').select(['code', 'createdAt']).where('userId', '=', userId).executeTakeFirst();

/**
 * The user's invite link, made on first use. Two first calls at once meet at the primary key and both
 * answer the one that was stored; a code that collides with another user's is drawn again.
 */
export async function inviteLinkFor(db: Kysely<DatabaseSchema>, userId: number, now = Date.now()) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await codeOf(db, userId);
    if (existing) return linkOf(existing);
    try {
      await db
        .insertInto('inviteCodes')
        .values({ userId, code: newCode(), createdAt: now })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
    } catch {
      // The code was taken by someone else: draw another.
    }
  }
  const stored = await codeOf(db, userId);
  if (!stored) throw new Error('no invite code could be stored');
  return linkOf(stored);
}

export async function inviteStatistics(db: Kysely<DatabaseSchema>, userId: number) {
  const [code, count, rows] = await Promise.all([
    codeOf(db, userId),
    db
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('inviterId', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invitations as i')
      .innerJoin('users as u', 'u.id', 'i.inviteeId')
      .select(['u.id', 'u.userName', 'u.nickName', 'u.avatar', 'i.createdAt'])
      .where('i.inviterId', '=', userId)
      .orderBy('i.createdAt', 'desc')
      .orderBy('i.id', 'desc')
      .limit(invite.INVITEES_SHOWN)
      .execute(),
  ]);
  return {
    inviteCode: code?.code ?? null,
    invitedCount: Number(count.total),
    invitees: rows.map((row) => ({
      userId: Number(row.id),
      userName: row.userName,
      nickName: row.nickName,
      avatar: row.avatar || defaultAvatarPath(row.userName),
      createTime: Number(row.createdAt),
    })),
  };
}

/** The owner of a code, or a 404 the landing page shows. */
export async function inviterOf(db: Kysely<DatabaseSchema>, code: string) {
  const row = await db
    .selectFrom('inviteCodes as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['u.id', 'u.userName', 'u.nickName', 'u.avatar'])
    .where('c.code', '=', code)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'invite.codeUnknown');
  return {
    userId: Number(row.id),
    nickName: row.nickName,
    avatar: row.avatar || defaultAvatarPath(row.userName),
  };
}

/**
 * Links a new account to the owner of the code it arrived with. Only accounts that registered recently
 * count as invited (an old account cannot be claimed), never to oneself, and only once.
 */
export async function bindInvite(db: Kysely<DatabaseSchema>, userId: number, code: string, now = Date.now()) {
  const inviter = await inviterOf(db, code);
  if (inviter.userId === userId) throw new AppError(400, 'invite.self');
  const user = await db
    .selectFrom('users')
    .select('createdAt')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (now - Number(user.createdAt) > invite.INVITE_BIND_DAYS * DAY_MS) {
    throw new AppError(400, 'invite.tooLate', { days: invite.INVITE_BIND_DAYS });
  }
  const added = await db
    .insertInto('invitations')
    .values({ inviterId: inviter.userId, inviteeId: userId, createdAt: now })
    .onConflict((oc) => oc.column('inviteeId').doNothing())
    .executeTakeFirst();
  if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 0) throw new AppError(409, 'invite.alreadyBound');
  return { inviterId: inviter.userId, nickName: inviter.nickName };
}
