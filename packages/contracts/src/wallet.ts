import { z } from 'zod';
import { parseChinaTime } from './china-time.js';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { pagingQuery } from './paging.js';
import { ORDER_STATES } from './payments.js';
import { lineText } from './text.js';

export * from './wallet-constants.js';

/** The fox-coin balance (spec 000 §3 coin wallet), in coins; it may carry decimals. */
export const balanceSchema = z.object({ virtualCoin: z.number() });

export const virtualCoin = defineEndpoint({
  method: 'GET',
  path: '/app/api/wallet/virtualCoin',
  auth: 'user',
  tag: 'wallet',
  summary: "The viewer's fox-coin balance",
  kind: 'object',
  response: balanceSchema,
});

/** A recharge package (spec 002 §3): the coins it gives for its price in yuan. */
export const rechargePackageSchema = z.object({ id: z.number().int(), coin: z.number(), amount: z.number() });
export type RechargePackage = z.infer<typeof rechargePackageSchema>;

export const rechargeList = defineEndpoint({
  method: 'GET',
  path: '/app/api/wallet/recharge/list',
  auth: 'optional',
  tag: 'wallet',
  summary: 'The top-up packages (rechargeList), cheapest first',
  kind: 'list',
  response: rechargePackageSchema,
});

export const rechargeVirtual = defineEndpoint({
  method: 'POST',
  path: '/app/api/wallet/recharge/virtual',
  auth: 'user',
  tag: 'wallet',
  summary:
    'After a top-up QR was paid: asks the payment provider about the order when no notification has come yet, credits the coins once, and answers the balance (rechargeVirtual)',
  body: z.object({ masterOrderNo: lineText(64, { min: 1 }) }).strict(),
  kind: 'object',
  response: balanceSchema.extend({
    /** The top-up order's state after asking. */
    state: z.enum(ORDER_STATES),
  }),
});

/** refund: coins a refunded top-up took back, or gave back when the refund did not go through. */
export const BILL_KINDS = ['topUp', 'unlock', 'income', 'refund'] as const;

/** One line of the viewer's coin statement: a ledger transfer into or out of their wallet. */
export const billSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BILL_KINDS),
  /** Coins; negative when they left the wallet. */
  coin: z.number(),
  title: z.string(),
  createTime: chinaTimeSchema,
});
export type Bill = z.infer<typeof billSchema>;

export const billPage = defineEndpoint({
  method: 'GET',
  path: '/app/api/wallet/bill',
  auth: 'user',
  tag: 'wallet',
  summary: "The viewer's coin statement, newest first",
  query: pagingQuery(10, 50),
  kind: 'list',
  response: billSchema,
});

/** Pay account and bank card review states (spec 002 §4.10); null when nothing was submitted. */
export const REVIEW_STATES = ['WaitApprove', 'Pass', 'Refuse'] as const;
/** How long a verified identity or licence is valid: for good, or until an end date. */
export const VALIDITY_TYPES = ['long', 'fixed'] as const;
/**
 * The real platform answers validities as code strings: "0" long-term, "1" until the end date.
 */
export const VALIDITY_CODES = { long: '0', fixed: '1' } as const;
export const ACCOUNT_TYPES = ['personal', 'enterprise'] as const;
export const IDENTITY_TYPES = ['idCard', 'passport', 'hkMacaoPass', 'taiwanPass'] as const;
/** The settlement deposit: none asked, paid, or refunded. */
export const BAIL_STATES = ['none', 'paid', 'refunded'] as const;

const validityCode = z.enum([VALIDITY_CODES.long, VALIDITY_CODES.fixed]);

/**
 * The pay account (GET /pay/account/account), the real platform's merchant onboarding account: whose it is,
 * the verified name and identity (the number masked: first 2 and last 2), the review, the deposit, whether
 * a bank card was added, and the validities (spec 002 §3, §4.10). Fields are null or empty before anything
 * was submitted.
 */
export const payAccountSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES).nullable(),
  merchantName: z.string(),
  identityType: z.enum(IDENTITY_TYPES).nullable(),
  legalName: z.string(),
  identityNoEncrypt: z.string(),
  state: z.enum(REVIEW_STATES).nullable(),
  rejectReason: z.string(),
  bailState: z.enum(BAIL_STATES).nullable(),
  existBank: z.boolean(),
  identityValidityType: validityCode.nullable(),
  /** Only for a fixed validity. */
  identityEndDate: chinaTimeSchema.nullable(),
  licenseValidityType: validityCode.nullable(),
  licenseEndDate: chinaTimeSchema.nullable(),
});
export type PayAccount = z.infer<typeof payAccountSchema>;

export const getPayAccount = defineEndpoint({
  method: 'GET',
  path: '/pay/account/account',
  auth: 'user',
  tag: 'wallet',
  summary: "The viewer's real-name pay account (getPayAccount)",
  kind: 'object',
  response: payAccountSchema,
});

/**
 * The settlement bank card as every browser sees it: the bank and the last four digits only, the holder
 * masked (first and last character), the branch, the review and its reason. Fields are empty before a card
 * was added.
 */
export const bankCardSchema = z.object({
  state: z.enum(REVIEW_STATES).nullable(),
  bankName: z.string().default(''),
  /** The last four digits of the card number. */
  cardTail: z.string().default(''),
  branchName: z.string().default(''),
  holderName: z.string().default(''),
  rejectReason: z.string().default(''),
});
export type BankCard = z.infer<typeof bankCardSchema>;

export const payAccountBank = defineEndpoint({
  method: 'GET',
  path: '/pay/account/bank/bank',
  auth: 'user',
  tag: 'wallet',
  summary: "The viewer's settlement bank card (payAccountBankBank)",
  kind: 'object',
  response: bankCardSchema,
});

/**
 * Whether the identity's or the licence's validity has a fixed end date in the past: a passed account then
 * counts as expired. Compared as instants, since the end date arrives as China-time text.
 */
export function validityEnded(account: PayAccount, now: number): boolean {
  const ended = (type: PayAccount['identityValidityType'], end: string | null) => {
    const endMs = end === null ? null : parseChinaTime(end);
    return type === VALIDITY_CODES.fixed && endMs !== null && endMs < now;
  };
  return (
    ended(account.identityValidityType, account.identityEndDate) ||
    ended(account.licenseValidityType, account.licenseEndDate)
  );
}

/** Why settlement is not possible yet, in the order the checks run (spec 002 §4.10, §8); null when ready. */
export type SettlementBlock =
  | 'accountReviewing'
  | 'accountExpired'
  | 'accountRefused'
  | 'accountMissing'
  | 'bankMissing'
  | 'bankReviewing'
  | 'bankRefused';

/**
 * The one settlement check, shared by the server (which refuses) and the client (which prompts). A passed
 * account whose identity or licence validity has a fixed end date in the past counts as expired.
 */
export function settlementBlock(account: PayAccount, card: BankCard, now: number): SettlementBlock | null {
  if (account.state === 'WaitApprove') return 'accountReviewing';
  if (account.state === 'Refuse') return 'accountRefused';
  if (account.state !== 'Pass') return 'accountMissing';
  if (validityEnded(account, now)) return 'accountExpired';
  if (card.state === 'WaitApprove') return 'bankReviewing';
  if (card.state === 'Refuse') return 'bankRefused';
  if (card.state !== 'Pass') return 'bankMissing';
  return null;
}
