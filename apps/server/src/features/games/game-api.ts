import { formatChinaTime, games, SUCCESS_CODE } from '@fox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { langOf, translate } from '../../platform/http/messages.js';
import { describeIssues } from '../../platform/http/validation-message.js';
import { coinsOfCents, ON_SHELF } from './present.js';
import { itemsOf } from './catalogue.js';
import { purchasesOf } from './items.js';
import { playerOf } from './play.js';
import type { GamesTables } from './tables.js';
import { verifyGameToken, type GameGrant } from './token.js';

/**
 * Who may call the game API from a browser. Games run in a sandboxed iframe without allow-same-origin, so
 * their requests come from the opaque origin `null`, which no allow-list can name safely (every sandboxed
 * page and every file:// page is `null` too). So the origin is not the credential: any origin may call,
 * no cookie is ever read or allowed (no Allow-Credentials), and every answer needs the game-scoped token
 * in `Authorization`, which names one game and one player and expires within minutes. A page that is not
 * the player's game has no such token: the portal hands it only to the frame it opened.
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, lang',
  'access-control-max-age': '600',
} as const;

const purchasesQuery = z.object({
  itemKey: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, 'an item key')
    .optional(),
});

/**
 * The grant of the request's game token: 401 without one, with a forged, expired or unknown one, and with
 * the token of a game taken down since it was minted (the game is gone, whatever the token says).
 */
async function grantOf(db: Kysely<GamesTables>, request: FastifyRequest): Promise<GameGrant> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const grant = token ? await verifyGameToken(db, token) : null;
  if (!grant) throw new AppError(401, 'games.tokenInvalid');
  const game = await db.selectFrom('games').select('state').where('id', '=', grant.gameId).executeTakeFirst();
  if (game?.state !== ON_SHELF) throw new AppError(401, 'games.missing');
  return grant;
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The game API under /game-api/v1: the player's identity, the game's items and the player's purchases. */
export function installGameApi(http: FastifyInstance, db: Kysely<GamesTables>): void {
  void http.register(
    async (scope) => {
      // On every answer, refusals included, so the game can read why it was refused.
      scope.addHook('onRequest', async (_request, reply) => {
        reply.headers(CORS_HEADERS);
      });
      scope.options('/*', async (_request, reply) => reply.code(204).send());

      scope.get('/me', async (request) => {
        const grant = await grantOf(db, request);
        const player = await playerOf(db, grant.userId, originOf(request));
        if (!player) throw new AppError(401, 'games.tokenInvalid');
        const lang = langOf(request.headers.lang);
        return {
          code: SUCCESS_CODE,
          msg: translate('ok', lang),
          data: { ...player, gameId: grant.gameId, expiresAt: grant.expires * 1000 },
        };
      });

      scope.get('/items', async (request) => {
        const grant = await grantOf(db, request);
        const lang = langOf(request.headers.lang);
        const data = await itemsOf(db, grant.gameId, grant.userId);
        return { code: SUCCESS_CODE, msg: translate('ok.list', lang), total: data.length, data };
      });

      scope.get('/purchases', async (request) => {
        const grant = await grantOf(db, request);
        const lang = langOf(request.headers.lang);
        const parsed = purchasesQuery.safeParse(request.query ?? {}, { reportInput: true });
        if (!parsed.success) throw AppError.withText(400, describeIssues(parsed.error.issues, 'query', lang));
        const rows = await purchasesOf(db, grant.userId, grant.gameId, parsed.data.itemKey);
        const data: games.GamePurchase[] = rows.map((row) => ({
          orderNo: row.orderNo,
          itemKey: row.itemKey,
          itemName: row.name,
          coins: coinsOfCents(Number(row.coinCents)),
          createTime: formatChinaTime(Number(row.createdAt)),
        }));
        return { code: SUCCESS_CODE, msg: translate('ok.list', lang), total: data.length, data };
      });
    },
    { prefix: games.GAME_API_BASE },
  );
}
