import { friends as contract } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { friendColumns, friendRows, presentFriends } from './friendships.js';
import type { FriendsTables } from './tables.js';

type Db = Kysely<FriendsTables>;

/** The viewer's labels, oldest first, each with the friends it holds. */
export async function listLabels(db: Db, viewerId: number) {
  const labels = await db
    .selectFrom('friendLabels')
    .select(['id', 'name'])
    .where('userId', '=', viewerId)
    .orderBy('id')
    .execute();
  const members =
    labels.length === 0
      ? []
      : await db
          .selectFrom('friendLabelMembers')
          .select(['labelId', 'friendId'])
          .where(
            'labelId',
            'in',
            labels.map((label) => label.id),
          )
          .orderBy('friendId')
          .execute();
  const rows = labels.map((label) => {
    const friendIds = members
      .filter((member) => Number(member.labelId) === Number(label.id))
      .map((member) => Number(member.friendId));
    return { id: Number(label.id), name: label.name, tagFriendCount: friendIds.length, friendIds };
  });
  return { rows, total: rows.length };
}

async function ownLabel(db: Db, viewerId: number, labelId: number) {
  const label = await db
    .selectFrom('friendLabels')
    .select(['id', 'name'])
    .where('id', '=', labelId)
    .where('userId', '=', viewerId)
    .executeTakeFirst();
  if (!label) throw new AppError(404, 'friends.labelMissing');
  return label;
}

export interface LabelInput {
  name: string;
  friendIds: number[];
  tagId?: number | undefined;
}

/**
 * Creates a label, or edits one of the viewer's (`tagId`): its name (trimmed, not empty, unique among the
 * viewer's labels) and the friends it holds, which replace the old set and must all be the viewer's friends.
 * At most LABELS_MAX labels per user.
 */
export async function saveLabel(db: Db, viewerId: number, input: LabelInput, now = Date.now()) {
  const name = input.name.trim();
  if (!name) throw new AppError(400, 'friends.labelNameEmpty');
  const friendIds = [...new Set(input.friendIds)];
  // Serializable, so that concurrent creations count the labels one after another and the limit holds on
  // PostgreSQL too: of two that read the same count, one runs again and reads the other's label.
  const serial = { isolation: 'serializable' } as const;
  const labelId = await inTransaction(
    db,
    async (trx) => {
      if (friendIds.length > 0) {
        const own = await trx
          .selectFrom('friendships')
          .select('friendId')
          .where('userId', '=', viewerId)
          .where('friendId', 'in', friendIds)
          .execute();
        if (own.length !== friendIds.length) throw new AppError(400, 'friends.labelNotFriend');
      }
      const sameName = await trx
        .selectFrom('friendLabels')
        .select('id')
        .where('userId', '=', viewerId)
        .where('name', '=', name)
        .executeTakeFirst();
      if (sameName && Number(sameName.id) !== input.tagId) throw new AppError(409, 'friends.labelNameTaken');

      let id: number;
      if (input.tagId !== undefined) {
        id = Number((await ownLabel(trx, viewerId, input.tagId)).id);
        await trx.updateTable('friendLabels').set({ name }).where('id', '=', id).execute();
        await trx.deleteFrom('friendLabelMembers').where('labelId', '=', id).execute();
      } else {
        const count = await trx
          .selectFrom('friendLabels')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('userId', '=', viewerId)
          .executeTakeFirstOrThrow();
        if (Number(count.total) >= contract.LABELS_MAX)
          throw new AppError(400, 'friends.labelLimit', { max: contract.LABELS_MAX });
        const inserted = await trx
          .insertInto('friendLabels')
          .values({ userId: viewerId, name, createdAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(inserted.id);
      }
      if (friendIds.length > 0) {
        await trx
          .insertInto('friendLabelMembers')
          .values(friendIds.map((friendId) => ({ labelId: id, friendId })))
          .execute();
      }
      return id;
    },
    serial,
  );
  const { rows } = await listLabels(db, viewerId);
  return rows.find((label) => label.id === labelId)!;
}

/** Deletes one of the viewer's labels; the friendships it held stay. */
export async function deleteLabel(db: Db, viewerId: number, labelId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await ownLabel(trx, viewerId, labelId);
    await trx.deleteFrom('friendLabelMembers').where('labelId', '=', labelId).execute();
    await trx.deleteFrom('friendLabels').where('id', '=', labelId).execute();
  });
}

/** The friends one of the viewer's labels holds, oldest friendship first. */
export async function labelFriends(db: Db, viewerId: number, labelId: number) {
  await ownLabel(db, viewerId, labelId);
  const rows = await presentFriends(
    db,
    await friendRows(db, viewerId)
      .innerJoin('friendLabelMembers as m', (join) =>
        join.onRef('m.friendId', '=', 'f.friendId').on('m.labelId', '=', labelId),
      )
      .select(friendColumns)
      .orderBy('f.id')
      .execute(),
  );
  return { rows, total: rows.length };
}
