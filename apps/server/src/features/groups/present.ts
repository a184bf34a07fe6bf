import { groupRoles, type groups, type wishes } from '@fox/contracts';
import { parseTimeList, type GroupRow, type MemberRow } from './membership.js';
import { sendBlockOf } from './send-rules.js';

/**
 * A group as a member sees it, with their own role and whether they can send right now; a task group with
 * its wish's plan (null when the wishes do not know it).
 */
export function presentGroup(
  row: GroupRow,
  viewer: MemberRow,
  avatars: string[],
  now: number,
  plan: wishes.Plan | null,
): groups.Group {
  const timeList = parseTimeList(row.timeList);
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    userId: row.leaderId,
    addFriend: row.addFriend === 1,
    forbid: row.forbid === 1,
    forbidTime: row.forbidTime === 1,
    timeList,
    groupUserNum: row.memberCount,
    groupType: row.groupType,
    sessionType: 'group',
    state: row.state,
    dissolved: row.dissolved === 1,
    groupNotice: row.notice,
    needConfirm: row.needConfirm === 1,
    copyGroupType: null,
    planVo: plan,
    myRole: viewer.permissionType as groups.GroupRole,
    role: groupRoles.derivedRole(row, viewer.permissionType),
    specialRole: viewer.specialRole as groups.TaskRole | null,
    sendBlock: sendBlockOf({ ...row, timeList }, viewer, now),
    avatars,
    pid: row.pid,
    bindUser: row.bindUser === 1,
    harassRuleId: row.harassRuleId,
    groupUserNickName: viewer.nickName,
  };
}
