import { formatChinaTime, games, wallet } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import { gameRowOf } from './catalogue.js';
import { coinsOfCents } from './present.js';
import type { GameRebateClaimTable, GamesTables } from './tables.js';
import type { Selectable } from 'kysely';

type GamesDb = Kysely<GamesTables>;
type Claim = Selectable<GameRebateClaimTable>;

const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;

/** A period: its first and last day's text and its bounds in Unix milliseconds (end exclusive). */
export interface Period {
  start: string;
  end: string;
  from: number;
  until: number;
}

const dayText = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** The China-time weeks from Monday, the current one first, REBATE_PERIODS_SHOWN of them. */
export function periodsAt(now: number): Period[] {
  const today = Math.floor((now + CHINA_OFFSET) / DAY);
  // 1 January 1970 was a Thursday: three days after a Monday.
  const monday = today - ((today + 3) % 7);
  return Array.from({ length: games.REBATE_PERIODS_SHOWN }, (_, index) => {
    const first = monday - index * games.REBATE_PERIOD_DAYS;
    return {
      start: dayText(first),
      end: dayText(first + games.REBATE_PERIOD_DAYS - 1),
      from: first * DAY - CHINA_OFFSET,
      until: (first + games.REBATE_PERIOD_DAYS) * DAY - CHINA_OFFSET,
    };
  });
}

export interface RebateTerms {
  percent: number;
  thresholdCents: number;
}

/** The rebate a period's spending earns: percent of all of it once it reaches the threshold, to the cent. */
export const rebateCentsOf = (spentCents: number, terms: RebateTerms) =>
  terms.percent > 0 && spentCents >= terms.thresholdCents && spentCents > 0
    ? Math.floor((spentCents * terms.percent) / 100)
    : 0;

const termsOf = (game: { rebatePercent: number; rebateThresholdCents: number }): RebateTerms => ({
  percent: Number(game.rebatePercent),
  thresholdCents: Number(game.rebateThresholdCents),
});

/**
 * What the player spent in each period, from their purchase rows (each written in the transaction that
 * moved the coins, so the rows and the ledger agree); never from anything the browser says. A player's
 * purchases in one game are bounded by its items (each is bought once), so the window's rows are few.
 */
async function spentByPeriod(db: GamesDb, userId: number, gameId: number, periods: Period[]) {
  const rows = await db
    .selectFrom('gamePurchases')
    .select(['coinCents', 'createdAt'])
    .where('userId', '=', userId)
    .where('gameId', '=', gameId)
    .where('createdAt', '>=', periods[periods.length - 1]!.from)
    .where('createdAt', '<', periods[0]!.until)
    .execute();
  return periods.map((period) =>
    rows
      .filter((row) => Number(row.createdAt) >= period.from && Number(row.createdAt) < period.until)
      .reduce((sum, row) => sum + Number(row.coinCents), 0),
  );
}

function presentPeriod(
  gameId: number,
  period: Period,
  spentCents: number,
  terms: RebateTerms,
  claim: Claim | undefined,
  now: number,
): games.RebatePeriod {
  const base = { gameId, periodStart: period.start, periodEnd: period.end };
  if (claim) {
    return {
      ...base,
      spentCoins: coinsOfCents(Number(claim.spentCents)),
      rebateCoins: coinsOfCents(Number(claim.rebateCents)),
      state: claim.state,
      rejectReason: claim.rejectReason,
      claimTime: formatChinaTime(Number(claim.createdAt)),
    };
  }
  const rebateCents = rebateCentsOf(spentCents, terms);
  const state: games.RebateState =
    now < period.until ? 'running' : rebateCents > 0 ? 'claimable' : 'belowThreshold';
  return {
    ...base,
    spentCoins: coinsOfCents(spentCents),
    rebateCoins: coinsOfCents(rebateCents),
    state,
    rejectReason: '',
    claimTime: null,
  };
}

/** The player's recent periods of a game, current first, with what they spent and may claim. */
export async function rebatePeriodsOf(db: GamesDb, userId: number, gameId: number, now = Date.now()) {
  const game = await gameRowOf(db, gameId);
  const terms = termsOf(game);
  if (terms.percent <= 0) throw new AppError(404, 'games.noRebate');
  const periods = periodsAt(now);
  const [spent, claims] = await Promise.all([
    spentByPeriod(db, userId, gameId, periods),
    db
      .selectFrom('gameRebateClaims')
      .selectAll()
      .where('userId', '=', userId)
      .where('gameId', '=', gameId)
      .where(
        'periodStart',
        'in',
        periods.map((period) => period.start),
      )
      .execute(),
  ]);
  const claimOf = new Map(claims.map((claim) => [claim.periodStart, claim]));
  const rows = periods.map((period, index) =>
    presentPeriod(gameId, period, spent[index]!, terms, claimOf.get(period.start), now),
  );
  return { rows, total: rows.length };
}

/**
 * Moves the queue's waiting count with a claim entering or leaving WaitApprove, in the same transaction. An
 * upsert, so a database emptied for a new demo world (which drops the migration's row) counts from zero.
 */
export async function movePendingRebates(db: GamesDb, by: number) {
  await db
    .insertInto('gameCounters')
    .values({ name: 'rebatePending', value: Math.max(0, by) })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb('gameCounters.value', '+', by) })))
    .execute();
}

export async function pendingRebates(db: GamesDb): Promise<number> {
  const row = await db
    .selectFrom('gameCounters')
    .select('value')
    .where('name', '=', 'rebatePending')
    .executeTakeFirst();
  return Math.max(0, Number(row?.value ?? 0));
}

/**
 * Claims a finished period's rebate: the amounts are computed here from the purchases, the claim waits for
 * the finance review, and the unique (player, game, period) index keeps one claim per period however many
 * requests arrive. A second claim of the same period answers the first.
 */
export async function claimRebate(
  db: GamesDb,
  userId: number,
  input: { gameId: number; periodStart: string },
  now = Date.now(),
): Promise<games.RebatePeriod> {
  const game = await gameRowOf(db, input.gameId);
  const terms = termsOf(game);
  if (terms.percent <= 0) throw new AppError(404, 'games.noRebate');
  const periods = periodsAt(now);
  const period = periods.find((candidate) => candidate.start === input.periodStart);
  if (!period) throw new AppError(400, 'games.periodUnknown', { weeks: games.REBATE_PERIODS_SHOWN });
  if (now < period.until) throw new AppError(400, 'games.periodRunning');
  return inTransaction(db, async (trx) => {
    const [spentCents] = await spentByPeriod(trx, userId, input.gameId, [period]);
    const rebateCents = rebateCentsOf(spentCents!, terms);
    const find = () =>
      trx
        .selectFrom('gameRebateClaims')
        .selectAll()
        .where('userId', '=', userId)
        .where('gameId', '=', input.gameId)
        .where('periodStart', '=', period.start)
        .executeTakeFirst();
    let claim = await find();
    if (!claim) {
      if (rebateCents <= 0) {
        throw new AppError(400, 'games.belowThreshold', {
          threshold: wallet.formatCoin(coinsOfCents(terms.thresholdCents)),
        });
      }
      const inserted = await trx
        .insertInto('gameRebateClaims')
        .values({
          userId,
          gameId: input.gameId,
          periodStart: period.start,
          spentCents: spentCents!,
          rebateCents,
          state: 'WaitApprove',
          createdAt: now,
          reviewedAt: null,
        })
        .onConflict((oc) => oc.columns(['userId', 'gameId', 'periodStart']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) await movePendingRebates(trx, 1);
      claim = await find();
    }
    return presentPeriod(input.gameId, period, spentCents!, terms, claim, now);
  });
}
