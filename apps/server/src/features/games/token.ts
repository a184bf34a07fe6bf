import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { games } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { GamesTables } from './tables.js';

type GamesDb = Kysely<GamesTables>;

/** Clocks of several processes may differ a little; an expiry further out than this was never minted. */
const CLOCK_SLACK_S = 60;
const TOKEN_PATTERN = /^fg1\.([1-9]\d{0,15})\.([1-9]\d{0,15})\.([1-9]\d{0,12})\.([A-Za-z0-9_-]{43})$/;

/** What a valid game token grants: this player, in this game alone, until `expires` (Unix seconds). */
export interface GameGrant {
  gameId: number;
  userId: number;
  expires: number;
}

/**
 * The secret game tokens are signed with, kept in the database like the file-signing secret so every
 * server process signs and checks alike: the first process that needs it writes it, a racing one keeps the
 * row already there. Read once per database.
 */
const secrets = new WeakMap<object, Promise<Buffer>>();

async function readSecret(db: GamesDb): Promise<Buffer> {
  const read = () => db.selectFrom('gameTokenKeys').select('secret').where('id', '=', 1).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('gameTokenKeys')
      .values({ id: 1, secret: randomBytes(32).toString('base64url'), createdAt: Date.now() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('the game token secret could not be stored');
  return Buffer.from(row.secret, 'base64url');
}

function secretOf(db: GamesDb): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readSecret(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

// The purpose is part of what is signed, so no other HMAC of the platform's can ever pass for a game token.
const mac = (secret: Buffer, gameId: number, userId: number, expires: number) =>
  createHmac('sha256', secret).update(`game-token\n${gameId}\n${userId}\n${expires}`).digest();

/**
 * A game-scoped token: names the game and the player and expires within minutes. It is not a session: the
 * portal's sessions are opaque random tokens looked up by their hash, so this one matches none, and only
 * the game API reads it.
 */
export async function mintGameToken(db: GamesDb, gameId: number, userId: number, nowMs = Date.now()) {
  const expires = Math.floor(nowMs / 1000) + games.GAME_TOKEN_SECONDS;
  const sig = mac(await secretOf(db), gameId, userId, expires).toString('base64url');
  return {
    token: `${games.GAME_TOKEN_PREFIX}${gameId}.${userId}.${expires}.${sig}`,
    expiresAt: expires * 1000,
  };
}

/** The grant of a token, or null when it is malformed, forged or expired. */
export async function verifyGameToken(
  db: GamesDb,
  token: string,
  nowMs = Date.now(),
): Promise<GameGrant | null> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [gameId, userId, expires] = match.slice(1, 4).map(Number) as [number, number, number];
  const now = nowMs / 1000;
  if (expires <= now || expires > now + games.GAME_TOKEN_SECONDS + CLOCK_SLACK_S) return null;
  const given = Buffer.from(match[4]!, 'base64url');
  const expected = mac(await secretOf(db), gameId, userId, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { gameId, userId, expires };
}
