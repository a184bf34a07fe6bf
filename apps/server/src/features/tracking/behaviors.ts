import { tracking } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { TrackingTables } from './tables.js';

const trackingDb = (db: Db): Kysely<TrackingTables> => tablesOf<TrackingTables>(db);

type RecBehavior = ReturnType<typeof tracking.recBehaviorInput.parse>;

/** Behaviours that mean the user has been shown an item, so the home feed may push it down. */
const SEEN_BEHAVIORS = new Set<tracking.RecBehaviorType>(['expose', 'click']);

/**
 * The content kind an item is. Videos and articles have item types of their own; a question has none, so
 * it is an `item` of the home-question scene.
 */
export function busyTypeOf(
  itemType: tracking.RecItemType,
  sceneId: string,
): 'Video' | 'Article' | 'Question' | '' {
  if (itemType === 'video' || itemType === 'shortvideo') return 'Video';
  if (itemType === 'article') return 'Article';
  if (itemType === 'item' && sceneId === tracking.REC_SCENES.homeQuestion) return 'Question';
  return '';
}

/** Logs one behaviour and, for a logged-in user who was shown or opened a feed item, marks it seen. */
export async function recordBehavior(
  db: Db,
  userId: number | null,
  behavior: RecBehavior,
  now: number,
): Promise<void> {
  const busyType = busyTypeOf(behavior.itemType, behavior.sceneId);
  await trackingDb(db)
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('recBehaviors')
        .values({
          userId,
          imei: behavior.imei,
          itemId: behavior.itemId,
          itemType: behavior.itemType,
          busyType,
          bhvType: behavior.bhvType,
          bhvValue: behavior.bhvValue,
          sceneId: behavior.sceneId,
          traceId: behavior.traceId,
          traceInfo: behavior.traceInfo,
          platform: behavior.platform,
          createdAt: now,
        })
        .execute();
      if (userId === null || busyType === '' || !SEEN_BEHAVIORS.has(behavior.bhvType)) return;
      await trx
        .insertInto('seenItems')
        .values({ userId, busyType, itemId: behavior.itemId, lastSeenAt: now, firstSeenAt: now })
        .onConflict((conflict) =>
          conflict.columns(['userId', 'busyType', 'itemId']).doUpdateSet({ lastSeenAt: now }),
        )
        .execute();
    });
}
