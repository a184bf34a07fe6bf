import { CONSOLE_ROLES, consolePeople } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import type { Feature } from '../../platform/feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { liveSessionCount } from '../auth/index.js';
import { groupRowById, searchGroupRows } from '../groups/index.js';
import { userStats } from '../social/index.js';
import { accountById, searchAccounts, staffAccounts } from '../users/index.js';
import { disableAccount, enableAccount, muteEnd, muteUserAccount, unmuteUserAccount } from './accounts.js';
import type { PeopleContext } from './action.js';
import { moderateGroup } from './group-actions.js';
import { peopleMessages } from './messages.js';
import { keysetPage, presentGroups, presentUsers } from './present.js';
import { changeRole } from './roles.js';

/** Refuses a search that names more than one key: each key has its own index, and they do not combine. */
function oneKey(query: Record<string, unknown>, keys: readonly string[]): void {
  const given = keys.filter((key) => query[key] !== undefined);
  if (given.length > 1) throw new AppError(400, 'people.oneKey', { keys: given.join(', ') });
}

async function consoleUser(db: Db, userId: number) {
  const account = await accountById(db, userId);
  if (!account) throw new AppError(404, 'people.userMissing');
  return (await presentUsers(db, [account]))[0]!;
}

async function consoleGroup(db: Db, groupId: number) {
  const row = await groupRowById(db, groupId);
  if (!row) throw new AppError(404, 'people.groupMissing');
  return (await presentGroups(db, [row]))[0]!;
}

/**
 * The back office's people pages: users (search, detail, disable, mute), their console roles, and groups
 * (search, detail, ban, dissolve). Every action is one transaction with its audit entry and its notice.
 */
export const peopleFeature: Feature = {
  name: 'people',
  messages: peopleMessages,
  install({ router, platform }) {
    const { db, dialect } = platform.database;
    const context: PeopleContext = { db, dialect, bus: platform.bus };

    router.handle(consolePeople.searchUsers, async ({ query }) => {
      oneKey(query, ['userName', 'phone', 'nickName', 'state']);
      const rows = await searchAccounts(db, dialect, { ...query, limit: query.pageSize + 1 });
      const { shown, total } = keysetPage(rows, query.pageSize);
      return { rows: await presentUsers(db, shown), total };
    });
    router.handle(consolePeople.userDetail, async ({ params }) => {
      const account = await accountById(db, params.id);
      if (!account) throw new AppError(404, 'people.userMissing');
      const [[user], stats, liveSessions] = await Promise.all([
        presentUsers(db, [account]),
        userStats(db, params.id),
        liveSessionCount(db, params.id),
      ]);
      return {
        ...user!,
        intro: account.intro,
        siteId: Number(account.siteId),
        hasPassword: account.passwordHash !== null,
        counts: { ...stats, liveSessions },
      };
    });
    router.handle(consolePeople.disableUser, async ({ user, params, body }) => {
      await disableAccount(context, user, params.id, body.reason);
      return consoleUser(db, params.id);
    });
    router.handle(consolePeople.enableUser, async ({ user, params, body }) => {
      await enableAccount(context, user, params.id, body.reason);
      return consoleUser(db, params.id);
    });
    router.handle(consolePeople.muteUser, async ({ user, params, body }) => {
      const now = Date.now();
      await muteUserAccount(
        context,
        user,
        params.id,
        { until: muteEnd(body, now), reason: body.reason },
        now,
      );
      return consoleUser(db, params.id);
    });
    router.handle(consolePeople.unmuteUser, async ({ user, params, body }) => {
      await unmuteUserAccount(context, user, params.id, body.reason);
      return consoleUser(db, params.id);
    });

    router.handle(consolePeople.operatorList, async ({ query }) => {
      const rows = await staffAccounts(db, query.role ? [query.role] : CONSOLE_ROLES, {
        before: query.before,
        limit: query.pageSize + 1,
      });
      const { shown, total } = keysetPage(rows, query.pageSize);
      return { rows: await presentUsers(db, shown), total };
    });
    router.handle(consolePeople.grantRole, async ({ user, params, body }) => {
      await changeRole(context, user, params.id, { ...body, grant: true });
      return consoleUser(db, params.id);
    });
    router.handle(consolePeople.revokeRole, async ({ user, params, body }) => {
      await changeRole(context, user, params.id, { ...body, grant: false });
      return consoleUser(db, params.id);
    });

    router.handle(consolePeople.searchGroups, async ({ query }) => {
      oneKey(query, ['groupId', 'name', 'state']);
      const rows = await searchGroupRows(db, dialect, { ...query, limit: query.pageSize + 1 });
      const { shown, total } = keysetPage(rows, query.pageSize);
      return { rows: await presentGroups(db, shown), total };
    });
    router.handle(consolePeople.groupDetail, ({ params }) => consoleGroup(db, params.id));
    for (const [endpoint, action] of [
      [consolePeople.banGroup, 'ban'],
      [consolePeople.unbanGroup, 'unban'],
      [consolePeople.dissolveGroup, 'dissolve'],
    ] as const) {
      router.handle(endpoint, async ({ user, params, body }) => {
        await moderateGroup(context, user, params.id, action, body.reason);
        return consoleGroup(db, params.id);
      });
    }
  },
};
