// The reconciliation feature's surface: what the app and the command line may use of it.
export { createReconciliationFeature, reconcileSidesOf, type ReconciliationDeps } from './routes.js';
export { reconcileDay, chinaDayText, type ReconcileSides } from './reconcile.js';
export { runDailyReconcile, type JobOutcome } from './job.js';
export { saveRun, lastRunOf, noteOf } from './runs.js';
export type { DayFindings, Mismatch } from './mismatch.js';
export { reconcileMessageText } from './cli-text.js';
