import { groupChannels } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { imClock } from '../im/index.js';
import { requireAction } from './permissions.js';
import type { JoinDb } from './join-tables.js';

type FakeRow = { id: number; groupId: number; busyContent: string };

const present = (row: FakeRow): groupChannels.FakeMessage => ({
  id: Number(row.id),
  groupId: Number(row.groupId),
  busyType: groupChannels.FAKE_BUSY_TYPE,
  busyContent: row.busyContent,
});

/** A group's pre-join messages in the order newcomers read them (getFakeList); at most 10 exist. */
export async function fakeList(db: JoinDb, viewerId: number, groupId: number) {
  await requireAction(db, groupId, viewerId, 'joinSettings');
  const rows = await db
    .selectFrom('imGroupFakeMessages')
    .select(['id', 'groupId', 'busyContent'])
    .where('groupId', '=', groupId)
    .orderBy('id')
    .limit(groupChannels.FAKE_MESSAGES_MAX)
    .execute();
  return { rows: rows.map(present), total: rows.length };
}

/**
 * Adds a pre-join message (fakeListAdd). The group's row is locked first so that two adds at once count
 * one after the other and never make an eleventh.
 */
export async function addFakeMessage(
  db: JoinDb,
  viewerId: number,
  input: { groupId: number; busyContent: string },
) {
  await requireAction(db, input.groupId, viewerId, 'joinSettings');
  const now = imClock.now();
  const row = await inTransaction(db, async (trx) => {
    await trx
      .updateTable('imGroups')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', input.groupId)
      .execute();
    const { count } = await trx
      .selectFrom('imGroupFakeMessages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('groupId', '=', input.groupId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= groupChannels.FAKE_MESSAGES_MAX) throw new AppError(400, 'groupJoin.fakeTooMany');
    return trx
      .insertInto('imGroupFakeMessages')
      .values({ groupId: input.groupId, busyContent: input.busyContent, createdAt: now, updatedAt: now })
      .returning(['id', 'groupId', 'busyContent'])
      .executeTakeFirstOrThrow();
  });
  return present(row);
}

/** Changes a pre-join message (updatedFakeList); only one of the group named. */
export async function editFakeMessage(
  db: JoinDb,
  viewerId: number,
  input: { id: number; groupId: number; busyContent: string },
) {
  await requireAction(db, input.groupId, viewerId, 'joinSettings');
  const changed = await db
    .updateTable('imGroupFakeMessages')
    .set({ busyContent: input.busyContent, updatedAt: imClock.now() })
    .where('id', '=', input.id)
    .where('groupId', '=', input.groupId)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw new AppError(404, 'groupJoin.fakeMissing');
  return present({ id: input.id, groupId: input.groupId, busyContent: input.busyContent });
}

/** Deletes a pre-join message (fakeListDel); newcomers already in keep the lines they were shown. */
export async function deleteFakeMessage(db: JoinDb, viewerId: number, groupId: number, id: number) {
  await requireAction(db, groupId, viewerId, 'joinSettings');
  const removed = await db
    .deleteFrom('imGroupFakeMessages')
    .where('id', '=', id)
    .where('groupId', '=', groupId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new AppError(404, 'groupJoin.fakeMissing');
  return null;
}
