import { profiles } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import { cardsInOrder, worksOf } from '../content/index.js';
import { userHome } from './home.js';
import { likedWorks } from './works.js';

const pageOf = (query: { pageNum: number; pageSize: number }) => ({
  offset: (query.pageNum - 1) * query.pageSize,
  limit: query.pageSize,
});

/** Profiles: another user's public home, works by author, liked lists. */
export const profilesFeature: Feature = {
  name: 'profiles',
  install({ router, platform }) {
    const { db } = platform.database;
    const viewer = (user: { id: number } | null) => user?.id ?? null;

    router.handle(profiles.userHome, ({ params, user }) => userHome(db, params.userId, viewer(user)));
    router.handle(profiles.userWorks, ({ query, user }) =>
      worksOf(db, query.userId, query.kind, viewer(user), pageOf(query)),
    );
    router.handle(profiles.likeList, ({ query, user }) =>
      likedWorks(db, user.id, { busyType: query.busyType, ...pageOf(query) }),
    );
    router.handle(profiles.workCards, ({ body, user }) => cardsInOrder(db, body.items, viewer(user)));
  },
};
