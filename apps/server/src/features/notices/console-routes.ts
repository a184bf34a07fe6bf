import { consoleNotices } from '@fox/contracts';
import type { FeatureApp } from '../../platform/feature.js';
import { hostOf } from '../uploads/index.js';
import { startBroadcastRunner } from './broadcast-runner.js';
import { broadcastDetail, broadcastPage, cancelBroadcast, createBroadcast } from './broadcasts.js';

/**
 * The back office's notices: operators write a notice to listed users or everyone, at once or at a time,
 * and follow or cancel it. This process's runner delivers what comes due (see broadcast-runner.ts); it
 * stops before the server closes its database.
 */
export function installBroadcasts({ router, http, platform }: FeatureApp): void {
  const { db } = platform.database;
  const runner = startBroadcastRunner(db, platform.bus, platform.log, platform.config.noticeFanout);
  http.addHook('preClose', () => runner.stop());

  router.handle(consoleNotices.createBroadcast, async ({ user, body, request }) => {
    const made = await createBroadcast(db, user.id, body, hostOf(request));
    if (made.state === 'scheduled') runner.wake();
    return made;
  });
  router.handle(consoleNotices.broadcastList, async ({ query }) => {
    const rows = await broadcastPage(db, query);
    // Broadcasts only grow; the list says whether another page follows instead of counting them all.
    return { rows, total: rows.length < query.pageSize ? rows.length : rows.length + 1 };
  });
  router.handle(consoleNotices.broadcastDetail, async ({ params }) => broadcastDetail(db, params.id));
  router.handle(consoleNotices.cancelBroadcast, async ({ user, params, body }) =>
    cancelBroadcast(db, user.id, params.id, body.reason),
  );
}
