/** What other features may use of content. */
export {
  feedCandidates,
  feedCandidatesAmong,
  feedItemCount,
  type FeedFilter,
  type FeedPosition,
  type FeedScan,
} from './feed-candidates.js';
export { loadMixedItems, type ItemRef } from './feed-items.js';
