import { SMS_CODE_LENGTH } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { newNumericCode, sameDigest, sha256 } from './tokens.js';
import type { SmsProvider, SmsPurpose } from './sms/sms-provider.js';
import type { AuthTables } from './tables.js';

const smsCodes = (db: Db): Kysely<AuthTables> => tablesOf<AuthTables>(db);

export const SMS_RULES = {
  validMs: 5 * 60_000,
  /** One code per phone per 60 s (the dialog's countdown). */
  intervalMs: 60_000,
  dailyCap: 10,
  /** Wrong tries before a code is spent. */
  maxAttempts: 5,
} as const;

/** Hashing with the phone binds a code to its number: a leaked table gives no reusable codes. */
const codeHash = (phone: string, code: string) => sha256(`${phone}:${code}`);

export async function sendCode(
  db: Db,
  sms: SmsProvider,
  phone: string,
  purpose: SmsPurpose,
  options: { deliver: boolean; now?: number },
): Promise<void> {
  const now = options.now ?? Date.now();
  const dayStart = now - 86_400_000;
  const recent = await smsCodes(db)
    .selectFrom('smsCodes')
    .select(['createdAt'])
    .where('phone', '=', phone)
    .where('createdAt', '>', dayStart)
    .orderBy('createdAt', 'desc')
    .execute();
  const last = recent[0];
  if ((last && now - last.createdAt < SMS_RULES.intervalMs) || recent.length >= SMS_RULES.dailyCap) {
    throw new AppError(500, 'sms.tooFrequent');
  }
  const code = newNumericCode(SMS_CODE_LENGTH);
  await smsCodes(db)
    .insertInto('smsCodes')
    .values({
      phone,
      purpose,
      codeHash: codeHash(phone, code),
      createdAt: now,
      expiresAt: now + SMS_RULES.validMs,
      consumedAt: null,
      attempts: 0,
    })
    .execute();
  // A reset code for a phone without an account is recorded (so the rules and answer are the same) but not
  // sent: the answer must not tell whether the number has an account.
  if (options.deliver) await sms.send({ phone, code, purpose });
}

/**
 * Spends the newest code of a phone when it matches. Each failure says why: no code or a wrong one, an
 * expired one, one already used, or one tried too often.
 */
export async function consumeCode(
  db: Db,
  phone: string,
  purpose: SmsPurpose,
  code: string,
  now = Date.now(),
): Promise<void> {
  const latest = await smsCodes(db)
    .selectFrom('smsCodes')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) throw new AppError(400, 'sms.codeWrong');
  if (latest.consumedAt !== null) throw new AppError(400, 'sms.codeUsed');
  if (latest.expiresAt <= now) throw new AppError(400, 'sms.codeExpired');
  if (latest.attempts >= SMS_RULES.maxAttempts) throw new AppError(400, 'sms.codeTooManyTries');
  if (!sameDigest(latest.codeHash, codeHash(phone, code))) {
    await smsCodes(db)
      .updateTable('smsCodes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .execute();
    throw new AppError(400, 'sms.codeWrong');
  }
  // The consumedAt guard makes a second, concurrent use of the same code lose.
  const spent = await smsCodes(db)
    .updateTable('smsCodes')
    .set({ consumedAt: now })
    .where('id', '=', latest.id)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw new AppError(400, 'sms.codeUsed');
}
