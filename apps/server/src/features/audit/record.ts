import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { AuditTables } from './tables.js';

/** What a console action tells the audit trail. */
export interface AuditRecord {
  operatorId: number;
  action: string;
  targetType: string;
  targetId: string | number;
  reason?: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the action's effects, so an action and
 * its entry are kept or lost together.
 */
export async function recordAudit(db: Db, record: AuditRecord, now = Date.now()): Promise<void> {
  await tablesOf<AuditTables>(db)
    .insertInto('auditEntries')
    .values({
      operatorId: record.operatorId,
      action: record.action,
      targetType: record.targetType,
      targetId: String(record.targetId),
      reason: record.reason ?? '',
      before: JSON.stringify(record.before ?? null),
      after: JSON.stringify(record.after ?? null),
      createdAt: now,
    })
    .execute();
}
