/** Search's limits and kinds, apart from its schemas so the header's search box can use them without loading them. */
import { CONTENT_KINDS } from './feed-constants.js';

export const KEYWORD_MAX = 50;

/** Hot words come ten to a page (spec 002 §9). */
export const HOT_WORD_PAGE_SIZE = 10;

export const SEARCH_KINDS = ['all', ...CONTENT_KINDS] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];
