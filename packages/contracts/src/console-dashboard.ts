import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** The back office's first page: the platform's day and week at a glance. */

export const DASHBOARD_DAYS = 7;

export const dayFiguresSchema = z.object({
  /** The China day, `YYYY-MM-DD`. */
  date: z.string(),
  newUsers: z.number().int(),
  activeUsers: z.number().int(),
  messages: z.number().int(),
  uploads: z.number().int(),
  /** Paid orders delivered (QR payments: top-ups and episodes). */
  orders: z.number().int(),
  /** Money received, in yuan. */
  revenue: z.number(),
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;

export const dashboard = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/dashboard',
  auth: 'console',
  roles: ['operationsAdministrator', 'finance'],
  tag: 'console',
  summary: "Today's and the last seven days' figures, oldest first, and the queues waiting for operators",
  kind: 'object',
  response: z.object({
    days: z.array(dayFiguresSchema),
    /** Reports not resolved yet. */
    openReports: z.number().int(),
    /** Works waiting in the review queues. */
    pendingReviews: z.number().int(),
  }),
});
