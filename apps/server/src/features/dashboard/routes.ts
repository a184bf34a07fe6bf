import { consoleDashboard, formatChinaTime } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import type { Feature } from '../../platform/feature.js';
import { chinaDayOf, dailyFigures, startOfChinaDay } from '../../platform/metrics/daily.js';

/**
 * What waits for operators, counted by the features that own the queues (from their counters, so the
 * dashboard never counts a big table).
 */
export interface WaitingWork {
  openReports(db: Db): Promise<number>;
  pendingReviews(db: Db): Promise<number>;
}

/** The back office's dashboard: the week's daily figures and the queues waiting. */
export function createDashboardFeature(waiting: WaitingWork): Feature {
  return {
    name: 'dashboard',
    install({ router, platform }) {
      const { db } = platform.database;
      router.handle(consoleDashboard.dashboard, async () => {
        // What this process tallied in the last seconds is written first, so today's figures are current.
        await platform.metrics.flush();
        const today = chinaDayOf(Date.now());
        const days = await dailyFigures(db, today - consoleDashboard.DASHBOARD_DAYS + 1, today);
        const [openReports, pendingReviews] = await Promise.all([
          waiting.openReports(db),
          waiting.pendingReviews(db),
        ]);
        return {
          days: days.map(({ day, revenueCents, ...figures }) => ({
            date: formatChinaTime(startOfChinaDay(day)).slice(0, 10),
            ...figures,
            revenue: revenueCents / 100,
          })),
          openReports,
          pendingReviews,
        };
      });
    },
  };
}
