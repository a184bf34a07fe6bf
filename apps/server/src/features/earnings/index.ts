// The earnings feature's surface: what the rest of the server may use of it.
export { creditEarnings, type EarningsCredit } from './credit.js';
export { clawBackEarnings, clawbackShortfall, giveBackEarnings, type Clawback } from './clawback.js';
export { chinaDayNumber, chinaDayStart, dayText } from './days.js';
export type { PayoutProvider, PayoutReport, PayoutRequest } from './payout-provider.js';
export { PayoutNotificationRejected, PayoutRefused } from './payout-provider.js';
export { payoutProviderOf, type PayoutProviderMaker } from './provider-choice.js';
export { createEarningsFeature, payoutDeskOf } from './routes.js';
export { releaseDue } from './release.js';
export { sweepWithdrawals, type PayoutDesk } from './payouts.js';
export { completeDueSandboxPayouts, failsInSandbox } from './sandbox/sandbox-payouts.js';
export {
  createWechatTransferProvider,
  type OpenIdOf,
  type WechatTransferOptions,
} from './wechat-transfer/wechat-transfer-provider.js';
export { type OpenIdLookup, wechatTransferMaker } from './wechat-transfer/wechat-transfer-maker.js';
export * as payoutReconcileReads from './reconcile-reads.js';
