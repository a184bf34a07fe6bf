// The social feature's surface: what the rest of the server may use of it.
export type { CounterName, ObjectCounts } from './counters.js';
export { objectCountsOf } from './object-counts.js';
export { collectedBy, likedBy } from './reactions.js';
export { dictionaryEntries } from './reports.js';
export { queueCounts as reportQueueCounts } from './report-queue.js';
export { createSocialFeature } from './routes.js';
export { addDemoReactions } from './seed.js';
export {
  createTargetRegistry,
  type ModerationChange,
  type TargetInfo,
  type TargetKind,
  type TargetModeration,
  type TargetPreview,
  type TargetRegistry,
} from './targets.js';
export { followedAmong, userStats } from './follows.js';
export { flagKey, viewerFlags } from './viewer-flags.js';
export { firstViewThisHour, viewerKey, type View } from './views.js';
export type { Works } from './works.js';
