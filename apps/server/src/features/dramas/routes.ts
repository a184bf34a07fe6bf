import { dramas } from '@fox/contracts';
import { tablesOf } from '../../platform/db/tables.js';
import type { Feature } from '../../platform/feature.js';
import { reviewEntryOf } from '../content/index.js';
import { viewerKey } from '../social/index.js';
import { hostOf } from '../uploads/index.js';
import { dramaDetail, listCollected, listEpisodes, listMine, listShelf } from './catalogue.js';
import { publishDrama, setDramaState } from './publish.js';
import { pageWindowOf } from './repo.js';
import { seedDramas } from './seed.js';
import { listBought, listWatched, recordWatch } from './viewers.js';
import { dramasMessages } from './messages.js';
import type { DramasTables } from './tables.js';

/**
 * Short dramas: the catalogue, a drama's info and episodes with the viewer's paid flags, collections,
 * and publishing. What a purchase needs (the drama for sale, the price, the grant) is offered to payments
 * through index.ts.
 */
export const dramasFeature: Feature = {
  name: 'dramas',
  messages: dramasMessages,
  install({ router, platform }) {
    const db = tablesOf<DramasTables>(platform.database.db);
    const viewer = (user: { id: number } | null) => user?.id ?? null;

    router.handle(dramas.dramaPage, ({ query, user }) =>
      listShelf(db, { sort: query.sort, keyword: query.keyword }, pageWindowOf(query), viewer(user)),
    );
    router.handle(dramas.dramaInfo, ({ query, user }) =>
      dramaDetail(db, query.episodeRelevance, viewer(user)),
    );
    router.handle(dramas.episodeList, ({ query, user, request }) =>
      listEpisodes(db, query.episodeRelevance, user, {
        viewer: viewerKey({ userId: viewer(user), ip: request.ip }),
        now: Date.now(),
      }),
    );
    router.handle(dramas.collectedDramas, ({ query, user }) =>
      listCollected(db, user.id, pageWindowOf(query)),
    );
    router.handle(dramas.myDramas, ({ query, user }) => listMine(db, user.id, pageWindowOf(query)));
    router.handle(dramas.boughtDramas, ({ query, user }) => listBought(db, user.id, pageWindowOf(query)));
    router.handle(dramas.watchedDramas, ({ query, user }) => listWatched(db, user.id, pageWindowOf(query)));
    router.handle(dramas.watchEpisode, ({ body, user }) => recordWatch(db, user.id, body));
    const entry = reviewEntryOf(platform.config.contentReview);
    router.handle(dramas.publishDrama, ({ body, user, request }) =>
      publishDrama(db, { userId: user.id, host: hostOf(request) }, body, entry),
    );
    router.handle(dramas.setDramaState, ({ body, user }) => setDramaState(db, user.id, body));
  },
  seed: seedDramas,
};
