import type { notices } from '@fox/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { inTransaction } from '../../platform/db/transactions.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { userCardsOf, userIdsAfter } from '../users/index.js';
import type { NoticesTables } from './tables.js';

const broadcasts = (db: Db): Kysely<NoticesTables> => tablesOf<NoticesTables>(db);

const WORKABLE = ['scheduled', 'sending'] as const;

/**
 * Claims one broadcast that is due and that no runner holds (never claimed, released, or whose holder
 * stopped renewing its lease): the conditional update succeeds for one claimant only, on either dialect.
 */
export async function claimDueBroadcast(
  db: Db,
  runner: string,
  now: number,
  leaseMs: number,
): Promise<number | undefined> {
  const due = await broadcasts(db)
    .selectFrom('noticeBroadcasts')
    .select('id')
    .where('state', 'in', WORKABLE)
    .where('sendAt', '<=', now)
    .where('leaseUntil', '<', now)
    .orderBy('sendAt')
    .limit(5)
    .execute();
  for (const { id } of due) {
    const claimed = await broadcasts(db)
      .updateTable('noticeBroadcasts')
      .set({ state: 'sending', claimedBy: runner, leaseUntil: now + leaseMs })
      .where('id', '=', id)
      .where('state', 'in', WORKABLE)
      .where('leaseUntil', '<', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return Number(id);
  }
  return undefined;
}

/**
 * Gives each of `userIds` the broadcast's notice, copied from its row by the database: one statement with
 * one parameter per user (a VALUES list), so a page of a thousand costs little to build and to send. A user
 * who has it already is skipped. Answers how many were stored.
 */
async function copyToUsers(
  trx: Transaction<NoticesTables>,
  id: number,
  userIds: readonly number[],
  now: number,
): Promise<number> {
  if (userIds.length === 0) return 0;
  // VALUES names its one column column1 on both SQLite and PostgreSQL.
  const recipients = sql<{
    column1: number;
  }>`(values ${sql.join(userIds.map((userId) => sql`(${userId})`))})`;
  const result = await trx
    .insertInto('notices')
    .columns(['userId', 'tab', 'type', 'title', 'content', 'coverImage', 'extra', 'createdAt', 'broadcastId'])
    .expression((eb) =>
      eb
        .selectFrom([recipients.as('recipients'), 'noticeBroadcasts as b'])
        .select([
          sql<number>`cast(recipients.column1 as bigint)`.as('userId'),
          'b.tab',
          'b.type',
          'b.title',
          'b.content',
          'b.coverImage',
          'b.extra',
          sql<number>`cast(${now} as bigint)`.as('createdAt'),
          'b.id',
        ])
        // SQLite reads ON CONFLICT after a SELECT without WHERE as a join constraint: the WHERE is needed.
        .where('b.id', '=', id),
    )
    .onConflict((conflict) => conflict.columns(['broadcastId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export type PageOutcome =
  { kind: 'lost' } | { kind: 'more' | 'done'; tab: notices.NoticeTab; userIds: number[]; stored: number };

/**
 * Delivers the next page of a claimed broadcast in one transaction: the notices of up to `pageSize`
 * recipients after `lastUserId`, and the cursor and count moved past them. The lease is renewed first,
 * which also finds a broadcast cancelled (or taken over) meanwhile: then nothing is written.
 */
export function deliverBroadcastPage(
  db: Db,
  id: number,
  runner: string,
  pageSize: number,
  now: number,
  leaseMs: number,
): Promise<PageOutcome> {
  return inTransaction(broadcasts(db), async (trx): Promise<PageOutcome> => {
    const renewed = await trx
      .updateTable('noticeBroadcasts')
      .set({ leaseUntil: now + leaseMs })
      .where('id', '=', id)
      .where('claimedBy', '=', runner)
      .where('state', '=', 'sending')
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) !== 1) return { kind: 'lost' };
    const row = await trx
      .selectFrom('noticeBroadcasts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const after = Number(row.lastUserId);
    const page =
      row.audience === 'everyone'
        ? await userIdsAfter(trx, after, pageSize)
        : (JSON.parse(row.recipientIds) as number[]).filter((userId) => userId > after).slice(0, pageSize);
    // A listed account may have been deleted since: it is passed over.
    const userIds =
      row.audience === 'everyone' ? page : [...(await userCardsOf(trx, page)).keys()].sort((a, b) => a - b);
    const stored = await copyToUsers(trx, id, userIds, now);
    const done = page.length < pageSize;
    await trx
      .updateTable('noticeBroadcasts')
      .set((eb) => ({
        lastUserId: page.at(-1) ?? after,
        deliveredCount: eb('deliveredCount', '+', stored),
        ...(done ? { state: 'sent' as const, finishedAt: now, claimedBy: null, leaseUntil: 0 } : {}),
      }))
      .where('id', '=', id)
      .execute();
    return { kind: done ? 'done' : 'more', tab: row.tab, userIds, stored };
  });
}

/** Lets go of a broadcast part way (the server is stopping): another runner, or this one restarted, goes on. */
export async function releaseBroadcast(db: Db, id: number, runner: string): Promise<void> {
  await broadcasts(db)
    .updateTable('noticeBroadcasts')
    .set({ claimedBy: null, leaseUntil: 0 })
    .where('id', '=', id)
    .where('claimedBy', '=', runner)
    .where('state', '=', 'sending')
    .execute();
}
