import { consoleAllows, consoleReview } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionUser } from '../../platform/http/auth.js';
import { translate, type Lang } from '../../platform/http/messages.js';
import type { ReviewQueue, ReviewRecord } from './queue.js';

const { ALL_VIEW, PENDING_VIEW, REVIEW_ROLES } = consoleReview;

/** The queues the app declared, by key. */
export interface ReviewRegistry {
  /** The queues someone with these roles opens. */
  openTo(roles: readonly string[]): ReviewQueue[];
  /** The named queue for this operator: 404 when there is none, 403 when their roles do not serve it. */
  open(key: string, operator: SessionUser): ReviewQueue;
}

/** A declaration mistake stops the server at start rather than surfacing as an odd answer later. */
function checkDeclaration(queue: ReviewQueue): void {
  const stray = queue.roles.filter((role) => !REVIEW_ROLES.includes(role));
  if (stray.length > 0) {
    throw new Error(`Review queue ${queue.key} serves ${stray.join(', ')}: add them to REVIEW_ROLES`);
  }
  const names = new Set(queue.actions.map((action) => action.name));
  if (names.size !== queue.actions.length) throw new Error(`Review queue ${queue.key} repeats an action`);
  for (const action of queue.actions) {
    if (action.undoneBy !== null && !names.has(action.undoneBy)) {
      throw new Error(`Review queue ${queue.key}: ${action.name} is undone by unknown ${action.undoneBy}`);
    }
  }
}

export function createReviewRegistry(queues: readonly ReviewQueue[]): ReviewRegistry {
  const byKey = new Map<string, ReviewQueue>();
  for (const queue of queues) {
    if (byKey.has(queue.key)) throw new Error(`Review queue ${queue.key} is declared twice`);
    checkDeclaration(queue);
    byKey.set(queue.key, queue);
  }
  return {
    openTo: (roles) => queues.filter((queue) => consoleAllows(roles, queue.roles)),
    open(key, operator) {
      const queue = byKey.get(key);
      if (!queue) throw new AppError(404, 'review.queueMissing');
      if (!consoleAllows(operator.roles, queue.roles)) throw new AppError(403, 'console.forbidden');
      return queue;
    },
  };
}

/** The views a queue's list is filtered by: waiting items first, then every item, then each state. */
export const viewKeysOf = (queue: ReviewQueue): string[] => [
  PENDING_VIEW,
  ALL_VIEW,
  ...queue.states.map(({ state }) => state),
];

/** The views with their labels, in the order of `viewKeysOf`. */
export function viewsOf(queue: ReviewQueue, lang: Lang) {
  return [
    { key: PENDING_VIEW, label: translate('review.viewPending', lang) },
    { key: ALL_VIEW, label: translate('review.viewAll', lang) },
    ...queue.states.map(({ state, label }) => ({ key: state, label: translate(label, lang) })),
  ];
}

/** What the console is told of a queue: enough to draw its list, filters and action buttons. */
export async function describeQueue(
  db: Db,
  queue: ReviewQueue,
  lang: Lang,
): Promise<consoleReview.ReviewQueue> {
  return {
    key: queue.key,
    title: translate(queue.title, lang),
    kind: queue.kind,
    roles: [...queue.roles],
    pending: await queue.pending(db),
    views: viewsOf(queue, lang),
    keywordHint: translate(queue.keywordHint, lang),
    actions: queue.actions.map((action) => ({
      name: action.name,
      label: translate(action.label, lang),
      reason: action.reason,
      undoneBy: action.undoneBy,
      from: [...action.from],
    })),
    reasons: queue.reasons.map((reason) => translate(reason, lang)),
  };
}

/** An item with the names of the actions that apply to it now. */
export const withActions = (queue: ReviewQueue, item: ReviewRecord): consoleReview.ReviewItem => ({
  ...item,
  actions: queue.actions.filter((action) => action.applies(item)).map((action) => action.name),
});
