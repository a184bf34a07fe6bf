import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { CONSOLE_REASON_MAX, consolePaging } from './console.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema, wholeNumber } from './ids.js';
import { ORDER_STATES } from './payments.js';
import { lineText } from './text.js';

/**
 * The back office's money pages (财务): orders and what they bought, a user's coin ledger, and refunds of
 * paid orders through the payment provider. Amounts are yuan and coins as numbers with at most two
 * decimals; the server keeps them as whole fen and hundredths of a coin.
 */

/** Who may look money up and refund (the super operator always may). */
export const MONEY_ROLES = ['finance'] as const;

const orderNo = lineText(64, { min: 1 });

export const moneyUserSchema = z.object({ id: z.number().int(), userName: z.string(), nickName: z.string() });

/** What an order bought: coins (a top-up), or episodes of a drama (their numbers). */
export const boughtSchema = z.object({
  kind: z.enum(['topUp', 'episodes']),
  /** Coins a top-up credited, or coins an unlock paid with coins cost. */
  coin: z.number().nullable(),
  dramaId: z.number().int().nullable(),
  dramaTitle: z.string().nullable(),
  /** Episode numbers the order unlocked; for a refunded order, those its refund took back. */
  episodes: z.array(z.number().int()),
  /** The whole drama (pay sources 14 and 102) rather than one episode. */
  wholeDrama: z.boolean(),
});

export const moneyOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  user: moneyUserSchema,
  state: z.enum(ORDER_STATES),
  paySource: z.number().int(),
  payType: z.string(),
  /** coin (paid with fox coins), sandbox or wechat. */
  provider: z.string(),
  /** Yuan. */
  amount: z.number(),
  /** The provider's transaction id once paid. */
  providerTxnId: z.string().nullable(),
  bought: boughtSchema,
  /** Yuan given back by a refund that went through; 0 when none did. */
  refundedAmount: z.number(),
  createTime: chinaTimeSchema,
  paidTime: chinaTimeSchema.nullable(),
  fulfilledTime: chinaTimeSchema.nullable(),
  closedTime: chinaTimeSchema.nullable(),
});
export type MoneyOrder = z.infer<typeof moneyOrderSchema>;

export const REFUND_STATES = ['processing', 'succeeded', 'failed'] as const;

export const refundSchema = z.object({
  /** Our refund number: WeChat Pay's out_refund_no. */
  refundNo: z.string(),
  state: z.enum(REFUND_STATES),
  /** Yuan given back. */
  amount: z.number(),
  /** Coins a top-up's refund took back (held while processing, given back when it failed). */
  coin: z.number().nullable(),
  /** Episode numbers a drama order's refund took back (granted again when it failed). */
  episodes: z.array(z.number().int()),
  reason: z.string(),
  operator: moneyUserSchema.nullable(),
  /** The provider's word: SUCCESS, PROCESSING, ABNORMAL, CLOSED, or its error code. */
  providerStatus: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  /** Why it failed, or what the operator must do (an abnormal refund). */
  note: z.string().nullable(),
  createTime: chinaTimeSchema,
  completeTime: chinaTimeSchema.nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** What refunding the order now would do, worked out by the refund's own rules; or why it cannot be. */
export const refundPlanSchema = z.object({
  refundable: z.boolean(),
  /** The plan or the refusal, in the operator's language, with the rule applied. */
  message: z.string(),
  /** Yuan that would go back. */
  amount: z.number(),
  /** Coins that would be taken back (top-ups). */
  coin: z.number().nullable(),
  /** Coins of the order the buyer has spent already, which are not refunded (top-ups). */
  spentCoin: z.number().nullable(),
  /** Episodes that would be taken back (drama orders). */
  episodes: z.array(z.number().int()),
  /** The episode of the drama the buyer watched last (drama orders); null when they never watched it. */
  lastWatched: z.number().int().nullable(),
});

export const orders = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/money/orders',
  auth: 'console',
  roles: MONEY_ROLES,
  tag: 'console',
  summary:
    "Orders newest first, all or one user's, paged by key (before = the last id shown); total is the rows shown, plus one when another page follows",
  query: consolePaging.extend({ userId: idSchema.optional() }),
  kind: 'list',
  response: moneyOrderSchema,
});

export const order = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/money/order',
  auth: 'console',
  roles: MONEY_ROLES,
  tag: 'console',
  summary:
    'One order by its number: its state, amounts, provider, transaction id, what it bought, its refunds, and what a refund now would do (a refund still processing is first asked about at the provider)',
  query: z.object({ orderNo }),
  kind: 'object',
  response: z.object({
    order: moneyOrderSchema,
    refunds: z.array(refundSchema),
    refundPlan: refundPlanSchema,
  }),
});

export const refundOrder = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/money/order/refund',
  auth: 'console',
  roles: MONEY_ROLES,
  tag: 'console',
  summary:
    "Refund a paid QR order through its payment provider, once: a top-up's unspent coins are taken back and only their value refunded; a drama order's episodes and the creator's takings are taken back. msg says what happened",
  body: z
    .object({
      orderNo,
      /** Shown to the buyer with the refund, and sent to the provider. */
      reason: lineText(CONSOLE_REASON_MAX, { min: 1 }),
    })
    .strict(),
  kind: 'object',
  response: z.object({
    order: moneyOrderSchema,
    refund: refundSchema,
    /** What happened, for the operator: processing, done, or why the provider refused. */
    message: z.string(),
  }),
});

/**
 * The user an operator names by public ID or phone number (exact), for the money pages, which take a user's
 * internal id: a buyer who writes in gives one of these.
 */
export const findUser = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/money/user',
  auth: 'console',
  roles: MONEY_ROLES,
  tag: 'console',
  summary: 'The user with this public ID or phone number (exact): internal id, public ID and nickname',
  query: z.object({ account: lineText(32, { min: 1 }) }),
  kind: 'object',
  response: moneyUserSchema,
});

/**
 * A person's accounts: wallet, their fox coins; creatorRevenue, what their dramas earned before sales were
 * shared (coins and yuan); earnings (available), earningsPending (held for the settling period) and
 * earningsFrozen (in a withdrawal), their earnings in yuan from drama sales and wish settlements.
 */
export const ACCOUNT_KINDS = [
  'wallet',
  'creatorRevenue',
  'earnings',
  'earningsPending',
  'earningsFrozen',
] as const;

export const ledgerAccountSchema = z.object({
  id: z.number().int(),
  /** One of ACCOUNT_KINDS. */
  kind: z.enum(ACCOUNT_KINDS),
  currency: z.enum(['coin', 'cny']),
  /** Coins or yuan. */
  balance: z.number(),
});

export const ledger = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/money/ledger',
  auth: 'console',
  roles: MONEY_ROLES,
  tag: 'console',
  summary: "A user's ledger accounts and their balances (their transfers: ledger/transfers)",
  query: z.object({ userId: idSchema }),
  kind: 'object',
  response: z.object({ user: moneyUserSchema, accounts: z.array(ledgerAccountSchema) }),
});

export const transferSchema = z.object({
  id: z.number().int(),
  /** The user's account it moved in or out of. */
  accountId: z.number().int(),
  accountKind: z.enum(ACCOUNT_KINDS),
  currency: z.enum(['coin', 'cny']),
  /** Coins or yuan; negative when it left the user's account. */
  amount: z.number(),
  /** topUp, unlock, unlockCash, refundHold, refundRelease… */
  kind: z.string(),
  /** The other side's account kind (coinIssuance, creatorRevenue, refundHold, wallet…). */
  counterpart: z.string(),
  /** What it was for, in the operator's language. */
  purpose: z.string(),
  orderNo: z.string().nullable(),
  refundNo: z.string().nullable(),
  createTime: chinaTimeSchema,
});

export const transfers = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/money/ledger/transfers',
  auth: 'console',
  roles: MONEY_ROLES,
  tag: 'console',
  summary:
    "A user's ledger transfers newest first, of all their accounts or one, each with what it was for; paged by key, total is the rows shown plus one when another page follows",
  query: consolePaging.extend({ userId: idSchema, accountId: wholeNumber({ min: 1 }).optional() }),
  kind: 'list',
  response: transferSchema,
});
