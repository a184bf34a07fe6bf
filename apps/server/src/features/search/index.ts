// The search feature's surface: what the app needs to wire it, and what a source of items describes.
export { createSearchFeature, type CardSource } from './routes.js';
export type { SearchableAfter, SearchableItem, SearchSource } from './sources.js';
