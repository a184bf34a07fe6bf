/**
 * A provider's notification (a payment, a refund, a payout) that is not to be trusted: forged, tampered
 * with, stale, or not about what the endpoint handles. The caller changes nothing and answers non-2xx.
 * It lives in the platform so payments and earnings, and their providers, throw one class.
 */
export class NotificationRejected extends Error {
  override name = 'NotificationRejected';
}
