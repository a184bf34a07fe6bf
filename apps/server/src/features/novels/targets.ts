import type { TargetKind } from '../social/index.js';
import { novelsDb } from './books.js';

/** The tracking business type of spec 001 §3; comments and reports on a book name it too. */
export const NOVEL_BUSY_TYPE = 'Novel';

/**
 * Lets comments, reports and notices find the author of a book. A book takes comments while on the shelf;
 * the back office takes one down (CompelOff, kept visible to its author) from the report queue and may
 * put it back. Readers keep what they unlocked of a book taken down.
 */
export const novelTargets: TargetKind[] = [
  {
    busyType: NOVEL_BUSY_TYPE,
    async find(db, busyCode) {
      const row = await novelsDb(db)
        .selectFrom('novelBooks')
        .select(['authorId', 'state'])
        .where('id', '=', busyCode)
        .executeTakeFirst();
      return row ? { authorId: Number(row.authorId), actionable: row.state === 'OnShelf' } : null;
    },
    async preview(db, busyCode) {
      const row = await novelsDb(db)
        .selectFrom('novelBooks')
        .select(['authorId', 'title', 'state', 'synopsis', 'coverUrl'])
        .where('id', '=', busyCode)
        .executeTakeFirst();
      return row
        ? {
            authorId: Number(row.authorId),
            title: row.title,
            state: row.state,
            text: row.synopsis,
            coverUrl: row.coverUrl,
          }
        : null;
    },
    moderation: {
      takeDown: (db, busyCode, _reason, now) => moveShelf(db, busyCode, 'CompelOff', now),
      restore: (db, busyCode, now) => moveShelf(db, busyCode, 'OnShelf', now),
    },
  },
];

async function moveShelf(
  db: Parameters<typeof novelsDb>[0],
  id: number,
  state: 'CompelOff' | 'OnShelf',
  now: number,
) {
  const books = novelsDb(db);
  const row = await books
    .selectFrom('novelBooks')
    .select(['authorId', 'title', 'state'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  await books.updateTable('novelBooks').set({ state, updatedAt: now }).where('id', '=', id).execute();
  return { authorId: Number(row.authorId), title: row.title, before: row.state, after: state };
}
