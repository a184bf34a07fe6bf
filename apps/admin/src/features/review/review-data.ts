import { useQuery } from '@tanstack/react-query';
import {
  consoleAllows,
  type consoleReview as contract,
  type ConsoleRole,
  type EndpointData,
} from '@fox/contracts';
import { consoleReview } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { consoleListKey } from '../../kit';
import { useConsoleSession } from '../../session';

export type ReviewQueue = contract.ReviewQueue;
export type ReviewAction = contract.ReviewAction;
export type ReviewItem = contract.ReviewItem;
/** One item with its full text and detail and the last entries of its audit trail. */
export type ReviewItemDetail = EndpointData<typeof consoleReview.reviewItem>;
export type ReviewHistoryEntry = ReviewItemDetail['history'][number];

/**
 * What a refresh after an action fetches again: the pages of the queue, the queues' pending counts, and an
 * open item. Each is cached under its endpoint's list key, so the kit's `invalidates` reaches them.
 */
export const AFTER_ACTION = [consoleReview.reviewItems, consoleReview.reviewQueues, consoleReview.reviewItem];

/**
 * The review queues of the operator's current role, as the server declares them (pending counts, views,
 * actions, common reasons). The server answers every queue the account's roles open; the console shows
 * those of the role the operator works in now, as its menu does.
 */
export function useReviewQueues() {
  const role = useConsoleSession((state) => state.role);
  const query = useQuery({
    queryKey: consoleListKey(consoleReview.reviewQueues),
    queryFn: ({ signal }) => api(consoleReview.reviewQueues, undefined, { signal, silent: true }),
    // Others work the same queues: the counts on the tabs follow without a reload.
    refetchInterval: 60_000,
  });
  const queues = (query.data?.data ?? []).filter((queue) =>
    consoleAllows(role ? [role] : [], queue.roles as ConsoleRole[]),
  );
  return { ...query, queues };
}

/** One item of a queue, with its detail and history; nothing is asked while `id` is null. */
export function useReviewItem(queue: string, id: number | null) {
  return useQuery({
    queryKey: [...consoleListKey(consoleReview.reviewItem), { queue, id }],
    queryFn: ({ signal }) => api(consoleReview.reviewItem, { queue, id: id! }, { signal, silent: true }),
    enabled: id !== null,
  });
}

/** The label of an audit trail's action: the queue's own name for its actions, the raw name otherwise. */
export function historyActionLabel(queue: ReviewQueue, action: string): string {
  const name = action.startsWith('review.') ? action.slice('review.'.length) : null;
  return queue.actions.find((known) => known.name === name)?.label ?? action;
}

/** The label of a state as the queue names it in its views. */
export function stateLabel(queue: ReviewQueue, state: string): string {
  return queue.views.find((view) => view.key === state)?.label ?? state;
}
