// The wallet feature's surface: what the rest of the server may use of it.
export { PLATFORM, coinCentsOf, coinsOf, transfer } from './ledger.js';
export {
  balancesOf,
  ledgerAccountsOf,
  settlementPayeeOf,
  transferByKey,
  transfersOf,
  type LedgerAccount,
  type LedgerTransfer,
} from './lookups.js';
export { rechargePackage, rechargeRate } from './recharge.js';
export { assertSettlementReady } from './settlement.js';
export { bankCardReviewQueue, personAuthReviewQueue } from './identity/review-queues.js';
export { walletFeature } from './routes.js';
export type { AccountKind, TransferKind } from './tables.js';
