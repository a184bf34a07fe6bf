import { tracking } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import { recordBehavior } from './behaviors.js';
import { storeEvents } from './events.js';

/**
 * Per-address ceilings: generous for a page of cards each reporting an expose, or several tabs flushing
 * their queues once a minute, yet a script cannot fill the tables at will. Guests may send both.
 */
const BEHAVIOR_LIMIT = { max: 1200, windowMs: 60_000 };
const BATCH_LIMIT = { max: 60, windowMs: 60_000 };

/** Behaviour tracking: aiRecAdd and the batched behaviour events. */
export const trackingFeature: Feature = {
  name: 'tracking',
  install({ router, platform }) {
    const { db } = platform.database;

    router.handle(
      tracking.recBehaviorAdd,
      async ({ user, body }) => {
        await recordBehavior(db, user?.id ?? null, body, Date.now());
        return null;
      },
      { rateLimit: BEHAVIOR_LIMIT },
    );

    router.handle(
      tracking.behaviorAddList,
      async ({ user, body, request }) => ({
        accepted: await storeEvents(db, { userId: user?.id ?? null, ip: request.ip }, body.list, Date.now()),
      }),
      { rateLimit: BATCH_LIMIT },
    );
  },
};
