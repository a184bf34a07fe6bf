import type { im } from '@fox/contracts';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { memberCardsOf } from '../groups/index.js';
import { isGroupSession } from './conversation-key.js';
import {
  presentMessage,
  type GroupCard,
  type PresentContext,
  type StoredMessage,
  type UserCard,
} from './present.js';

type Db = Kysely<DatabaseSchema>;

/**
 * The name and picture of each user, for the messages that name them. Read on every send, so written as
 * SQL text rather than built (building it cost more than running it).
 */
export async function userCards(db: Db, ids: number[]): Promise<Map<number, UserCard>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<UserCard>`
    select id, user_name, nick_name, avatar from users where id in (${sql.join([...new Set(ids)])})`.execute(
    db,
  );
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}

async function groupCards(db: Db, ids: number[]): Promise<Map<number, GroupCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('imGroups')
    .select(['id', 'name', 'logo'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Reads everything the rows' presentation needs in at most three queries, whatever the page size. */
export async function presentContextFor(db: Db, rows: StoredMessage[]): Promise<PresentContext> {
  const groupRows = rows.filter((row) => isGroupSession(row.sessionType));
  const singleRows = rows.filter((row) => !isGroupSession(row.sessionType));
  const groupIds = groupRows.map((row) => row.receiverId);
  const senderIds = groupRows.map((row) => row.senderId);
  const [users, groups, members] = await Promise.all([
    userCards(db, [...rows.map((row) => row.senderId), ...singleRows.map((row) => row.receiverId)]),
    groupCards(db, groupIds),
    memberCardsOf(db, groupIds, senderIds),
  ]);
  return { users, groups, members };
}

export async function presentRows(db: Db, rows: StoredMessage[]): Promise<im.Message[]> {
  if (rows.length === 0) return [];
  const context = await presentContextFor(db, rows);
  return rows.map((row) => presentMessage(row, context));
}
