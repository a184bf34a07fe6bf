/**
 * A payout provider pays a withdrawal out of the platform's money to the user. The portal ships two: the
 * sandbox (its own book, completing after a delay on one machine) and WeChat Pay's merchant transfer to
 * balance (API v3: a transfer batch of one detail, queried and notified). Withdrawals and the ledger never
 * depend on which one pays.
 */
export interface PayoutProvider {
  /** Stored on the withdrawal; notifications arrive at /pay/notify/payout/<name>. */
  readonly name: string;

  /**
   * Asks the provider to pay. Asking again with the same withdrawNo is allowed and answers the same payout.
   * Throws `PayoutRefused` when the provider certainly refused it (nothing will be paid); any other failure
   * leaves the outcome unknown, to be asked about later.
   */
  pay(payout: PayoutRequest): Promise<PayoutReport>;

  /** The provider's word on a payout; null when it has none by that number (it never arrived). */
  query(withdrawNo: string): Promise<PayoutReport | null>;

  /**
   * Checks a notification's signature and reads it; throws `PayoutNotificationRejected` (the platform's
   * NotificationRejected, which payments throws too) when it is forged, tampered with, or not about a payout
   * (answered 400, and the provider sends it again).
   */
  readNotification(headers: Record<string, string | undefined>, rawBody: string): Promise<PayoutReport>;

  /**
   * The provider's word on each of these payouts, for reconciliation: one report per payout it knows, none
   * for one it never received. Asked by our numbers because WeChat Pay lists no transfers by date.
   */
  payoutsOf(withdrawNos: readonly string[]): Promise<PayoutReport[]>;

  /** The answer the provider expects once a notification was handled (WeChat: 204, no body). */
  readonly acknowledgement: { status: number; body: string | null };
}

export interface PayoutRequest {
  /** Our withdrawal number: WeChat's out_batch_no and out_detail_no, so 1 to 32 letters and digits. */
  withdrawNo: string;
  /** Fen that reach the user (the amount less the fee). */
  amountCents: number;
  userId: number;
  /** The verified real name (WeChat checks it, encrypted, for 2,000 yuan and more). */
  realName: string;
  /**
   * The user's openid under the merchant's app, when the caller knows it; the WeChat provider otherwise
   * asks its own port (`openIdOf`, handed over by compose.ts). Other providers ignore it.
   */
  openid: string | null;
  /** Shown to the user by providers that tell them (WeChat: at most 32 characters). */
  remark: string;
  /** Absolute address the outcome is posted to. */
  notifyUrl: string;
}

/** What the provider says about one payout. */
export interface PayoutReport {
  withdrawNo: string;
  /** succeeded: paid; failed: never will be (closed or refused); processing: not yet. */
  state: 'succeeded' | 'processing' | 'failed';
  amountCents: number;
  /** The provider's own id of the payout. */
  providerRef: string | null;
  /** Why it failed, in the provider's words or code. */
  failReason: string;
  /** When the provider finished it, when it did. */
  finishedAt: number | null;
}

/** The provider refused a payout for certain. */
export class PayoutRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PayoutRefused';
  }
}

/**
 * A payout notification that is forged, tampered with, stale, or not about a payout: the platform's class
 * under the name payouts use, so the WeChat adapter (which opens notifications with the platform's
 * WeChat Pay code) and the sandbox throw one class.
 */
export { NotificationRejected as PayoutNotificationRejected } from '../../platform/notification-rejected.js';
