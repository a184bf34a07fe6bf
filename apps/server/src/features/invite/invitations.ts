import { randomInt } from 'node:crypto';
import { formatChinaTime, invite } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { accountById, userCardsOf } from '../users/index.js';
import type { InviteTables } from './tables.js';

const inviteDb = (db: Db): Kysely<InviteTables> => tablesOf<InviteTables>(db);

/** The alphabet of INVITE_CODE_PATTERN: digits and capitals people cannot confuse. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const DAY_MS = 86_400_000;

const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const linkOf = (row: { code: string; createdAt: number }): invite.InviteLink => ({
  inviteCode: row.code,
  invitePath: `${invite.INVITE_LANDING_PATH}?inviteCode=${row.code}`,
  createTime: formatChinaTime(Number(row.createdAt)),
});

const codeOf = (db: Db, userId: number) =>
  inviteDb(db)
    .selectFrom('inviteCodes')
    .select(['code', 'createdAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();

/**
 * The user's invite link, made on first use. Two first calls at once meet at the primary key and both
 * answer the one that was stored; a code that collides with another user's is drawn again.
 */
export async function inviteLinkFor(db: Db, userId: number, now = Date.now()) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await codeOf(db, userId);
    if (existing) return linkOf(existing);
    try {
      await inviteDb(db)
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

export async function inviteStatistics(db: Db, userId: number) {
  const [code, count, rows] = await Promise.all([
    codeOf(db, userId),
    inviteDb(db)
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('inviterId', '=', userId)
      .executeTakeFirstOrThrow(),
    inviteDb(db)
      .selectFrom('invitations')
      .select(['inviteeId', 'createdAt'])
      .where('inviterId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(invite.INVITEES_SHOWN)
      .execute(),
  ]);
  const cards = await userCardsOf(
    db,
    rows.map((row) => Number(row.inviteeId)),
  );
  return {
    inviteCode: code?.code ?? null,
    invitedCount: Number(count.total),
    invitees: rows.flatMap((row) => {
      const card = cards.get(Number(row.inviteeId));
      return card
        ? [
            {
              userId: card.id,
              userName: card.userName,
              nickName: card.nickName,
              avatar: card.avatar,
              createTime: formatChinaTime(Number(row.createdAt)),
            },
          ]
        : [];
    }),
  };
}

/** The owner of a code, or a 404 the landing page shows. */
export async function inviterOf(db: Db, code: string) {
  const row = await inviteDb(db)
    .selectFrom('inviteCodes')
    .select('userId')
    .where('code', '=', code)
    .executeTakeFirst();
  const inviter = row && (await userCardsOf(db, [Number(row.userId)])).get(Number(row.userId));
  if (!inviter) throw new AppError(404, 'invite.codeUnknown');
  return { userId: inviter.id, nickName: inviter.nickName, avatar: inviter.avatar };
}

/**
 * Links a new account to the owner of the code it arrived with. Only accounts that registered recently
 * count as invited (an old account cannot be claimed), never to oneself, and only once.
 */
export async function bindInvite(db: Db, userId: number, code: string, now = Date.now()) {
  const inviter = await inviterOf(db, code);
  if (inviter.userId === userId) throw new AppError(400, 'invite.self');
  const user = await accountById(db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  if (now - Number(user.createdAt) > invite.INVITE_BIND_DAYS * DAY_MS) {
    throw new AppError(400, 'invite.tooLate', { days: invite.INVITE_BIND_DAYS });
  }
  const added = await inviteDb(db)
    .insertInto('invitations')
    .values({ inviterId: inviter.userId, inviteeId: userId, createdAt: now })
    .onConflict((oc) => oc.column('inviteeId').doNothing())
    .executeTakeFirst();
  if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 0) throw new AppError(409, 'invite.alreadyBound');
  return { inviterId: inviter.userId, nickName: inviter.nickName };
}
