// The payments feature's surface: what the rest of the server may use of it.
export { paymentsFeature } from './routes.js';
export { wishDemoOrders, wishPaymentDesk } from './wish-desk.js';
export * as paymentReconcileReads from './reconcile-reads.js';
