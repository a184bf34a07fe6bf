import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { CONSOLE_ROLES, OPERATOR_ROLES } from './console-roles.js';
import { defineEndpoint } from './endpoint.js';
import { wholeNumber } from './ids.js';
import { lineText } from './text.js';

/** The back office's own calls: who the operator is, and the audit trail every console action writes. */

/**
 * Console lists page by key, newest first: `before` is the id of the last row of the page shown, so page
 * 1,000 costs what page 1 costs. Totals come from counters kept with the rows, never from a count.
 */
export const consolePaging = z.object({
  pageSize: wholeNumber({ min: 1, max: 100 }).default(20),
  before: wholeNumber({ min: 1 }).optional(),
});

/** Why an operator acted: shown to the person affected where the action concerns them. */
export const CONSOLE_REASON_MAX = 200;
export const consoleReason = lineText(CONSOLE_REASON_MAX);

export const consoleOperatorSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  /** The console roles the operator holds. */
  roles: z.array(z.enum(CONSOLE_ROLES)),
});
export type ConsoleOperator = z.infer<typeof consoleOperatorSchema>;

export const consoleMe = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/me',
  auth: 'console',
  roles: CONSOLE_ROLES,
  tag: 'console',
  summary: 'The operator behind the token and the console roles they hold (refused without one)',
  kind: 'object',
  response: consoleOperatorSchema,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  /** What was done, e.g. `user.disable`, `report.resolve`, `content.compelOff`. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  /** JSON of the target's state before and after. */
  before: z.string(),
  after: z.string(),
  createTime: chinaTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLog = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/audit',
  auth: 'console',
  roles: [OPERATOR_ROLES[0], 'operationsAdministrator'],
  tag: 'console',
  summary:
    'The audit trail, newest first, by operator, action or target; total is the rows shown, plus one when another page follows',
  query: consolePaging.extend({
    operatorId: wholeNumber({ min: 1 }).optional(),
    action: lineText(64).optional(),
    targetType: lineText(32).optional(),
    targetId: lineText(64).optional(),
  }),
  kind: 'list',
  response: auditEntrySchema,
});
