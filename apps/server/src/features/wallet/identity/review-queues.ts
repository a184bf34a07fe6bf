import { identity } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../../platform/db/tables.js';
import type { MessageKey } from '../../../platform/http/messages.js';
import type {
  ReviewActionDeclaration,
  ReviewChange,
  ReviewPageQuery,
  ReviewQueue,
} from '../../review/index.js';
import type { WalletTables } from '../tables.js';
import { movePending, pendingIn, type WalletQueue } from './counts.js';
import {
  BANK_CARD_KIND,
  PERSON_AUTH_KIND,
  type BankCardRow,
  type PayAccountRow,
  bankCardRecords,
  bankCardTitle,
  personAuthRecords,
  personAuthTitle,
} from './review-records.js';

type ReviewedTable = 'payAccounts' | 'bankCards';

const walletDb = (db: Db): Kysely<WalletTables> => tablesOf<WalletTables>(db);

const STATES = [
  { state: 'WaitApprove', label: 'identity.viewWaitApprove' },
  { state: 'Pass', label: 'identity.viewPass' },
  { state: 'Refuse', label: 'identity.viewRefuse' },
] as const satisfies ReadonlyArray<{ state: string; label: MessageKey }>;

/**
 * A page of a queue, newest key first: items are keyed by their user, and each view is read by the
 * (state, userId) index, or the primary key for every item.
 */
function pageOf(db: Db, table: ReviewedTable, query: ReviewPageQuery) {
  let q = walletDb(db).selectFrom(table).selectAll();
  const state = query.view === 'pending' ? 'WaitApprove' : query.view;
  if (state !== 'all') q = q.where('state', '=', state as 'Pass');
  if (query.match) {
    const { id, authorId } = query.match;
    q = q.where((eb) =>
      authorId === null ? eb('userId', '=', id) : eb.or([eb('userId', '=', id), eb('userId', '=', authorId)]),
    );
  }
  if (query.before !== undefined) q = q.where('userId', '<', query.before);
  return q.orderBy('userId', 'desc').limit(query.limit);
}

/**
 * Approve and refuse, for either queue: the item's state, reason and review time change only from the
 * states the action names (another operator may have got there first), and the waiting count moves with
 * an item that leaves WaitApprove, in the batch's transaction.
 */
function verdicts(
  table: ReviewedTable,
  queue: WalletQueue,
  titleOf: (db: Kysely<WalletTables>, userId: number) => Promise<string>,
): ReviewActionDeclaration[] {
  const decide = async (
    db: Db,
    userId: number,
    from: readonly string[],
    to: 'Pass' | 'Refuse',
    reason: string,
  ): Promise<ReviewChange | null> => {
    const trx = walletDb(db);
    const row = await trx.selectFrom(table).select('state').where('userId', '=', userId).executeTakeFirst();
    if (!row || !from.includes(row.state)) return null;
    const now = Date.now();
    await trx
      .updateTable(table)
      .set({
        state: to,
        rejectReason: reason.slice(0, identity.REVIEW_REASON_MAX),
        reviewedAt: now,
        updatedAt: now,
      })
      .where('userId', '=', userId)
      .where('state', '=', row.state)
      .execute();
    if (row.state === 'WaitApprove') await movePending(trx, queue, -1);
    return { authorId: userId, title: await titleOf(trx, userId), before: row.state, after: to };
  };
  const approveFrom = ['WaitApprove'] as const;
  const refuseFrom = ['WaitApprove', 'Pass'] as const;
  return [
    {
      name: 'approve',
      label: 'identity.approve',
      reason: 'none',
      undoneBy: 'refuse',
      from: approveFrom,
      applies: (item) => (approveFrom as readonly string[]).includes(item.state),
      run: (db, id) => decide(db, id, approveFrom, 'Pass', ''),
      notice: { title: 'identity.approvedTitle', text: 'identity.approvedText' },
    },
    {
      name: 'refuse',
      label: 'identity.refuse',
      reason: 'required',
      undoneBy: null,
      from: refuseFrom,
      applies: (item) => (refuseFrom as readonly string[]).includes(item.state),
      run: (db, id, reason) => decide(db, id, refuseFrom, 'Refuse', reason),
      notice: { title: 'identity.refusedTitle', text: 'identity.refusedText' },
    },
  ];
}

/** Real-name verifications waiting for the finance staff (the super operator opens every queue). */
export const personAuthReviewQueue: ReviewQueue = {
  key: 'personAuth',
  title: 'identity.personAuthQueue',
  kind: PERSON_AUTH_KIND,
  kindName: 'identity.personAuthKind',
  noticeType: 'personalAuth',
  roles: ['finance'],
  states: STATES,
  keywordHint: 'identity.keywordHint',
  reasons: ['identity.reasonBlurry', 'identity.reasonMismatch', 'identity.reasonIncomplete'],
  pending: (db) => pendingIn(walletDb(db), 'personAuth'),
  async page(db, query, options) {
    const rows = (await pageOf(db, 'payAccounts', query).execute()) as PayAccountRow[];
    return personAuthRecords(db, rows, options);
  },
  async find(db, ids, options) {
    if (ids.length === 0) return [];
    const rows = await walletDb(db)
      .selectFrom('payAccounts')
      .selectAll()
      .where('userId', 'in', [...ids])
      .execute();
    return personAuthRecords(db, rows, options);
  },
  actions: verdicts('payAccounts', 'personAuth', async (db, userId) => {
    const row = await db
      .selectFrom('payAccounts')
      .select('legalName')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return personAuthTitle(row);
  }),
};

async function cardRecords(db: Db, rows: BankCardRow[]) {
  const userIds = rows.map((row) => Number(row.userId));
  const accounts =
    userIds.length === 0
      ? []
      : await walletDb(db)
          .selectFrom('payAccounts')
          .select(['userId', 'state', 'legalName'])
          .where('userId', 'in', userIds)
          .execute();
  return bankCardRecords(db, rows, new Map(accounts.map((account) => [Number(account.userId), account])));
}

/** Settlement bank cards waiting for the finance staff. */
export const bankCardReviewQueue: ReviewQueue = {
  key: 'bankCard',
  title: 'identity.bankCardQueue',
  kind: BANK_CARD_KIND,
  kindName: 'identity.bankCardKind',
  noticeType: 'account',
  roles: ['finance'],
  states: STATES,
  keywordHint: 'identity.keywordHint',
  reasons: ['identity.reasonCardHolder', 'identity.reasonCardBranch', 'identity.reasonCardUnusable'],
  pending: (db) => pendingIn(walletDb(db), 'bankCard'),
  async page(db, query) {
    return cardRecords(db, (await pageOf(db, 'bankCards', query).execute()) as BankCardRow[]);
  },
  async find(db, ids) {
    if (ids.length === 0) return [];
    const rows = await walletDb(db)
      .selectFrom('bankCards')
      .selectAll()
      .where('userId', 'in', [...ids])
      .execute();
    return cardRecords(db, rows);
  },
  actions: verdicts('bankCards', 'bankCard', async (db, userId) => {
    const row = await db
      .selectFrom('bankCards')
      .select(['bankName', 'cardTail'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return bankCardTitle(row);
  }),
};
