import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatChinaTime, groupJoin } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { imClock } from '../im/index.js';
import { namesOf } from './announce.js';
import { requireAction } from './permissions.js';
import type { JoinDb } from './join-tables.js';

const DAY_MS = 86_400_000;
const CODE_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The platform's half of the key, kept in the database like the file-signing secret (migration 0022) so
 * every server process signs and checks alike: the first process that needs it writes it, a racing one
 * keeps the row already there. Read once per database.
 */
const serverSecrets = new WeakMap<object, Promise<Buffer>>();

async function readServerSecret(db: JoinDb): Promise<Buffer> {
  const read = () => db.selectFrom('groupInviteKeys').select('secret').where('id', '=', 1).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('groupInviteKeys')
      .values({ id: 1, secret: randomBytes(32).toString('base64url'), createdAt: Date.now() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('the group invite secret could not be stored');
  return Buffer.from(row.secret, 'base64url');
}

function serverSecret(db: JoinDb): Promise<Buffer> {
  let secret = serverSecrets.get(db);
  if (!secret) {
    secret = readServerSecret(db);
    secret.catch(() => serverSecrets.delete(db));
    serverSecrets.set(db, secret);
  }
  return secret;
}

/** The group's half: made on first use; replacing it voids every code signed with the old one. */
async function groupSecret(db: JoinDb, groupId: number): Promise<string> {
  const read = async () =>
    (await db.selectFrom('imGroups').select('inviteSecret').where('id', '=', groupId).executeTakeFirst())
      ?.inviteSecret ?? '';
  const current = await read();
  if (current) return current;
  await db
    .updateTable('imGroups')
    .set({ inviteSecret: randomBytes(24).toString('base64url') })
    .where('id', '=', groupId)
    .where('inviteSecret', '=', '')
    .execute();
  return read();
}

/** HMAC-SHA256 over the group, the inviter and the expiry (seconds), keyed by both halves. */
async function mac(db: JoinDb, groupId: number, inviteId: number, expiry: number, secret: string) {
  return createHmac('sha256', await serverSecret(db))
    .update(`group-invite\n${secret}\n${groupId}\n${inviteId}\n${expiry}`)
    .digest();
}

/** A join link and QR code of the viewer's own (imGroupGencode): any member of a group open to joiners. */
export async function genCode(db: JoinDb, viewerId: number, groupId: number) {
  const { group } = await requireAction(db, groupId, viewerId, 'qrCode');
  if (group.taskNumber !== null) throw new AppError(400, 'groupJoin.taskGroup');
  const expiresAt = imClock.now() + groupJoin.INVITE_CODE_DAYS * DAY_MS;
  const expiry = Math.floor(expiresAt / 1000);
  const signature = await mac(db, groupId, viewerId, expiry, await groupSecret(db, groupId));
  const inviteCalculate = `${expiry}.${signature.toString('base64url')}`;
  const sharePerson = await namesOf(db, [viewerId]);
  const query = new URLSearchParams({
    type: groupJoin.JOIN_LINK_TYPE,
    groupId: String(groupId),
    inviteId: String(viewerId),
    inviteCalculate,
    sharePerson,
  });
  return {
    type: groupJoin.JOIN_LINK_TYPE as typeof groupJoin.JOIN_LINK_TYPE,
    groupId,
    inviteId: viewerId,
    inviteCalculate,
    sharePerson,
    expireTime: formatChinaTime(expiry * 1000),
    link: `${groupJoin.JOIN_PAGE_PATH}?${query.toString()}`,
  };
}

/** Voids every join link and QR code given out so far: the group gets a new secret (join-settings roles). */
export async function resetInviteCodes(db: JoinDb, viewerId: number, groupId: number): Promise<null> {
  await requireAction(db, groupId, viewerId, 'joinSettings');
  await db
    .updateTable('imGroups')
    .set({ inviteSecret: randomBytes(24).toString('base64url') })
    .where('id', '=', groupId)
    .execute();
  return null;
}

/**
 * Checks a code for the group and inviter it names; a forged or tampered code, or one signed before the
 * group's secret was replaced, is refused alike, an expired one with its own message. Compared in
 * constant time.
 */
export async function checkInviteCode(
  db: JoinDb,
  groupId: number,
  inviteId: number,
  inviteCalculate: string,
): Promise<void> {
  const parts = CODE_PATTERN.exec(inviteCalculate);
  if (!parts) throw new AppError(400, 'groupJoin.codeInvalid');
  const expiry = Number(parts[1]);
  const given = Buffer.from(parts[2]!, 'base64url');
  const secret = await groupSecret(db, groupId);
  const expected = await mac(db, groupId, inviteId, expiry, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError(400, 'groupJoin.codeInvalid');
  if (expiry * 1000 <= imClock.now()) throw new AppError(400, 'groupJoin.codeExpired');
}
