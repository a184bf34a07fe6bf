import { consoleCore, formatChinaTime, type HandlerInput } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { userCardsOf } from '../users/index.js';
import type { AuditTables } from './tables.js';

/** A page of the audit trail, newest first, by key: each filter has an index that starts with it. */
async function auditPage(db: Db, query: HandlerInput<typeof consoleCore.auditLog>['query']) {
  let rows = tablesOf<AuditTables>(db).selectFrom('auditEntries').selectAll();
  if (query.operatorId !== undefined) rows = rows.where('operatorId', '=', query.operatorId);
  if (query.action) rows = rows.where('action', '=', query.action);
  if (query.targetType) rows = rows.where('targetType', '=', query.targetType);
  if (query.targetId) rows = rows.where('targetId', '=', query.targetId);
  if (query.before !== undefined) rows = rows.where('id', '<', query.before);
  const page = await rows.orderBy('id', 'desc').limit(query.pageSize).execute();
  const operators = await userCardsOf(db, [...new Set(page.map((row) => row.operatorId))]);
  return page.map((row) => ({
    id: Number(row.id),
    operatorId: row.operatorId,
    operatorName: operators.get(row.operatorId)?.nickName ?? '',
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    before: row.before,
    after: row.after,
    createTime: formatChinaTime(Number(row.createdAt)),
  }));
}

/** The audit trail of the back office: every console action writes one entry (`recordAudit`). */
export const auditFeature: Feature = {
  name: 'audit',
  install({ router, platform }) {
    const { db } = platform.database;
    router.handle(consoleCore.auditLog, async ({ query }) => {
      const rows = await auditPage(db, query);
      // The trail only grows; its length is not worth a count over every entry, so the list says whether
      // another page follows (one more than shown) instead.
      return { rows, total: rows.length < query.pageSize ? rows.length : rows.length + 1 };
    });
  },
};
