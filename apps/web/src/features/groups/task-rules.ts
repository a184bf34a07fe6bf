import { groups, type wishes } from '@fox/contracts';

/** A task group (spec 001 §1): the chat a wish's publisher and takers work in. */
export const isTaskGroup = (group: Pick<groups.Group, 'groupType'>) =>
  group.groupType === groups.GROUP_TYPE_TASK;

export type SettleAction = 'goSettle' | 'goReview' | 'applySettle';

/**
 * The settlement button of a task chat (spec 001 §4): the publisher goes to settle while the wish is at
 * work and to review while a settlement waits; a taker applies while at work and sees none while waiting.
 */
export function settleActionOf(
  role: groups.TaskRole | null,
  state: wishes.WishState | undefined,
): SettleAction | null {
  if (role === 'taskPublish') {
    if (state === 'Execute') return 'goSettle';
    if (state === 'WaitApproveSettle') return 'goReview';
  }
  if (role === 'taskRece' && state === 'Execute') return 'applySettle';
  return null;
}

/** Where the publisher reviews deliveries and settles: the wish's order details, in a new tab. */
export const orderDetailUrl = (taskNumber: string) =>
  `/makeMoney/myBusinessOrder/orderDetail?taskNumber=${encodeURIComponent(taskNumber)}`;

/** Spec 001 §4: a task group counts as done once its wish is OverSettle. */
export const isTaskDone = (plan: wishes.Plan | null) => plan?.state === groups.DONE_PLAN_STATE;

/** Spec 002 §4.1: the leader may not dissolve while the wish is at work. */
export const dissolveBlocked = (plan: wishes.Plan | null) =>
  plan !== null && groups.UNDISSOLVABLE_PLAN_STATES.includes(plan.state);
