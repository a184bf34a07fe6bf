import { comments } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import { registerTarget } from '../social/index.js';
import { regionOf } from './ip-region.js';
import { listComments, postComment } from './repo.js';
import { seedComments } from './seed.js';

export const commentsFeature: Feature = {
  name: 'comments',
  install({ router, platform }) {
    const { db } = platform.database;

    // A comment is itself an object people like and report; its author is the commenter.
    registerTarget('Comment', async (database, busyCode) => {
      const row = await database
        .selectFrom('comments')
        .select('userId')
        .where('id', '=', busyCode)
        .executeTakeFirst();
      return row ? { authorId: Number(row.userId), actionable: true } : null;
    });

    router.handle(comments.commentList, async ({ user, query }) => listComments(db, user?.id ?? null, query));
    router.handle(comments.commentPost, async ({ user, body, request }) =>
      postComment(db, user.id, body, regionOf(request.ip)),
    );
  },
  seed: seedComments,
};
