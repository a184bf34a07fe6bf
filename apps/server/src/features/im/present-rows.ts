import type { im } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { userCardsOf } from '../users/index.js';
import { isGroupSession } from './conversation-key.js';
import type { GroupDirectory } from './group-directory.js';
import { presentMessage, type PresentContext, type StoredMessage } from './present.js';

/** Reads everything the rows' presentation needs in at most three queries, whatever the page size. */
export async function presentContextFor(
  db: Db,
  groups: GroupDirectory,
  rows: StoredMessage[],
): Promise<PresentContext> {
  const groupRows = rows.filter((row) => isGroupSession(row.sessionType));
  const singleRows = rows.filter((row) => !isGroupSession(row.sessionType));
  const groupIds = groupRows.map((row) => row.receiverId);
  const senderIds = groupRows.map((row) => row.senderId);
  const [users, groupCards, members] = await Promise.all([
    userCardsOf(db, [...rows.map((row) => row.senderId), ...singleRows.map((row) => row.receiverId)]),
    groups.groupCardsOf(db, [...new Set(groupIds)]),
    groups.memberCardsOf(db, groupIds, senderIds),
  ]);
  return { users, groups: groupCards, members };
}

/** Stored messages as the spec's Message entities, in their order. */
export async function presentRows(
  db: Db,
  groups: GroupDirectory,
  rows: StoredMessage[],
): Promise<im.Message[]> {
  if (rows.length === 0) return [];
  const context = await presentContextFor(db, groups, rows);
  return rows.map((row) => presentMessage(row, context));
}
