import { formatChinaTime } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { userCardsOf } from '../users/index.js';
import type { AuditTables } from './tables.js';

/** One past action on a target, as a console's detail drawer lists it. */
export interface AuditTrailEntry {
  action: string;
  operatorName: string;
  reason: string;
  createTime: string;
}

/** The latest `limit` actions on one target, newest first, by the (targetType, targetId, id) index. */
export async function auditTrailOf(
  db: Db,
  target: { type: string; id: string | number },
  limit = 20,
): Promise<AuditTrailEntry[]> {
  const rows = await tablesOf<AuditTables>(db)
    .selectFrom('auditEntries')
    .select(['operatorId', 'action', 'reason', 'createdAt'])
    .where('targetType', '=', target.type)
    .where('targetId', '=', String(target.id))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const operators = await userCardsOf(
    db,
    rows.map((row) => Number(row.operatorId)),
  );
  return rows.map((row) => ({
    action: row.action,
    operatorName: operators.get(Number(row.operatorId))?.nickName ?? '',
    reason: row.reason,
    createTime: formatChinaTime(Number(row.createdAt)),
  }));
}
