import type { Feature } from '../feature.js';

/** Profiles: another user's public home, works by author, liked lists. */
export const profilesFeature: Feature = {
  name: 'profiles',
  routes() {},
};
