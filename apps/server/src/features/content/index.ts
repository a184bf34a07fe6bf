/** What other features may use of content. */
export { contentFeature } from './routes.js';
export {
  feedCandidates,
  feedCandidatesAmong,
  feedItemCount,
  type FeedFilter,
  type FeedPosition,
  type FeedScan,
} from './feed-candidates.js';
export { loadMixedItems, type ItemRef } from './feed-items.js';
export { contentTopicOf } from './notice-topics.js';
export { presentAuthored } from './present.js';
export {
  onShelfCondition,
  searchableItems,
  SEARCHABLE_KINDS,
  type SearchableItem,
  type SearchableKind,
} from './search-sources.js';
export { contentShareCard } from './share-cards.js';
export { contentTargets, contentWorks } from './targets.js';
export { cardsInOrder, workCardsOf, worksOf } from './work-cards.js';
