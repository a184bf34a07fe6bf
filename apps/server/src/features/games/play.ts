import { games } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../platform/db/tables.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { userCardsOf } from '../users/index.js';
import { gameRowOf } from './catalogue.js';
import type { GamesTables } from './tables.js';
import { mintGameToken } from './token.js';

type GamesDb = Kysely<GamesTables>;

/** Where the game is served from and where its API is: absolute, since the game's own origin is opaque. */
export interface Origins {
  /** The portal's origin as the request reached it (https://host). */
  origin: string;
}

const absolute = (url: string, origin: string) => (url.startsWith('/') ? origin + url : url);

/** The player's public identity: what the game may know of them. */
export async function playerOf(db: Db, userId: number, origin: string): Promise<games.GamePlayer | null> {
  const card = (await userCardsOf(db, [userId])).get(userId);
  if (!card) return null;
  return { id: card.id, nickName: card.nickName, avatar: absolute(card.avatar, origin) };
}

async function sessionOf(
  db: GamesDb,
  game: { id: number; name: string; entryUrl: string; orientation: games.GameOrientation },
  userId: number | null,
  origins: Origins,
  now: number,
): Promise<games.GameSession> {
  const player = userId === null ? null : await playerOf(db, userId, origins.origin);
  const minted = player ? await mintGameToken(db, game.id, player.id, now) : null;
  return {
    gameId: game.id,
    name: game.name,
    entryUrl: absolute(game.entryUrl, origins.origin),
    orientation: game.orientation,
    player,
    token: minted?.token ?? null,
    expiresAt: minted?.expiresAt ?? null,
    apiBase: origins.origin + games.GAME_API_BASE,
  };
}

/**
 * Starts a game: counts the play, and for a logged-in player records it as their latest game (the recent
 * list) and answers a game-scoped token. A guest plays without one.
 */
export async function startGame(
  db: GamesDb,
  gameId: number,
  userId: number | null,
  origins: Origins,
  now = Date.now(),
): Promise<games.GameSession> {
  const row = await gameRowOf(db, gameId);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('games')
      .set((eb) => ({ playCount: eb('playCount', '+', 1) }))
      .where('id', '=', gameId)
      .execute();
    if (userId === null) return;
    await trx
      .insertInto('gamePlays')
      .values({ userId, gameId, lastPlayedAt: now, lastBeatAt: now })
      .onConflict((oc) =>
        oc.columns(['userId', 'gameId']).doUpdateSet({ lastPlayedAt: now, lastBeatAt: now }),
      )
      .execute();
  });
  return sessionOf(db, { ...row, id: Number(row.id) }, userId, origins, now);
}

/** A fresh token for a game the player is playing (the bridge's fox:token). */
export async function renewGameToken(db: GamesDb, gameId: number, userId: number, origins: Origins) {
  const row = await gameRowOf(db, gameId);
  return sessionOf(db, { ...row, id: Number(row.id) }, userId, origins, Date.now());
}

/**
 * Credits play time: the seconds the frame reports, but never more than really passed since the last
 * beat or start (plus a little for timers firing late), so a replayed or hurried beat adds nothing. A game
 * never started by the player has no play to credit.
 */
export async function recordHeartbeat(
  db: GamesDb,
  userId: number,
  input: { gameId: number; seconds: number },
  now = Date.now(),
) {
  await gameRowOf(db, input.gameId);
  return inTransaction(db, async (trx) => {
    const play = await trx
      .selectFrom('gamePlays')
      .select(['playSeconds', 'lastBeatAt'])
      .where('userId', '=', userId)
      .where('gameId', '=', input.gameId)
      .executeTakeFirst();
    if (!play) return { gameId: input.gameId, playSeconds: 0 };
    const passed = Math.floor((now - Number(play.lastBeatAt)) / 1000) + 2;
    const credited = Math.max(0, Math.min(input.seconds, passed, games.GAME_HEARTBEAT_MAX_SECONDS));
    if (credited === 0) return { gameId: input.gameId, playSeconds: Number(play.playSeconds) };
    await trx
      .updateTable('gamePlays')
      .set((eb) => ({ playSeconds: eb('playSeconds', '+', credited), lastBeatAt: now }))
      .where('userId', '=', userId)
      .where('gameId', '=', input.gameId)
      .where('lastBeatAt', '=', play.lastBeatAt)
      .execute();
    return { gameId: input.gameId, playSeconds: Number(play.playSeconds) + credited };
  });
}
