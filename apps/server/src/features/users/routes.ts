import { account, consoleCore, consoleRolesOf, users } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import { tablesOf } from '../../platform/db/tables.js';
import { langOf } from '../../platform/http/messages.js';
import { checkFileUrls, hostOf } from '../uploads/index.js';
import { defaultAvatarPath } from './avatar.js';
import { editProfile, loadUser, presentProfile, roleNameOf, rolesOf } from './profile.js';
import { searchUsers } from './repo.js';
import { seedDemoUsers } from './seed.js';
import { installDefaultAvatars } from './avatar.js';
import { usersMessages } from './messages.js';
import type { UsersTables } from './tables.js';

export const usersFeature: Feature = {
  name: 'users',
  messages: usersMessages,
  install({ router, http, platform }) {
    const { db } = platform.database;
    installDefaultAvatars(http, db);

    router.handle(users.userPage, async ({ query }) => {
      const { pageNum, pageSize, keyword } = query;
      const found = await searchUsers(db, {
        keyword: keyword || undefined,
        offset: (pageNum - 1) * pageSize,
        limit: pageSize,
      });
      const rows = found.rows.map((row) => ({
        ...row,
        avatar: row.avatar || defaultAvatarPath(row.userName),
      }));
      return { rows, total: found.total };
    });

    router.handle(account.getProfile, async ({ user }) => presentProfile(await loadUser(db, user.id)));
    router.handle(account.editProfile, async ({ user, body, request }) => {
      // An empty avatar goes back to the generated one; any other must be a picture of the portal's own.
      const avatar = body.avatar
        ? (
            await checkFileUrls(db, { userId: user.id, host: hostOf(request) }, [
              { field: 'avatar', url: body.avatar, kind: 'image' },
            ])
          )[0]
        : body.avatar;
      return editProfile(db, user.id, { ...body, avatar });
    });

    router.handle(account.getInfo, async ({ user }) => {
      const row = await loadUser(db, user.id);
      const roles = rolesOf(row);
      return { user: presentProfile(row), roles, permissions: [], rolePermission: roles };
    });

    router.handle(account.roleList, async ({ user, request }) => {
      const roles = rolesOf(await loadUser(db, user.id));
      const lang = langOf(request.headers.lang);
      return {
        rows: roles.map((roleKey) => ({ roleKey, roleName: roleNameOf(roleKey, lang) })),
        total: roles.length,
      };
    });

    router.handle(consoleCore.consoleMe, async ({ user }) => {
      const row = await loadUser(db, user.id);
      return {
        id: row.id,
        userName: row.userName,
        nickName: row.nickName,
        avatar: row.avatar || defaultAvatarPath(row.userName),
        roles: consoleRolesOf(rolesOf(row)),
      };
    });

    router.handle(account.isFirstLogin, async ({ user }) => (await loadUser(db, user.id)).guideDone === 0);
    router.handle(account.guideDone, async ({ user }) => {
      await tablesOf<UsersTables>(db)
        .updateTable('users')
        .set({ guideDone: 1 })
        .where('id', '=', user.id)
        .execute();
      return null;
    });
  },
  seed: seedDemoUsers,
};
