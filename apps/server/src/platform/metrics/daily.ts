import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { MetricsTables } from './tables.js';

/** The figures the dashboard shows per day. */
export const DAILY_METRICS = [
  'newUsers',
  'activeUsers',
  'messages',
  'uploads',
  'orders',
  'revenueCents',
] as const;
export type DailyMetric = (typeof DAILY_METRICS)[number];

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The China day a time falls on, as days since the epoch. */
export const chinaDayOf = (ms: number): number => Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);

/** The first millisecond of a China day. */
export const startOfChinaDay = (day: number): number => day * DAY_MS - CHINA_OFFSET_MS;

/** Adds `delta` to a metric of the day `now` falls on; call it in the transaction of what it counts. */
export async function bumpDaily(db: Db, metric: DailyMetric, delta: number, now = Date.now()): Promise<void> {
  if (delta === 0) return;
  await tablesOf<MetricsTables>(db)
    .insertInto('dailyStats')
    .values({ day: chinaDayOf(now), metric, value: delta })
    .onConflict((oc) =>
      oc.columns(['day', 'metric']).doUpdateSet((eb) => ({ value: eb('dailyStats.value', '+', delta) })),
    )
    .execute();
}

/** Several days' figures of one metric at once (the seed's history). */
export async function bumpDailyMany(db: Db, metric: DailyMetric, times: readonly number[]): Promise<void> {
  const perDay = new Map<number, number>();
  for (const time of times) perDay.set(chinaDayOf(time), (perDay.get(chinaDayOf(time)) ?? 0) + 1);
  for (const [day, count] of perDay) await bumpDaily(db, metric, count, startOfChinaDay(day));
}

/** Every metric of the days `first`..`last` (China day numbers), zero where nothing happened. */
export async function dailyFigures(db: Db, first: number, last: number) {
  const rows = await tablesOf<MetricsTables>(db)
    .selectFrom('dailyStats')
    .select(['day', 'metric', 'value'])
    .where('day', '>=', first)
    .where('day', '<=', last)
    .execute();
  const days = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return days.map((day) => {
    const figures = Object.fromEntries(DAILY_METRICS.map((metric) => [metric, 0])) as Record<
      DailyMetric,
      number
    >;
    for (const row of rows)
      if (Number(row.day) === day) figures[row.metric as DailyMetric] = Number(row.value);
    return { day, ...figures };
  });
}
