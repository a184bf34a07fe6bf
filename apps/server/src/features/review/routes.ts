import { consoleReview } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import type { Feature } from '../../platform/feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { langOf } from '../../platform/http/messages.js';
import { auditTrailOf } from '../audit/index.js';
import { accountByLoginName } from '../users/index.js';
import { actOnItems } from './act.js';
import { reviewMessages } from './messages.js';
import type { ReviewPageQuery, ReviewQueue } from './queue.js';
import { createReviewRegistry, describeQueue, viewKeysOf, withActions } from './registry.js';

/**
 * A keyword is an item's id or its author's public ID or phone number: each is found by an index, so a
 * filtered page costs what an unfiltered one does. Anything else is refused with what it may be.
 */
async function matchOf(db: Db, keyword: string | undefined): Promise<ReviewPageQuery['match']> {
  if (!keyword) return null;
  if (!/^\d{1,16}$/.test(keyword)) throw new AppError(400, 'review.keywordDigits');
  const author = await accountByLoginName(db, keyword);
  return { id: Number(keyword), authorId: author ? Number(author.id) : null };
}

function checkedView(queue: ReviewQueue, view: string): string {
  const views = viewKeysOf(queue);
  if (!views.includes(view)) throw new AppError(400, 'review.viewUnknown', { views: views.join(', ') });
  return view;
}

/**
 * The back office's review queues, declared by the features that own what is reviewed and handed over by
 * the app: the queues an operator opens, a queue's pages and items, and batch actions on them.
 */
export function createReviewFeature(queues: readonly ReviewQueue[]): Feature {
  const registry = createReviewRegistry(queues);
  return {
    name: 'review',
    messages: reviewMessages,
    install({ router, platform }) {
      const { db } = platform.database;
      const lang = (request: { headers: Record<string, string | string[] | undefined> }) =>
        langOf(request.headers.lang);

      router.handle(consoleReview.reviewQueues, async ({ user, request }) => {
        const open = registry.openTo(user.roles);
        const rows = await Promise.all(open.map((queue) => describeQueue(db, queue, lang(request))));
        return { rows, total: rows.length };
      });

      router.handle(consoleReview.reviewItems, async ({ params, query, user }) => {
        const queue = registry.open(params.queue, user);
        const page = await queue.page(
          db,
          {
            view: checkedView(queue, query.view),
            match: await matchOf(db, query.keyword),
            before: query.before,
            // One more than shown says whether another page follows, without counting the queue.
            limit: query.pageSize + 1,
          },
          { full: false, operatorId: user.id },
        );
        const rows = page.slice(0, query.pageSize).map((item) => withActions(queue, item));
        return { rows, total: rows.length + (page.length > query.pageSize ? 1 : 0) };
      });

      router.handle(consoleReview.reviewItem, async ({ params, user }) => {
        const queue = registry.open(params.queue, user);
        const [item] = await queue.find(db, [params.id], { full: true, operatorId: user.id });
        if (!item) throw new AppError(404, 'review.itemMissing');
        const history = await auditTrailOf(db, { type: queue.kind, id: item.id });
        return { ...withActions(queue, item), history };
      });

      router.handle(consoleReview.reviewAct, async ({ params, body, user, request }) => {
        const queue = registry.open(params.queue, user);
        return actOnItems(db, platform.bus, queue, user.id, body, lang(request));
      });
    },
  };
}
