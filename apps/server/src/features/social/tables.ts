import type { consoleReports } from '@fox/contracts';
import type { Generated } from 'kysely';

type ReportCaseState = consoleReports.ReportCaseState;
type ReportOutcome = consoleReports.ReportOutcome;

/** One row per (follower, followed user); the unique index makes a follow a single row. */
export interface FollowTable {
  id: Generated<number>;
  userId: number;
  focusUserId: number;
  createdAt: number;
}

export type ReactionKind = 'like' | 'collect';

/** One row per (user, kind, object): a like or a collect. `authorId` is the object's author when it was made. */
export interface ReactionTable {
  id: Generated<number>;
  userId: number;
  kind: ReactionKind;
  busyType: string;
  busyCode: number;
  authorId: number;
  createdAt: number;
}

/**
 * Like, collect, comment and share counts of objects whose own tables do not keep them (yet): the rows
 * change in the same transaction as the reactions and comments they count.
 */
export interface ObjectCounterTable {
  busyType: string;
  busyCode: number;
  praiseCount: number;
  collectCount: number;
  commentCount: number;
  shareCount: number;
  /** Top-level comments only: the total of the first-stage comment list. */
  topCommentCount: number;
}

export interface DislikeTable {
  id: Generated<number>;
  userId: number;
  busyType: string;
  busyCode: number;
  dislikeType: string;
  createdAt: number;
}

export interface ReportTable {
  id: Generated<number>;
  userId: number;
  objType: string;
  objId: number;
  title: string;
  authorId: number;
  reportType: string;
  reportInformation: string;
  /** Comma-separated image URLs, at most five. */
  imageUrl: string;
  state: 'pending' | 'handled';
  createdAt: number;
  /** The case (one reported object awaiting a decision) the report joined. */
  caseId: number;
  /** The decision that closed it, with its reason, who made it and when; null while pending. */
  outcome: ReportOutcome | null;
  resolveReason: Generated<string>;
  resolverId: number | null;
  resolvedAt: number | null;
}

/**
 * One reported object while it waits for a decision, with every report filed on it meanwhile. An object
 * has at most one open case (a unique index); reported again after the decision, it opens a new one.
 */
export interface ReportCaseTable {
  id: Generated<number>;
  objType: string;
  objId: number;
  authorId: number;
  title: string;
  state: ReportCaseState;
  reportCount: number;
  noteCount: Generated<number>;
  firstReportedAt: number;
  lastReportedAt: number;
  outcome: ReportOutcome | null;
  resolveReason: Generated<string>;
  resolverId: number | null;
  resolvedAt: number | null;
}

/** How many reports of a case give one reason; state and type copied from the case for the reason filter. */
export interface ReportCaseReasonTable {
  caseId: number;
  reportType: string;
  state: ReportCaseState;
  objType: string;
  reportCount: number;
}

/**
 * The queue's totals: cases and reports per (state, type, reason), moved in the transactions that file
 * and decide reports. `reportType` '' is the row of every reason of the type.
 */
export interface ReportCountTable {
  state: ReportCaseState;
  objType: string;
  reportType: string;
  caseCount: number;
  reportCount: number;
}

/** An operator's note on a case, for the other operators. */
export interface ReportNoteTable {
  id: Generated<number>;
  caseId: number;
  operatorId: number;
  content: string;
  createdAt: number;
}

/** Reference dictionaries read by getDicts (report reasons, system configuration). */
export interface DictionaryTable {
  id: Generated<number>;
  dictType: string;
  dictLabel: string;
  dictValue: string;
  sortOrder: number;
}

/**
 * One row per (object, viewer, hour) in which the viewer saw the object: the primary key lets a view count
 * once per viewer per hour. `viewer` is `u:<user id>`, or `ip:<address>` for a guest; `hour` counts hours
 * since the epoch. Rows older than the previous hour are swept.
 */
export interface ViewStampTable {
  busyType: string;
  busyCode: number;
  viewer: string;
  hour: number;
}

export interface SocialTables {
  follows: FollowTable;
  reactions: ReactionTable;
  objectCounters: ObjectCounterTable;
  dislikes: DislikeTable;
  reports: ReportTable;
  reportCases: ReportCaseTable;
  reportCaseReasons: ReportCaseReasonTable;
  reportCounts: ReportCountTable;
  reportNotes: ReportNoteTable;
  dictionaries: DictionaryTable;
  viewStamps: ViewStampTable;
}
