import type { Feature } from '../feature.js';

/** Feedback: what users tell the platform (POST /admin/feedbackInfo). */
export const feedbackFeature: Feature = {
  name: 'feedback',
  routes() {},
};
