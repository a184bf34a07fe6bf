/** Search over videos, articles, questions and users, and the hot words. */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { dramaSchema } from './dramas.js';
import { novelCardSchema } from './novels.js';
import { contentItemSchema } from './feed.js';
import { pagingQuery } from './paging.js';
import { lineText } from './text.js';
export * from './search-constants.js';
import { KEYWORD_MAX, HOT_WORD_PAGE_SIZE, SEARCH_KINDS } from './search-constants.js';

let segmenter: Intl.Segmenter | null = null;

/**
 * The words of a text, lower-cased, without spaces and punctuation: '春天的西湖边' gives 春天, 的, 西湖, 边.
 * The server indexes titles and bodies with it and splits queries with it; the client uses it to
 * highlight what matched. Both sides must split the same way, so this is the one place that does it.
 */
export function searchWords(text: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const words: string[] = [];
  for (const part of segmenter.segment(text)) {
    if (part.isWordLike) words.push(part.segment.toLowerCase());
  }
  return words;
}

/** The distinct words of a query, in order, at most this many. */
export const QUERY_WORDS_MAX = 10;
export function queryWords(keyword: string): string[] {
  return [...new Set(searchWords(keyword))].slice(0, QUERY_WORDS_MAX);
}

/**
 * Content search: GET /app/api/search/content (our path; the spec names only the /searchResult page).
 * Every word of the keyword must occur; newest first. Users are searched through the user page call.
 */
export const searchContent = defineEndpoint({
  method: 'GET',
  path: '/app/api/search/content',
  auth: 'optional',
  tag: 'search',
  summary: 'Search videos, articles and questions on shelf by words of their titles and text',
  query: pagingQuery(10, 50).extend({
    keyword: lineText(KEYWORD_MAX, { min: 1 }),
    kind: z.enum(SEARCH_KINDS).default('all'),
  }),
  kind: 'list',
  response: contentItemSchema,
});

/**
 * Drama search: GET /app/api/search/playlet (our path). Dramas on the shelf whose title or synopsis holds
 * every word of the keyword, newest first, as the drama catalogue answers them.
 */
export const searchDramas = defineEndpoint({
  method: 'GET',
  path: '/app/api/search/playlet',
  auth: 'optional',
  tag: 'search',
  summary: 'Search dramas on shelf by words of their titles and synopses',
  query: pagingQuery(10, 50).extend({ keyword: lineText(KEYWORD_MAX, { min: 1 }) }),
  kind: 'list',
  response: dramaSchema,
});

/**
 * Novel search: GET /app/api/search/novel (our path). Books on the shelf whose title, author's nickname or
 * synopsis holds every word of the keyword, newest first, as the novel list answers them.
 */
export const searchNovels = defineEndpoint({
  method: 'GET',
  path: '/app/api/search/novel',
  auth: 'optional',
  tag: 'search',
  summary: 'Search novels on shelf by words of their titles, authors and synopses',
  query: pagingQuery(10, 50).extend({ keyword: lineText(KEYWORD_MAX, { min: 1 }) }),
  kind: 'list',
  response: novelCardSchema,
});

export const hotWordSchema = z.object({
  id: z.number().int(),
  /** The word itself; tapping it searches it. */
  word: z.string(),
  /** Order on the strip, lowest first. */
  sort: z.number().int(),
});
export type HotWord = z.infer<typeof hotWordSchema>;

/** getHotWordList (spec 002 §7): pageNum, pageSize 10; data and total. */
export const hotWordList = defineEndpoint({
  method: 'GET',
  path: '/app/api/hot/word/list',
  auth: 'public',
  tag: 'search',
  summary: 'Hot words, ten to a page',
  query: pagingQuery(HOT_WORD_PAGE_SIZE, 50),
  kind: 'list',
  response: hotWordSchema,
});
