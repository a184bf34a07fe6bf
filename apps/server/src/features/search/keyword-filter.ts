import { search } from '@fox/contracts';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Platform } from '../../platform/platform.js';
import { matchingItemIds } from './find.js';
import { createCatchUp } from './indexer.js';
import type { SearchSource } from './sources.js';

/** A keyword turned into a condition on one source's item ids, for a list that keeps its own order. */
export interface KeywordFilter {
  /**
   * `itemId` holds every word of the keyword (by the search index, caught up first); null when the keyword
   * holds no word at all (only punctuation), which finds nothing.
   */
  matching(keyword: string, itemId: RawBuilder<unknown>): Promise<RawBuilder<SqlBool> | null>;
}

/**
 * Search's index as a filter for a feature that lists its own items by its own index and order (the wish
 * square pages by reward or deadline, which the search results' newest-first order cannot give): the list
 * keeps its keyset paging, and the words are matched by the same index and word splitting as site search.
 * The source's index is caught up before each match, so a wish approved a moment ago is found.
 */
export function createKeywordFilter(source: SearchSource): (platform: Platform) => KeywordFilter {
  return (platform) => {
    const { db, dialect } = platform.database;
    const catchUp = createCatchUp(db, dialect, [source]);
    return {
      async matching(keyword, itemId) {
        const words = search.queryWords(keyword);
        if (words.length === 0) return null;
        await catchUp();
        return sql<SqlBool>`${itemId} in (${matchingItemIds(dialect, source.kind, words)})`;
      },
    };
  };
}
