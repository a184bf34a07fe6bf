/**
 * The platform's daily figures, kept as they happen: one row per (China day, metric), moved in the same
 * transaction as what it counts (or, for the busiest paths, by a per-process tally flushed every few
 * seconds). The dashboard reads a week in one indexed range instead of counting big tables.
 */
export interface DailyStatTable {
  /** Days since the epoch in China time. */
  day: number;
  metric: string;
  value: number;
}

/** Who was active on a day: one row per (day, user), so a user counts once a day whatever the process. */
export interface DailyActiveTable {
  day: number;
  userId: number;
}

export interface MetricsTables {
  dailyStats: DailyStatTable;
  dailyActives: DailyActiveTable;
}
