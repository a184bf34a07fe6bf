import { groups } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { translate } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import {
  appendPast,
  conversationLastSeq,
  groupChatKey,
  type StoredMessage,
  type TaskChat,
} from '../im/index.js';
import { announce, deliverAnnouncements, LINE_LANG, namesOf } from './announce.js';
import { groupDirectory } from './directory.js';
import { enrol } from './lifecycle.js';
import { memberIdsOf } from './membership.js';
import type { TaskPlans } from './plans.js';
import type { GroupsTables } from './tables.js';

/**
 * Task groups (issue 17, spec 001 §1, spec 002 §3): the chat a wish's publisher and takers work in. The
 * wishes feature calls these inside its own transaction (accepting a taker, ending a wish), so each writes
 * only groups' and the chat's rows with the `db` it is given and commits nothing itself. The lines they
 * write into the chat reach open devices only after that commit: pass a `TaskGroupOutbox` and deliver it
 * once the transaction has committed (a line delivered before could announce a group that a rollback
 * then removes).
 */

const tables = (db: Db): Kysely<GroupsTables> => tablesOf<GroupsTables>(db);

/**
 * Lines written by the task-group calls of one transaction, delivered after it commits:
 *
 *   const outbox = new TaskGroupOutbox();
 *   await inTransaction(db, (trx) => openTaskGroup(trx, input, outbox));
 *   await outbox.deliver(db, bus);
 *
 * Without an outbox the lines are still stored, and members read them with the history when they next
 * open the chat; only the live push (and so the live badge) is missed.
 */
export class TaskGroupOutbox {
  private readonly pending = new Map<number, StoredMessage[]>();

  /** Called by the task-group calls; not for the caller. */
  add(groupId: number, line: StoredMessage): void {
    this.pending.set(groupId, [...(this.pending.get(groupId) ?? []), line]);
  }

  /** Delivers every line to everyone in its group now; run after the commit. Emptied, so a retry sends none twice. */
  async deliver(db: Db, bus: EventBus | undefined): Promise<void> {
    const pending = [...this.pending];
    this.pending.clear();
    for (const [groupId, lines] of pending) {
      await deliverAnnouncements(db, bus, lines, await memberIdsOf(tables(db), groupId));
    }
  }
}

/** The names a task group's lines show: masked like every member name there (spec 001 §5). */
const maskedNamesOf = (db: Db, userIds: number[]) => namesOf(db, userIds, true);

/** The task group of a wish, or null when none was made yet (nobody was accepted). */
export async function taskGroupIdOf(db: Db, taskNumber: string): Promise<number | null> {
  const row = await tables(db)
    .selectFrom('imGroups')
    .select('id')
    .where('taskNumber', '=', taskNumber)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/**
 * Makes the wish's task group when its first taker is accepted: the publisher is its leader (taskPublish),
 * the taker a member (taskRece). Called again for the same wish, it makes nothing new: the taker joins the
 * group already there, and its id is answered. A group name holds at most 64 characters, the title's whole
 * length allowed by the wish form (50).
 */
export async function openTaskGroup(
  db: Db,
  input: { taskNumber: string; title: string; publisherId: number; takerId: number; now: number },
  outbox?: TaskGroupOutbox,
): Promise<number> {
  const existing = await taskGroupIdOf(db, input.taskNumber);
  if (existing !== null) {
    await joinTaskGroup(db, input, outbox);
    return existing;
  }
  const t = tables(db);
  // A conflict on taskNumber means another transaction made it in between (its row is visible once that
  // one commits): nothing is inserted, and the taker joins that group below.
  const made = await t
    .insertInto('imGroups')
    .values({
      name: [...input.title].slice(0, 64).join(''),
      leaderId: input.publisherId,
      groupType: groups.GROUP_TYPE_TASK,
      taskNumber: input.taskNumber,
      lastMessageAt: input.now,
      createdAt: input.now,
    })
    .onConflict((oc) => oc.column('taskNumber').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!made) {
    await joinTaskGroup(db, input, outbox);
    return (await taskGroupIdOf(db, input.taskNumber))!;
  }
  const groupId = Number(made.id);
  await enrol(t, groupId, [input.publisherId], 'group_leader', 0, input.now, 'taskPublish', {
    joinWay: 'create',
  });
  if (input.takerId !== input.publisherId)
    await enrol(t, groupId, [input.takerId], 'group_user', 0, input.now, 'taskRece', { joinWay: 'task' });
  const line = await announce(
    t,
    groupId,
    input.publisherId,
    'createGroup',
    translate('groups.lineTaskOpened', LINE_LANG, {
      title: input.title,
      names: await maskedNamesOf(db, [input.takerId]),
    }),
    input.now,
    undefined,
    `task-group:${groupId}:open`,
  );
  outbox?.add(groupId, line);
  return groupId;
}

/**
 * A later taker joins the wish's task group (taskRece), reading it from now on. A taker already in it, or
 * the publisher, changes nothing; a taker who left and is accepted again comes back.
 */
export async function joinTaskGroup(
  db: Db,
  input: { taskNumber: string; takerId: number; now: number },
  outbox?: TaskGroupOutbox,
): Promise<void> {
  const t = tables(db);
  const group = await t
    .selectFrom('imGroups')
    .select(['id', 'leaderId'])
    .where('taskNumber', '=', input.taskNumber)
    .executeTakeFirst();
  // The wishes feature opens the group with its first taker; a join before that is a bug there.
  if (!group) throw new Error(`no task group for wish ${input.taskNumber}: open it first`);
  const groupId = Number(group.id);
  if (Number(group.leaderId) === input.takerId) return;
  const present = await t
    .selectFrom('imGroupMembers')
    .select('userId')
    .where('groupId', '=', groupId)
    .where('userId', '=', input.takerId)
    .executeTakeFirst();
  if (present) return;
  const joinedSeq = await conversationLastSeq(db, groupChatKey(groupId));
  await enrol(t, groupId, [input.takerId], 'group_user', joinedSeq, input.now, 'taskRece', {
    joinWay: 'task',
  });
  const line = await announce(
    t,
    groupId,
    input.takerId,
    'joinGroup',
    translate('groups.lineTaskJoined', LINE_LANG, { names: await maskedNamesOf(db, [input.takerId]) }),
    input.now,
    undefined,
    `task-group:${groupId}:join:${input.takerId}`,
  );
  outbox?.add(groupId, line);
}

/**
 * The wish has ended: its group becomes 'order ended' (state 2), where nobody can send any more (the
 * sending rules' orderEnded) and everyone keeps the history. Closing a closed group, or a wish that never
 * had one, changes nothing.
 */
export async function closeTaskGroup(
  db: Db,
  input: { taskNumber: string; now: number },
  outbox?: TaskGroupOutbox,
): Promise<void> {
  const t = tables(db);
  const closed = await t
    .updateTable('imGroups')
    .set({ state: groups.GROUP_STATE_ORDER_ENDED })
    .where('taskNumber', '=', input.taskNumber)
    .where('state', '!=', groups.GROUP_STATE_ORDER_ENDED)
    .returning(['id', 'leaderId'])
    .executeTakeFirst();
  if (!closed) return;
  const line = await announce(
    t,
    Number(closed.id),
    Number(closed.leaderId),
    'orderEnded',
    translate('groups.lineOrderEnded', LINE_LANG),
    input.now,
    undefined,
    `task-group:${Number(closed.id)}:end`,
  );
  outbox?.add(Number(closed.id), line);
}

/**
 * What the viewer's conversation items of the task groups among `groupIds` carry: their task role, the
 * wish's plan and groupExt. One read of the groups, one of their task members, one question to the wishes.
 */
export async function taskChatsOf(
  db: Db,
  plans: TaskPlans,
  viewerId: number,
  groupIds: number[],
): Promise<Map<number, TaskChat>> {
  const result = new Map<number, TaskChat>();
  if (groupIds.length === 0) return result;
  const t = tables(db);
  const taskGroups = await t
    .selectFrom('imGroups')
    .select(['id', 'taskNumber'])
    .where('id', 'in', [...new Set(groupIds)])
    .where('taskNumber', 'is not', null)
    .execute();
  if (taskGroups.length === 0) return result;
  const ids = taskGroups.map((row) => row.id);
  const [members, planOf] = await Promise.all([
    t
      .selectFrom('imGroupMembers')
      .select(['groupId', 'userId', 'specialRole'])
      .where('groupId', 'in', ids)
      .where('specialRole', 'is not', null)
      .orderBy('joinedAt')
      .orderBy('userId')
      .execute(),
    plans.plansOf(
      db,
      taskGroups.map((row) => row.taskNumber!),
    ),
  ]);
  for (const { id, taskNumber } of taskGroups) {
    const mine = members.filter((member) => Number(member.groupId) === Number(id));
    const publisher = mine.find((member) => member.specialRole === 'taskPublish');
    const viewer = mine.find((member) => Number(member.userId) === viewerId);
    result.set(Number(id), {
      specialRole: (viewer?.specialRole as groups.TaskRole | undefined) ?? null,
      planVo: planOf.get(taskNumber!) ?? null,
      groupExt: JSON.stringify({
        taskNumber,
        taskNumberList: [taskNumber],
        taskPublishUserId: publisher ? Number(publisher.userId) : null,
        taskReceUserIds: mine
          .filter((member) => member.specialRole === 'taskRece')
          .map((member) => Number(member.userId)),
      }),
    });
  }
  return result;
}

/** The user ids in a wish's task group now: for the task progress dialog's 'in the group or not'. */
export async function taskGroupMemberIds(db: Db, taskNumber: string): Promise<number[]> {
  const groupId = await taskGroupIdOf(db, taskNumber);
  return groupId === null ? [] : memberIdsOf(tables(db), groupId);
}

/**
 * What a task group's members said before now (the demo world's task chats): text lines in time order,
 * stored as a chat's past is, each named by the wish and its place so a replay names them alike.
 */
export async function talkInTaskGroup(
  db: Db,
  input: { taskNumber: string; lines: ReadonlyArray<{ senderId: number; text: string; at: number }> },
): Promise<void> {
  const groupId = await taskGroupIdOf(db, input.taskNumber);
  if (groupId === null) throw new Error(`no task group for ${input.taskNumber}`);
  await appendPast(
    db,
    groupDirectory,
    input.lines.map((line, index) => ({
      sessionType: 'group' as const,
      senderId: line.senderId,
      receiverId: groupId,
      localId: `task-group:${groupId}:talk:${index + 1}`,
      createdAt: line.at,
      content: { text: line.text },
    })),
  );
}
