import { createHash } from 'node:crypto';
import { BillNotReady, type BillPayment, type BillRefund, type ProviderBill } from '../provider.js';
import { WechatPayError, type WechatPayClient } from '../../../platform/wechat-pay/wechat-pay-client.js';

/**
 * WeChat Pay's trade bill of type ALL, as its documentation describes the file: a header line, one line per
 * payment taken (trade state SUCCESS) or refund asked for (REFUND) that day, then a summary header and its
 * line. Fields are separated by commas and every value carries a leading backquote (so spreadsheets keep
 * long numbers whole); amounts are yuan.
 *
 * Columns are read by their documented position, the same in the current format and the early one (whose
 * names differ only for the settlement amount and voucher columns): trade time, app id, merchant id,
 * sub-merchant id, device, WeChat order id (5), merchant order number (6), openid, trade type, trade state
 * (9), bank, currency, settlement amount (12), voucher, WeChat refund id (14), merchant refund number (15),
 * refund amount (16), recharge-voucher refund, refund type, refund status (19), goods, attach, fee, rate, and
 * in the current format order amount (24), requested refund amount (25) and rate note.
 */
const COLUMN = {
  transactionId: 5,
  orderNo: 6,
  tradeState: 9,
  settlementAmount: 12,
  refundNo: 15,
  refundAmount: 16,
  refundStatus: 19,
  orderAmount: 24,
  requestedRefund: 25,
} as const;

/** The fewest columns a line of an ALL bill has (the early format's 24). */
const MIN_COLUMNS = 24;

export class TradeBillUnreadable extends Error {}

/** Fen of a yuan text such as '0.01' or '12.5' (never through a float). */
export function centsOfYuanText(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) throw new TradeBillUnreadable(`not an amount: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const valuesOf = (line: string) => line.split(',').map((value) => value.replace(/^`/, '').trim());

/** Checks the file against the digest WeChat gave with its address (SHA1 of the uncompressed file). */
export function checkBillDigest(file: Buffer, hashType: string, hashValue: string): void {
  if (hashType.toUpperCase() !== 'SHA1') throw new TradeBillUnreadable(`unknown hash type ${hashType}`);
  const digest = createHash('sha1').update(file).digest('hex');
  if (digest.toLowerCase() !== hashValue.toLowerCase()) {
    throw new TradeBillUnreadable('the bill does not match its digest');
  }
}

/** Reads an ALL bill into the payments and refunds it lists. */
export function readTradeBill(text: string): ProviderBill {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const payments: BillPayment[] = [];
  const refunds: BillRefund[] = [];
  // Detail lines follow the header and start with a backquote; the summary's header line does not.
  for (const line of lines.slice(1)) {
    if (!line.startsWith('`')) break;
    const values = valuesOf(line);
    if (values.length < MIN_COLUMNS) {
      throw new TradeBillUnreadable(`a bill line has ${values.length} columns`);
    }
    const at = (index: number) => values[index] ?? '';
    const current = values.length > COLUMN.requestedRefund;
    const state = at(COLUMN.tradeState);
    if (state === 'SUCCESS') {
      payments.push({
        orderNo: at(COLUMN.orderNo),
        amountCents: centsOfYuanText(at(current ? COLUMN.orderAmount : COLUMN.settlementAmount)),
        transactionId: at(COLUMN.transactionId) || null,
      });
    } else if (state === 'REFUND') {
      refunds.push({
        refundNo: at(COLUMN.refundNo),
        orderNo: at(COLUMN.orderNo),
        amountCents: centsOfYuanText(at(current ? COLUMN.requestedRefund : COLUMN.refundAmount)),
        status: at(COLUMN.refundStatus),
      });
    }
  }
  return { payments, refunds };
}

/**
 * GET /v3/bill/tradebill for a day's ALL bill, then the file at its download address, checked against its
 * digest. A day without trades has no bill (NO_STATEMENT_EXIST: nothing to list); one WeChat is still making
 * (STATEMENT_CREATING, before about 10:00 the next day) is asked for again later.
 */
export async function fetchTradeBill(client: WechatPayClient, day: string): Promise<ProviderBill> {
  let json: Record<string, unknown> | undefined;
  try {
    ({ json } = await client.call('GET', `/v3/bill/tradebill?bill_date=${day}&bill_type=ALL`));
  } catch (error) {
    if (error instanceof WechatPayError && error.verified) {
      if (error.code === 'NO_STATEMENT_EXIST') return { payments: [], refunds: [] };
      if (error.code === 'STATEMENT_CREATING') {
        throw new BillNotReady(`WeChat Pay is still making the bill of ${day}`);
      }
    }
    throw error;
  }
  const address = json?.download_url;
  const hashType = json?.hash_type;
  const hashValue = json?.hash_value;
  if (typeof address !== 'string' || typeof hashType !== 'string' || typeof hashValue !== 'string') {
    throw new TradeBillUnreadable('GET /v3/bill/tradebill answered without download_url or hash');
  }
  const file = await client.download(address);
  checkBillDigest(file, hashType, hashValue);
  return readTradeBill(file.toString('utf8'));
}
