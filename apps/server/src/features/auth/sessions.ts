import { SESSION_SECONDS } from '@fox/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Authenticator, SessionUser } from '../../platform/http/auth.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { accountById, rolesOf } from '../users/index.js';
import { disabledRefusal } from './account-state.js';
import type { AuthTables, RevokeReason } from './tables.js';
import { bearerToken, newToken, sha256 } from './tokens.js';

export interface IssuedSession {
  accessToken: string;
  userId: number;
  expiresTime: number;
  /** The account's role keys: clients of the real platform read them from the login answer. */
  roles: string[];
}

const sessions = (db: Db): Kysely<AuthTables> => tablesOf<AuthTables>(db);

/**
 * Tells the open sockets of a user that some of their sessions ended (logout, password changed, account
 * disabled): each socket checks its own session at once instead of on every frame.
 */
export const announceSessionsEnded = (bus: EventBus, userId: number) =>
  void bus.publish(userId, { recheckSession: true });

export async function openSession(
  db: Db,
  userId: number,
  deviceType: string,
  now = Date.now(),
): Promise<IssuedSession> {
  const accessToken = newToken();
  await sessions(db)
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
  const account = await accountById(db, userId);
  return { accessToken, userId, expiresTime: SESSION_SECONDS, roles: account ? rolesOf(account) : [] };
}

export async function revokeToken(db: Db, bus: EventBus, token: string, reason: RevokeReason): Promise<void> {
  const ended = await sessions(db)
    .updateTable('sessions')
    .set({ revokedAt: Date.now(), revokeReason: reason })
    .where('tokenHash', '=', sha256(token))
    .where('revokedAt', 'is', null)
    .returning('userId')
    .executeTakeFirst();
  if (ended) announceSessionsEnded(bus, ended.userId);
}

/**
 * Ends every live session of a user inside the caller's transaction (an operator disabling the account);
 * the caller announces it with `announceSessionsEnded` once committed, so the sockets that check at once
 * find the sessions ended. Answers how many ended.
 */
export async function endSessionsOf(db: Db, userId: number, reason: RevokeReason, now = Date.now()) {
  const ended = await sessions(db)
    .updateTable('sessions')
    .set({ revokedAt: now, revokeReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/** The sessions of a user neither ended nor expired: the devices logged in now (one index range). */
export async function liveSessionCount(db: Db, userId: number, now = Date.now()): Promise<number> {
  const row = await sessions(db)
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('live'))
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.live);
}

/** Ends every live session of a user, but the one named (the device that changed the password). */
export async function revokeUserSessions(
  db: Db,
  bus: EventBus,
  userId: number,
  reason: RevokeReason,
  exceptToken?: string,
): Promise<void> {
  let query = sessions(db)
    .updateTable('sessions')
    .set({ revokedAt: Date.now(), revokeReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (exceptToken) query = query.where('tokenHash', '!=', sha256(exceptToken));
  await query.execute();
  announceSessionsEnded(bus, userId);
}

/**
 * The authenticator of every request: no token is a guest; a live token is its user; an expired or
 * logged-out token is code 401 (the client logs out); a session ended by force (password changed
 * elsewhere, account disabled) is code 11014 (the client says why, logs out and opens the login prompt).
 * A disabled account is refused on every session with the operator's reason; once re-enabled, a session
 * ended when it was disabled is simply over (401): its owner logs in again.
 */
export function sessionAuthenticator(db: Db): Authenticator {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return null;
    const session = await sessions(db)
      .selectFrom('sessions')
      .select(['userId', 'expiresAt', 'revokeReason'])
      .where('tokenHash', '=', sha256(token))
      .executeTakeFirst();
    const account = session && (await accountById(db, Number(session.userId)));
    if (!session || !account) throw new AppError(401, 'auth.tokenInvalid');
    if (account.state === 'disabled') throw disabledRefusal(account, 11014);
    if (session.revokeReason === 'passwordChanged') throw new AppError(11014, 'auth.forcedPassword');
    if (session.revokeReason || session.expiresAt <= Date.now()) throw new AppError(401, 'auth.tokenInvalid');
    const user: SessionUser = {
      id: account.id,
      userName: account.userName,
      roles: account.roles.split(',').filter(Boolean),
    };
    return user;
  };
}

/**
 * The token of an authenticated request, for logout and "every session but this one": the one its
 * Authorization header carries, which the authenticator has just found live.
 */
export const sessionTokenOf = (request: FastifyRequest): string | undefined =>
  bearerToken(request.headers.authorization) ?? undefined;
