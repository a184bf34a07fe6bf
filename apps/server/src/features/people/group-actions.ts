import { groups } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionUser } from '../../platform/http/auth.js';
import { translate } from '../../platform/http/messages.js';
import { recordAudit } from '../audit/index.js';
import {
  deliverGroupLine,
  dissolveByPlatform,
  groupRowForUpdate,
  setGroupBanned,
  type ConsoleGroupRow,
} from '../groups/index.js';
import { imClock } from '../im/index.js';
import { act, NOTICE_LANG, noticeOwner, type PeopleContext } from './action.js';

/**
 * Banning, lifting the ban of and dissolving groups. Each writes the group's row and the line its members
 * see, the audit entry and the owner's notice in one transaction; the line reaches the members' devices
 * once committed. Sends read the group's state from its row every time, on every process: a ban holds from
 * the next send.
 */

export type GroupAction = 'ban' | 'unban' | 'dissolve';

const viewOf = (group: ConsoleGroupRow) => ({
  state: Number(group.state),
  dissolved: Number(group.dissolved),
});

/** Refuses an action the group's present state does not allow. */
function checkAllowed(action: GroupAction, group: ConsoleGroupRow): void {
  if (Number(group.dissolved) === 1) throw new AppError(400, 'groups.dissolved');
  const state = Number(group.state);
  if (action === 'ban' && state === groups.GROUP_STATE_BANNED) throw new AppError(400, 'people.groupBanned');
  if (action === 'ban' && state === groups.GROUP_STATE_ORDER_ENDED)
    throw new AppError(400, 'people.groupOrderEnded');
  if (action === 'unban' && state !== groups.GROUP_STATE_BANNED)
    throw new AppError(400, 'people.groupNotBanned');
}

const NOTICES = {
  ban: { type: 'groupBanned', title: 'people.noticeGroupBannedTitle', content: 'people.noticeGroupBanned' },
  unban: {
    type: 'groupUnbanned',
    title: 'people.noticeGroupUnbannedTitle',
    content: 'people.noticeGroupUnbanned',
  },
  dissolve: {
    type: 'groupDissolved',
    title: 'people.noticeGroupDissolvedTitle',
    content: 'people.noticeGroupDissolved',
  },
} as const;

/** Does what `action` says to a group, as one console action. */
export async function moderateGroup(
  context: PeopleContext,
  operator: SessionUser,
  groupId: number,
  action: GroupAction,
  reason: string,
): Promise<void> {
  const now = imClock.now();
  await act(context, async (trx: Db, after) => {
    const group = await groupRowForUpdate(trx, groupId);
    if (!group) throw new AppError(404, 'people.groupMissing');
    checkAllowed(action, group);
    const line =
      action === 'dissolve'
        ? await dissolveByPlatform(trx, group, now)
        : await setGroupBanned(trx, group, action === 'ban', now);
    await recordAudit(
      trx,
      {
        operatorId: operator.id,
        action: `group.${action}`,
        targetType: 'group',
        targetId: groupId,
        reason,
        before: viewOf(group),
        after:
          action === 'dissolve'
            ? { ...viewOf(group), dissolved: 1 }
            : { ...viewOf(group), state: action === 'ban' ? groups.GROUP_STATE_BANNED : 0 },
      },
      now,
    );
    const notice = NOTICES[action];
    await noticeOwner(
      context,
      trx,
      after,
      {
        userId: Number(group.leaderId),
        type: notice.type,
        title: translate(notice.title, NOTICE_LANG),
        content: translate(notice.content, NOTICE_LANG, { name: group.name, reason }),
        extra: { groupId, groupName: group.name, reason },
      },
      now,
    );
    after.push(() => deliverGroupLine(context.db, context.bus, groupId, line));
  });
}
