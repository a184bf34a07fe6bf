import { groups, im } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { imClock } from '../im/index.js';
import type { StoredMessage } from '../im/index.js';
import { announce, deliverAnnouncements, LINE_LANG, namesOf } from './announce.js';
import { memberIdsOf, type GroupRow, type MemberRow } from './membership.js';
import type { TaskPlans } from './plans.js';
import { groupDetail, requireMembership } from './queries.js';
import type { GroupsTables } from './tables.js';

type Db = Kysely<GroupsTables>;

/** The leader or an admin of a group that still exists. */
async function requireManager(
  db: Db,
  groupId: number,
  viewerId: number,
): Promise<{ group: GroupRow; member: MemberRow }> {
  const membership = await requireMembership(db, groupId, viewerId);
  if (!groups.isManager(membership.member.permissionType)) throw new AppError(403, 'groups.notManager');
  if (membership.group.dissolved === 1) throw new AppError(400, 'groups.dissolved');
  return membership;
}

/**
 * Changes the name, notice or mute switches. Each change is announced in the chat; the notice is sent as
 * a line that mentions everyone. Turning on all-mute turns timed mute off and back (spec 002 §4.2).
 */
export async function editGroup(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  edit: {
    id: number;
    name?: string | undefined;
    groupNotice?: string | undefined;
    forbid?: boolean | undefined;
    forbidTime?: boolean | undefined;
  },
  plans: TaskPlans,
): Promise<groups.Group> {
  const { group } = await requireManager(db, edit.id, viewerId);
  const masked = group.taskNumber !== null;
  const now = imClock.now();
  const lines = await db.transaction().execute(async (trx) => {
    const actor = await namesOf(trx, [viewerId], masked);
    const written: StoredMessage[] = [];
    const change: { name?: string; notice?: string; forbid?: number; forbidTime?: number } = {};
    if (edit.name !== undefined && edit.name !== group.name) {
      change.name = edit.name;
      written.push(
        await announce(
          trx,
          group.id,
          viewerId,
          'groupName',
          translate('groups.lineRenamed', LINE_LANG, { actor, name: edit.name }),
          now,
        ),
      );
    }
    if (edit.groupNotice !== undefined && edit.groupNotice !== group.notice) {
      change.notice = edit.groupNotice;
      if (edit.groupNotice)
        written.push(
          await announce(trx, group.id, viewerId, 'groupNotice', edit.groupNotice, now, [im.MENTION_ALL]),
        );
    }
    if (edit.forbid !== undefined && Number(edit.forbid) !== group.forbid) {
      change.forbid = Number(edit.forbid);
      if (edit.forbid) change.forbidTime = 0;
      const text = edit.forbid
        ? translate('groups.lineAllMuted', LINE_LANG, { actor })
        : translate('groups.lineAllUnmuted', LINE_LANG, { actor });
      written.push(await announce(trx, group.id, viewerId, 'groupForbid', text, now));
    }
    if (edit.forbidTime !== undefined && Number(edit.forbidTime) !== group.forbidTime && !edit.forbid) {
      change.forbidTime = Number(edit.forbidTime);
      if (edit.forbidTime) change.forbid = 0;
      const text = edit.forbidTime
        ? translate('groups.lineTimedMuteOn', LINE_LANG, { actor })
        : translate('groups.lineTimedMuteOff', LINE_LANG, { actor });
      written.push(await announce(trx, group.id, viewerId, 'groupForbidTime', text, now));
    }
    if (Object.keys(change).length > 0)
      await trx.updateTable('imGroups').set(change).where('id', '=', group.id).execute();
    return written;
  });
  await deliverAnnouncements(db, bus, lines, await memberIdsOf(db, group.id));
  return groupDetail(db, group.id, viewerId, plans);
}

/** Saves the timed mute windows as a whole. */
export async function setMuteWindows(
  db: Db,
  viewerId: number,
  groupId: number,
  timeList: groups.MuteWindow[],
  plans: TaskPlans,
) {
  await requireManager(db, groupId, viewerId);
  await db
    .updateTable('imGroups')
    .set({ timeList: JSON.stringify(timeList) })
    .where('id', '=', groupId)
    .execute();
  return groupDetail(db, groupId, viewerId, plans);
}

async function targetsOf(db: Db, groupId: number, userIds: number[]) {
  const targets = [...new Set(userIds)];
  const rows = await db
    .selectFrom('imGroupMembers')
    .select(['userId', 'permissionType'])
    .where('groupId', '=', groupId)
    .where('userId', 'in', targets)
    .execute();
  if (rows.length !== targets.length) throw new AppError(404, 'groups.notMember');
  return rows;
}

/** The leader makes admins, or ordinary members again. */
export async function setRole(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  input: { groupId: number; userIds: number[]; permissionType: 'group_admin' | 'group_user' },
): Promise<void> {
  const { group, member } = await requireManager(db, input.groupId, viewerId);
  if (member.permissionType !== 'group_leader') throw new AppError(403, 'groups.notLeader');
  const rows = await targetsOf(db, input.groupId, input.userIds);
  if (rows.some((row) => row.userId === viewerId)) throw new AppError(400, 'groups.self');
  const changed = rows.filter((row) => row.permissionType !== input.permissionType).map((row) => row.userId);
  if (changed.length === 0) return;
  const now = imClock.now();
  const line = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('imGroupMembers')
      .set({
        permissionType: input.permissionType,
        ...(input.permissionType === 'group_admin' ? { forbid: 0 } : {}),
      })
      .where('groupId', '=', input.groupId)
      .where('userId', 'in', changed)
      .execute();
    const names = await namesOf(trx, changed, group.taskNumber !== null);
    const text =
      input.permissionType === 'group_admin'
        ? translate('groups.lineAdminsAdded', LINE_LANG, { names })
        : translate('groups.lineAdminsRemoved', LINE_LANG, { names });
    return announce(trx, input.groupId, viewerId, 'groupAdministrator', text, now);
  });
  await deliverAnnouncements(db, bus, [line], await memberIdsOf(db, input.groupId));
}

/** Mutes or unmutes ordinary members one by one; the leader and admins are never muted. */
export async function setMemberMute(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  input: { groupId: number; userIds: number[]; forbid: boolean },
): Promise<void> {
  const { group, member } = await requireManager(db, input.groupId, viewerId);
  const rows = await targetsOf(db, input.groupId, input.userIds);
  if (rows.some((row) => row.userId === viewerId)) throw new AppError(400, 'groups.self');
  if (
    rows.some(
      (row) =>
        row.permissionType !== 'group_user' || !groups.outranks(member.permissionType, row.permissionType),
    )
  )
    throw new AppError(403, 'groups.notOutranked');
  const targets = rows.map((row) => row.userId);
  const now = imClock.now();
  const line = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('imGroupMembers')
      .set({ forbid: input.forbid ? 1 : 0 })
      .where('groupId', '=', input.groupId)
      .where('userId', 'in', targets)
      .execute();
    const names = await namesOf(trx, targets, group.taskNumber !== null);
    const text = translate(input.forbid ? 'groups.lineMuted' : 'groups.lineUnmuted', LINE_LANG, { names });
    return announce(trx, input.groupId, viewerId, 'groupMemberForbid', text, now);
  });
  await deliverAnnouncements(db, bus, [line], await memberIdsOf(db, input.groupId));
}
