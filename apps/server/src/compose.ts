import { auditFeature } from './features/audit/index.js';
import { authFeature } from './features/auth/index.js';
import { commentTargets, createCommentsFeature, noticeCommentOf } from './features/comments/index.js';
import {
  contentSearchSources,
  contentShareCard,
  contentTargets,
  contentTopicOf,
  contentWorks,
  createContentFeature,
} from './features/content/index.js';
import { dramaSearchSource, dramaShareCard, dramaTargets, dramasFeature } from './features/dramas/index.js';
import { createDashboardFeature } from './features/dashboard/index.js';
import { feedFeature } from './features/feed/index.js';
import { feedbackFeature } from './features/feedback/index.js';
import { createFriendsFeature } from './features/friends/index.js';
import { groupDirectory, groupsFeature } from './features/groups/index.js';
import { createImFeature, type ShareCardFinder } from './features/im/index.js';
import { inviteFeature } from './features/invite/index.js';
import { createNotices, createNoticesFeature } from './features/notices/index.js';
import { paymentsFeature } from './features/payments/index.js';
import { peopleFeature } from './features/people/index.js';
import { profilesFeature } from './features/profiles/index.js';
import { createSearchFeature } from './features/search/index.js';
import { sitesFeature } from './features/sites/index.js';
import {
  createSocialFeature,
  createTargetRegistry,
  followedAmong,
  reportQueueCounts,
} from './features/social/index.js';
import { systemFeature } from './features/system/index.js';
import { trackingFeature } from './features/tracking/index.js';
import { uploadsFeature } from './features/uploads/index.js';
import { usersFeature } from './features/users/index.js';
import { walletFeature } from './features/wallet/index.js';
import { signingFeature } from './platform/http/signing/routes.js';
import type { Feature } from './platform/feature.js';

/**
 * Every business type people like, collect, comment and report, described by the features that own them:
 * social and comments find objects and move their counts through it.
 */
export const targets = createTargetRegistry([...contentTargets, ...commentTargets, ...dramaTargets]);

/** The works the demo chats share, found by the features that own them: videos, articles and dramas. */
const shareCards: ShareCardFinder = (db, kind, title) =>
  kind === 'playlet' ? dramaShareCard(db, title) : contentShareCard(db, kind, title);

/** The notices of what people do, told by content and comments what each act was about. */
const notices = createNotices({ contentTopicOf, commentOf: noticeCommentOf });

/**
 * The composition root: every feature, in the order their demo data is seeded (later ones may refer to
 * earlier ones' rows). A feature that needs a service of a feature above it is handed it here.
 */
export const features: Feature[] = [
  systemFeature,
  signingFeature,
  usersFeature,
  auditFeature,
  authFeature,
  createContentFeature({ notices }),
  dramasFeature,
  sitesFeature,
  uploadsFeature,
  createSocialFeature({ targets, works: contentWorks, notices }),
  createCommentsFeature({ targets, notices }),
  profilesFeature,
  feedbackFeature,
  inviteFeature,
  createSearchFeature({ content: contentSearchSources, dramas: dramaSearchSource }),
  feedFeature,
  trackingFeature,
  createFriendsFeature({ notices }),
  createImFeature({ groups: groupDirectory, shareCards }),
  groupsFeature,
  createNoticesFeature({
    followedAmong,
  }),
  walletFeature,
  paymentsFeature,
  createDashboardFeature({
    // Reported objects waiting for a decision: the queue's counters over every reason.
    openReports: async (db) =>
      (await reportQueueCounts(db))
        .filter((row) => row.state === 'open' && row.reportType === '')
        .reduce((sum, row) => sum + row.cases, 0),
    pendingReviews: async () => 0,
  }),
  peopleFeature,
];
