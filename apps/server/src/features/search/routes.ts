import { search } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import { contentSourcesOf, findDocuments, loadContentResults } from './find.js';
import { hotWordPage, seedHotWords } from './hot-words.js';
import { createCatchUp } from './indexer.js';
import type { SearchSource } from './sources.js';

/** A source whose results are shown as its own cards (dramas), beside the content kinds. */
export interface CardSource<Card> extends SearchSource {
  cards(db: Parameters<SearchSource['items']>[0], ids: number[], viewerId: number | null): Promise<Card[]>;
}

export interface SearchDeps {
  /** Videos, articles and questions, shown together as mixed content items. */
  content: readonly SearchSource[];
  /** Dramas, found on their own tab. */
  dramas: CardSource<unknown>;
}

/**
 * Search over the sources the app hands it (content and dramas), users (the user page call), and the hot
 * words.
 */
export function createSearchFeature(deps: SearchDeps): Feature {
  return {
    name: 'search',
    install({ router, platform }) {
      const { db, dialect } = platform.database;
      const catchUp = createCatchUp(db, dialect, [...deps.content, deps.dramas]);
      // Index what was written while the server was down (or by the seeder) before the first search asks.
      catchUp().catch((error: unknown) => platform.log.error({ err: error }, 'search index catch-up failed'));
      const pageOf = (query: { keyword: string; pageNum: number; pageSize: number }) => ({
        words: search.queryWords(query.keyword),
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      });

      router.handle(search.searchContent, async ({ query, user }) => {
        const page = pageOf(query);
        if (page.words.length > 0) await catchUp();
        const found = await findDocuments(db, dialect, contentSourcesOf(deps.content, query.kind), page);
        return loadContentResults(db, found, user?.id ?? null);
      });
      router.handle(search.searchDramas, async ({ query, user }) => {
        const page = pageOf(query);
        if (page.words.length > 0) await catchUp();
        const found = await findDocuments(db, dialect, [deps.dramas], page);
        const ids = found.refs.map((ref) => ref.id);
        return { rows: (await deps.dramas.cards(db, ids, user?.id ?? null)) as never[], total: found.total };
      });
      router.handle(search.hotWordList, async ({ query }) => hotWordPage(db, query.pageNum, query.pageSize));
    },
    seed: seedHotWords,
  };
}
