import { signingFeature } from '../platform/http/signing/routes.js';
import { authFeature } from './auth/routes.js';
import { commentsFeature } from './comments/routes.js';
import { contentFeature } from './content/routes.js';
import { dramasFeature } from './dramas/routes.js';
import { walletFeature } from './wallet/routes.js';
import { paymentsFeature } from './payments/routes.js';
import type { Feature } from './feature.js';
import { profilesFeature } from './profiles/routes.js';
import { feedbackFeature } from './feedback/routes.js';
import { friendsFeature } from './friends/routes.js';
import { imFeature } from './im/routes.js';
import { groupsFeature } from './groups/routes.js';
import { noticesFeature } from './notices/routes.js';
import { inviteFeature } from './invite/routes.js';
import { searchFeature } from './search/routes.js';
import { feedFeature } from './feed/routes.js';
import { trackingFeature } from './tracking/routes.js';
import { sitesFeature } from './sites/routes.js';
import { socialFeature } from './social/routes.js';
import { systemFeature } from './system/routes.js';
import { uploadsFeature } from './uploads/routes.js';
import { usersFeature } from './users/routes.js';

/** Every feature, in the order their demo data is seeded (later ones may refer to earlier ones' rows). */
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
