import { signingFeature } from './platform/http/signing/routes.js';
import { authFeature } from './features/auth/routes.js';
import { commentsFeature } from './features/comments/routes.js';
import { contentFeature } from './features/content/routes.js';
import { dramasFeature } from './features/dramas/routes.js';
import { walletFeature } from './features/wallet/routes.js';
import { paymentsFeature } from './features/payments/routes.js';
import type { Feature } from './platform/feature.js';
import { profilesFeature } from './features/profiles/routes.js';
import { feedbackFeature } from './features/feedback/routes.js';
import { friendsFeature } from './features/friends/routes.js';
import { imFeature } from './features/im/routes.js';
import { groupsFeature } from './features/groups/routes.js';
import { noticesFeature } from './features/notices/routes.js';
import { inviteFeature } from './features/invite/routes.js';
import { searchFeature } from './features/search/routes.js';
import { feedFeature } from './features/feed/routes.js';
import { trackingFeature } from './features/tracking/routes.js';
import { sitesFeature } from './features/sites/routes.js';
import { socialFeature } from './features/social/routes.js';
import { systemFeature } from './features/system/routes.js';
import { uploadsFeature } from './features/uploads/routes.js';
import { usersFeature } from './features/users/routes.js';

/**
 * The composition root: every feature, in the order their demo data is seeded (later ones may refer to
 * earlier ones' rows). A feature that needs a service of a feature above it is handed it here.
 */
export const features: Feature[] = [
  systemFeature,
  signingFeature,
  usersFeature,
  authFeature,
  contentFeature,
  dramasFeature,
  sitesFeature,
  uploadsFeature,
  socialFeature,
  commentsFeature,
  profilesFeature,
  feedbackFeature,
  inviteFeature,
  searchFeature,
  feedFeature,
  trackingFeature,
  friendsFeature,
  imFeature,
  groupsFeature,
  noticesFeature,
  walletFeature,
  paymentsFeature,
];
