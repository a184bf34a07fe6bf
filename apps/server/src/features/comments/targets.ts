import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { TargetKind } from '../social/index.js';
import { commentPreview } from './moderator-preview.js';
import type { CommentsTables } from './tables.js';

export const COMMENT_BUSY_TYPE = 'Comment';

const comments = (db: Db): Kysely<CommentsTables> => tablesOf<CommentsTables>(db);

/**
 * A comment is itself an object people like and report; its author is the commenter, and it keeps its
 * like count on its own row.
 */
export const commentTargets: TargetKind[] = [
  {
    busyType: COMMENT_BUSY_TYPE,
    preview: commentPreview,
    async find(db, busyCode) {
      const row = await comments(db)
        .selectFrom('comments')
        .select('userId')
        .where('id', '=', busyCode)
        .executeTakeFirst();
      return row ? { authorId: Number(row.userId), actionable: true } : null;
    },
    counts: {
      names: ['praiseCount'],
      async adjust(db, busyCode, _counter, delta) {
        await comments(db)
          .updateTable('comments')
          .set((eb) => ({ praiseCount: eb('praiseCount', '+', delta) }))
          .where('id', '=', busyCode)
          .execute();
      },
    },
  },
];
