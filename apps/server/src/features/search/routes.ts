import { search } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import { searchContent } from './find.js';
import { hotWordPage, seedHotWords } from './hot-words.js';
import { createCatchUp } from './indexer.js';

/** Search over videos, articles and questions (users: the user page call), and the hot words. */
export const searchFeature: Feature = {
  name: 'search',
  install({ router, platform }) {
    const { db, dialect } = platform.database;
    const catchUp = createCatchUp(db, dialect);
    // Index what was written while the server was down (or by the seeder) before the first search asks.
    catchUp().catch((error: unknown) => platform.log.error({ err: error }, 'search index catch-up failed'));

    router.handle(search.searchContent, async ({ query, user }) =>
      searchContent(db, dialect, catchUp, query, user?.id ?? null),
    );
    router.handle(search.hotWordList, async ({ query }) => hotWordPage(db, query.pageNum, query.pageSize));
  },
  seed: seedHotWords,
};
