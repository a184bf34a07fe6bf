import { groupRoles } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import type { GroupRow, MemberRow } from './membership.js';
import { requireMembership } from './queries.js';
import type { GroupsTables } from './tables.js';

/**
 * The viewer's membership when their derived role may do `action` in the group (spec 002 §6): a stranger
 * gets 404 as for any group, a member whose role the matrix leaves out 403.
 */
export async function requireAction(
  db: Kysely<GroupsTables>,
  groupId: number,
  viewerId: number,
  action: groupRoles.GroupAction,
): Promise<{ group: GroupRow; member: MemberRow }> {
  const membership = await requireMembership(db, groupId, viewerId);
  const { group, member } = membership;
  if (group.dissolved === 1) throw new AppError(400, 'groups.dissolved');
  const role = groupRoles.derivedRole(group, member.permissionType);
  if (!groupRoles.may(role, action, { groupType: group.groupType }))
    throw new AppError(403, 'groupJoin.notAllowed');
  return membership;
}
