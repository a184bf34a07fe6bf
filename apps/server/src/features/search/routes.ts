import type { Feature } from '../feature.js';

/** Search over videos, articles, questions and users, and the hot words. */
export const searchFeature: Feature = {
  name: 'search',
  routes() {},
};
