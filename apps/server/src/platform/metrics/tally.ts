import { tablesOf, type Db } from '../../platform/db/tables.js';
import { bumpDaily, chinaDayOf, startOfChinaDay, type DailyMetric } from './daily.js';
import type { MetricsTables } from './tables.js';

/** How often a process writes what it tallied: the dashboard is at most this late. */
const FLUSH_MS = 5_000;

/**
 * What the busiest paths count without a write of their own: chat messages (a group commit holds many)
 * and active users (every authenticated request). A process adds in memory and writes the sums every few
 * seconds and when it closes; a user is marked active once a day per process, and counted once a day
 * across processes by the (day, user) key.
 */
export interface DailyTally {
  add(metric: DailyMetric, delta: number, now?: number): void;
  markActive(userId: number, now?: number): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createDailyTally(db: Db, onError: (error: unknown) => void): DailyTally {
  let sums = new Map<string, number>();
  let actives = new Map<number, Set<number>>();
  const seenToday = { day: -1, users: new Set<number>() };

  const flush = async () => {
    const pending = sums;
    const active = actives;
    sums = new Map();
    actives = new Map();
    for (const [key, delta] of pending) {
      const [day, metric] = key.split(':') as [string, DailyMetric];
      await bumpDaily(db, metric, delta, startOfChinaDay(Number(day)));
    }
    for (const [day, users] of active) {
      const inserted = await tablesOf<MetricsTables>(db)
        .insertInto('dailyActives')
        .values([...users].map((userId) => ({ day, userId })))
        .onConflict((oc) => oc.columns(['day', 'userId']).doNothing())
        .returning('userId')
        .execute();
      await bumpDaily(db, 'activeUsers', inserted.length, startOfChinaDay(day));
    }
  };
  const safeFlush = () => flush().catch(onError);
  const timer = setInterval(() => void safeFlush(), FLUSH_MS);
  timer.unref();

  return {
    add(metric, delta, now = Date.now()) {
      const key = `${chinaDayOf(now)}:${metric}`;
      sums.set(key, (sums.get(key) ?? 0) + delta);
    },
    markActive(userId, now = Date.now()) {
      const day = chinaDayOf(now);
      if (seenToday.day !== day) Object.assign(seenToday, { day, users: new Set<number>() });
      if (seenToday.users.has(userId)) return;
      seenToday.users.add(userId);
      const users = actives.get(day) ?? new Set<number>();
      users.add(userId);
      actives.set(day, users);
    },
    flush: safeFlush,
    async close() {
      clearInterval(timer);
      await safeFlush();
    },
  };
}
