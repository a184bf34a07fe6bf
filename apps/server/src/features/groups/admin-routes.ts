import { groupAdmin, groups } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { EventBus } from '../../platform/realtime/bus.js';
import type { ContractRouter } from '../../platform/http/contract-routes.js';
import { groupWord, renewGroupWord, setAddFriend, setMyNickname, switchApproval } from './admin.js';
import { groupsILead, managedMembers } from './managed.js';
import type { TaskPlans } from './plans.js';
import { membersOf } from './queries.js';
import { setRole } from './settings.js';
import { createSubGroup, notInSubGroup, subGroupList } from './sub-groups.js';
import type { GroupsTables } from './tables.js';

/**
 * Running a group (spec 002 §2.6, §3, §7): the approval and add-friend switches, one's own nickname, the
 * passphrase, sub-groups, member management and the groups one may give an anti-harassment rule; and the
 * member grid and set-admins calls the matrix changed.
 */
export function installAdminRoutes(
  router: ContractRouter,
  db: Kysely<GroupsTables>,
  bus: () => EventBus | undefined,
  plans: TaskPlans,
): void {
  router.handle(groups.groupMembers, ({ user, query }) =>
    membersOf(db, query.groupId, user.id, { permissionType: query.permissionType, limit: query.limit }),
  );
  router.handle(groups.setRole, async ({ user, body }) => {
    await setRole(db, bus(), user.id, body, plans);
    return null;
  });
  router.handle(groupAdmin.switchApproval, ({ user, params, body }) =>
    switchApproval(db, user.id, params.id, body.needConfirm, plans),
  );
  router.handle(groupAdmin.setAddFriend, ({ user, body }) =>
    setAddFriend(db, user.id, body.id, body.addFriend, plans),
  );
  router.handle(groupAdmin.setMyNickname, ({ user, body }) =>
    setMyNickname(db, user.id, body.groupId, body.groupUserNickName, plans),
  );
  router.handle(groupAdmin.groupWord, ({ user, params }) => groupWord(db, user.id, params.id));
  router.handle(groupAdmin.renewGroupWord, ({ user, params }) => renewGroupWord(db, user.id, params.id));
  router.handle(groupAdmin.subGroupList, ({ user, query }) => subGroupList(db, user.id, query));
  router.handle(groupAdmin.createSubGroup, ({ user, body }) =>
    createSubGroup(db, bus(), user.id, body, plans),
  );
  router.handle(groupAdmin.notInSubGroup, ({ user, query }) => notInSubGroup(db, user.id, query));
  router.handle(groupAdmin.managedMembers, ({ user, query }) => managedMembers(db, user.id, query));
  router.handle(groupAdmin.groupsILead, ({ user, query }) => groupsILead(db, user.id, query));
}
