import { formatChinaTime, QR_LOGIN_SECONDS } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { openSession } from './sessions.js';
import { newToken } from './tokens.js';
import type { AuthTables } from './tables.js';

const qrLogins = (db: Db): Kysely<AuthTables> => tablesOf<AuthTables>(db);

/** Path of the mobile confirm page the QR code encodes (the client's /qrLogin route). */
export const confirmPathOf = (qrCodeId: string) => `/qrLogin?qrCodeId=${qrCodeId}`;

export async function createQrLogin(db: Db, now = Date.now()) {
  const qrCodeId = newToken();
  const expiresAt = now + QR_LOGIN_SECONDS * 1000;
  await qrLogins(db)
    .insertInto('qrLogins')
    .values({ qrCodeId, state: 'waiting', userId: null, createdAt: now, expiresAt })
    .execute();
  return { qrCodeId, confirmPath: confirmPathOf(qrCodeId), expiresAt: formatChinaTime(expiresAt) };
}

const findLive = async (db: Db, qrCodeId: string, now: number) => {
  const row = await qrLogins(db)
    .selectFrom('qrLogins')
    .selectAll()
    .where('qrCodeId', '=', qrCodeId)
    .executeTakeFirst();
  if (!row || row.expiresAt <= now || row.state === 'refused' || row.state === 'taken') {
    throw new AppError(410, 'qr.invalid');
  }
  return row;
};

/** The PC's poll: the state until confirmed, then a session exactly once; 'QR code invalid' after that. */
export async function pollQrLogin(db: Db, qrCodeId: string, now = Date.now()) {
  const row = await findLive(db, qrCodeId, now);
  if (row.state !== 'confirmed' || row.userId === null) {
    return { state: row.state === 'scanned' ? ('scanned' as const) : ('waiting' as const) };
  }
  // Only the poll that moves confirmed -> taken gets the session.
  const taken = await qrLogins(db)
    .updateTable('qrLogins')
    .set({ state: 'taken' })
    .where('id', '=', row.id)
    .where('state', '=', 'confirmed')
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new AppError(410, 'qr.invalid');
  return openSession(db, row.userId, 'PC', now);
}

export async function scanQrLogin(db: Db, qrCodeId: string, now = Date.now()) {
  const row = await findLive(db, qrCodeId, now);
  if (row.state === 'confirmed') throw new AppError(410, 'qr.invalid');
  await qrLogins(db).updateTable('qrLogins').set({ state: 'scanned' }).where('id', '=', row.id).execute();
  return { expiresAt: formatChinaTime(Number(row.expiresAt)) };
}

export async function confirmQrLogin(
  db: Db,
  qrCodeId: string,
  userId: number,
  accept: boolean,
  now = Date.now(),
) {
  const row = await findLive(db, qrCodeId, now);
  if (row.state === 'confirmed') throw new AppError(410, 'qr.invalid');
  await qrLogins(db)
    .updateTable('qrLogins')
    .set(accept ? { state: 'confirmed', userId } : { state: 'refused' })
    .where('id', '=', row.id)
    .where('state', 'in', ['waiting', 'scanned'])
    .execute();
}
