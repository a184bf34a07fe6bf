import type { Feature } from '../feature.js';

/** Instant messaging: the real-time gateway, conversations and messages (spec 001). */
export const imFeature: Feature = {
  name: 'im',
  routes() {},
};
