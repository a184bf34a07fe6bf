import type { Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { decoyHash, hashPassword, passwordMatches } from '../../platform/passwords.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import {
  accountById,
  accountByLoginName,
  accountByPhone,
  registerByPhone,
  setPasswordHash,
} from '../users/index.js';
import { assertActive } from './account-state.js';
import { awaitTurn, clearName, clearPair, recordFailure } from './login-throttle.js';
import { openSession, revokeUserSessions, type IssuedSession } from './sessions.js';
import { consumeCode } from './sms-codes.js';

/** Turns the password the client encrypted with the current AES key back into text; null if it cannot. */
export type PasswordCipher = (encrypted: string) => Promise<string | null>;

export async function loginBySms(
  db: Db,
  input: { phoneNumber: string; smsCode: string; siteId?: number | undefined; deviceType: string },
): Promise<IssuedSession> {
  await consumeCode(db, input.phoneNumber, 'login', input.smsCode);
  const user = await registerByPhone(db, input.phoneNumber, input.siteId);
  assertActive(user);
  return openSession(db, user.id, input.deviceType);
}

/**
 * Password login from the client address `ip`. Every failure reads '账号或密码错误' whether the name exists
 * or not; five from one address lock that name for that address for 15 minutes, and many from everywhere
 * slow every try on the name down (login-throttle.ts), again whether or not it exists.
 */
export async function loginByPassword(
  db: Db,
  decrypt: PasswordCipher,
  input: { userName: string; password: string; deviceType: string },
  ip: string,
): Promise<IssuedSession> {
  const attempt = { account: input.userName, ip };
  await awaitTurn(db, attempt);
  const password = await decrypt(input.password);
  if (password === null) throw new AppError(400, 'login.passwordUnreadable');
  const user = await accountByLoginName(db, input.userName);
  const matches = user
    ? await passwordMatches(user.passwordHash, password)
    : await passwordMatches(await decoyHash(), password);
  if (!user || !matches) {
    await recordFailure(db, attempt);
    throw new AppError(400, 'login.failed');
  }
  assertActive(user);
  await clearPair(db, attempt);
  return openSession(db, user.id, input.deviceType);
}

export async function resetPassword(
  db: Db,
  bus: EventBus,
  input: { phone: string; code: string; password: string; confirmPassword?: string | undefined },
): Promise<void> {
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    throw new AppError(400, 'password.mismatch');
  }
  await consumeCode(db, input.phone, 'resetPwd', input.code);
  const user = await accountByPhone(db, input.phone);
  // Codes for numbers without an account are never delivered, so this only answers a guess.
  if (!user) throw new AppError(400, 'sms.codeWrong');
  await setPasswordHash(db, user.id, await hashPassword(input.password));
  await revokeUserSessions(db, bus, user.id, 'passwordChanged');
  await clearName(db, user.userName);
  await clearName(db, input.phone);
}

/** Sets a first password, or changes it given the old one; every other session of the user ends. */
export async function setPassword(
  db: Db,
  bus: EventBus,
  userId: number,
  currentToken: string | undefined,
  input: { oldPassword?: string | undefined; newPassword: string },
): Promise<void> {
  const user = await accountById(db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  if (user.passwordHash) {
    if (!input.oldPassword) throw new AppError(400, 'password.oldRequired');
    if (!(await passwordMatches(user.passwordHash, input.oldPassword))) {
      throw new AppError(400, 'password.oldWrong');
    }
  }
  await setPasswordHash(db, userId, await hashPassword(input.newPassword));
  await revokeUserSessions(db, bus, userId, 'passwordChanged', currentToken);
}
