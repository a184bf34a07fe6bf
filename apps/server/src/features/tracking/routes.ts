import type { Feature } from '../feature.js';

/** Behaviour tracking: aiRecAdd and the batched behaviour events. */
export const trackingFeature: Feature = {
  name: 'tracking',
  routes() {},
};
