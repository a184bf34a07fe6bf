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
export { adjustCounter, isCountedBusyType } from './counters.js';
export type { CountedBusyType } from './counters.js';
export { storeDemoMedia } from './demo-media.js';
export type { DemoClip } from './demo-media.js';
export { presentAuthored } from './present.js';
export { summaryOf } from './sanitize.js';
export { recountContent } from './seed-counts.js';
export { seededRandom } from './seed-random.js';
export { setMixedViewerFlagsProvider, setViewerFlagsProvider } from './viewer-flags.js';
