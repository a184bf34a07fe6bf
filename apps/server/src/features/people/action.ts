import type { Dialect } from '../../platform/db/database.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { inTransaction, type TransactionOptions } from '../../platform/db/transactions.js';
import type { Lang } from '../../platform/http/lang.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { storePlatformNotice } from '../notices/index.js';

/** What every console action of these pages works with. */
export interface PeopleContext {
  db: Db;
  dialect: Dialect;
  bus: EventBus;
}

/**
 * Notices and lines are stored once and read by their receiver whatever their language, so they are
 * written in the product's default language.
 */
export const NOTICE_LANG: Lang = 'zh';

/** What an action tells once its transaction committed: sockets, badges, chat lines. */
export type AfterCommit = () => Promise<void> | void;

/**
 * Runs a console action: its effects, its audit entry and its notice in one transaction, then what it
 * tells people, only once committed (a socket told earlier could read the old state).
 */
export async function act(
  context: PeopleContext,
  work: (trx: Db, after: AfterCommit[]) => Promise<void>,
  options: TransactionOptions = {},
): Promise<void> {
  let after: AfterCommit[] = [];
  await inTransaction(
    tablesOf<object>(context.db),
    async (trx) => {
      // A retried attempt starts again from nothing.
      after = [];
      await work(trx, after);
    },
    options,
  );
  for (const tell of after) await tell();
}

/** Stores a system notice to the person an action concerns in its transaction; its badge goes out after. */
export async function noticeOwner(
  context: PeopleContext,
  trx: Db,
  after: AfterCommit[],
  notice: { userId: number; type: string; title: string; content: string; extra: Record<string, unknown> },
  now: number,
): Promise<void> {
  const push = await storePlatformNotice(trx, { ...notice, tab: 'system' }, now);
  after.push(() => push(context.bus));
}
