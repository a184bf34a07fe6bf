import { comments } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import type { NoticeEvent, Notices } from '../notices/index.js';
import type { TargetRegistry } from '../social/index.js';
import { regionOf } from './ip-region.js';
import { listComments, postComment } from './repo.js';
import { seedComments } from './seed.js';
import type { DemoCommentSource } from './seed-threads.js';
import { commentsMessages } from './messages.js';

/** Comments and replies on any object people act on, found through the app's registry of targets. */
export function createCommentsFeature(deps: {
  targets: TargetRegistry;
  notices: Notices;
  /** Other features' demo works with the comments written for them (their seeding goes through here). */
  demoThreads?: readonly DemoCommentSource[];
}): Feature {
  const { targets, notices, demoThreads = [] } = deps;
  return {
    name: 'comments',
    messages: commentsMessages,
    install({ router, platform }) {
      const { db } = platform.database;
      const notify = (event: NoticeEvent, now: number) => notices.raise(db, platform.bus, event, now);
      router.handle(comments.commentList, async ({ user, query }) =>
        listComments(targets, db, user?.id ?? null, query),
      );
      router.handle(comments.commentPost, async ({ user, body, request }) =>
        postComment(targets, db, notify, user.id, body, regionOf(request.ip)),
      );
    },
    seed: (db, now) => seedComments(db, now, targets, demoThreads),
  };
}
