import { wishes } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { endWish, settleReception } from './ending.js';
import type { WishDesk } from './ports.js';
import { inWishTransaction, receptionById, wishById, wishDb } from './repo.js';

/** How many due items one pass takes on; the next pass takes the rest. */
const BATCH = 100;

/** A step another process (or a person) took first is not a failure of the runner. */
const skipRaced = (error: unknown) => {
  if (error instanceof AppError && error.code === 409) return null;
  throw error;
};

/**
 * One pass of the marketplace's deadlines, at `now` (a parameter, so tests run it under their own clock):
 * settlements the publisher left unreviewed for 72 hours are accepted for them, and wishes whose deadline
 * passed (on the square, at work, or still in review) end (Over, or WaitSettle then OverSettle when something was paid out) with what escrow holds and
 * the open orders' deposits going back. Every step is a transaction conditional on the state it was read
 * in, and every movement has its idempotency key: several server processes running passes at once, or a
 * pass cut short by a restart and run again, never act twice. Answers what this pass did.
 */
export async function runDeadlines(
  desk: WishDesk,
  now = Date.now(),
): Promise<{ accepted: number; ended: number }> {
  const db = wishDb(desk.db);
  let accepted = 0;
  let ended = 0;
  const dueSettlements = await db
    .selectFrom('wishReceptions')
    .select('id')
    .where('state', '=', 'WaitApproveSettle')
    .where('settleAppliedAt', '<=', now - wishes.AUTO_ACCEPT_AFTER_MS)
    .orderBy('settleAppliedAt')
    .limit(BATCH)
    .execute();
  for (const { id } of dueSettlements) {
    const done = await inWishTransaction(desk, now, async (trx, after) => {
      const reception = await receptionById(trx, Number(id));
      if (
        !reception ||
        reception.state !== 'WaitApproveSettle' ||
        reception.settleAppliedAt === null ||
        Number(reception.settleAppliedAt) > now - wishes.AUTO_ACCEPT_AFTER_MS
      ) {
        return null;
      }
      const wish = (await wishById(trx, Number(reception.wishId)))!;
      return settleReception(desk, trx, wish, reception, { operatorId: 0, auto: true, after });
    }).catch(skipRaced);
    if (done) accepted++;
  }
  // A wish still waiting for review when its deadline passes ends too: nobody could have taken it.
  for (const state of ['WaitApprove', 'WaitReceive', 'Execute'] as const) {
    const dueWishes = await db
      .selectFrom('wishes')
      .select('id')
      .where('state', '=', state)
      .where('deliveryDay', '<=', now)
      .orderBy('deliveryDay')
      .limit(BATCH)
      .execute();
    for (const { id } of dueWishes) {
      const done = await inWishTransaction(desk, now, async (trx, after) => {
        const wish = await wishById(trx, Number(id));
        // A settlement waiting for review keeps the wish open until it is reviewed or accepted after 72 h.
        if (!wish || wish.state !== state || Number(wish.deliveryDay) > now || Number(wish.settlingNum) > 0)
          return null;
        return endWish(desk, trx, wish, Number(wish.deliveryNum) > 0 ? 'wrapUp' : 'expire', {
          operatorId: 0,
          remark: 'deadline',
          after,
          kickbackType: 'expired',
          notice: 'wishes.notice.expired',
        });
      }).catch(skipRaced);
      if (done) ended++;
    }
  }
  return { accepted, ended };
}

/** How often each server process runs a pass. */
export const DEADLINE_EVERY_MS = 30_000;
