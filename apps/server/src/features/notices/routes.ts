import { notices } from '@fox/contracts';
import { tablesOf } from '../../platform/db/tables.js';
import type { Feature } from '../../platform/feature.js';
import {
  fansPage,
  friendPage,
  interactPage,
  markTabRead,
  outerEntries,
  plainPage,
  unreadByTab,
} from './repo.js';
import { installBroadcasts } from './console-routes.js';
import { noticesMessages } from './messages.js';
import type { FollowedAmong } from './sources.js';
import type { NoticesTables } from './tables.js';

export interface NoticesDeps {
  /** Whom a user follows, asked of the feature that keeps follows for the fans list. */
  followedAmong: FollowedAmong;
}

/** Notices: system, fans, interact and task notifications (spec 001, spec 002 §5). */
export function createNoticesFeature({ followedAmong }: NoticesDeps): Feature {
  return {
    name: 'notices',
    messages: noticesMessages,
    install(app) {
      const { router, platform } = app;
      const db = tablesOf<NoticesTables>(platform.database.db);
      installBroadcasts(app);

      router.handle(notices.outerList, async ({ user }) => outerEntries(await unreadByTab(db, user.id)));
      router.handle(notices.systemReadNum, async ({ user }) => {
        const counts = await unreadByTab(db, user.id);
        return notices.SYSTEM_TABS.map((type) => ({ type, unReadCount: counts[type] }));
      });
      router.handle(notices.tabList, async ({ user }) => {
        const counts = await unreadByTab(db, user.id);
        return notices.NOTICE_TABS.map((type) => ({ type, unReadCount: counts[type] }));
      });
      router.handle(notices.markRead, async ({ user, body }) => markTabRead(db, user.id, body.tab));

      router.handle(notices.interactPage, async ({ user, query }) => interactPage(db, user.id, query));
      router.handle(notices.fansList, async ({ user, query }) => fansPage(db, followedAmong, user.id, query));
      router.handle(notices.friendPage, async ({ user, query }) => friendPage(db, user.id, query));
      router.handle(notices.systemPage, async ({ user, query }) => plainPage(db, user.id, 'system', query));
      router.handle(notices.shopPage, async ({ user, query }) => plainPage(db, user.id, 'shop', query));
      router.handle(notices.walletPage, async ({ user, query }) => plainPage(db, user.id, 'wallet', query));
      router.handle(notices.mcnPage, async ({ user, query }) => plainPage(db, user.id, 'mcn', query));
      router.handle(notices.taskPage, async ({ user, query }) =>
        plainPage(db, user.id, query.noticeType, query),
      );
    },
  };
}
