/**
 * A payment provider takes QR-code payments for our orders. The portal ships two: the sandbox (a payment
 * page served by the portal itself, so the whole QR flow works on one machine) and WeChat Pay API v3 Native.
 * Orders, fulfilment and the ledger never depend on which one took the money.
 */
export interface PaymentProvider {
  /** Stored on the order; notifications arrive at /pay/notify/<name>. */
  readonly name: string;

  /** Opens a payment for our order and answers what the QR code encodes. Placing the same order again is allowed. */
  placeOrder(order: ProviderOrder): Promise<{ codeUrl: string }>;

  /**
   * Checks a notification's signature and reads it. Throws `NotificationRejected` when it is forged,
   * tampered with, or not about a payment; the caller then changes nothing.
   */
  readNotification(headers: Record<string, string | undefined>, rawBody: string): Promise<PaymentReport>;

  /** Asks the provider about an order when no notification came. */
  queryOrder(orderNo: string): Promise<PaymentReport>;

  /** Closes an unpaid order at the provider so it can no longer be paid. */
  closeOrder(orderNo: string): Promise<void>;

  /**
   * Asks the provider to give back money of a paid order. Asking again with the same refund number is
   * allowed and answers the same refund. Throws `RefundRefused` when the provider certainly refused it
   * (nothing was refunded); any other failure leaves the outcome unknown, to be asked about later.
   */
  refund(request: ProviderRefund): Promise<RefundReport>;

  /** The provider's word on a refund; null when it has none by that number (it was never placed). */
  queryRefund(refund: { refundNo: string; orderNo: string }): Promise<RefundReport | null>;

  /**
   * Checks a refund notification's signature and reads it; throws `NotificationRejected` when it is
   * forged, tampered with, or not about a refund.
   */
  readRefundNotification(headers: Record<string, string | undefined>, rawBody: string): Promise<RefundReport>;

  /**
   * The provider's bill of one China-time day ('YYYY-MM-DD'), for reconciliation: the payments it took and
   * the refunds it accepted that day. Throws `BillNotReady` while the provider is still making it.
   */
  dayBill(day: string): Promise<ProviderBill>;

  /** The answer the provider expects once a notification was handled (WeChat: 204, no body). */
  readonly acknowledgement: { status: number; body: string | null };
}

/** A provider's record of one day, as its bill lists it. */
export interface ProviderBill {
  payments: BillPayment[];
  /** WeChat lists a refund on the day it was asked for, with its status when the bill was made. */
  refunds: BillRefund[];
}

export interface BillPayment {
  orderNo: string;
  /** Fen the provider received. */
  amountCents: number;
  transactionId: string | null;
}

export interface BillRefund {
  refundNo: string;
  orderNo: string;
  /** Fen refunded (or being refunded). */
  amountCents: number;
  /** The provider's status word then: SUCCESS, PROCESSING, ABNORMAL, CLOSED. */
  status: string;
}

/** The provider has not made the day's bill yet (WeChat makes yesterday's from 09:00): ask again later. */
export class BillNotReady extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BillNotReady';
  }
}

export interface ProviderOrder {
  orderNo: string;
  /** Yuan fen. */
  amountCents: number;
  description: string;
  /** Milliseconds since the epoch after which the provider must refuse payment. */
  expiresAt: number;
  /** Absolute address notifications are posted to. */
  notifyUrl: string;
  /** The portal's own origin as the browser reached it, for providers whose page the portal serves. */
  origin: string;
}

/** What the provider says about one order. */
export interface PaymentReport {
  orderNo: string;
  /** paid: money received; open: not paid yet; closed: can no longer be paid. */
  state: 'paid' | 'open' | 'closed';
  /** Fen actually paid (for checking against our order); 0 when not paid. */
  amountCents: number;
  /** The provider's transaction id, when paid. */
  transactionId: string | null;
}

// One class for every provider's untrusted notification, shared with the earnings feature's payouts.
export { NotificationRejected } from '../../platform/notification-rejected.js';

export interface ProviderRefund {
  orderNo: string;
  /** Our refund number (WeChat's out_refund_no): one per refund, the same on every retry. */
  refundNo: string;
  /** The provider's transaction id of the payment, when known. */
  transactionId: string | null;
  /** Fen to give back, at most the order's. */
  amountCents: number;
  /** Fen the order was paid. */
  totalCents: number;
  /** Shown to the payer by providers that tell them (WeChat: at most 80 bytes). */
  reason: string;
  /** Absolute address the refund's outcome is posted to. */
  notifyUrl: string;
}

/** What the provider says about one refund. */
export interface RefundReport {
  refundNo: string;
  orderNo: string;
  /** succeeded: the money went back; failed: it never will (closed); processing: not yet (or abnormal). */
  state: 'succeeded' | 'processing' | 'failed';
  /** Fen refunded (for checking against our refund). */
  amountCents: number;
  /** The provider's own refund id. */
  providerRefundId: string | null;
  /** The provider's status word: SUCCESS, PROCESSING, ABNORMAL, CLOSED. */
  status: string;
}

/** The provider refused a refund for certain: `code` is its reason code, the message its words. */
export class RefundRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RefundRefused';
  }
}
