import type { createBillDesk } from './wechat-pay-simulator-bills.js';
/** The shapes the WeChat Pay simulator takes and answers (see wechat-pay-simulator.ts). */

export type BillDesk = ReturnType<typeof createBillDesk>;

export interface MerchantKeys {
  serial: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

export interface WechatPaySimulatorOptions {
  mchId: string;
  appId: string;
  apiV3Key: string;
  merchantSerial: string;
  merchantPublicKeyPem: string;
  now?: () => number;
}

export interface SimulatedOrder {
  outTradeNo: string;
  appid: string;
  description: string;
  notifyUrl: string;
  total: number;
  timeExpire: string;
  codeUrl: string;
  /** REFUND once a refund was asked for, as WeChat's trade_state says. */
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId: string | null;
  successTime: string | null;
}

export interface SimulatedRefund {
  outRefundNo: string;
  outTradeNo: string;
  transactionId: string;
  refundId: string;
  total: number;
  refund: number;
  reason: string;
  notifyUrl: string | null;
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  createTime: string;
  successTime: string | null;
}

export interface ReceivedPayCall {
  method: string;
  path: string;
  status: number;
  /** WeChat's error code, when the answer was one. */
  code?: string;
}

/** Changes to a notification, for tests that need a wrong one. */
export interface NotificationOverrides {
  eventType?: string;
  originalType?: string;
  tradeState?: string;
  total?: number;
  mchId?: string;
  appId?: string;
  /** Seconds since the epoch for Wechatpay-Timestamp. */
  timestamp?: number;
  /** Sign with this key instead of the platform key (a forger's). */
  signingKeyPem?: string;
  serial?: string;
  /** Encrypt with this key instead of the merchant's API v3 key. */
  apiV3Key?: string;
  /** Refund notifications: another refund_status or amount.refund than the refund's. */
  refundStatus?: string;
  refund?: number;
}

export interface SignedNotification {
  /** Lower-case names, as Node's request.headers has them. */
  headers: Record<string, string>;
  body: string;
}

export interface WechatPaySimulator {
  /** e.g. http://127.0.0.1:41234, for WECHATPAY_API_BASE. */
  base: string;
  platformSerial: string;
  platformPublicKeyPem: string;
  calls: ReceivedPayCall[];
  order(outTradeNo: string): SimulatedOrder | undefined;
  /** The payer paid: the order becomes SUCCESS without a notification (for tests of querying). */
  markPaid(outTradeNo: string): SimulatedOrder;
  /** markPaid, then posts the notification to the order's notify_url and answers the merchant's reply. */
  pay(outTradeNo: string): Promise<{ status: number; body: string }>;
  /** Posts a (re)notification for the order as it stands, as WeChat's retries do. */
  notify(outTradeNo: string, overrides?: NotificationOverrides): Promise<{ status: number; body: string }>;
  notificationFor(outTradeNo: string, overrides?: NotificationOverrides): SignedNotification;
  refund(outRefundNo: string): SimulatedRefund | undefined;
  /** WeChat finishes a refund (SUCCESS unless told) without notifying (for tests of querying). */
  finishRefund(outRefundNo: string, status?: 'SUCCESS' | 'CLOSED' | 'ABNORMAL'): SimulatedRefund;
  /** Posts the refund's notification (REFUND.<status>) to its notify_url and answers the merchant's reply. */
  notifyRefund(
    outRefundNo: string,
    overrides?: NotificationOverrides,
  ): Promise<{ status: number; body: string }>;
  refundNotificationFor(outRefundNo: string, overrides?: NotificationOverrides): SignedNotification;
  /** The next API call that passes the signature check answers this error. */
  failNext(status: number, code: string, message?: string): void;
  /** The next answer is signed with a throwaway key, as a man in the middle would. */
  forgeNextAnswer(): void;
  /** The trade bills (GET /v3/bill/tradebill and the download), and what a test plants in them. */
  bills: BillDesk;
  close(): Promise<void>;
}
