import type { PayoutReport, PayoutRequest } from '../payout-provider.js';

/**
 * The shapes of WeChat Pay's merchant transfer to balance (商家转账到零钱, API v3) as this adapter sends
 * and reads them: a batch of one detail per withdrawal. Pure, so every rule is unit tested.
 */

/** Batch states (batch_status): accepted, funds locked and paying, every detail done, or closed. */
export const BATCH_STATES = ['WAIT_PAY', 'ACCEPTED', 'PROCESSING', 'FINISHED', 'CLOSED'] as const;
export type BatchStatus = (typeof BATCH_STATES)[number];

/** Detail states (detail_status): checking, waiting for the merchant's confirmation, paying, done. */
export const DETAIL_STATES = ['INIT', 'WAIT_PAY', 'PROCESSING', 'SUCCESS', 'FAIL'] as const;
export type DetailStatus = (typeof DETAIL_STATES)[number];

/** WeChat requires the payee's name, encrypted, from 2,000 yuan on. */
export const USER_NAME_REQUIRED_FROM_CENTS = 200_000;
/** ... and refuses it below 0.3 yuan. */
export const USER_NAME_REFUSED_BELOW_CENTS = 30;
/** out_batch_no and out_detail_no: letters and digits only, at most 32. */
export const OUT_NO = /^[0-9A-Za-z]{1,32}$/;
/** batch_name, batch_remark and transfer_remark are string(32), counted in characters. */
const TEXT_MAX = 32;

export interface TransferBatch {
  mchid: string;
  out_batch_no: string;
  batch_id: string;
  batch_status: BatchStatus;
  total_amount: number;
  close_reason?: string;
  update_time?: string;
}

export interface TransferDetail {
  out_batch_no: string;
  out_detail_no: string;
  detail_id: string;
  detail_status: DetailStatus;
  transfer_amount: number;
  fail_reason?: string;
  update_time?: string;
}

/** What a batch notification's decrypted resource says (MCHTRANSFER.BATCH.FINISHED or .CLOSED). */
export interface BatchNotice {
  mchid: string;
  out_batch_no: string;
  batch_id: string;
  batch_status: BatchStatus;
}

/** The text of at most `max` characters WeChat accepts; empty text becomes `fallback`. */
export function clipText(text: string, fallback: string, max = TEXT_MAX): string {
  const clipped = Array.from(text.trim()).slice(0, max).join('');
  return clipped === '' ? fallback : clipped;
}

/**
 * The body of POST /v3/transfer/batches for one withdrawal: a batch of one detail, both numbered by the
 * withdrawal, so asking again with the same withdrawal is the same batch at WeChat.
 */
export function batchRequestOf(
  payout: PayoutRequest,
  merchant: { appId: string; openid: string; encryptedUserName: string | null },
): Record<string, unknown> {
  const remark = clipText(payout.remark, payout.withdrawNo);
  return {
    appid: merchant.appId,
    out_batch_no: payout.withdrawNo,
    batch_name: remark,
    batch_remark: remark,
    total_amount: payout.amountCents,
    total_num: 1,
    transfer_detail_list: [
      {
        out_detail_no: payout.withdrawNo,
        transfer_amount: payout.amountCents,
        transfer_remark: remark,
        openid: merchant.openid,
        ...(merchant.encryptedUserName === null ? {} : { user_name: merchant.encryptedUserName }),
      },
    ],
    notify_url: payout.notifyUrl,
  };
}

/** Whether the payee's encrypted name goes with a payout of this amount. */
export const sendsUserName = (amountCents: number): boolean => amountCents >= USER_NAME_REQUIRED_FROM_CENTS;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isFen = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The batch of a query answer ({ transfer_batch }) or a notification resource; a string says what is wrong. */
export function readBatch(value: unknown): TransferBatch | string {
  const batch = isObject(value) && isObject(value.transfer_batch) ? value.transfer_batch : value;
  if (!isObject(batch)) return 'no transfer_batch object';
  if (!isText(batch.mchid) || !isText(batch.out_batch_no) || !isText(batch.batch_id)) {
    return 'no mchid, out_batch_no or batch_id';
  }
  if (!BATCH_STATES.includes(batch.batch_status as BatchStatus)) {
    return `an unknown batch_status ${JSON.stringify(batch.batch_status)}`;
  }
  if (!isFen(batch.total_amount)) return 'no total_amount in fen';
  return batch as unknown as TransferBatch;
}

/** The answer of GET .../details/out-detail-no/{out_detail_no}; a string says what is wrong. */
export function readDetail(value: unknown): TransferDetail | string {
  if (!isObject(value)) return 'not a transfer detail object';
  if (!isText(value.out_batch_no) || !isText(value.out_detail_no) || !isText(value.detail_id)) {
    return 'no out_batch_no, out_detail_no or detail_id';
  }
  if (!DETAIL_STATES.includes(value.detail_status as DetailStatus)) {
    return `an unknown detail_status ${JSON.stringify(value.detail_status)}`;
  }
  if (!isFen(value.transfer_amount)) return 'no transfer_amount in fen';
  return value as unknown as TransferDetail;
}

/** A batch notification's resource; only a batch at its end (FINISHED or CLOSED) is notified. */
export function readBatchNotice(value: unknown): BatchNotice | string {
  if (!isObject(value)) return 'no resource object';
  if (!isText(value.mchid) || !isText(value.out_batch_no) || !isText(value.batch_id)) {
    return 'no mchid, out_batch_no or batch_id';
  }
  if (value.batch_status !== 'FINISHED' && value.batch_status !== 'CLOSED') {
    return `batch_status ${JSON.stringify(value.batch_status)}, not an end`;
  }
  return value as unknown as BatchNotice;
}

/** RFC 3339 with its offset (2015-05-20T13:29:35+08:00) to milliseconds; null when absent or unreadable. */
export function instantOf(text: string | undefined): number | null {
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Our report of a batch of one detail. The batch says whether WeChat is done; only the detail of a
 * FINISHED batch says whether the user was paid (FINISHED means every detail ended, not that it succeeded).
 * A CLOSED batch never pays: its close_reason (OVERDUE_CLOSE, MERCHANT_REVOCATION) is the reason.
 */
export function reportOf(batch: TransferBatch, detail: TransferDetail | null): PayoutReport {
  const base = {
    withdrawNo: batch.out_batch_no,
    amountCents: detail?.transfer_amount ?? batch.total_amount,
    providerRef: detail?.detail_id ?? batch.batch_id,
  };
  if (batch.batch_status === 'CLOSED') {
    const finishedAt = instantOf(batch.update_time) ?? instantOf(detail?.update_time);
    return { ...base, state: 'failed', failReason: batch.close_reason || 'CLOSED', finishedAt };
  }
  if (batch.batch_status === 'FINISHED' && detail?.detail_status === 'SUCCESS') {
    return { ...base, state: 'succeeded', failReason: '', finishedAt: instantOf(detail.update_time) };
  }
  if (batch.batch_status === 'FINISHED' && detail?.detail_status === 'FAIL') {
    const finishedAt = instantOf(detail.update_time);
    return { ...base, state: 'failed', failReason: detail.fail_reason || 'FAIL', finishedAt };
  }
  return { ...base, state: 'processing', failReason: '', finishedAt: null };
}
