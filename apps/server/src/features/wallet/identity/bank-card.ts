import { identity, maskName, wallet, type HandlerInput } from '@fox/contracts';
import { tablesOf, type Db } from '../../../platform/db/tables.js';
import { inTransaction } from '../../../platform/db/transactions.js';
import { AppError } from '../../../platform/http/app-error.js';
import { translate, type Lang } from '../../../platform/http/messages.js';
import { bankCardOf, payAccountOf } from '../settlement.js';
import type { WalletTables } from '../tables.js';
import { binOf } from './card-bins.js';
import { movePending } from './counts.js';
import type { IdentitySealer } from './sealing.js';

type SaveBody = HandlerInput<typeof identity.saveBankCard>['body'];
type BinAnswer = {
  bankName: string | null;
  cardType: 'debit' | 'credit' | null;
  problem: 'format' | 'luhn' | null;
};

const CARD_PROBLEMS = { format: 'identity.cardFormat', luhn: 'identity.cardLuhn' } as const;

/** The bank of a card as the form shows it, named in the reader's language; stored in the product's. */
function bankOf(digits: string, lang: Lang) {
  const bin = binOf(digits);
  return bin ? { name: translate(`identity.bank.${bin.bank}`, lang), type: bin.type } : null;
}

/**
 * The issuing bank of a (possibly partly typed) card number, from the BIN list on this server: the
 * number is looked up here and goes nowhere else. Six digits are enough to name the bank.
 */
export function cardBinOf(cardNumber: string, lang: Lang): BinAnswer {
  const digits = identity.normalCardNumber(cardNumber);
  const bank = /^\d{6,}$/.test(digits) ? bankOf(digits, lang) : null;
  return {
    bankName: bank?.name ?? null,
    cardType: bank?.type ?? null,
    problem: identity.cardNumberProblem(digits),
  };
}

/** A card the gate passes, to ask it about the account alone. */
const ANY_CARD: wallet.BankCard = {
  state: 'Pass',
  bankName: '',
  cardTail: '',
  branchName: '',
  holderName: '',
  rejectReason: '',
};

/**
 * Adds or replaces the settlement card. The account must be verified and not expired (refused with the
 * gate's own prompt otherwise); the number must pass Luhn; the holder must be the verified name; the bank
 * is the BIN list's when it knows the number, else the one typed. Only the sealed number and its last four
 * digits are kept. The card goes under review.
 */
export async function saveBankCard(
  ctx: { db: Db; sealer: IdentitySealer; userId: number; now?: number },
  body: SaveBody,
): Promise<wallet.BankCard> {
  const now = ctx.now ?? Date.now();
  const db = tablesOf<WalletTables>(ctx.db);
  const block = wallet.settlementBlock(await payAccountOf(db, ctx.userId), ANY_CARD, now);
  if (block) throw new AppError(403, `wallet.${block}`);
  const digits = identity.normalCardNumber(body.cardNumber);
  const problem = identity.cardNumberProblem(digits);
  if (problem) throw new AppError(400, CARD_PROBLEMS[problem]);
  const account = await db
    .selectFrom('payAccounts')
    .select('legalName')
    .where('userId', '=', ctx.userId)
    .executeTakeFirstOrThrow();
  if (body.holderName.trim() !== account.legalName.trim()) {
    throw new AppError(400, 'identity.holderMismatch', { name: maskName(account.legalName) });
  }
  const bank = bankOf(digits, 'zh');
  const bankName = bank?.name ?? body.bankName?.trim() ?? '';
  if (!bankName) throw new AppError(400, 'identity.bankNameRequired');
  const values = {
    state: 'WaitApprove' as const,
    cardCipher: ctx.sealer.seal(digits),
    cardTail: identity.cardTail(digits),
    bankName,
    cardType: bank?.type ?? '',
    branchName: body.branchName,
    holderName: account.legalName,
    rejectReason: '',
    submittedAt: now,
    reviewedAt: null,
    updatedAt: now,
  };
  await inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('bankCards')
      .select('state')
      .where('userId', '=', ctx.userId)
      .executeTakeFirst();
    if (row) await trx.updateTable('bankCards').set(values).where('userId', '=', ctx.userId).execute();
    else
      await trx
        .insertInto('bankCards')
        .values({ ...values, userId: ctx.userId })
        .execute();
    // A card replaced while it waited stays one item in the queue.
    if (row?.state !== 'WaitApprove') await movePending(trx, 'bankCard', 1);
  });
  return bankCardOf(db, ctx.userId);
}
