// The wishes feature's surface: what the app and the features above it may use.
import type { Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { announceTaskNotices } from '../notices/index.js';
import { fundWishOrder as fund, type WishFunding } from './actions.js';
import type { TaskPlans } from './ports.js';
import { plansOf } from './present.js';
import { wishDb } from './repo.js';

export { createWishesFeature } from './routes.js';
export { wishReviewQueue, WISH_BUSY_TYPE } from './review-queue.js';
export { wishSearchSource } from './search-source.js';
export { wishTargets } from './targets.js';
export { runDeadlines } from './runner.js';
export type {
  TaskGroupDesk,
  TaskGroupLines,
  TaskPlans,
  WishDemoOrders,
  WishPaymentDesk,
  WishPayments,
  WishQrOrder,
  WishRefund,
  WishesDeps,
} from './ports.js';
export type { WishFunding } from './actions.js';

/**
 * Payments' fulfilment of a reward (201) or deposit (202) order, inside its transaction: the money reaches
 * the wish's escrow and the wish or the taker's order moves on in the same transaction.
 */
export const fundWishOrder = (
  trx: Db,
  order: { orderNo: string; orderId: number; amountCents: number; paySource: number; now: number },
): Promise<WishFunding> => fund(wishDb(trx), order);

/** The badges of the notices a funding stored, and its task group lines, once payments' transaction committed. */
export async function announceWishFunding(db: Db, bus: EventBus | undefined, funding: WishFunding) {
  await announceTaskNotices(bus, funding.notices);
  await funding.groupLines?.deliver(db, bus);
}

/** The TaskPlans port groups declares: the plan (planVo) of task groups' wishes by task number. */
export const wishPlans: TaskPlans = { plansOf: (db, taskNumbers) => plansOf(wishDb(db), taskNumbers) };
