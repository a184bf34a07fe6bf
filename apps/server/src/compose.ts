import { auditFeature } from './features/audit/index.js';
import { authFeature, wechatOpenIdOf } from './features/auth/index.js';
import { commentTargets, createCommentsFeature, noticeCommentOf } from './features/comments/index.js';
import {
  contentReviewQueues,
  contentSearchSources,
  contentShareCard,
  contentTargets,
  contentTopicOf,
  contentWorks,
  createContentFeature,
} from './features/content/index.js';
import {
  dramaReviewQueue,
  dramaSearchSource,
  dramaShareCard,
  dramaTargets,
  dramasFeature,
} from './features/dramas/index.js';
import { createDashboardFeature } from './features/dashboard/index.js';
import { distributionFeature } from './features/distribution/index.js';
import { createEarningsFeature, payoutProviderOf, wechatTransferMaker } from './features/earnings/index.js';
import { feedFeature } from './features/feed/index.js';
import {
  novelDemoComments,
  novelSearchSource,
  novelsFeature,
  novelTargets,
} from './features/novels/index.js';
import { feedbackFeature } from './features/feedback/index.js';
import {
  gameRebateReviewQueue,
  gameSearchSource,
  gamesFeature,
  gameTargets,
} from './features/games/index.js';
import { createFriendsFeature } from './features/friends/index.js';
import {
  closeTaskGroup,
  createGroupDirectory,
  createGroupsFeature,
  joinTaskGroup,
  openTaskGroup,
  talkInTaskGroup,
  TaskGroupOutbox,
  taskGroupIdOf,
  type TaskPlans,
} from './features/groups/index.js';
import { createImFeature, type ShareCardFinder } from './features/im/index.js';
import { inviteFeature } from './features/invite/index.js';
import { createNotices, createNoticesFeature } from './features/notices/index.js';
import { paymentsFeature, wishDemoOrders, wishPaymentDesk } from './features/payments/index.js';
import { peopleFeature } from './features/people/index.js';
import { profilesFeature } from './features/profiles/index.js';
import { createReconciliationFeature } from './features/reconciliation/index.js';
import { createReviewFeature, type ReviewQueue } from './features/review/index.js';
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
import { bankCardReviewQueue, personAuthReviewQueue, walletFeature } from './features/wallet/index.js';
import {
  createWishesFeature,
  wishReviewQueue,
  wishPlans,
  wishSearchSource,
  wishTargets,
  type TaskGroupDesk,
} from './features/wishes/index.js';
import { signingFeature } from './platform/http/signing/routes.js';
import type { Feature } from './platform/feature.js';
import type { Platform } from './platform/platform.js';

/**
 * Every business type people like, collect, comment and report, described by the features that own them:
 * social and comments find objects and move their counts through it.
 */
export const targets = createTargetRegistry([
  ...contentTargets,
  ...commentTargets,
  ...dramaTargets,
  ...novelTargets,
  ...wishTargets,
  ...gameTargets,
]);

/** The works the demo chats share, found by the features that own them: videos, articles and dramas. */
const shareCards: ShareCardFinder = (db, kind, title) =>
  kind === 'playlet' ? dramaShareCard(db, title) : contentShareCard(db, kind, title);

/**
 * The back office's review queues, declared by the features that own what is reviewed: content's six kinds
 * and dramas. A later kind of review (wishes, real-name verification, bank cards, settlement disputes) adds
 * its feature's declaration here.
 */
const reviewQueues: ReviewQueue[] = [
  ...contentReviewQueues,
  dramaReviewQueue,
  wishReviewQueue,
  personAuthReviewQueue,
  bankCardReviewQueue,
  gameRebateReviewQueue,
];

/**
 * The task groups wishes are worked out in: the groups feature's calls, run inside the wishes feature's
 * transactions, with their chat lines delivered after its commit.
 */
const taskGroups: TaskGroupDesk = {
  openTaskGroup,
  joinTaskGroup,
  closeTaskGroup,
  taskGroupIdOf,
  talkInTaskGroup,
  newLines: () => new TaskGroupOutbox(),
};

/** The plans (planVo) of the wishes task groups are made for, read by groups from the wishes feature. */
const taskPlans: TaskPlans = wishPlans;

/** The chat's view of groups, with the task groups' plans for their conversation items. */
const groupDirectory = createGroupDirectory({ plans: taskPlans });

/** The payout providers withdrawals are paid by: the sandbox, or WeChat Pay transfers to a login's openid. */
const payoutMakers = { wechat: wechatTransferMaker(wechatOpenIdOf) };

/**
 * The configured payout provider, for reconciliation (in a server and on the command line). The choice
 * reads only the configuration and the database of the platform it is given.
 */
export const reconcilePayoutProvider = (platform: Pick<Platform, 'config' | 'database' | 'log'>) =>
  payoutProviderOf(platform as Platform, payoutMakers);

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
  novelsFeature,
  sitesFeature,
  uploadsFeature,
  createSocialFeature({ targets, works: contentWorks, notices }),
  // The demo books' comments are the novels feature's to write, and comments' to store.
  createCommentsFeature({ targets, notices, demoThreads: [novelDemoComments] }),
  profilesFeature,
  feedbackFeature,
  inviteFeature,
  createSearchFeature({
    content: contentSearchSources,
    dramas: dramaSearchSource,
    novels: novelSearchSource,
    wishes: wishSearchSource,
    games: gameSearchSource,
  }),
  feedFeature,
  trackingFeature,
  createFriendsFeature({ notices }),
  createImFeature({ groups: groupDirectory, shareCards }),
  createGroupsFeature({ plans: taskPlans }),
  createNoticesFeature({
    followedAmong,
  }),
  walletFeature,
  // PAYOUT_PROVIDER=wechat pays to the openid of the user's WeChat login (auth), when that app is the merchant's.
  createEarningsFeature(payoutMakers),
  distributionFeature,
  paymentsFeature,
  createWishesFeature({ taskGroups, payments: wishPaymentDesk, demoOrders: wishDemoOrders }),
  createReconciliationFeature({ payoutProviderOf: reconcilePayoutProvider }),
  gamesFeature,
  createDashboardFeature({
    // Reported objects waiting for a decision: the queue's counters over every reason.
    openReports: async (db) =>
      (await reportQueueCounts(db))
        .filter((row) => row.state === 'open' && row.reportType === '')
        .reduce((sum, row) => sum + row.cases, 0),
    // Works waiting in every review queue: each queue's own counter.
    pendingReviews: async (db) =>
      (await Promise.all(reviewQueues.map((queue) => queue.pending(db)))).reduce((sum, n) => sum + n, 0),
  }),
  peopleFeature,
  createReviewFeature(reviewQueues),
];
