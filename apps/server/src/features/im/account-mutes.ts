import { formatChinaTime } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { ImError } from './im-errors.js';
import type { ImAccountMuteTable, ImTables } from './tables.js';

/**
 * Accounts an operator muted from every chat. The mute is the chat's own rule, kept beside the send path
 * that applies it: each send reads its sender's row by key, so a mute or its lifting holds from the next
 * send on every server process, with nothing cached to go stale.
 */
export type AccountMute = ImAccountMuteTable;

const mutes = (db: Db) => tablesOf<ImTables>(db);

/** Whether a mute still holds at `now`: until lifted, or until its time. */
const inForce = (mute: Pick<AccountMute, 'until'>, now: number) => mute.until === null || mute.until > now;

/** Mutes an account (replacing a mute in force), inside the caller's transaction. */
export async function muteAccount(db: Db, mute: AccountMute): Promise<void> {
  await mutes(db)
    .insertInto('imAccountMutes')
    .values(mute)
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        until: mute.until,
        reason: mute.reason,
        operatorId: mute.operatorId,
        createdAt: mute.createdAt,
      }),
    )
    .execute();
}

/** Lifts an account's mute; answers whether one was in force. */
export async function liftAccountMute(db: Db, userId: number, now: number): Promise<boolean> {
  const [current] = (await accountMutesOf(db, [userId], now)).values();
  await mutes(db).deleteFrom('imAccountMutes').where('userId', '=', userId).execute();
  return current !== undefined;
}

/** The mutes in force of some accounts, in one query; a mute whose time has passed is absent. */
export async function accountMutesOf(
  db: Db,
  userIds: readonly number[],
  now: number,
): Promise<Map<number, AccountMute>> {
  if (userIds.length === 0) return new Map();
  const rows = await mutes(db)
    .selectFrom('imAccountMutes')
    .selectAll()
    .where('userId', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.filter((row) => inForce(row, now)).map((row) => [Number(row.userId), row]));
}

/** Refuses a send of a muted account, saying until when (spec 001 §4: a muted user sees 'forbidden to speak'). */
export async function assertNotMuted(db: Db, userId: number, now: number): Promise<void> {
  const mute = await mutes(db)
    .selectFrom('imAccountMutes')
    .select('until')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!mute || !inForce(mute, now)) return;
  if (mute.until === null) throw new ImError(403, 'accountMuted');
  throw new ImError(403, 'accountMutedUntil', { until: formatChinaTime(Number(mute.until)) });
}
