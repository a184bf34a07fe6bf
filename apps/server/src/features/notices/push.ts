import { notices } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import type { Platform } from '../../platform/platform.js';

type Db = Kysely<DatabaseSchema>;

/** Tells a user's open sockets that a notice of `tab` was raised for them. */
export type NoticePush = (userId: number, tab: notices.NoticeTab) => Promise<void>;

/**
 * The push of each database's server. Notices are raised by features that hold only the database handle
 * (likes, follows, comments, friend requests), so the push is found by that handle rather than threaded
 * through every caller. A database without one (seeding, scripts) raises notices silently.
 */
const pushes = new WeakMap<Db, NoticePush>();

/** Delivers notice frames through the real-time bus of `platform`, looked up when a notice is raised. */
export function installNoticePush(platform: Platform): void {
  pushes.set(platform.database.db, async (userId, tab) => {
    await platform.bus?.publish(userId, {
      frame: { type: 'notice', data: { kind: notices.OUTER_TYPE_OF[tab], tab } },
    });
  });
}

/** Pushes after the notice is stored; a bus failure only delays the badge until the next poll. */
export async function pushNotice(db: Db, userId: number, tab: notices.NoticeTab): Promise<void> {
  try {
    await pushes.get(db)?.(userId, tab);
  } catch (error) {
    process.emitWarning(`notice not pushed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
