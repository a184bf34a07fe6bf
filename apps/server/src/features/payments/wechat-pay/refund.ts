import type { RefundReport } from '../provider.js';

/**
 * What we read of a WeChat Pay refund: the answer of POST /v3/refund/domestic/refunds and of the refund
 * query (status), or a decrypted refund notification resource (refund_status, and mchid).
 */
export interface WechatRefund {
  out_refund_no: string;
  out_trade_no: string;
  refund_id: string;
  status: string;
  /** Fen refunded: amount.refund. */
  refund: number;
  /** Only in notifications. */
  mchid: string | null;
}

const STATES: Record<string, RefundReport['state']> = {
  SUCCESS: 'succeeded',
  CLOSED: 'failed',
  PROCESSING: 'processing',
  // The money could not reach the payer's card; WeChat keeps it until the merchant acts, so it is not back.
  ABNORMAL: 'processing',
};

/** Reads the fields we rely on; a description of what is wrong when the object does not have them. */
export function readRefund(value: unknown, statusField: 'status' | 'refund_status'): WechatRefund | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const r = value as Record<string, unknown>;
  for (const field of ['out_refund_no', 'out_trade_no', 'refund_id', statusField] as const) {
    if (typeof r[field] !== 'string' || r[field] === '') return `no ${field}`;
  }
  const amount = r.amount as Record<string, unknown> | undefined;
  const refund = typeof amount === 'object' && amount !== null ? amount.refund : undefined;
  if (typeof refund !== 'number' || !Number.isSafeInteger(refund) || refund <= 0) {
    return 'amount.refund is not a positive whole number of fen';
  }
  return {
    out_refund_no: r.out_refund_no as string,
    out_trade_no: r.out_trade_no as string,
    refund_id: r.refund_id as string,
    status: r[statusField] as string,
    refund,
    mchid: typeof r.mchid === 'string' ? r.mchid : null,
  };
}

/** The report for a refund; a description of what is wrong when it cannot be one. */
export function refundReportOf(refund: WechatRefund): RefundReport | string {
  const state = STATES[refund.status];
  if (!state) return `unknown refund status ${JSON.stringify(refund.status)}`;
  return {
    refundNo: refund.out_refund_no,
    orderNo: refund.out_trade_no,
    state,
    amountCents: refund.refund,
    providerRefundId: refund.refund_id,
    status: refund.status,
  };
}

/** The notification event types of refunds, by their outcome. */
export const REFUND_EVENTS = ['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED'] as const;
