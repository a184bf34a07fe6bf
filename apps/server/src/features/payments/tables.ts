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

export interface PaymentsTables {
  payOrders: PayOrderTable;
}
