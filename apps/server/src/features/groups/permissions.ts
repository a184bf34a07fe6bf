import { groupRoles, type wishes } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import type { MessageKey } from '../../platform/http/messages.js';
import type { GroupRow, MemberRow } from './membership.js';
import type { TaskPlans } from './plans.js';
import { requireMembership } from './queries.js';
import type { GroupsTables } from './tables.js';

type Db = Kysely<GroupsTables>;

export interface Permitted {
  group: GroupRow;
  member: MemberRow;
  role: groupRoles.DerivedRole;
  /** The linked wish's plan, read when the action depends on it (set admins, dissolve); else null. */
  plan: wishes.Plan | null;
}

/** Rows whose answer depends on the linked wish's plan (spec 002 §4.1). */
const PLAN_ACTIONS: readonly groupRoles.GroupAction[] = ['setAdmins', 'dissolve'];

/**
 * The plan that governs a group: a task group's own wish, or for a sub-group its main group's (a sub-group
 * is made inside the group of the order it works on). Null when no wish is linked or the wishes do not know it.
 */
async function governingPlan(db: Db, plans: TaskPlans, group: GroupRow): Promise<wishes.Plan | null> {
  let taskNumber = group.taskNumber;
  if (taskNumber === null && group.pid !== null) {
    const parent = await db
      .selectFrom('imGroups')
      .select('taskNumber')
      .where('id', '=', group.pid)
      .executeTakeFirst();
    taskNumber = parent?.taskNumber ?? null;
  }
  if (taskNumber === null) return null;
  return (await plans.plansOf(db, [taskNumber])).get(taskNumber) ?? null;
}

/** Why a row that the role holds is closed anyway: by the group's kind or by the wish at work. */
function closedBy(action: groupRoles.GroupAction, group: GroupRow): { status: number; key: MessageKey } {
  if (action === 'nickname') return { status: 400, key: 'groups.nicknameKind' };
  if (action === 'addMember')
    return group.taskNumber !== null || group.groupType.startsWith('groupTask')
      ? { status: 400, key: 'groups.taskGroupMembers' }
      : { status: 400, key: 'groups.formGroupMembers' };
  if (action === 'setAdmins') return { status: 403, key: 'groups.planAtWork' };
  return { status: 403, key: `groups.mayNot.${action}` };
}

/**
 * The one check of the matrix (spec 002 §4.1, §6), on a membership already read: the viewer's derived role
 * and whether it may do `action` in this group. A role the row leaves out is refused with 403 and the row's
 * message; a row the group's kind (or the wish at work) closes with the kind's message. Acting on a
 * dissolved group is refused unless `evenDissolved` (leaving one, reading it).
 */
export function checkAction(
  { group, member }: { group: GroupRow; member: MemberRow },
  action: groupRoles.GroupAction,
  options: { plan?: wishes.Plan | null; evenDissolved?: boolean } = {},
): groupRoles.DerivedRole {
  const role = groupRoles.derivedRole(group, member.permissionType);
  if (!(groupRoles.GROUP_ACTIONS[action] as readonly string[]).includes(role))
    throw new AppError(403, `groups.mayNot.${action}`);
  if (!options.evenDissolved && group.dissolved === 1) throw new AppError(400, 'groups.dissolved');
  if (!groupRoles.may(role, action, { groupType: group.groupType, planState: options.plan?.state ?? null })) {
    const { status, key } = closedBy(action, group);
    throw new AppError(status, key);
  }
  return role;
}

/**
 * What every endpoint of the matrix calls first: the viewer's membership (404 for anyone else, as a
 * stranger learns nothing of a group), the plan when the row depends on it, and `checkAction`.
 */
export async function requireAction(
  db: Db,
  groupId: number,
  viewerId: number,
  action: groupRoles.GroupAction,
  options: { plans?: TaskPlans; evenDissolved?: boolean } = {},
): Promise<Permitted> {
  const membership = await requireMembership(db, groupId, viewerId);
  const plan =
    options.plans && PLAN_ACTIONS.includes(action)
      ? await governingPlan(db, options.plans, membership.group)
      : null;
  const role = checkAction(membership, action, {
    plan,
    ...(options.evenDissolved ? { evenDissolved: true } : {}),
  });
  return { ...membership, role, plan };
}
