import { groups } from '@fox/contracts';
import { tablesOf } from '../../platform/db/tables.js';
import { installAdminRoutes } from './admin-routes.js';
import type { Feature } from '../../platform/feature.js';
import { addMembers, createGroup, dissolveGroup, exitGroup, removeMembers } from './lifecycle.js';
import type { TaskPlans } from './plans.js';
import { groupDetail, groupsOf, isMutedNow, memberCard } from './queries.js';
import { editGroup, setMemberMute, setMuteWindows } from './settings.js';
import { groupsMessages } from './messages.js';
import { joinMessages } from './join-messages.js';
import { installJoinRoutes } from './join-routes.js';
import { harassMessages } from './harass-messages.js';
import { installHarassRoutes } from './harass-routes.js';
import { seedGroups } from './seed.js';
import type { GroupsTables } from './tables.js';

/**
 * Group chat: groups made from friends, members and roles, mutes, exit and dissolve; and task groups, whose
 * wishes' plans come from `plans` (the wishes feature's, handed over in compose.ts).
 */
export const createGroupsFeature = ({ plans }: { plans: TaskPlans }): Feature => ({
  name: 'groups',
  messages: { ...groupsMessages, ...joinMessages, ...harassMessages },
  install({ router, platform }) {
    const db = tablesOf<GroupsTables>(platform.database.db);
    const bus = () => platform.bus;

    router.handle(groups.groupList, ({ user, query }) => groupsOf(db, user.id, query));
    router.handle(groups.groupDetail, ({ user, params }) => groupDetail(db, params.id, user.id, plans));
    router.handle(groups.createGroup, ({ user, body }) => createGroup(db, bus(), user.id, body, plans));
    router.handle(groups.editGroup, ({ user, body }) => editGroup(db, bus(), user.id, body, plans));
    router.handle(groups.setMuteWindows, ({ user, body }) =>
      setMuteWindows(db, user.id, body.groupId, body.timeList, plans),
    );
    router.handle(groups.muteState, ({ user, params }) => isMutedNow(db, params.id, user.id));
    router.handle(groups.memberCard, ({ user, params }) => memberCard(db, params.id, user.id, params.userId));
    router.handle(groups.addMembers, ({ user, body }) =>
      addMembers(db, bus(), user.id, body.groupId, body.userIds, plans),
    );
    router.handle(groups.removeMembers, ({ user, body }) =>
      removeMembers(db, bus(), user.id, body.groupId, body.userIds, plans),
    );
    router.handle(groups.setMemberMute, async ({ user, body }) => {
      await setMemberMute(db, bus(), user.id, body);
      return null;
    });
    router.handle(groups.exitGroup, async ({ user, params }) => {
      await exitGroup(db, bus(), user.id, params.id);
      return null;
    });
    router.handle(groups.dissolveGroup, async ({ user, params }) => {
      await dissolveGroup(db, bus(), user.id, params.id, plans);
      return null;
    });
    installJoinRoutes({ router, platform }, plans);
    installAdminRoutes(router, db, bus, plans);
    installHarassRoutes(router, db);
  },
  seed: seedGroups,
});
