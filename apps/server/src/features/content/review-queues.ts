import { content, formatChinaTime, type ConsoleRole, type consoleReview } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import type { MessageKey } from '../../platform/http/messages.js';
import type { UserCard } from '../users/index.js';
import { moderate, VERDICT_RULES, VERDICTS, type ShelfStore, type Verdict } from './moderation.js';
import type { ReviewRow, ReviewSelection } from './review-rows.js';

/** An item as a queue presents it (the review feature adds the actions that apply to it now). */
export type ReviewRecord = Omit<consoleReview.ReviewItem, 'actions'>;

/** How an item is read for presenting: a list row, or the single item with its full detail. */
export interface PresentOptions {
  full: boolean;
  operatorId: number;
}

/** What a kind says of one of its items in the shape every queue shares. */
export interface ReviewFacts {
  title: string;
  cover: string;
  media: string;
  excerpt: string;
  /** The full text, in the single item; '' in list pages, where the excerpt stands for it. */
  body: string;
  bodyFormat: (typeof consoleReview.BODY_FORMATS)[number];
  portalPath: string | null;
  detail: Record<string, unknown>;
}

/** A row and its kind's facts as one item of a queue, with its author's card (absent when gone). */
export function reviewRecordOf(
  kind: string,
  row: ReviewRow,
  facts: ReviewFacts,
  author: UserCard | undefined,
): ReviewRecord {
  const pending = row.reviewPending === 1;
  return {
    ...facts,
    id: row.id,
    kind,
    author: author
      ? { id: author.id, userName: author.userName, nickName: author.nickName, avatar: author.avatar }
      : null,
    state: row.state,
    auditState: pending ? 'WaitApprove' : content.auditStateOf(row.state),
    rejectReason: row.rejectReason,
    pending,
    createTime: formatChinaTime(row.createdAt),
    updateTime: formatChinaTime(row.updatedAt),
  };
}

/** Plain text of a column read by a review query. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const STATES: ReadonlyArray<{ state: content.ContentState; label: MessageKey }> = content.CONTENT_STATES.map(
  (state) => ({ state, label: `content.state.${state}` as const }),
);

const REASONS: readonly MessageKey[] = [
  'content.reason.illegal',
  'content.reason.copyright',
  'content.reason.vulgar',
  'content.reason.advert',
  'content.reason.misleading',
];

/** What each verdict asks of the operator, what reverses it, and what the author is told. */
const VERDICT_TERMS: Record<
  Verdict,
  { reason: 'required' | 'optional'; undoneBy: Verdict; notice: { title: MessageKey; text: MessageKey } }
> = {
  approve: {
    reason: 'optional',
    undoneBy: 'takeDown',
    notice: { title: 'content.notice.approveTitle', text: 'content.notice.approveText' },
  },
  refuse: {
    reason: 'required',
    undoneBy: 'approve',
    notice: { title: 'content.notice.refuseTitle', text: 'content.notice.refuseText' },
  },
  takeDown: {
    reason: 'required',
    undoneBy: 'restore',
    notice: { title: 'content.notice.takeDownTitle', text: 'content.notice.takeDownText' },
  },
  restore: {
    reason: 'optional',
    undoneBy: 'takeDown',
    notice: { title: 'content.notice.restoreTitle', text: 'content.notice.restoreText' },
  },
};

/** The four verdicts on one kind of work, each run through the same rules as the back office's takedowns. */
export const shelfActions = (store: ShelfStore) =>
  VERDICTS.map((verdict) => ({
    name: verdict,
    label: `content.verdict.${verdict}` as const,
    reason: VERDICT_TERMS[verdict].reason,
    undoneBy: VERDICT_TERMS[verdict].undoneBy,
    from: VERDICT_RULES[verdict].from,
    applies: (item: ReviewRecord) => VERDICT_RULES[verdict].applies(item),
    run: (db: Db, id: number, reason: string) => moderate(store, db, id, verdict, reason, 'retry'),
    notice: VERDICT_TERMS[verdict].notice,
  }));

/** A kind of work reviewed on its shelf state (content's kinds, dramas), as its owner describes it. */
export interface ShelfQueueSpec {
  key: string;
  title: MessageKey;
  kind: string;
  kindName: MessageKey;
  roles: readonly ConsoleRole[];
  store: ShelfStore;
  pending(db: Db): Promise<number>;
  read(db: Db, selection: ReviewSelection, options: PresentOptions): Promise<ReviewRecord[]>;
}

/**
 * The review queue of a kind of work with the platform's content states: its views are the states, its
 * actions the four verdicts. The review feature takes it as one of its queues (compose.ts).
 */
export function shelfReviewQueue(spec: ShelfQueueSpec) {
  return {
    key: spec.key,
    title: spec.title,
    kind: spec.kind,
    kindName: spec.kindName,
    noticeType: 'contentAudit',
    roles: spec.roles,
    states: STATES,
    keywordHint: 'content.review.keywordHint' as const,
    reasons: REASONS,
    pending: spec.pending,
    page: (db: Db, query: Exclude<ReviewSelection, { ids: readonly number[] }>, options: PresentOptions) =>
      spec.read(db, query, options),
    find: (db: Db, ids: readonly number[], options: PresentOptions) => spec.read(db, { ids }, options),
    actions: shelfActions(spec.store),
  };
}
