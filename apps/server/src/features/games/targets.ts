import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { TargetKind } from '../social/index.js';
import { PLATFORM } from '../wallet/index.js';
import { moveGameShelf } from './shelf.js';
import type { GamesTables } from './tables.js';

/** The business type of a game (tracking and reports, platform facts). */
export const GAME_BUSY_TYPE = 'Game';

/**
 * Lets reports find a game, and the back office's report queue show it, take it down and put it back (the
 * same shelf move as the console's games page). The shipped games are the platform's own, so no user is
 * their author (nobody is warned or notified as one); a game is reported while it is on the shelf.
 */
export const gameTargets: TargetKind[] = [
  {
    busyType: GAME_BUSY_TYPE,
    async find(db, busyCode) {
      const row = await tablesOf<GamesTables>(db)
        .selectFrom('games')
        .select('state')
        .where('id', '=', busyCode)
        .executeTakeFirst();
      return row ? { authorId: PLATFORM, actionable: row.state === 'OnShelf' } : null;
    },
    async preview(db: Db, busyCode: number) {
      const row = await tablesOf<GamesTables>(db)
        .selectFrom('games')
        .select(['name', 'description', 'banner', 'screenshots', 'state'])
        .where('id', '=', busyCode)
        .executeTakeFirst();
      if (!row) return null;
      return {
        authorId: PLATFORM,
        title: row.name,
        state: row.state,
        text: row.description,
        coverUrl: row.banner,
        imageUrls: JSON.parse(row.screenshots) as string[],
      };
    },
    moderation: {
      takeDown: (db, busyCode, reason, now) =>
        moveGameShelf(db, busyCode, 'OffShelf', { reason, operatorId: null, now }),
      restore: (db, busyCode, now) =>
        moveGameShelf(db, busyCode, 'OnShelf', { reason: '', operatorId: null, now }),
    },
  },
];
