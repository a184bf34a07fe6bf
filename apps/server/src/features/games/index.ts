// The games feature's surface: what the rest of the server may use of it.
export { gamesFeature } from './routes.js';
export { gameRebateReviewQueue } from './rebate-queue.js';
export { gameTargets } from './targets.js';
export { gameSearchSource } from './search-source.js';
