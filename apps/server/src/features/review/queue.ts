import type { ConsoleRole, consoleReview } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import type { MessageKey } from '../../platform/http/messages.js';

/** An item as its queue presents it; the review feature adds which actions apply to it now. */
export type ReviewRecord = Omit<consoleReview.ReviewItem, 'actions'>;

/** A page of a queue as the review feature asks for it, its input already checked. */
export interface ReviewPageQuery {
  /** `pending`, `all`, or one of the queue's states. */
  view: string;
  /** The keyword as an item id or an author (either may match); null without a keyword. */
  match: { id: number; authorId: number | null } | null;
  /** Items with a smaller id than this one (the last row of the page shown). */
  before: number | undefined;
  limit: number;
}

/** How an item is read for presenting: a list row, or the single item with its full detail. */
export interface PresentOptions {
  full: boolean;
  /** The operator looking (private media is signed for them). */
  operatorId: number;
}

/** What an action did to one item, for the audit trail and the author's notice. */
export interface ReviewChange {
  authorId: number;
  /** What the author calls the item, named in the notice. */
  title: string;
  before: string;
  after: string;
  /**
   * What the owner does once the batch's transaction committed (a refund sent to the provider, badges of
   * its own notices): never inside the transaction, so a rollback leaves nothing on its way.
   */
  afterCommit?: () => Promise<void>;
}

export interface ReviewActionDeclaration {
  /** The name the batch call uses: `approve`, `refuse`, `takeDown`, `restore`... */
  name: string;
  label: MessageKey;
  reason: (typeof consoleReview.REASON_RULES)[number];
  /** The action reversing this one; null when nothing can (the console then asks for a confirmation). */
  undoneBy: string | null;
  /** The states it acts on, as the console is told. */
  from: readonly string[];
  /** Whether it applies to this item now; items it does not apply to are skipped and named. */
  applies(item: ReviewRecord): boolean;
  /**
   * The effect on one item, inside the batch's transaction, answering what changed (null when the item
   * is gone). The feature owning the rows keeps its own counters here, in the same transaction.
   */
  run(db: Db, id: number, reason: string): Promise<ReviewChange | null>;
  /**
   * The system notice the item's author gets when the action changed the item's state (params `kind`,
   * `title`, `reason`); null for none.
   */
  notice: { title: MessageKey; text: MessageKey } | null;
}

/**
 * One review queue, declared by the feature that owns what is reviewed and handed to the review feature by
 * the app (compose.ts). The console endpoints, the role check, the pending counts, the batch runner, the
 * audit entries and the authors' notices come from the review feature, so a new kind of review (a wish
 * before it goes on the square, a real-name verification, a bank card, a settlement dispute) is one
 * declaration here plus one presenter in the console for its `detail`.
 */
export interface ReviewQueue {
  /** The queue's key in the console's paths. */
  key: string;
  title: MessageKey;
  /** The business type of its items (the audit trail's target type, the console's presenter). */
  kind: string;
  /** What one item is called in its author's notice: 视频, 文章, 实名认证... */
  kindName: MessageKey;
  /** The system notice type its authors' notices carry (contentAudit; spec 001 §3: personalAuth...). */
  noticeType: string;
  /** The console roles that open it; the super operator opens every queue. */
  roles: readonly ConsoleRole[];
  /** The states the list may be filtered by, besides `pending` and `all` (each read by an index). */
  states: ReadonlyArray<{ state: string; label: MessageKey }>;
  /** What the keyword matches, shown as the search box's hint. */
  keywordHint: MessageKey;
  /** Common reasons an operator picks from. */
  reasons: readonly MessageKey[];
  /** Items waiting for review, from a counter kept with them (never a count over the items). */
  pending(db: Db): Promise<number>;
  /** A page newest first by id, `limit` rows at most. */
  page(db: Db, query: ReviewPageQuery, options: PresentOptions): Promise<ReviewRecord[]>;
  /** The named items that exist, in any order. */
  find(db: Db, ids: readonly number[], options: PresentOptions): Promise<ReviewRecord[]>;
  actions: readonly ReviewActionDeclaration[];
}
