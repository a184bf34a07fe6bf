import { groups, im } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { imClock } from '../im/index.js';
import type { StoredMessage } from '../im/index.js';
import { announce, deliverAnnouncements, LINE_LANG, namesOf } from './announce.js';
import { memberIdsOf } from './membership.js';
import { muteTimeListProblem } from './mute-periods.js';
import { checkAction, requireAction } from './permissions.js';
import type { TaskPlans } from './plans.js';
import { groupDetail, requireMembership } from './queries.js';
import type { GroupsTables } from './tables.js';

type Db = Kysely<GroupsTables>;

/** Spec 002 §5: the group avatar is a jpg, jpeg or png picture (the path's extension, before any query). */
const isLogoPicture = (logo: string) => {
  const extension = logo.split(/[?#]/)[0]!.split('.').pop()?.toLowerCase() ?? '';
  return (groups.GROUP_LOGO_EXTENSIONS as readonly string[]).includes(extension);
};

/** Which row of the matrix (spec 002 §6) each field of editGroup belongs to. */
const EDIT_ROWS = {
  name: 'editName',
  logo: 'avatar',
  groupNotice: 'editAnnouncement',
  bindUser: 'bindFriends',
  forbid: 'mute',
  forbidTime: 'mute',
} as const;

/**
 * Changes the name, avatar, notice, bind-friends or mute switches; each field that changes needs its own
 * row of the matrix, so a plain member may change the avatar but not the name in the same call. Each
 * change is announced in the chat; the notice is sent as a line that mentions everyone. Turning on
 * all-mute turns timed mute off and back (spec 002 §4.2).
 */
export async function editGroup(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  edit: {
    id: number;
    name?: string | undefined;
    logo?: string | undefined;
    groupNotice?: string | undefined;
    bindUser?: boolean | undefined;
    forbid?: boolean | undefined;
    forbidTime?: boolean | undefined;
  },
  plans: TaskPlans,
): Promise<groups.Group> {
  const membership = await requireMembership(db, edit.id, viewerId);
  const { group } = membership;
  const stored = {
    name: group.name,
    logo: group.logo,
    groupNotice: group.notice,
    bindUser: group.bindUser === 1,
    forbid: group.forbid === 1,
    forbidTime: group.forbidTime === 1,
  };
  const changing = (Object.keys(EDIT_ROWS) as (keyof typeof EDIT_ROWS)[]).filter(
    (field) => edit[field] !== undefined && edit[field] !== stored[field],
  );
  for (const action of new Set(changing.map((field) => EDIT_ROWS[field]))) checkAction(membership, action);
  if (changing.includes('logo') && !isLogoPicture(edit.logo!)) throw new AppError(400, 'groups.logoType');
  const masked = group.taskNumber !== null;
  const now = imClock.now();
  const lines = await db.transaction().execute(async (trx) => {
    const actor = await namesOf(trx, [viewerId], masked);
    const written: StoredMessage[] = [];
    const change: {
      name?: string;
      logo?: string;
      notice?: string;
      bindUser?: number;
      forbid?: number;
      forbidTime?: number;
    } = {};
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
    if (edit.logo !== undefined && edit.logo !== group.logo) {
      change.logo = edit.logo;
      const text = translate('groups.lineLogo', LINE_LANG, { actor });
      written.push(await announce(trx, group.id, viewerId, 'groupLogo', text, now));
    }
    if (edit.bindUser !== undefined && Number(edit.bindUser) !== group.bindUser)
      change.bindUser = Number(edit.bindUser);
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

/** Saves the mute periods as a whole (spec 002 §4.2, §5): at most 5, none sharing a minute with another. */
export async function setMuteWindows(
  db: Db,
  viewerId: number,
  groupId: number,
  timeList: groups.MuteWindow[],
  plans: TaskPlans,
) {
  await requireAction(db, groupId, viewerId, 'mute');
  const problem = muteTimeListProblem(timeList);
  if (problem) throw new AppError(400, problem);
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

/**
 * The set-admins row (spec 002 §4.2, §6) makes members admins, or admins ordinary members again
 * (group_user). The leader is never one of the targets, and a sub-group's leader may not while the order
 * it works on is in Execute.
 */
export async function setRole(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  input: { groupId: number; userIds: number[]; permissionType: 'group_admin' | 'group_user' },
  plans?: TaskPlans,
): Promise<void> {
  const { group } = await requireAction(db, input.groupId, viewerId, 'setAdmins', plans ? { plans } : {});
  const rows = await targetsOf(db, input.groupId, input.userIds);
  if (rows.some((row) => row.userId === viewerId)) throw new AppError(400, 'groups.self');
  if (rows.some((row) => row.permissionType === 'group_leader'))
    throw new AppError(403, 'groups.notOutranked');
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

/**
 * The mute row mutes or unmutes ordinary members one by one; the leader and admins are never muted (their
 * sends pass every mute), and an admin acts on ordinary members only.
 */
export async function setMemberMute(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  input: { groupId: number; userIds: number[]; forbid: boolean },
): Promise<void> {
  const { group, member } = await requireAction(db, input.groupId, viewerId, 'mute');
  const rows = await targetsOf(db, input.groupId, input.userIds);
  if (rows.some((row) => row.userId === viewerId)) throw new AppError(400, 'groups.self');
  if (rows.some((row) => !groups.outranks(member.permissionType, row.permissionType)))
    throw new AppError(403, 'groups.notOutranked');
  if (rows.some((row) => row.permissionType !== 'group_user'))
    throw new AppError(403, 'groups.muteTargetManager');
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
