import { social } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import type { NoticeEvent, Notices } from '../notices/index.js';
import { checkPictureList, hostOf } from '../uploads/index.js';
import { toggleFollow, userStats } from './follows.js';
import { addDislike, collectedBy, toggleReaction } from './reactions.js';
import { addChatReport } from './chat-reports.js';
import { addReport, dictionaryEntries } from './reports.js';
import { installReportQueue } from './report-queue-routes.js';
import { seedSocial } from './seed.js';
import { flagKey, viewerFlags } from './viewer-flags.js';
import { sweepViewStamps, VIEW_SWEEP_EVERY_MS } from './views.js';
import type { TargetRegistry } from './targets.js';
import type { Works } from './works.js';
import { socialMessages } from './messages.js';

/** Business types listed by the question collection page. */
const QUESTION_TYPES = ['Question', 'Answer'];

export interface SocialDeps {
  /** The objects people act on, described by the features that own them. */
  targets: TargetRegistry;
  /** The works users publish, for the profile's worksCount and the demo world's likes. */
  works: Works;
  /** Tells the author of what is liked or collected, and the user followed. */
  notices: Notices;
}

/** Follows, likes, collects, dislikes, reports, the reference dictionaries, and which views count. */
export function createSocialFeature(deps: SocialDeps): Feature {
  const { targets, works, notices } = deps;
  return {
    name: 'social',
    messages: socialMessages,
    install({ router, http, platform }) {
      const { db } = platform.database;
      const notify = (event: NoticeEvent, now: number) => notices.raise(db, platform.bus, event, now);

      // View stamps matter for an hour; one timer per server forgets the older ones.
      const sweep = setInterval(() => {
        sweepViewStamps(db, Date.now()).catch((error: unknown) =>
          platform.log.error({ err: error }, 'view stamp sweep failed'),
        );
      }, VIEW_SWEEP_EVERY_MS);
      sweep.unref();
      http.addHook('onClose', async () => clearInterval(sweep));

      router.handle(social.follow, async ({ user, body }) =>
        toggleFollow(db, notify, user.id, body.focusUserId),
      );
      router.handle(social.userStat, async ({ user }) => {
        const [stats, worksCount] = await Promise.all([userStats(db, user.id), works.countOf(db, user.id)]);
        return { ...stats, worksCount };
      });

      router.handle(social.like, async ({ user, body }) =>
        toggleReaction(targets, db, notify, user.id, 'like', body.busyType, body.busyCode),
      );
      router.handle(social.collect, async ({ user, body }) =>
        toggleReaction(targets, db, notify, user.id, 'collect', body.busyType, body.busyCode),
      );

      router.handle(social.viewerFlags, async ({ user, query }) => {
        const authorIds = query.authorUserId ? [query.authorUserId] : [];
        const flags = await viewerFlags(db, user.id, {
          objects: [{ busyType: query.busyType, ids: [query.busyCode] }],
          authorIds,
        });
        const key = flagKey(query.busyType, query.busyCode);
        return {
          praiseObj: flags.praised.has(key),
          collectObj: flags.collected.has(key),
          followObj: query.authorUserId !== undefined && flags.followed.has(query.authorUserId),
        };
      });

      router.handle(social.collectList, async ({ user, query }) =>
        collectedBy(db, user.id, {
          busyTypes: query.busyType ? [query.busyType] : undefined,
          offset: (query.pageNum - 1) * query.pageSize,
          limit: query.pageSize,
        }),
      );
      router.handle(social.questionCollectList, async ({ user, query }) =>
        collectedBy(db, user.id, {
          busyTypes: QUESTION_TYPES,
          offset: (query.pageNum - 1) * query.pageSize,
          limit: query.pageSize,
        }),
      );

      router.handle(social.dislike, async ({ user, body }) =>
        addDislike(targets, db, user.id, body.busyType, body.busyCode, body.dislikeType),
      );

      router.handle(social.addReport, async ({ user, body, request }) => {
        const rules = { userId: user.id, host: hostOf(request) };
        const imageUrl = await checkPictureList(db, rules, 'imageUrl', body.imageUrl);
        await addReport(targets, db, user.id, { ...body, imageUrl });
        return null;
      });
      router.handle(social.addChatReport, async ({ user, body, request }) => {
        const rules = { userId: user.id, host: hostOf(request) };
        const image = await checkPictureList(db, rules, 'image', body.image);
        await addChatReport(db, user.id, { ...body, image });
        return null;
      });
      router.handle(social.dictData, async ({ params }) => dictionaryEntries(db, params.dictType));

      installReportQueue({ router, platform }, targets);
    },
    seed: (db, now) => seedSocial(db, now, deps),
  };
}
