import type { content } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { RetryTransaction } from '../../platform/db/transactions.js';
import type { ModerationChange } from '../social/index.js';

type State = content.ContentState;

/** What the platform decides about a published work: the review's outcomes and the takedown's pair. */
export const VERDICTS = ['approve', 'refuse', 'takeDown', 'restore'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** A reviewed work as a verdict reads it. */
export interface ShelfRow {
  authorId: number;
  /** What its author calls it (an answer: its question's title). */
  title: string;
  state: State;
  /** It waits in its review queue. */
  pending: boolean;
}

/**
 * Where a kind of work keeps its shelf state, implemented by the feature owning its rows (content's six
 * kinds, dramas), so every kind is moderated by the one set of rules below.
 */
export interface ShelfStore {
  read(db: Db, id: number): Promise<ShelfRow | undefined>;
  /**
   * Writes the verdict's state and reason and takes the work out of the queue, only if the row is still
   * as `seen`; false when another writer changed it meanwhile.
   */
  write(db: Db, id: number, seen: ShelfRow, next: { state: State; rejectReason: string }): Promise<boolean>;
  /** Moves the kind's count of works waiting for review. */
  adjustPending(db: Db, delta: number): Promise<void>;
  /** The work came onto the shelf (+1) or left it (-1): an answer moves its question's answer count. */
  onShelfChange?(db: Db, id: number, delta: 1 | -1): Promise<void>;
}

interface VerdictRule {
  from: readonly State[];
  applies(row: { state: string; pending: boolean }): boolean;
  to(state: State): State;
  /** Whether the verdict's reason is kept and shown to the author, or the old reason cleared. */
  keepsReason: boolean;
}

const among =
  (states: readonly State[]) =>
  ({ state }: { state: string }) =>
    (states as readonly string[]).includes(state);

const APPROVABLE: readonly State[] = ['WaitApprove', 'Refuse', 'OnShelf', 'OffShelf'];
const REFUSABLE: readonly State[] = ['WaitApprove', 'OnShelf', 'OffShelf'];
const REMOVABLE: readonly State[] = ['WaitApprove', 'OnShelf', 'OffShelf', 'Refuse'];

/**
 * The rules of each verdict. Approving passes a work waiting for review (or reverses a refusal): it goes
 * on the shelf, except that a work its author had taken off stays off. Refusing and taking down hide it
 * from everyone but its author, who sees the reason. Putting back lifts a takedown. Every verdict takes the
 * work out of the review queue.
 */
export const VERDICT_RULES: Record<Verdict, VerdictRule> = {
  approve: {
    from: APPROVABLE,
    applies: ({ state, pending }) =>
      state === 'WaitApprove' ||
      state === 'Refuse' ||
      (pending && (state === 'OnShelf' || state === 'OffShelf')),
    to: (state) => (state === 'OffShelf' ? 'OffShelf' : 'OnShelf'),
    keepsReason: false,
  },
  refuse: { from: REFUSABLE, applies: among(REFUSABLE), to: () => 'Refuse', keepsReason: true },
  takeDown: { from: REMOVABLE, applies: among(REMOVABLE), to: () => 'CompelOff', keepsReason: true },
  restore: { from: ['CompelOff'], applies: among(['CompelOff']), to: () => 'OnShelf', keepsReason: false },
};

/**
 * Runs one verdict on one work inside the caller's transaction: its state, its reason, its place in the
 * queue and the counts that follow them change together. Answers null when there is no such work; a
 * verdict that does not apply to the work as it is now changes nothing and answers its state unchanged.
 * A concurrent change of the same row makes the transaction run again (`inTransaction`).
 */
export async function moderate(
  store: ShelfStore,
  db: Db,
  id: number,
  verdict: Verdict,
  reason: string,
  whenNotApplicable: 'unchanged' | 'retry' = 'unchanged',
): Promise<ModerationChange | null> {
  const row = await store.read(db, id);
  if (!row) return null;
  const unchanged = { authorId: row.authorId, title: row.title, before: row.state, after: row.state };
  const rule = VERDICT_RULES[verdict];
  if (!rule.applies(row)) {
    // A caller that already saw the verdict apply (a review batch) met another operator's committed change:
    // its whole transaction runs again on the row as it is now, where the work is skipped.
    if (whenNotApplicable === 'retry') throw new RetryTransaction();
    return unchanged;
  }
  const state = rule.to(row.state);
  if (!(await store.write(db, id, row, { state, rejectReason: rule.keepsReason ? reason : '' }))) {
    throw new RetryTransaction();
  }
  if (row.pending) await store.adjustPending(db, -1);
  const wasOn = row.state === 'OnShelf';
  const isOn = state === 'OnShelf';
  if (store.onShelfChange && wasOn !== isOn) await store.onShelfChange(db, id, isOn ? 1 : -1);
  return { ...unchanged, after: state };
}

/** The back office's takedown and its reversal for one kind (a `TargetKind`'s moderation). */
export const moderationOf = (store: ShelfStore) => ({
  takeDown: (db: Db, id: number, reason: string) => moderate(store, db, id, 'takeDown', reason),
  restore: (db: Db, id: number) => moderate(store, db, id, 'restore', ''),
});
