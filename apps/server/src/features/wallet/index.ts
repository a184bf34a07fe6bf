// The wallet feature's surface: what the rest of the server may use of it.
export { PLATFORM, coinCentsOf, coinsOf, transfer } from './ledger.js';
export { rechargePackage, rechargeRate } from './recharge.js';
export { assertSettlementReady } from './settlement.js';
export { walletFeature } from './routes.js';
