/** What other features may use of content. */
export { createContentFeature } from './routes.js';
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
export { contentPreviewOf } from './previews.js';
export { platformFields, presentAuthored } from './present.js';
export { contentSearchSources } from './search-sources.js';
export { contentShareCard } from './share-cards.js';
export { contentTargets, contentWorks } from './targets.js';
export { cardsInOrder, workCardsOf, worksOf } from './work-cards.js';
