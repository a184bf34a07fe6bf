import { SESSION_SECONDS } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Authenticator, SessionUser } from '../../platform/http/auth.js';
import type { RevokeReason } from './tables.js';
import { bearerToken, newToken, sha256 } from './tokens.js';
import { announceSessionsEnded } from './session-events.js';

export interface IssuedSession {
  accessToken: string;
  userId: number;
  expiresTime: number;
}

export async function openSession(
  db: Kysely<DatabaseSchema>,
  userId: number,
  deviceType: string,
  now = Date.now(),
): Promise<IssuedSession> {
  const accessToken = newToken();
  await db
    .insertInto('sessions')
    .values({
      tokenHash: sha256(accessToken),
      userId,
      deviceType,
      createdAt: now,
      expiresAt: now + SESSION_SECONDS * 1000,
      revokedAt: null,
      revokeReason: null,
    })
    .execute();
  return { accessToken, userId, expiresTime: SESSION_SECONDS };
}

export async function revokeToken(
  db: Kysely<DatabaseSchema>,
  token: string,
  reason: RevokeReason,
): Promise<void> {
  const ended = await db
    .updateTable('sessions')
    .set({ revokedAt: Date.now(), revokeReason: reason })
    .where('tokenHash', '=', sha256(token))
    .where('revokedAt', 'is', null)
    .returning('userId')
    .executeTakeFirst();
  if (ended) announceSessionsEnded(db, ended.userId);
}

/** Ends every live session of a user, but the one named (the device that changed the password). */
export async function revokeUserSessions(
  db: Kysely<DatabaseSchema>,
  userId: number,
  reason: RevokeReason,
  exceptToken?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: Date.now(), revokeReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (exceptToken) query = query.where('tokenHash', '!=', sha256(exceptToken));
  await query.execute();
  announceSessionsEnded(db, userId);
}

/**
 * The authenticator of every request: no token is a guest; a live token is its user; an expired or
 * logged-out token is code 401 (the client logs out); a session ended by force (password changed
 * elsewhere, account disabled) is code 11014 (the client says why, logs out and opens the login prompt).
 */
export function sessionAuthenticator(db: Kysely<DatabaseSchema>): Authenticator {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return null;
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select([
        'users.id as userId',
        'users.userName',
        'users.roles',
        'users.state',
        'sessions.expiresAt',
        'sessions.revokeReason',
      ])
      .where('sessions.tokenHash', '=', sha256(token))
      .executeTakeFirst();
    if (!row) throw new AppError(401, 'auth.tokenInvalid');
    if (row.state === 'disabled' || row.revokeReason === 'disabled')
      throw new AppError(11014, 'auth.forcedDisabled');
    if (row.revokeReason === 'passwordChanged') throw new AppError(11014, 'auth.forcedPassword');
    if (row.revokeReason || row.expiresAt <= Date.now()) throw new AppError(401, 'auth.tokenInvalid');
    const user: SessionUser = {
      id: row.userId,
      userName: row.userName,
      roles: row.roles.split(',').filter(Boolean),
    };
    tokens.set(request, token);
    return user;
  };
}

const tokens = new WeakMap<object, string>();

/** The token of an authenticated request, for logout and "every session but this one". */
export const sessionTokenOf = (request: object): string | undefined => tokens.get(request);
