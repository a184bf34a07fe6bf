// The audit feature's surface: the trail every console action writes, in the action's own transaction.
export { recordAudit, type AuditRecord } from './record.js';
export { auditFeature } from './routes.js';
export { auditTrailOf, type AuditTrailEntry } from './trail.js';
