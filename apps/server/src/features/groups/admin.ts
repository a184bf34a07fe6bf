import { randomInt } from 'node:crypto';
import { groupAdmin, type groupRoles, type groups } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { requireAction } from './permissions.js';
import type { TaskPlans } from './plans.js';
import { groupDetail } from './queries.js';
import type { GroupsTables } from './tables.js';

type Db = Kysely<GroupsTables>;

/** A yes-or-no setting of the group, changed by the roles of its row of the matrix. */
async function setGroupSwitch(
  db: Db,
  viewerId: number,
  groupId: number,
  action: groupRoles.GroupAction,
  column: 'needConfirm' | 'addFriend',
  on: boolean,
  plans: TaskPlans,
): Promise<groups.Group> {
  await requireAction(db, groupId, viewerId, action);
  await db
    .updateTable('imGroups')
    .set({ [column]: on ? 1 : 0 })
    .where('id', '=', groupId)
    .execute();
  return groupDetail(db, groupId, viewerId, plans);
}

/** Join approval (imGroupSwitch): whoever joins by link, QR or passphrase then applies and waits. */
export const switchApproval = (
  db: Db,
  viewerId: number,
  groupId: number,
  needConfirm: boolean,
  plans: TaskPlans,
) => setGroupSwitch(db, viewerId, groupId, 'joinSettings', 'needConfirm', needConfirm, plans);

/** Whether members may open each other's cards to add them as friends (updateIsAddFriend). */
export const setAddFriend = (
  db: Db,
  viewerId: number,
  groupId: number,
  addFriend: boolean,
  plans: TaskPlans,
) => setGroupSwitch(db, viewerId, groupId, 'forbidAddFriend', 'addFriend', addFriend, plans);

/**
 * The viewer's own name in the group (updateImGroupMyName), in normal and group kinds only. It is not
 * announced: members see it on the viewer's next messages and in the member grid, as in the big chat apps.
 */
export async function setMyNickname(
  db: Db,
  viewerId: number,
  groupId: number,
  nickName: string,
  plans: TaskPlans,
): Promise<groups.Group> {
  await requireAction(db, groupId, viewerId, 'nickname');
  await db
    .updateTable('imGroupMembers')
    .set({ nickName })
    .where('groupId', '=', groupId)
    .where('userId', '=', viewerId)
    .execute();
  return groupDetail(db, groupId, viewerId, plans);
}

const newWord = () =>
  Array.from(
    { length: groupAdmin.GROUP_WORD_LENGTH },
    () => groupAdmin.GROUP_WORD_ALPHABET[randomInt(groupAdmin.GROUP_WORD_ALPHABET.length)],
  ).join('');

/**
 * Gives the group a passphrase no other group has. `replacing` is the one it holds now (null for none):
 * the write lands only while that is still so, so two members asking at once end with one passphrase.
 * A clash with another group's (one in 32^8) is caught by the unique index and drawn again.
 */
async function putWord(db: Db, groupId: number, replacing: string | null): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const word = newWord();
    try {
      let update = db.updateTable('imGroups').set({ groupWord: word }).where('id', '=', groupId);
      update =
        replacing === null
          ? update.where('groupWord', 'is', null)
          : update.where('groupWord', '=', replacing);
      await update.execute();
    } catch {
      continue;
    }
    const { groupWord } = await db
      .selectFrom('imGroups')
      .select('groupWord')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    if (groupWord !== null) return groupWord;
  }
  throw new AppError(503, 'groups.noWordYet');
}

/** The join passphrase, made on first asking; any member may read and share it. */
export async function groupWord(db: Db, viewerId: number, groupId: number): Promise<{ groupWord: string }> {
  const { group } = await requireAction(db, groupId, viewerId, 'passphrase');
  return { groupWord: group.groupWord ?? (await putWord(db, groupId, null)) };
}

/** A new passphrase: the old one stops finding the group. The join-settings roles only. */
export async function renewGroupWord(
  db: Db,
  viewerId: number,
  groupId: number,
): Promise<{ groupWord: string }> {
  const { group } = await requireAction(db, groupId, viewerId, 'joinSettings');
  return { groupWord: await putWord(db, groupId, group.groupWord) };
}
