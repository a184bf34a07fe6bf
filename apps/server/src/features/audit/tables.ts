import type { Generated } from 'kysely';

/** One row per console action: who did what to which target, why, and the target before and after. */
export interface AuditEntryTable {
  id: Generated<number>;
  operatorId: number;
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  /** JSON text of the target's state before and after the action. */
  before: string;
  after: string;
  createdAt: number;
}

export interface AuditTables {
  auditEntries: AuditEntryTable;
}
