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
export { moderate, moderationOf, type ShelfRow, type ShelfStore } from './moderation.js';
export { contentPreviewOf } from './previews.js';
export { platformFields, presentAuthored } from './present.js';
export { contentReviewQueues } from './review-kinds.js';
export { reviewEntryOf, type ReviewEntry, type ReviewMode } from './review-entry.js';
export { shelfReviewQueue, reviewRecordOf, textOf, type ReviewFacts } from './review-queues.js';
export { own, reviewRows, type ReviewColumns } from './review-rows.js';
export { contentSearchSources } from './search-sources.js';
export { imageSourcesOf, sanitizeRichText, textOf as plainTextOf } from './sanitize.js';
export { contentShareCard } from './share-cards.js';
export { contentTargets, contentWorks } from './targets.js';
export { cardsInOrder, workCardsOf, worksOf } from './work-cards.js';
