import { sql, type Kysely } from 'kysely';
import { appendMessages } from './append-many.js';
import { appendMessage, type NewMessage } from './append.js';
import type { GroupDirectory } from './group-directory.js';
import type { StoredMessage } from './present.js';
import type { ImTables } from './tables.js';

interface Waiting {
  message: NewMessage;
  resolve: (stored: StoredMessage) => void;
  reject: (error: unknown) => void;
}

/** The most messages one commit takes; more waiting go into the next, so no commit grows without end. */
const MAX_BATCH = 1000;
/**
 * A commit starts at least this long after the one before it started. A commit's cost is mostly its
 * page writes, whatever the number of messages in it: at a steady 1,000 sends a second a commit per send
 * would spend most of the server's time there; waiting up to 2 ms gathers a few into each. A send that
 * arrives when no commit was made lately is committed at once.
 */
const COMMIT_GAP_MS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Group commit: sends that arrive while a commit is being made are written together in the next
 * transaction (in a few statements, append-many.ts), so a busy server pays one commit for many messages
 * instead of one each. The batch is optimistic: if it fails (a retried localId meeting the unique index,
 * say), every message in it is written again in a transaction of its own, where a failure belongs to that
 * message alone. Batches are written in the order their messages were queued. One per server, made when
 * the chat is installed: every socket's sends share its commits.
 */
export class AppendBatcher {
  private waiting: Waiting[] = [];
  private flushing = false;
  private lastCommitAt = -Infinity;

  constructor(
    private readonly db: Kysely<ImTables>,
    private readonly groups: GroupDirectory,
    /** Told how many messages each commit stored (the day's message count). */
    private readonly stored: (count: number) => void = () => undefined,
  ) {}

  /** Stores a message in the next group commit; resolves once it is committed. */
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
      const gap = this.lastCommitAt + COMMIT_GAP_MS - performance.now();
      if (gap > 0) await sleep(gap);
      this.lastCommitAt = performance.now();
      const batch = this.waiting.slice(0, MAX_BATCH);
      this.waiting = this.waiting.slice(batch.length);
      await this.write(batch);
    }
    this.flushing = false;
  }

  private async write(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      try {
        await this.writeTogether(batch);
        return;
      } catch {
        // Most often a retried send (its localId stored before): those are answered apart, the rest again.
      }
      const repeated = await this.storedBefore(batch).catch(() => new Set<string>());
      const rest = batch.filter((item) => !repeated.has(sendKey(item.message)));
      for (const item of batch) if (repeated.has(sendKey(item.message))) item.reject(new RepeatedSend());
      if (rest.length > 1 && rest.length < batch.length) {
        try {
          await this.writeTogether(rest);
          return;
        } catch {
          // Fall through: each message on its own says which one failed and why.
        }
      }
      batch = rest;
    }
    for (const item of batch) {
      try {
        const stored = await this.db
          .transaction()
          .execute((trx) => appendMessage(trx, this.groups, item.message));
        this.stored(1);
        item.resolve(stored);
      } catch (error) {
        item.reject(error);
      }
    }
  }

  private async writeTogether(batch: Waiting[]): Promise<void> {
    const messages = batch.map((item) => item.message);
    const stored = await this.db.transaction().execute((trx) => appendMessages(trx, this.groups, messages));
    this.stored(stored.length);
    batch.forEach((item, index) => item.resolve(stored[index]!));
  }

  /** The sends of a batch whose (sender, localId) is stored already. */
  private async storedBefore(batch: Waiting[]): Promise<Set<string>> {
    const pairs = batch.map(({ message }) => sql`(${message.senderId}, ${message.localId})`);
    const rows = await sql<{ senderId: number | string; localId: string }>`
      select sender_id, local_id from im_messages where (sender_id, local_id) in (${sql.join(pairs)})`.execute(
      this.db,
    );
    return new Set(rows.rows.map((row) => `${Number(row.senderId)}:${row.localId}`));
  }
}

const sendKey = (message: NewMessage) => `${message.senderId}:${message.localId}`;

/** A send whose localId its sender used before: the caller answers with the message stored then. */
export class RepeatedSend extends Error {}
