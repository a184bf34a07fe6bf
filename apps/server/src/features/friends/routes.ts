import type { Feature } from '../feature.js';

/** Friends: requests, the friend book, remarks and labels (spec 001). */
export const friendsFeature: Feature = {
  name: 'friends',
  routes() {},
};
