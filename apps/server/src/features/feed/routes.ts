import { feed } from '@fox/contracts';
import type { Feature } from '../feature.js';
import { loadItems } from './items.js';
import { rankedPage } from './ranking.js';

/** The home feed: videos, articles and questions mixed and ranked. */
export const feedFeature: Feature = {
  name: 'feed',
  routes(router, platform) {
    const { db } = platform.database;
    router.handle(feed.homeFeed, async ({ query, user }) => {
      const viewerId = user?.id ?? null;
      const { refs, total } = await rankedPage(db, {
        viewerId,
        siteId: query.siteId,
        asOf: Math.min(query.asOf ?? Date.now(), Date.now()),
        offset: (query.pageNum - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        rows: await loadItems(db, refs, viewerId),
        total: Math.min(total, feed.FEED_MAX_PAGE * query.pageSize),
      };
    });
  },
};
