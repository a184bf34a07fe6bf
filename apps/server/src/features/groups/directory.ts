import { tablesOf } from '../../platform/db/tables.js';
import type { GroupDirectory, GroupMembership } from '../im/index.js';
import { groupAvatarsOf } from './avatars.js';
import { screenMessage } from './harass-screen.js';
import { groupCardsOf, memberCardsOf, memberIdsOf, membershipOf, parseTimeList } from './membership.js';
import type { TaskPlans } from './plans.js';
import { sendBlockOf } from './send-rules.js';
import type { GroupsTables } from './tables.js';
import { taskChatsOf } from './tasks.js';

/**
 * What the chat may know of groups (im's GroupDirectory): memberships, the sending rules, how groups and
 * their members show, each group's newest message, which the group keeps for its own list, and what the
 * conversation items of task groups carry, with their wishes' plans from `plans`. The chat is handed this
 * one (compose.ts).
 */
export function createGroupDirectory({ plans }: { plans: TaskPlans }): GroupDirectory {
  return {
    ...groupDirectory,
    taskChatsOf: (db, viewerId, groupIds) => taskChatsOf(db, plans, viewerId, groupIds),
  };
}

/** No wish is known: for those who only read memberships and messages, never conversation items. */
const noPlans: TaskPlans = { plansOf: async () => new Map() };

/**
 * The directory for features that read memberships and present messages (social's chat reports, groups'
 * own lines): none of them lists conversations, so none needs the wishes' plans, and the task chats it
 * answers carry planVo null. The chat itself is given `createGroupDirectory({ plans })`.
 */
export const groupDirectory: GroupDirectory = {
  async membershipOf(db, groupId, userId): Promise<GroupMembership | null> {
    const found = await membershipOf(tablesOf<GroupsTables>(db), groupId, userId);
    if (!found) return null;
    const { group, member } = found;
    return {
      groupId: member.groupId,
      userId: member.userId,
      permissionType: member.permissionType,
      joinedSeq: member.joinedSeq,
      forbid: member.forbid,
      group: {
        state: group.state,
        dissolved: group.dissolved,
        forbid: group.forbid,
        forbidTime: group.forbidTime,
        timeList: parseTimeList(group.timeList),
        harassRuleId: group.harassRuleId,
        // membershipOf joins the rule's version beside the group's columns (membership.ts).
        harassRuleVersion: (group as { harassRuleVersion?: number | null }).harassRuleVersion ?? null,
      },
    };
  },
  sendBlockOf: (membership, now) => sendBlockOf(membership.group, membership, now),
  screenMessage: (db, bus, membership, text, now) =>
    screenMessage(tablesOf<GroupsTables>(db), bus, membership, text, now),
  memberIdsOf: (db, groupId) => memberIdsOf(tablesOf<GroupsTables>(db), groupId),
  memberCardsOf: (db, groupIds, userIds) => memberCardsOf(tablesOf<GroupsTables>(db), groupIds, userIds),
  groupCardsOf: (db, groupIds) => groupCardsOf(tablesOf<GroupsTables>(db), groupIds),
  groupAvatarsOf: (db, groupIds) => groupAvatarsOf(tablesOf<GroupsTables>(db), groupIds),
  async noteNewestMessages(trx, newest) {
    for (const { groupId, messageId, createdAt } of newest) {
      await tablesOf<GroupsTables>(trx)
        .updateTable('imGroups')
        .set({ lastMessageId: messageId, lastMessageAt: createdAt })
        .where('id', '=', groupId)
        .execute();
    }
  },
  taskChatsOf: (db, viewerId, groupIds) => taskChatsOf(db, noPlans, viewerId, groupIds),
};
