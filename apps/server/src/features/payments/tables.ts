import type { consoleMoney, payments } from '@fox/contracts';
import type { Generated } from 'kysely';

export interface PayOrderTable {
  id: Generated<number>;
  /** Our order number, the provider's out_trade_no. */
  orderNo: string;
  userId: number;
  paySource: number;
  payType: string;
  /** Which provider took the money: coin, sandbox or wechat. */
  provider: string;
  /** Yuan fen the order costs. */
  amountCents: number;
  /** Coins (hundredths) a top-up credits or a coin payment charges. */
  coinCents: number | null;
  dramaId: number | null;
  episodeId: number | null;
  packageId: number | null;
  state: payments.OrderState;
  codeUrl: string | null;
  providerTxnId: string | null;
  createdAt: number;
  expiresAt: number | null;
  paidAt: number | null;
  fulfilledAt: number | null;
  closedAt: number | null;
  /** The promoter (分销) whose link the buyer came through, when the sale paid them a commission. */
  independentUserId: number | null;
}

/** The sandbox provider's record of a payment, kept apart from our orders as a real gateway would. */
export interface SandboxPaymentTable {
  orderNo: string;
  amountCents: number;
  description: string;
  notifyUrl: string;
  state: 'open' | 'paid' | 'closed';
  transactionId: string | null;
  expiresAt: number;
  paidAt: number | null;
}

/** A refund of a paid order: its money, what it took back, and the provider's word on it. */
export interface PayRefundTable {
  id: Generated<number>;
  /** Our refund number, the provider's out_refund_no. */
  refundNo: string;
  orderId: number;
  /** The order's id while processing or succeeded, null once failed: unique, so one live refund per order. */
  liveOrderId: number | null;
  /** The buyer. */
  userId: number;
  provider: string;
  state: consoleMoney.Refund['state'];
  /** Yuan fen given back. */
  amountCents: number;
  /** Coins (hundredths) a top-up's refund took back; null for a drama order. */
  coinCents: number | null;
  /** JSON arrays of the episodes a drama order's refund took back: ids (to grant again) and numbers. */
  episodeIds: string;
  episodeNumbers: string;
  reason: string;
  operatorId: number;
  providerRefundId: string | null;
  providerStatus: string | null;
  /** Why it failed, or why the provider has not answered: its code and words. */
  note: string | null;
  /** Where the provider posts the refund's outcome (the same on every retry). */
  notifyUrl: string;
  createdAt: number;
  completedAt: number | null;
}

/** The sandbox provider's record of a refund: accepted at once, reported by a notification. */
export interface SandboxRefundTable {
  refundNo: string;
  orderNo: string;
  amountCents: number;
  refundId: string;
  notifyUrl: string;
  createdAt: number;
  succeededAt: number;
}

export interface PaymentKeyTable {
  name: string;
  secret: string;
  createdAt: number;
}

export interface PaymentsTables {
  payOrders: PayOrderTable;
  sandboxPayments: SandboxPaymentTable;
  paymentKeys: PaymentKeyTable;
  payRefunds: PayRefundTable;
  sandboxRefunds: SandboxRefundTable;
}
