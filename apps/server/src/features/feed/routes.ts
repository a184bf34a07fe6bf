import { feed } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { loadMixedItems } from '../content/index.js';
import type { Feature } from '../../platform/feature.js';
import { cursorAt, decodeCursor, type FeedCursor } from './cursor.js';
import { feedPage } from './ranking.js';

/**
 * Where a request's page begins. A cursor goes on from the item that carried it, in the same reading;
 * without one the reading begins at `asOf` (never later than now) and a page number is reached by walking
 * from the start, which the feed's depth bounds.
 */
function startOf(
  query: { cursor?: string | undefined; asOf?: number | undefined; siteId?: number | undefined },
  now: number,
): FeedCursor {
  if (query.cursor === undefined) return cursorAt(Math.min(query.asOf ?? now, now), query.siteId);
  const cursor = decodeCursor(query.cursor);
  // The contract has checked the cursor's shape, and every text of that shape reads as a cursor.
  if (!cursor) throw new AppError(400, 'validation.invalid', { field: 'cursor' });
  return { ...cursor, asOf: Math.min(cursor.asOf, now) };
}

/** The home feed: videos, articles and questions mixed and ranked. */
export const feedFeature: Feature = {
  name: 'feed',
  install({ router, platform }) {
    const { db } = platform.database;
    router.handle(feed.homeFeed, async ({ query, user }) => {
      const viewerId = user?.id ?? null;
      const { entries, total } = await feedPage(db, {
        viewerId,
        pageSize: query.pageSize,
        from: startOf(query, Date.now()),
        skip: query.cursor === undefined ? (query.pageNum - 1) * query.pageSize : 0,
      });
      const items = await loadMixedItems(db, entries, viewerId);
      const cursors = new Map(entries.map((entry) => [`${entry.kind}:${entry.id}`, entry.cursor]));
      return {
        rows: items.map((item) => ({ ...item, cursor: cursors.get(`${item.kind}:${item.id}`)! })),
        total,
      };
    });
  },
};
