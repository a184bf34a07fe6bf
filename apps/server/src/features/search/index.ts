// The search feature's surface: what the app needs to wire it, and what a source of items describes.
export { createSearchFeature } from './routes.js';
export { createKeywordFilter, type KeywordFilter } from './keyword-filter.js';
export type { CardSource, SearchableAfter, SearchableItem, SearchSource } from './sources.js';
