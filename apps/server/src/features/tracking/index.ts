/** What other features may use of tracking. */
export { recentlySeen, type SeenIds } from './recent-seen.js';
export { trackingFeature } from './routes.js';
