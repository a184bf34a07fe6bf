import { games as gamesContract, search, type dramas, type games, type novels } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import { contentSourcesOf, findDocuments, loadContentResults } from './find.js';
import { hotWordPage, seedHotWords } from './hot-words.js';
import { createCatchUp } from './indexer.js';
import type { CardSource, SearchSource } from './sources.js';

export interface SearchDeps {
  /** Videos, articles and questions, shown together as mixed content items. */
  content: readonly SearchSource[];
  /** Dramas, found on their own tab and shown as the catalogue's cards. */
  dramas: CardSource<dramas.Drama>;
  /** Novels, found on their own tab and shown as the novel list's cards. */
  novels: CardSource<novels.NovelCard>;
  /** Wishes on the square: indexed with the rest, found by the square's keyword. */
  wishes?: SearchSource;
  /** The game centre's games, found on their own and shown as the centre's cards. */
  games?: CardSource<games.Game>;
}

/**
 * Search over the sources the app hands it (content, dramas and novels), users (the user page call), and the hot
 * words.
 */
export function createSearchFeature(deps: SearchDeps): Feature {
  return {
    name: 'search',
    install({ router, platform }) {
      const { db, dialect } = platform.database;
      const catchUp = createCatchUp(db, dialect, [
        ...deps.content,
        deps.dramas,
        deps.novels,
        ...(deps.wishes ? [deps.wishes] : []),
        ...(deps.games ? [deps.games] : []),
      ]);
      // Index what was written while the server was down (or by the seeder) before the first search asks.
      catchUp().catch((error: unknown) => platform.log.error({ err: error }, 'search index catch-up failed'));
      // One page of what some sources hold for the keyword, once the index has caught up with them.
      const find = async (
        sources: readonly SearchSource[],
        query: { keyword: string; pageNum: number; pageSize: number },
      ) => {
        const words = search.queryWords(query.keyword);
        if (words.length > 0) await catchUp();
        return findDocuments(db, dialect, sources, {
          words,
          pageNum: query.pageNum,
          pageSize: query.pageSize,
        });
      };

      router.handle(search.searchContent, async ({ query, user }) => {
        const found = await find(contentSourcesOf(deps.content, query.kind), query);
        return loadContentResults(db, found, user?.id ?? null);
      });
      router.handle(search.searchDramas, async ({ query, user }) => {
        const found = await find([deps.dramas], query);
        const ids = found.refs.map((ref) => ref.id);
        return { rows: await deps.dramas.cards(db, ids, user?.id ?? null), total: found.total };
      });
      const gameSource = deps.games;
      if (gameSource) {
        router.handle(gamesContract.searchGames, async ({ query, user }) => {
          const found = await find([gameSource], query);
          const ids = found.refs.map((ref) => ref.id);
          return { rows: await gameSource.cards(db, ids, user?.id ?? null), total: found.total };
        });
      }
      router.handle(search.searchNovels, async ({ query, user }) => {
        const found = await find([deps.novels], query);
        const ids = found.refs.map((ref) => ref.id);
        return { rows: await deps.novels.cards(db, ids, user?.id ?? null), total: found.total };
      });
      router.handle(search.hotWordList, async ({ query }) => hotWordPage(db, query.pageNum, query.pageSize));
    },
    seed: seedHotWords,
  };
}
