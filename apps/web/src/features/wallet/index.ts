export { CoinBalanceCheck } from './CoinBalanceCheck';
export { QrPayPanel } from './QrPayPanel';
export { useTopUpDialog } from './top-up-store';
export { useCoinBalance, useRechargeRate, invalidateWallet } from './wallet-queries';
export { useSettlementGate } from './use-settlement-gate';
export { WalletSummary } from './WalletSummary';
