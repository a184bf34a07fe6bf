import { social } from '@fox/contracts';
import { setMixedViewerFlagsProvider, setViewerFlagsProvider } from '../content/index.js';
import type { Feature } from '../../platform/feature.js';
import { checkPictureList, hostOf } from '../uploads/index.js';
import { toggleFollow, userStats } from './follows.js';
import { addDislike, collectedBy, toggleReaction } from './reactions.js';
import { addChatReport } from './chat-reports.js';
import { addReport, dictionaryEntries } from './reports.js';
import { seedSocial } from './seed.js';
import { flagKey, viewerFlags } from './viewer-flags.js';

/** Business types listed by the question collection page. */
const QUESTION_TYPES = ['Question', 'Answer'];

export const socialFeature: Feature = {
  name: 'social',
  install({ router, platform }) {
    const { db } = platform.database;

    // praiseObj, collectObj and followObj of content lists: one reactions query and one follows query a page.
    setViewerFlagsProvider(async (database, viewerId, busyType, items) => {
      const flags = await viewerFlags(database, viewerId, {
        objects: [{ busyType, ids: items.map((item) => item.id) }],
        authorIds: [...new Set(items.map((item) => item.userId))],
      });
      return new Map(
        items.map((item) => [
          item.id,
          {
            praiseObj: flags.praised.has(flagKey(busyType, item.id)),
            collectObj: flags.collected.has(flagKey(busyType, item.id)),
            followObj: flags.followed.has(item.userId),
          },
        ]),
      );
    });

    // A page of several kinds (the home feed, search) asks for all of them in the same two queries.
    setMixedViewerFlagsProvider(async (database, viewerId, groups) => {
      const flags = await viewerFlags(database, viewerId, {
        objects: groups.map((group) => ({
          busyType: group.busyType,
          ids: group.items.map((item) => item.id),
        })),
        authorIds: [...new Set(groups.flatMap((group) => group.items.map((item) => item.userId)))],
      });
      return new Map(
        groups.flatMap((group) =>
          group.items.map((item) => [
            flagKey(group.busyType, item.id),
            {
              praiseObj: flags.praised.has(flagKey(group.busyType, item.id)),
              collectObj: flags.collected.has(flagKey(group.busyType, item.id)),
              followObj: flags.followed.has(item.userId),
            },
          ]),
        ),
      );
    });

    router.handle(social.follow, async ({ user, body }) => toggleFollow(db, user.id, body.focusUserId));
    router.handle(social.userStat, async ({ user }) => userStats(db, user.id));

    router.handle(social.like, async ({ user, body }) =>
      toggleReaction(db, user.id, 'like', body.busyType, body.busyCode),
    );
    router.handle(social.collect, async ({ user, body }) =>
      toggleReaction(db, user.id, 'collect', body.busyType, body.busyCode),
    );

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
      addDislike(db, user.id, body.busyType, body.busyCode, body.dislikeType),
    );

    router.handle(social.addReport, async ({ user, body, request }) => {
      const rules = { userId: user.id, host: hostOf(request) };
      const imageUrl = await checkPictureList(db, rules, 'imageUrl', body.imageUrl);
      await addReport(db, user.id, { ...body, imageUrl });
      return null;
    });
    router.handle(social.addChatReport, async ({ user, body, request }) => {
      const rules = { userId: user.id, host: hostOf(request) };
      const image = await checkPictureList(db, rules, 'image', body.image);
      await addChatReport(db, user.id, { ...body, image });
      return null;
    });
    router.handle(social.dictData, async ({ params }) => dictionaryEntries(db, params.dictType));
  },
  seed: seedSocial,
};
