// The social feature's surface: what the rest of the server may use of it.
export { adjustObjectCounter, objectCounts } from './counters.js';
export type { ObjectCounts } from './counters.js';
export { userStats } from './follows.js';
export { objectCountsOf } from './object-counts.js';
export { actionableTarget, collectedBy } from './reactions.js';
export { dictionaryEntries } from './reports.js';
export { insertInBatches } from './seed.js';
export { findTarget, registerTarget } from './targets.js';
export type { TargetInfo } from './targets.js';
export { flagKey, viewerFlags } from './viewer-flags.js';
export { registerWorksCounter } from './works.js';
