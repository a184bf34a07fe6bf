import type { Kysely } from 'kysely';
import { translate } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import type { GroupMembership } from '../im/index.js';
import { announce, deliverAnnouncements, LINE_LANG, namesOf } from './announce.js';
import { leave } from './lifecycle.js';
import { memberIdsOf } from './membership.js';
import type { GroupsTables } from './tables.js';

type Db = Kysely<GroupsTables>;

/**
 * Removes a member whose message broke the group's anti-harassment rule (punishment 1, spec 002 §9): the
 * group's own leaving (lifecycle.ts), with no manager behind it, and a kickGroup line naming the rule,
 * delivered to everyone who was in the group, the removed member included. Two sends breaking the rule at
 * once remove them once: the membership row is taken first, and only the one that took it goes on.
 */
export async function kickForHarassment(
  db: Db,
  bus: EventBus | undefined,
  membership: GroupMembership,
  ruleTitle: string,
  now: number,
): Promise<void> {
  const { groupId, userId } = membership;
  const everyone = await memberIdsOf(db, groupId);
  const line = await db.transaction().execute(async (trx) => {
    const taken = await trx
      .deleteFrom('imGroupMembers')
      .where('groupId', '=', groupId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (Number(taken.numDeletedRows) === 0) return null;
    const group = await trx
      .selectFrom('imGroups')
      .select('taskNumber')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    const names = await namesOf(trx, [userId], group.taskNumber !== null);
    const text = translate('groups.lineHarassKicked', LINE_LANG, { names, title: ruleTitle });
    const stored = await announce(trx, groupId, userId, 'kickGroup', text, now);
    await leave(trx, groupId, [userId]);
    return stored;
  });
  if (line) await deliverAnnouncements(db, bus, [line], everyone);
}
