import { games } from '@fox/contracts';
import type { FastifyRequest } from 'fastify';
import { tablesOf } from '../../platform/db/tables.js';
import type { Feature } from '../../platform/feature.js';
import { langOf } from '../../platform/http/messages.js';
import { installConsoleGames } from './console-games.js';
import { gameDetail, gameHome, listGames, recentGamesOf } from './catalogue.js';
import { installGameApi } from './game-api.js';
import { buyItem } from './items.js';
import { gamesMessages } from './messages.js';
import { recordHeartbeat, renewGameToken, startGame } from './play.js';
import { claimRebate, rebatePeriodsOf } from './rebates.js';
import { seedGames } from './seed.js';
import type { GamesTables } from './tables.js';

const originsOf = (request: FastifyRequest) => ({ origin: `${request.protocol}://${request.host}` });
const windowOf = (query: { pageNum: number; pageSize: number }) => ({
  offset: (query.pageNum - 1) * query.pageSize,
  limit: query.pageSize,
});

/**
 * The game centre: the catalogue, starting a game with a game-scoped token, play time, items bought with
 * coins from the portal's pay dialog, rebates claimed per period; and the game API the games call with
 * their token. The rebate review queue is offered to the app through index.ts.
 */
export const gamesFeature: Feature = {
  name: 'games',
  messages: gamesMessages,
  install({ router, http, platform }) {
    const db = tablesOf<GamesTables>(platform.database.db);
    const viewer = (user: { id: number } | null) => user?.id ?? null;

    router.handle(games.gameHome, ({ user }) => gameHome(db, viewer(user)));
    router.handle(games.gamePage, ({ query }) => listGames(db, query));
    router.handle(games.gameInfo, ({ query, user, request }) =>
      gameDetail(db, query.id, viewer(user), langOf(request.headers.lang)),
    );
    router.handle(games.startGame, ({ body, user, request }) =>
      startGame(db, body.gameId, viewer(user), originsOf(request)),
    );
    router.handle(games.gameToken, ({ body, user, request }) =>
      renewGameToken(db, body.gameId, user.id, originsOf(request)),
    );
    router.handle(games.gameHeartbeat, ({ body, user }) => recordHeartbeat(db, user.id, body));
    router.handle(games.recentGames, ({ query, user }) => recentGamesOf(db, user.id, windowOf(query)));
    router.handle(games.buyGameItem, ({ body, user }) =>
      buyItem(db, { ...body, userId: user.id, now: Date.now() }),
    );
    router.handle(games.rebateGames, ({ query, user }) => recentGamesOf(db, user.id, windowOf(query), true));
    router.handle(games.rebatePeriods, ({ query, user }) => rebatePeriodsOf(db, user.id, query.gameId));
    router.handle(games.claimRebate, ({ body, user }) => claimRebate(db, user.id, body));
    installGameApi(http, db);
    installConsoleGames(router, db);
  },
  seed: seedGames,
};
