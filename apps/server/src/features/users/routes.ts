import { users } from '@fox/contracts';
import type { Feature } from '../feature.js';
import { searchUsers } from './repo.js';
import { seedDemoUsers } from './seed.js';

export const usersFeature: Feature = {
  name: 'users',
  routes(router, platform) {
    router.handle(users.userPage, async ({ query }) => {
      const { pageNum, pageSize, keyword } = query;
      return searchUsers(platform.database.db, {
        keyword: keyword || undefined,
        offset: (pageNum - 1) * pageSize,
        limit: pageSize,
      });
    });
  },
  seed: seedDemoUsers,
};
