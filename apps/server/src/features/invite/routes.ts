import type { Feature } from '../feature.js';

/** Invitations: invite links and their statistics. */
export const inviteFeature: Feature = {
  name: 'invite',
  routes() {},
};
