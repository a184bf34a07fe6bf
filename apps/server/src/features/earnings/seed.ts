import { finance } from '@fox/contracts';
import { demoClock } from '../../platform/demo-clock.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { dramaForSale, dramaIdsOnShelf } from '../dramas/index.js';
import { userIdsByName } from '../users/index.js';
import { PLATFORM, settlementPayeeOf } from '../wallet/index.js';
import { announceWithdrawal, completeWithdrawal } from './complete.js';
import { creditEarnings } from './credit.js';
import { releaseDue } from './release.js';
import { acceptSandboxPayout, finishSandboxPayout } from './sandbox/sandbox-payouts.js';
import type { EarningsTables } from './tables.js';
import { applyWithdrawal } from './withdraw.js';

const DAY = 86_400_000;
const HOLD_MS = finance.FINANCE_DEFAULTS.holdDays * DAY;

/**
 * Two creators' earnings in every state. 陈一帆 (10000003): sales held (pending), released (available), a
 * withdrawal paid and one still with the payout provider. 林知夏 (10000004): a withdrawal the sandbox
 * failed (its arrival 80.44 ends in 44, the sandbox's failure trigger) and came back, and one paid.
 * Amounts in fen; `drama` is the creator's n-th drama on the shelf.
 */
const CREATORS: Record<
  string,
  {
    sales: Array<{ at: string; cents: number; drama: number }>;
    withdrawals: Array<{ at: string; cents: number; ends: 'paid' | 'failed' | 'processing' }>;
  }
> = {
  '10000003': {
    sales: [
      { at: 'd40 20:15', cents: 6800, drama: 0 },
      { at: 'd33 21:40', cents: 4560, drama: 1 },
      { at: 'd21 19:05', cents: 12000, drama: 0 },
      { at: 'd12 22:30', cents: 3680, drama: 1 },
      { at: 'd3 20:10', cents: 2550, drama: 0 },
      { at: 'd1 21:20', cents: 1280, drama: 1 },
    ],
    withdrawals: [
      { at: 'd18 10:00', cents: 10000, ends: 'paid' },
      { at: 'd1 09:30', cents: 5000, ends: 'processing' },
    ],
  },
  '10000004': {
    sales: [
      { at: 'd30 20:00', cents: 5800, drama: 0 },
      { at: 'd25 19:30', cents: 8800, drama: 1 },
      { at: 'd9 20:45', cents: 1990, drama: 0 },
      { at: 'd2 21:00', cents: 990, drama: 1 },
    ],
    withdrawals: [
      { at: 'd10 11:00', cents: 8054, ends: 'failed' },
      { at: 'd8 10:00', cents: 6000, ends: 'paid' },
    ],
  },
};

/** Minutes the demo's payouts took. */
const PAYOUT_MINUTES = 3;
/** The payout still processing completes by the sandbox's runner this long after the demo world is made. */
const PROCESSING_LEFT_MS = DAY;

/**
 * The demo world's earnings, made the way real ones are: sales credited from coin sales through the
 * ledger at past times, released after the settling period, withdrawn, and paid or failed through the
 * sandbox's book, so the ledger balances and the reconciliation finds the sandbox agreeing.
 */
export async function seedEarnings(handle: Db, now: number): Promise<void> {
  const at = demoClock(now);
  const idOf = await userIdsByName(handle);
  const shelf = await dramaIdsOnShelf(handle);
  const dramas = (await Promise.all(shelf.map((id) => dramaForSale(handle, id)))).filter((d) => d !== null);
  for (const [publicId, plan] of Object.entries(CREATORS)) {
    const userId = idOf.get(publicId);
    const own = dramas.filter((drama) => drama.userId === userId);
    if (userId === undefined || own.length === 0) continue;
    const events = [
      ...plan.sales.map((sale, index) => ({ when: at(sale.at), sale, index })),
      ...plan.withdrawals.map((withdrawal, index) => ({ when: at(withdrawal.at), withdrawal, index })),
    ].sort((a, b) => a.when - b.when);
    for (const event of events) {
      await releaseUntil(handle, userId, event.when);
      if ('sale' in event) {
        const drama = own[event.sale.drama % own.length]!;
        await creditEarnings(handle, {
          userId,
          kind: 'dramaSale',
          amountCents: event.sale.cents,
          from: { kind: 'coinSales', ownerId: PLATFORM },
          key: `seed:earnings:${publicId}:${event.index}`,
          transferKind: 'dramaShare',
          sourceType: 'drama',
          sourceId: String(drama.id),
          title: drama.title,
          orderNo: null,
          orderId: null,
          holdMs: HOLD_MS,
          now: event.when,
        });
      } else {
        await seedWithdrawal(handle, userId, `seed-${publicId}-${event.index}`, event.withdrawal, {
          when: event.when,
          now,
        });
      }
    }
    await releaseUntil(handle, userId, now);
  }
}

/** Releases a user's pending credits one by one at the moment each came due, up to `until`. */
async function releaseUntil(handle: Db, userId: number, until: number) {
  const db = tablesOf<EarningsTables>(handle);
  for (;;) {
    const next = await db
      .selectFrom('earningsRecords')
      .select('availableAt')
      .where('userId', '=', userId)
      .where('state', '=', 'pending')
      .where('availableAt', '<=', until)
      .orderBy('availableAt')
      .limit(1)
      .executeTakeFirst();
    if (!next) return;
    await releaseDue(handle, { now: Number(next.availableAt), userId, limit: 1 });
  }
}

async function seedWithdrawal(
  handle: Db,
  userId: number,
  requestId: string,
  plan: { cents: number; ends: 'paid' | 'failed' | 'processing' },
  { when, now }: { when: number; now: number },
) {
  const rules = {
    minCents: finance.FINANCE_DEFAULTS.withdrawMinCents,
    dailyLimitCents: finance.FINANCE_DEFAULTS.withdrawDailyLimitCents,
    feePermille: finance.FINANCE_DEFAULTS.withdrawFeePermille,
    feeMinCents: finance.FINANCE_DEFAULTS.withdrawFeeMinCents,
  };
  const { card } = await settlementPayeeOf(handle, userId);
  const feeCents = finance.withdrawFeeCents(plan.cents, rules);
  const { withdrawalId } = await applyWithdrawal(handle, {
    userId,
    amountCents: plan.cents,
    feeCents,
    requestId,
    provider: 'sandbox',
    bankName: card.bankName,
    cardTail: card.cardTail,
    dailyLimitCents: rules.dailyLimitCents,
    now: when,
  });
  const db = tablesOf<EarningsTables>(handle);
  const row = await db
    .selectFrom('withdrawals')
    .select('withdrawNo')
    .where('id', '=', withdrawalId)
    .executeTakeFirstOrThrow();
  const sentAt = when + 1000;
  const done = plan.ends === 'processing' ? now + PROCESSING_LEFT_MS : when + PAYOUT_MINUTES * 60_000;
  await acceptSandboxPayout(
    handle,
    { withdrawNo: row.withdrawNo, amountCents: plan.cents - feeCents, notifyUrl: '' },
    sentAt,
    done - sentAt,
  );
  await db.insertInto('withdrawalSteps').values({ withdrawalId, step: 'sent', createdAt: sentAt }).execute();
  if (plan.ends === 'processing') return;
  const book = (await finishSandboxPayout(handle, row.withdrawNo, done))!;
  const outcome =
    book.state === 'FAIL'
      ? { state: 'failed' as const, failReason: book.failReason, providerRef: null, finishedAt: done }
      : { state: 'succeeded' as const, providerRef: `SBX${row.withdrawNo}`, finishedAt: done };
  const completed = await completeWithdrawal(handle, row.withdrawNo, outcome, done);
  if (completed) await announceWithdrawal(handle, undefined, completed, done);
}
