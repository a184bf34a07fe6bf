import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { CONSOLE_REASON_MAX } from './console.js';
import { MONEY_ROLES } from './console-money.js';
import { defineEndpoint } from './endpoint.js';
import {
  FINANCE_RECORD_KINDS,
  FINANCE_RECORD_STATES,
  FINANCE_SOURCE_TYPES,
  WITHDRAW_STEPS,
} from './finance-constants.js';
import { idSchema, wholeNumber } from './ids.js';
import { bankCardSchema } from './wallet.js';

export * from './finance-constants.js';

/** Yuan with at most two decimals, as every amount of this API is answered. */
const yuan = z.number();
const monthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'finance.monthFormat' });
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'finance.dayFormat' });

/**
 * The viewer's earnings (never fox coins): what can be withdrawn now, what is held for the settling period,
 * what is on its way out in a withdrawal, and the totals; with one point per China-time day of the last 30.
 */
export const summary = defineEndpoint({
  method: 'GET',
  path: '/app/api/finance/summary',
  auth: 'user',
  tag: 'finance',
  summary:
    "The viewer's earnings: available, pending (held for the settling period), frozen (in a withdrawal), total earned and withdrawn, and the last 30 days' earnings by day",
  kind: 'object',
  response: z.object({
    available: yuan,
    pending: yuan,
    frozen: yuan,
    totalEarned: yuan,
    totalWithdrawn: yuan,
    holdDays: z.number().int(),
    /** Oldest first, every day present (0 when nothing came in). */
    days: z.array(z.object({ day: z.string(), amount: yuan })),
  }),
});

export const recordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FINANCE_RECORD_KINDS),
  state: z.enum(FINANCE_RECORD_STATES),
  /** Positive for money in, negative for money out. */
  amount: yuan,
  /** A withdrawal's fee (part of its amount); 0 otherwise. */
  fee: yuan,
  title: z.string(),
  sourceType: z.enum(FINANCE_SOURCE_TYPES),
  /** The drama's id, the wish's taskNumber, or the withdrawal's number. */
  sourceId: z.string(),
  /** The order a sale came from, when there was one. */
  orderNo: z.string().nullable(),
  createTime: chinaTimeSchema,
  /** When a pending credit can be withdrawn. */
  availableTime: chinaTimeSchema.nullable(),
});
export type FinanceRecord = z.infer<typeof recordSchema>;

export const records = defineEndpoint({
  method: 'GET',
  path: '/app/api/finance/records',
  auth: 'user',
  tag: 'finance',
  summary:
    "The viewer's finance records newest first, of one kind and one China-time month when asked; paged by key (beforeId = the last id shown)",
  query: z.object({
    kind: z.enum(FINANCE_RECORD_KINDS).optional(),
    month: monthText.optional(),
    beforeId: idSchema.optional(),
    pageSize: wholeNumber({ min: 1, max: 50 }).default(20),
  }),
  kind: 'object',
  response: z.object({ records: z.array(recordSchema), hasMore: z.boolean() }),
});

/** One ledger transfer behind a record, its accounts named in the viewer's words. */
export const transferLineSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** What the movement was, in the viewer's language. */
  label: z.string(),
  from: z.string(),
  to: z.string(),
  amount: yuan,
  createTime: chinaTimeSchema,
});

export const withdrawalSchema = z.object({
  withdrawNo: z.string(),
  amount: yuan,
  fee: yuan,
  /** What reaches the card: the amount less the fee. */
  arrival: yuan,
  state: z.enum(['processing', 'succeeded', 'failed']),
  failReason: z.string(),
  bankName: z.string(),
  cardTail: z.string(),
  createTime: chinaTimeSchema,
  finishTime: chinaTimeSchema.nullable(),
  steps: z.array(z.object({ step: z.enum(WITHDRAW_STEPS), note: z.string(), time: chinaTimeSchema })),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const record = defineEndpoint({
  method: 'GET',
  path: '/app/api/finance/records/:id',
  auth: 'user',
  tag: 'finance',
  summary:
    "One of the viewer's finance records with its source (the drama, the wish, the withdrawal), the ledger transfers behind it, and a withdrawal's steps",
  params: z.object({ id: idSchema }),
  kind: 'object',
  response: z.object({
    record: recordSchema,
    transfers: z.array(transferLineSchema),
    withdrawal: withdrawalSchema.nullable(),
  }),
});

/** What the cash-out page shows before the amount is typed, all from the server's configuration. */
export const cashOutRules = defineEndpoint({
  method: 'GET',
  path: '/app/api/finance/cashOut/rules',
  auth: 'user',
  tag: 'finance',
  summary:
    'The cash-out page: available earnings, minimum, daily limit and what was withdrawn today, the fee rule, the arrival time, and the settlement card (bank and last four digits)',
  kind: 'object',
  response: z.object({
    available: yuan,
    minAmount: yuan,
    dailyLimit: yuan,
    withdrawnToday: yuan,
    feePermille: z.number().int(),
    feeMin: yuan,
    /** Hours within which a payout normally arrives. */
    arrivalHours: z.number().int(),
    card: bankCardSchema,
  }),
});

/**
 * Withdraws an amount of available earnings to the settlement card, after the settlement gate. The amount
 * is frozen at once and the payout provider pays it; the same requestId answers the same withdrawal.
 */
export const cashOut = defineEndpoint({
  method: 'POST',
  path: '/app/api/finance/cashOut',
  auth: 'user',
  tag: 'finance',
  summary:
    'Withdraw available earnings (yuan with at most two decimals) to the passed settlement card: frozen at once, paid by the payout provider; idempotent by requestId',
  body: z
    .object({
      amount: z.string().max(16),
      /** Made by the page once per confirmation, so a repeated click or retry withdraws once. */
      requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { message: 'finance.requestIdFormat' }),
    })
    .strict(),
  kind: 'object',
  response: z.object({ recordId: z.number().int(), withdrawal: withdrawalSchema }),
});

export const MISMATCH_KINDS = [
  'orderMissingAtProvider',
  'orderMissingInLedger',
  'orderAmount',
  'refundMissingAtProvider',
  'refundMissingInLedger',
  'refundAmount',
  'payoutMissingAtProvider',
  'payoutMissingInLedger',
  'payoutAmount',
  'payoutState',
] as const;

export const reconcileRunSchema = z.object({
  id: z.number().int(),
  /** The China-time day checked. */
  day: z.string(),
  startTime: chinaTimeSchema,
  /** What was compared on each side. */
  orders: z.number().int(),
  refunds: z.number().int(),
  payouts: z.number().int(),
  mismatchCount: z.number().int(),
  mismatches: z.array(
    z.object({
      kind: z.enum(MISMATCH_KINDS),
      /** Our order, refund or withdrawal number. */
      ref: z.string(),
      ledger: yuan.nullable(),
      provider: yuan.nullable(),
      note: z.string(),
    }),
  ),
});
export type ReconcileRun = z.infer<typeof reconcileRunSchema>;

/** The last reconciliation of a day, or null when the day was never checked. */
export const reconcileDay = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/money/reconcile',
  auth: 'console',
  roles: MONEY_ROLES,
  tag: 'console',
  summary:
    "The last reconciliation of a China-time day: the ledger against the payment and payout providers' records (orders paid, refunds, payouts) and every mismatch found",
  query: z.object({ day: dayText }),
  kind: 'object',
  response: z.object({ run: reconcileRunSchema.nullable() }),
});

/** Checks a day again now; changes no money, only records what it found. */
export const runReconcile = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/money/reconcile',
  auth: 'console',
  roles: MONEY_ROLES,
  tag: 'console',
  summary:
    "Reconcile a China-time day now: compares the ledger with the providers' records and lists every mismatch; never changes money",
  body: z.object({ day: dayText, note: z.string().max(CONSOLE_REASON_MAX).optional() }).strict(),
  kind: 'object',
  response: z.object({ run: reconcileRunSchema }),
});
