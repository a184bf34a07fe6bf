import { formatChinaTime } from '@fox/contracts';
import type { PaymentReport } from '../provider.js';

/** What we read of a WeChat Pay transaction (a query answer, or a decrypted notification resource). */
export interface Transaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id: string | null;
  trade_state: string;
  total: number | null;
}

const STATES: Record<string, PaymentReport['state']> = {
  SUCCESS: 'paid',
  // Refunds happen after the money arrived; the order was paid and its fulfilment stands.
  REFUND: 'paid',
  NOTPAY: 'open',
  USERPAYING: 'open',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};

/** Reads the fields we rely on; a description of what is wrong when the object does not have them. */
export function readTransaction(value: unknown): Transaction | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const t = value as Record<string, unknown>;
  for (const field of ['appid', 'mchid', 'out_trade_no', 'trade_state'] as const) {
    if (typeof t[field] !== 'string' || t[field] === '') return `no ${field}`;
  }
  const amount = t.amount as Record<string, unknown> | undefined;
  const total = typeof amount === 'object' && amount !== null ? amount.total : undefined;
  if (total !== undefined && (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0)) {
    return 'amount.total is not a whole number of fen';
  }
  return {
    appid: t.appid as string,
    mchid: t.mchid as string,
    out_trade_no: t.out_trade_no as string,
    transaction_id: typeof t.transaction_id === 'string' && t.transaction_id !== '' ? t.transaction_id : null,
    trade_state: t.trade_state as string,
    total: total ?? null,
  };
}

/** The report for a transaction; a description of what is wrong when it cannot be one. */
export function reportOf(transaction: Transaction): PaymentReport | string {
  const state = STATES[transaction.trade_state];
  if (!state) return `unknown trade_state ${JSON.stringify(transaction.trade_state)}`;
  if (state !== 'paid') {
    return { orderNo: transaction.out_trade_no, state, amountCents: 0, transactionId: null };
  }
  if (transaction.total === null) return 'a paid transaction without amount.total';
  if (!transaction.transaction_id) return 'a paid transaction without transaction_id';
  return {
    orderNo: transaction.out_trade_no,
    state,
    amountCents: transaction.total,
    transactionId: transaction.transaction_id,
  };
}

/** RFC 3339 in Beijing time, as WeChat Pay writes and expects it: 2024-05-20T13:29:35+08:00. */
export function beijingTime(ms: number): string {
  return `${formatChinaTime(ms).replace(' ', 'T')}+08:00`;
}

/** Cuts text to at most `maxBytes` UTF-8 bytes without splitting a character. */
export function clipUtf8(text: string, maxBytes: number): string {
  let bytes = 0;
  let out = '';
  for (const char of text) {
    bytes += Buffer.byteLength(char, 'utf8');
    if (bytes > maxBytes) break;
    out += char;
  }
  return out;
}
