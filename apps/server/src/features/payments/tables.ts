import type { payments } from '@fox/contracts';
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

export interface PaymentKeyTable {
  name: string;
  secret: string;
  createdAt: number;
}

export interface PaymentsTables {
  payOrders: PayOrderTable;
  sandboxPayments: SandboxPaymentTable;
  paymentKeys: PaymentKeyTable;
}
