import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { appendMessage, type NewMessage } from './append.js';
import type { StoredMessage } from './present.js';

type Db = Kysely<DatabaseSchema>;

interface Waiting {
  message: NewMessage;
  resolve: (stored: StoredMessage) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: sends that arrive while a commit is being made are written together in the next
 * transaction, so a busy server pays one commit for many messages instead of one each. The batch is
 * optimistic: if it fails (a retried localId meeting the unique index, say), every message in it is
 * written again in a transaction of its own, where a failure belongs to that message alone.
 */
class AppendBatcher {
  private waiting: Waiting[] = [];
  private flushing = false;

  constructor(private readonly db: Db) {}

  append(message: NewMessage): Promise<StoredMessage> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ message, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      await this.write(batch);
    }
    this.flushing = false;
  }

  private async write(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const stored = await this.db.transaction().execute(async (trx) => {
          const rows: StoredMessage[] = [];
          for (const item of batch) rows.push(await appendMessage(trx, item.message));
          return rows;
        });
        batch.forEach((item, index) => item.resolve(stored[index]!));
        return;
      } catch {
        // Fall through: each message on its own says which one failed and why.
      }
    }
    for (const item of batch) {
      try {
        item.resolve(await this.db.transaction().execute((trx) => appendMessage(trx, item.message)));
      } catch (error) {
        item.reject(error);
      }
    }
  }
}

const batchers = new WeakMap<Db, AppendBatcher>();

/** Stores a message in the next group commit of this database; resolves once it is committed. */
export function appendInBatch(db: Db, message: NewMessage): Promise<StoredMessage> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new AppendBatcher(db)));
  return batcher.append(message);
}
