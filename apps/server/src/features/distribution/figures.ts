import type { distribution } from '@fox/contracts';
import { sql, type Kysely } from 'kysely';
import { chinaDayOf, startOfChinaDay } from '../../platform/metrics/daily.js';
import type { DistributionTables } from './tables.js';

type Db = Kysely<DistributionTables>;

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The China-time month a time falls in, as YYYYMM (202611). */
export function chinaMonthOf(ms: number): number {
  const shifted = new Date(ms + CHINA_OFFSET_MS);
  return shifted.getUTCFullYear() * 100 + shifted.getUTCMonth() + 1;
}

/** What one event adds to a promoter's figures (negative on a refund's take-back). */
export interface FigureMove {
  visits?: number;
  buyers?: number;
  orders?: number;
  commissionCents?: number;
}

/**
 * Moves a promoter's day and month by one event, in the caller's transaction (a visit's, a sale's, a
 * refund's): the same transaction that moves the promotion's running totals, so the two never disagree.
 * `at` is when the event counts: now for a visit and a sale, the sale's own time for its refund, so a
 * refunded sale leaves its day and month as if it had not been made.
 */
export async function movePromoterFigures(db: Db, promoterId: number, at: number, move: FigureMove) {
  const values = {
    visits: move.visits ?? 0,
    buyers: move.buyers ?? 0,
    orders: move.orders ?? 0,
    commissionCents: move.commissionCents ?? 0,
  };
  if (Object.values(values).every((value) => value === 0)) return;
  await db
    .insertInto('promoterDays')
    .values({ promoterId, day: chinaDayOf(at), ...values })
    .onConflict((oc) =>
      oc.columns(['promoterId', 'day']).doUpdateSet((eb) => ({
        visits: eb('promoterDays.visits', '+', values.visits),
        buyers: eb('promoterDays.buyers', '+', values.buyers),
        orders: eb('promoterDays.orders', '+', values.orders),
        commissionCents: eb('promoterDays.commissionCents', '+', values.commissionCents),
      })),
    )
    .execute();
  await db
    .insertInto('promoterMonths')
    .values({ promoterId, month: chinaMonthOf(at), ...values })
    .onConflict((oc) =>
      oc.columns(['promoterId', 'month']).doUpdateSet((eb) => ({
        visits: eb('promoterMonths.visits', '+', values.visits),
        buyers: eb('promoterMonths.buyers', '+', values.buyers),
        orders: eb('promoterMonths.orders', '+', values.orders),
        commissionCents: eb('promoterMonths.commissionCents', '+', values.commissionCents),
      })),
    )
    .execute();
}

const SERIES_DAYS = 30;

type Totals = { visits: number; buyers: number; orders: number; commissionCents: number };
const ZERO: Totals = { visits: 0, buyers: 0, orders: 0, commissionCents: 0 };

const present = (totals: Totals): distribution.FigureTotals => ({
  visits: Number(totals.visits),
  buyers: Number(totals.buyers),
  orders: Number(totals.orders),
  commission: Number(totals.commissionCents) / 100,
});

/** `YYYY-MM-DD` of a China day. */
const dayText = (day: number) => new Date(startOfChinaDay(day) + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The promoter's dashboard: today, this month, the last 30 days (oldest first, every day present) and the
 * rank by this month's commission. All of it from the rollups: at most 30 day rows and one month row of
 * theirs, and the rank as a count along (month, commission) of the promoters who earned more — ties share
 * a rank, and a promoter who earned nothing yet ranks after all who did.
 */
export async function promoterFigures(
  db: Db,
  promoterId: number,
  now: number,
): Promise<distribution.Figures> {
  const today = chinaDayOf(now);
  const month = chinaMonthOf(now);
  const [days, mine] = await Promise.all([
    db
      .selectFrom('promoterDays')
      .select(['day', 'visits', 'buyers', 'orders', 'commissionCents'])
      .where('promoterId', '=', promoterId)
      .where('day', '>', today - SERIES_DAYS)
      .where('day', '<=', today)
      .execute(),
    db
      .selectFrom('promoterMonths')
      .select(['visits', 'buyers', 'orders', 'commissionCents'])
      .where('promoterId', '=', promoterId)
      .where('month', '=', month)
      .executeTakeFirst(),
  ]);
  const monthCents = Number(mine?.commissionCents ?? 0);
  // One pass along (month, commission) over the month's earning promoters: those above, and all of them.
  const ranked = await db
    .selectFrom('promoterMonths')
    .select([
      sql<number>`count(*)`.as('promoters'),
      sql<number>`coalesce(sum(case when commission_cents > ${monthCents} then 1 else 0 end), 0)`.as('above'),
    ])
    .where('month', '=', month)
    .where('commissionCents', '>', 0)
    .executeTakeFirstOrThrow();
  const byDay = new Map(days.map((row) => [Number(row.day), row]));
  const series: distribution.FigureDay[] = [];
  for (let day = today - SERIES_DAYS + 1; day <= today; day += 1) {
    series.push({ date: dayText(day), ...present(byDay.get(day) ?? ZERO) });
  }
  return {
    today: present(byDay.get(today) ?? ZERO),
    month: present(mine ?? ZERO),
    series,
    rank: Number(ranked.above) + 1,
    promoters: Number(ranked.promoters),
  };
}
