import { groupRoles, groups as groupRules, im } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { demoClock } from '../../platform/demo-clock.js';
import { translate } from '../../platform/http/messages.js';
import type { FileStore } from '../../platform/storage/index.js';
import { friendsAmong } from '../friends/index.js';
import {
  appendPast,
  conversationLastSeq,
  conversationTimes,
  demoContentResolver,
  displayName,
  groupChatKey,
  readConversation,
  type PastContent,
  type PastMessage,
} from '../im/index.js';
import { userCardsOf, userIdsByName } from '../users/index.js';
import { LINE_LANG, namesOf } from './announce.js';
import { groupDirectory } from './directory.js';
import { enrol } from './lifecycle.js';
import { memberIdsOf } from './membership.js';
import { demoGroups, MENTION_ALL_TEXT, type DemoGroup, type GroupEvent } from './seed-groups.js';
import type { GroupsTables } from './tables.js';

const isEvent = (what: unknown): what is GroupEvent =>
  typeof what === 'object' &&
  what !== null &&
  ['create', 'admins', 'invite', 'notice'].some((k) => k in what);

/**
 * The demo world's groups (seed-groups.ts), lived through as they would be: made by their leader from
 * friends, managers named, members brought in by their friends (who read from their joining on), the
 * notice set, and what members said, stored through the chat the way sends are. In the end everyone but
 * `unreadBy` has read it all.
 */
export async function seedGroups(handle: Db, now: number, files: FileStore): Promise<void> {
  const idOf = await userIdsByName(handle);
  const at = demoClock(now);
  const contentOf = demoContentResolver(handle, files, async () => null);
  for (const group of demoGroups) await liveThrough(handle, group, { idOf, at, contentOf });
}

async function liveThrough(
  handle: Db,
  group: DemoGroup,
  context: {
    idOf: Map<string, number>;
    at: (when: string) => number;
    contentOf: ReturnType<typeof demoContentResolver>;
  },
): Promise<void> {
  const db = tablesOf<GroupsTables>(handle);
  const id = (name: string) => {
    const found = context.idOf.get(name);
    if (found === undefined) throw new Error(`${group.name}: no demo user ${name}`);
    return found;
  };
  const times = conversationTimes(
    context.at,
    group.story.map(([when]) => when),
    group.name,
  );
  const [, leaderName, making] = group.story[0]!;
  if (!isEvent(making) || !('create' in making)) throw new Error(`${group.name} starts with its making`);

  const leaderId = id(leaderName);
  const kind = group.kind;
  const parent =
    kind && kind !== 'groupForm'
      ? await db
          .selectFrom('imGroups')
          .select('id')
          .where('name', '=', kind.subGroupOf)
          .where('pid', 'is', null)
          .executeTakeFirstOrThrow()
      : null;
  const { id: groupId } = await db
    .insertInto('imGroups')
    .values({
      name: group.name,
      leaderId,
      lastMessageAt: times[0]!,
      createdAt: times[0]!,
      ...(parent ? { groupType: groupRoles.GROUP_TYPE_SUB, pid: parent.id } : {}),
      ...(kind === 'groupForm' ? { groupType: groupRoles.GROUP_TYPE_FORM } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles = new Map<number, string>([[leaderId, 'group_leader']]);
  await enrol(db, groupId, [leaderId], 'group_leader', 0, times[0]!, null, { joinWay: 'create' });

  let waiting: PastMessage[] = [];
  const say = (index: number, senderId: number, content: PastContent, atIds?: number[]) =>
    waiting.push({
      sessionType: 'group',
      senderId,
      receiverId: groupId,
      localId: `demo-group-${groupId}-${index + 1}`,
      createdAt: times[index]!,
      content,
      ...(atIds ? { atIds } : {}),
    });
  const bringIn = async (index: number, actorId: number, names: string[], command: string) => {
    const userIds = names.map(id);
    // A sub-group is made of its main group's members, a form group of whoever filled in its form; every
    // other group grows by friends.
    const allowed = parent
      ? new Set(await memberIdsOf(db, parent.id))
      : kind === 'groupForm'
        ? new Set(userIds)
        : await friendsAmong(handle, actorId, userIds);
    if (userIds.some((userId) => !allowed.has(userId) || roles.has(userId)))
      throw new Error(`${group.name}: ${names} may not all be brought in by ${actorId}`);
    // Those who join read from here on, as they would when brought in now.
    await appendPast(handle, groupDirectory, waiting);
    waiting = [];
    const joinedSeq = await conversationLastSeq(handle, groupChatKey(groupId));
    await enrol(
      db,
      groupId,
      userIds,
      'group_user',
      joinedSeq,
      times[index]!,
      null,
      kind === 'groupForm' ? { joinWay: 'apply' } : { joinWay: 'invite', inviterId: actorId },
    );
    for (const userId of userIds) roles.set(userId, 'group_user');
    const line = translate('groups.lineInvited', LINE_LANG, {
      actor: await namesOf(handle, [actorId]),
      names: await namesOf(handle, userIds),
    });
    say(index, actorId, { command, line });
  };

  for (const [index, [, who, what]] of group.story.entries()) {
    const actorId = id(who);
    if (!isEvent(what)) {
      say(index, actorId, await context.contentOf(what), await mentionsIn(handle, what, roles, actorId));
    } else if ('create' in what) {
      await bringIn(index, actorId, what.create, 'createGroup');
    } else if ('invite' in what) {
      await bringIn(index, actorId, what.invite, 'joinGroup');
    } else if ('admins' in what) {
      const userIds = what.admins.map(id);
      await db
        .updateTable('imGroupMembers')
        .set({ permissionType: 'group_admin' })
        .where('groupId', '=', groupId)
        .where('userId', 'in', userIds)
        .execute();
      for (const userId of userIds) roles.set(userId, 'group_admin');
      const line = translate('groups.lineAdminsAdded', LINE_LANG, { names: await namesOf(handle, userIds) });
      say(index, actorId, { command: 'groupAdministrator', line });
    } else {
      await db.updateTable('imGroups').set({ notice: what.notice }).where('id', '=', groupId).execute();
      say(index, actorId, { command: 'groupNotice', line: what.notice }, [im.MENTION_ALL]);
    }
  }
  await appendPast(handle, groupDirectory, waiting);

  const away = new Set(group.unreadBy.map(id));
  for (const userId of roles.keys()) {
    if (!away.has(userId))
      await readConversation(handle, groupDirectory, userId, { sessionType: 'group', receiverId: groupId });
  }
}

/** Who a text mentions, as the composer's picker would have recorded it; only managers mention everyone. */
async function mentionsIn(
  db: Db,
  what: unknown,
  roles: Map<number, string>,
  senderId: number,
): Promise<number[] | undefined> {
  if (typeof what !== 'string' || !what.includes('@')) return undefined;
  const atIds: number[] = [];
  if (what.includes(MENTION_ALL_TEXT)) {
    if (!groupRules.isManager(roles.get(senderId) ?? ''))
      throw new Error(`only managers mention everyone: ${what}`);
    atIds.push(im.MENTION_ALL);
  }
  const cards = await userCardsOf(db, [...roles.keys()]);
  for (const [userId, card] of cards) if (what.includes(`@${displayName(card)}`)) atIds.push(userId);
  return atIds.length > 0 ? atIds : undefined;
}
