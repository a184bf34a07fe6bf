import { wishes } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import type { Lang } from '../../platform/http/lang.js';
import { userCardsOf } from '../users/index.js';
import type { TaskGroupDesk } from './ports.js';
import { maskName, planOf, presentWishes } from './present.js';
import { existingWish, type ReceptionRow, type WishDb, type WishRow } from './repo.js';

/** Who may read a wish that is not on the square: its publisher and whoever holds an order on it. */
async function isParty(db: WishDb, wish: WishRow, viewerId: number | null): Promise<boolean> {
  if (viewerId === null) return false;
  if (Number(wish.userId) === viewerId) return true;
  const mine = await db
    .selectFrom('wishReceptions')
    .select('id')
    .where('wishId', '=', wish.id)
    .where('userId', '=', viewerId)
    .limit(1)
    .executeTakeFirst();
  return mine !== undefined;
}

/** States anyone may see the details in: on the square, or working/settled (its page stays readable). */
const PUBLIC_STATES: readonly wishes.WishState[] = [
  'WaitReceive',
  'Execute',
  'WaitApproveSettle',
  'WaitSettle',
  'OverSettle',
];

/** A wish's details: anyone while public; its publisher and takers always; 404 with the reason otherwise. */
export async function wishDetail(
  db: WishDb,
  taskNumber: string,
  context: { viewerId: number | null; lang: Lang; groups: TaskGroupDesk },
) {
  const wish = await existingWish(db, taskNumber);
  if (!PUBLIC_STATES.includes(wish.state) && !(await isParty(db, wish, context.viewerId))) {
    const reason =
      wish.state === 'WaitApprove'
        ? 'wishes.hiddenReview'
        : wish.state === 'Edit' || wish.state === 'WaitPay'
          ? 'wishes.hiddenUnpaid'
          : 'wishes.hiddenEnded';
    // The page says why instead of treating the link as wrong, as a taken-down work's page does.
    const unavailable = reason === 'wishes.hiddenReview' ? 'underReview' : 'takenDown';
    throw new AppError(404, reason, {}, { data: { unavailable } });
  }
  const [row] = await presentWishes(db, [wish], { ...context, full: true });
  return row!;
}

/** The task progress dialog: the plan and each accepted taker, for the publisher and those takers only. */
export async function taskPlan(db: WishDb, userId: number, taskNumber: string, groups: TaskGroupDesk) {
  const wish = await existingWish(db, taskNumber);
  const takers = await db
    .selectFrom('wishReceptions')
    .selectAll()
    .where('wishId', '=', wish.id)
    .where('state', 'in', ['Execute', 'WaitApproveSettle', 'OverSettle', 'Over', 'Cancel'])
    .orderBy('id')
    .limit(wishes.RECEIVE_LIMIT_MAX)
    .execute();
  const accepted = takers.filter((row: ReceptionRow) =>
    ['Execute', 'WaitApproveSettle', 'OverSettle'].includes(row.state),
  );
  const publisher = Number(wish.userId) === userId;
  if (!publisher && !accepted.some((row) => Number(row.userId) === userId))
    throw new AppError(403, 'wishes.notParty');
  const cards = await userCardsOf(
    db,
    takers.map((row) => Number(row.userId)),
  );
  const inGroup = (await groups.taskGroupIdOf(db, wish.taskNumber)) !== null;
  const last = accepted[accepted.length - 1];
  return {
    plan: planOf(wish, last ? maskName(cards.get(Number(last.userId))?.nickName ?? '') : '', last),
    members: takers.map((row) => {
      const card = cards.get(Number(row.userId));
      return {
        userId: Number(row.userId),
        avatar: card?.avatar ?? '',
        nickName: maskName(card?.nickName ?? ''),
        isInGroup: inGroup && ['Execute', 'WaitApproveSettle', 'OverSettle'].includes(row.state),
        completeState: row.state,
      };
    }),
    myRole: publisher ? ('taskPublish' as const) : ('taskRece' as const),
  };
}

/** A task card for share cards (busyOrderAppBusyTaskChild). */
export async function taskCardOf(db: WishDb, id: number) {
  const wish = await db.selectFrom('wishes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!wish || wish.state === 'Edit' || wish.state === 'WaitPay') throw new AppError(404, 'wishes.missing');
  return {
    id: Number(wish.id),
    title: wish.title,
    fullAmount: Number(wish.fullAmountCents) / 100,
    taskNumber: wish.taskNumber,
    constMark: 'BusyTask',
    userId: Number(wish.userId),
    state: wish.state,
  };
}
