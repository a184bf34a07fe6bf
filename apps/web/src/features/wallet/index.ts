export { QrPayPanel, QR_LOADING_LIMIT_MS, ORDER_POLL_MS, type QrPayPanelProps } from './QrPayPanel';
export { TopUpDialog } from './TopUpDialog';
export { useTopUpDialog } from './top-up-store';
export {
  useCoinBalance,
  useRechargeRate,
  invalidateWallet,
  setCoinBalance,
  walletKeys,
} from './wallet-queries';
export { walletMessages } from './messages';
export { useSettlementGate, type SettlementGate } from './use-settlement-gate';
