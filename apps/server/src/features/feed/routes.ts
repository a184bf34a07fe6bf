import type { Feature } from '../feature.js';

/** The home feed: videos, articles and questions mixed and ranked. */
export const feedFeature: Feature = {
  name: 'feed',
  routes() {},
};
