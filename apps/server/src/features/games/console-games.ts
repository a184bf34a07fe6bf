import { consoleGames, formatChinaTime, games } from '@fox/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../platform/db/tables.js';
import { inTransaction } from '../../platform/db/transactions.js';
import type { ContractRouter } from '../../platform/http/contract-routes.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { coinsOfCents } from './present.js';
import { moveGameShelf } from './shelf.js';
import type { GameTable, GamesTables } from './tables.js';
import { GAME_BUSY_TYPE } from './targets.js';

type GamesDb = Kysely<GamesTables>;
type Operator = { id: number };

const timeOrNull = (ms: number | null) => (ms === null ? null : formatChinaTime(Number(ms)));

function presentConsoleGame(row: Selectable<GameTable>): consoleGames.ConsoleGame {
  return {
    id: Number(row.id),
    name: row.name,
    icon: row.icon,
    category: row.category,
    categoryName: games.GAME_CATEGORY_NAMES[row.category],
    playCount: Number(row.playCount),
    state: row.state,
    stateReason: row.stateReason,
    stateOperatorId: row.stateBy === null ? null : Number(row.stateBy),
    stateTime: timeOrNull(row.stateAt),
    rebatePercent: Number(row.rebatePercent),
    rebateThresholdCoins: coinsOfCents(Number(row.rebateThresholdCents)),
    createTime: formatChinaTime(Number(row.createdAt)),
  };
}

async function consoleGameOf(db: GamesDb, id: number) {
  const row = await db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'games.missing');
  return presentConsoleGame(row);
}

/** A page of the catalogue by the id key, newest first: one more row is read to know a next page exists. */
async function gamePage(db: GamesDb, query: { pageSize: number; before?: number; state?: string }) {
  let q = db.selectFrom('games').selectAll();
  if (query.state) q = q.where('state', '=', query.state as consoleGames.GameShelfState);
  if (query.before !== undefined) q = q.where('id', '<', query.before);
  const rows = await q
    .orderBy('id', 'desc')
    .limit(query.pageSize + 1)
    .execute();
  const shown = rows.slice(0, query.pageSize);
  return {
    rows: shown.map(presentConsoleGame),
    total: shown.length + (rows.length > query.pageSize ? 1 : 0),
  };
}

/**
 * Moves a game on or off the shelf from the games page: the change and its audit entry in one
 * transaction. A game already where it is asked to go is refused, so two operators clicking at once make
 * one change and one entry.
 */
async function moveShelf(
  db: GamesDb,
  operator: Operator,
  id: number,
  to: consoleGames.GameShelfState,
  reason: string,
) {
  await inTransaction(db, async (trx) => {
    const now = Date.now();
    const current = await trx.selectFrom('games').select('state').where('id', '=', id).executeTakeFirst();
    if (!current) throw new AppError(404, 'games.missing');
    if (current.state === to) {
      throw new AppError(409, to === 'OffShelf' ? 'games.alreadyOff' : 'games.alreadyOn');
    }
    const change = await moveGameShelf(trx as Db, id, to, { reason, operatorId: operator.id, now });
    await recordAudit(
      trx as Db,
      {
        operatorId: operator.id,
        action: to === 'OffShelf' ? 'game.takeDown' : 'game.putBack',
        targetType: GAME_BUSY_TYPE,
        targetId: id,
        reason,
        before: { state: change?.before },
        after: { state: to },
      },
      now,
    );
  });
  return consoleGameOf(db, id);
}

/** Changes a rebate rule; claims already filed keep the amounts computed when they were filed. */
async function setRebateRule(
  db: GamesDb,
  operator: Operator,
  id: number,
  rule: { percent: number; thresholdCoins: number },
) {
  await inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('games')
      .select(['rebatePercent', 'rebateThresholdCents'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'games.missing');
    await trx
      .updateTable('games')
      .set({ rebatePercent: rule.percent, rebateThresholdCents: rule.thresholdCoins * 100 })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx as Db, {
      operatorId: operator.id,
      action: 'game.rebateRule',
      targetType: GAME_BUSY_TYPE,
      targetId: id,
      before: {
        percent: Number(row.rebatePercent),
        thresholdCoins: coinsOfCents(Number(row.rebateThresholdCents)),
      },
      after: rule,
    });
  });
  return consoleGameOf(db, id);
}

/** The console's games page (operations): the catalogue, its shelf and its rebate rules. */
export function installConsoleGames(router: ContractRouter, db: GamesDb): void {
  router.handle(consoleGames.consoleGameList, ({ query }) => gamePage(db, query));
  router.handle(consoleGames.takeDownGame, ({ user, params, body }) =>
    moveShelf(db, user, params.id, 'OffShelf', body.reason),
  );
  router.handle(consoleGames.putBackGame, ({ user, params, body }) =>
    moveShelf(db, user, params.id, 'OnShelf', body.reason),
  );
  router.handle(consoleGames.setGameRebate, ({ user, params, body }) =>
    setRebateRule(db, user, params.id, body),
  );
}
