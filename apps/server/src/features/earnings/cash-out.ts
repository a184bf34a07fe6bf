import { finance } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { EarningsConfig } from '../../platform/config.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Lang } from '../../platform/http/lang.js';
import { assertSettlementReady, balancesOf, settlementPayeeOf } from '../wallet/index.js';
import { chinaDayNumber } from './days.js';
import type { EarningsMessageKey } from './messages.js';
import { sendPayout, type PayoutDesk } from './payouts.js';
import { presentWithdrawal, yuanOf, yuanText } from './present.js';
import { withdrawalWithSteps } from './reads.js';
import { RELEASE_PER_VIEW, releaseDue } from './release.js';
import type { EarningsTables } from './tables.js';
import { applyWithdrawal, DailyLimitReached, isLowBalance } from './withdraw.js';

/** Hours within which a payout normally arrives, shown before confirming. */
export const ARRIVAL_HOURS = 24;

/** What a user may withdraw now: available (after releasing what came due) and withdrawn today. */
async function withdrawState(handle: Db, userId: number, now: number) {
  await releaseDue(handle, { now, userId, limit: RELEASE_PER_VIEW });
  const [balances, today] = await Promise.all([
    balancesOf(handle, userId, ['earnings'], 'cny'),
    tablesOf<EarningsTables>(handle)
      .selectFrom('withdrawalDays')
      .select('amountCents')
      .where('userId', '=', userId)
      .where('day', '=', chinaDayNumber(now))
      .executeTakeFirst(),
  ]);
  return {
    availableCents: balances.get('earnings') ?? 0,
    withdrawnTodayCents: Number(today?.amountCents ?? 0),
  };
}

/** The cash-out page's rules, all from the configuration, with the viewer's figures and card. */
export async function cashOutRulesOf(handle: Db, config: EarningsConfig, userId: number, now: number) {
  const [state, payee] = await Promise.all([
    withdrawState(handle, userId, now),
    settlementPayeeOf(handle, userId),
  ]);
  const rules = config.withdraw;
  return {
    available: yuanOf(state.availableCents),
    minAmount: yuanOf(rules.minCents),
    dailyLimit: yuanOf(rules.dailyLimitCents),
    withdrawnToday: yuanOf(state.withdrawnTodayCents),
    feePermille: rules.feePermille,
    feeMin: yuanOf(rules.feeMinCents),
    arrivalHours: ARRIVAL_HOURS,
    card: payee.card,
  };
}

const PROBLEM_TEXT: Record<finance.WithdrawProblem, EarningsMessageKey> = {
  format: 'earnings.withdrawFormat',
  min: 'earnings.withdrawMin',
  available: 'earnings.withdrawAvailable',
  daily: 'earnings.withdrawDaily',
  fee: 'earnings.withdrawFee',
};

function refusal(
  problem: finance.WithdrawProblem,
  state: { availableCents: number; withdrawnTodayCents: number },
  rules: finance.WithdrawRules,
  amountCents: number,
) {
  return new AppError(400, PROBLEM_TEXT[problem], {
    min: yuanText(rules.minCents),
    available: yuanText(state.availableCents),
    limit: yuanText(rules.dailyLimitCents),
    remaining: yuanText(Math.max(0, rules.dailyLimitCents - state.withdrawnTodayCents)),
    fee: yuanText(finance.withdrawFeeCents(amountCents, rules)),
  });
}

async function answer(desk: PayoutDesk, ids: { withdrawalId: number; recordId: number }, lang: Lang) {
  const { row, steps } = await withdrawalWithSteps(tablesOf<EarningsTables>(desk.db), ids.withdrawalId);
  return { recordId: ids.recordId, withdrawal: presentWithdrawal(row, steps, lang) };
}

/**
 * Withdraws available earnings to the passed settlement card: the settlement gate first (its exact
 * prompts), the same requestId answers the same withdrawal, then each rule with a readable message, the
 * withdrawal taken in one transaction, and the payout asked for after the commit.
 */
export async function cashOut(
  desk: PayoutDesk,
  config: EarningsConfig,
  ask: { userId: number; amount: string; requestId: string; origin: string; lang: Lang; now: number },
) {
  const { userId, now } = ask;
  await assertSettlementReady(desk.db, userId, now);
  const same = await tablesOf<EarningsTables>(desk.db)
    .selectFrom('withdrawals')
    .select(['id', 'recordId'])
    .where('userId', '=', userId)
    .where('requestId', '=', ask.requestId)
    .executeTakeFirst();
  if (same) return answer(desk, { withdrawalId: Number(same.id), recordId: Number(same.recordId) }, ask.lang);

  const rules = config.withdraw;
  const state = await withdrawState(desk.db, userId, now);
  const amountCents = finance.centsOfYuanText(ask.amount) ?? 0;
  const problem = finance.withdrawProblem(ask.amount, state, rules);
  if (problem) throw refusal(problem, state, rules, amountCents);

  const { card } = await settlementPayeeOf(desk.db, userId);
  let taken: Awaited<ReturnType<typeof applyWithdrawal>>;
  try {
    taken = await applyWithdrawal(desk.db, {
      userId,
      amountCents,
      feeCents: finance.withdrawFeeCents(amountCents, rules),
      requestId: ask.requestId,
      provider: desk.provider.name,
      bankName: card.bankName,
      cardTail: card.cardTail,
      dailyLimitCents: rules.dailyLimitCents,
      now,
    });
  } catch (error) {
    // Another withdrawal of the same user got there first: say what is left now.
    if (isLowBalance(error)) throw refusal('available', await withdrawState(desk.db, userId, now), rules, 0);
    if (error instanceof DailyLimitReached)
      throw refusal('daily', await withdrawState(desk.db, userId, now), rules, 0);
    throw error;
  }
  if (taken.fresh) await sendPayout(desk, taken.withdrawalId, ask.origin, now);
  return answer(desk, taken, ask.lang);
}
