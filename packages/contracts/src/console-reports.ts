import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { consolePaging, consoleReason } from './console.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema } from './ids.js';
import { CHAT_REPORT_BUSY_CODES, REPORT_OBJECT_TYPES } from './social.js';
import { lineText, multilineText } from './text.js';

/**
 * The report queue of the back office. One row is one reported object while it waits for a decision (a
 * "case"): every report on it lands in the same row, with how many people reported it and for which
 * reasons, and one decision closes them all. An object reported again after a decision opens a new case.
 */

/** Who works the queue: operations staff (and the super operator, whom every console endpoint serves). */
const REPORT_ROLES = ['operationsAdministrator'] as const;

/** What may be reported: content of the portal, drama episodes, and single or group chat messages. */
export const REPORT_TARGET_TYPES = [
  ...REPORT_OBJECT_TYPES,
  'Poetry',
  'Prose',
  'Playlet',
  'PlayletVideo',
  ...CHAT_REPORT_BUSY_CODES,
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** open: waiting for a decision; resolved: decided, every report of it closed with the same outcome. */
export const REPORT_CASE_STATES = ['open', 'resolved'] as const;
export type ReportCaseState = (typeof REPORT_CASE_STATES)[number];

/**
 * takenDown: the object is taken down (content CompelOff, a chat message removed for everyone); warned:
 * the author is warned with the reason; dismissed: nothing wrong was found.
 */
export const REPORT_OUTCOMES = ['takenDown', 'warned', 'dismissed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export const NOTE_MAX = 500;
/** Messages shown before and after a reported chat message. */
export const CHAT_CONTEXT_AROUND = 5;

const personCard = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
});

export const reportReasonCount = z.object({
  /** A report_type dictionary value (Porn, Spam, Other...). */
  reportType: z.string(),
  /** Its label in the dictionary. */
  label: z.string(),
  count: z.number().int(),
});

export const reportCaseSchema = z.object({
  id: z.number().int(),
  objType: z.string(),
  objId: z.number().int(),
  /** What the object is called (its title, or a copy of the message's text), read when first reported. */
  title: z.string(),
  /** The author of the reported object (the sender of a message); null when the account is gone. */
  author: personCard.nullable(),
  state: z.enum(REPORT_CASE_STATES),
  reportCount: z.number().int(),
  reasons: z.array(reportReasonCount),
  noteCount: z.number().int(),
  firstReportTime: chinaTimeSchema,
  lastReportTime: chinaTimeSchema,
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  resolveReason: z.string(),
  resolver: personCard.nullable(),
  resolveTime: chinaTimeSchema.nullable(),
});
export type ReportCase = z.infer<typeof reportCaseSchema>;

export const reportQueue = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/reports',
  auth: 'console',
  roles: REPORT_ROLES,
  tag: 'console',
  summary:
    'The report queue: one row per reported object, newest first, by state, target type and reason; total from the queue counters',
  query: consolePaging.extend({
    state: z.enum(REPORT_CASE_STATES).default('open'),
    objType: z.enum(REPORT_TARGET_TYPES).optional(),
    reportType: lineText(32, { min: 1 }).optional(),
  }),
  kind: 'list',
  response: reportCaseSchema,
});

export const reportCountSchema = z.object({
  state: z.enum(REPORT_CASE_STATES),
  objType: z.string(),
  /** '' for the row of all reasons of the type. */
  reportType: z.string(),
  /** Reported objects (cases); with a reason, those reported at least once for it. */
  cases: z.number().int(),
  /** Reports in them; with a reason, those giving it. */
  reports: z.number().int(),
});
export type ReportCount = z.infer<typeof reportCountSchema>;

export const reportCounts = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/reports/counts',
  auth: 'console',
  roles: REPORT_ROLES,
  tag: 'console',
  summary:
    'The queue counters per state, target type and reason (kept with the reports, for tabs, filters and the dashboard)',
  kind: 'list',
  response: reportCountSchema,
});

const caseParams = z.object({ id: idSchema });

export const chatLineSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  sender: personCard.extend({ groupNickName: z.string() }),
  messageType: z.string(),
  /** What was said, or the picture, video, voice or file address; kept for the moderator after a recall. */
  content: z.string(),
  fileName: z.string().nullable(),
  /** The title of a shared video, article, drama or person card. */
  shareTitle: z.string().nullable(),
  createTime: chinaTimeSchema,
  recalled: z.boolean(),
  /** Removed for everyone by a moderator. */
  removed: z.boolean(),
  /** The message the case is about. */
  reported: z.boolean(),
});
export type ChatLine = z.infer<typeof chatLineSchema>;

export const chatContextSchema = z.object({
  sessionType: z.enum(['single', 'group']),
  /** The group, or the receiver of a single chat. */
  conversation: z.object({ id: z.number().int(), name: z.string(), avatar: z.string() }),
  /** A few messages before and after the reported one, oldest first. */
  messages: z.array(chatLineSchema),
});

export const reportPreviewSchema = z.object({
  /** False when the object no longer exists (deleted by its author); the rest is then empty. */
  found: z.boolean(),
  title: z.string(),
  /** The shelf state of content (OnShelf, CompelOff...); '' for chat messages. */
  state: z.string(),
  author: personCard.nullable(),
  /** Plain text: a comment, a poem, a drama's synopsis, an article's summary. */
  text: z.string(),
  /** Rich text, sanitised for the console to render: an article, a question, an answer. */
  html: z.string(),
  coverUrl: z.string(),
  /** The video to play; '' for a paid episode, shown only by its cover and title. */
  videoUrl: z.string(),
  imageUrls: z.array(z.string()),
  paidEpisode: z.boolean(),
  /** What a comment, an answer or an episode belongs to. */
  under: z.object({ busyType: z.string(), busyCode: z.number().int(), title: z.string() }).nullable(),
  chat: chatContextSchema.nullable(),
});
export type ReportPreview = z.infer<typeof reportPreviewSchema>;

export const reportCase = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/reports/:id',
  auth: 'console',
  roles: REPORT_ROLES,
  tag: 'console',
  summary: 'One case of the queue with the reported object shown in place (a chat message with its context)',
  params: caseParams,
  kind: 'object',
  response: reportCaseSchema.extend({ preview: reportPreviewSchema }),
});

export const filedReportSchema = z.object({
  id: z.number().int(),
  reporter: personCard.nullable(),
  reportType: z.string(),
  label: z.string(),
  reportInformation: z.string(),
  imageUrls: z.array(z.string()),
  createTime: chinaTimeSchema,
  state: z.enum(['pending', 'handled']),
});

export const caseReports = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/reports/:id/reports',
  auth: 'console',
  roles: REPORT_ROLES,
  tag: 'console',
  summary: 'The reports of one case, newest first: who reported, why, their words and pictures',
  params: caseParams,
  query: consolePaging,
  kind: 'list',
  response: filedReportSchema,
});

export const reportNoteSchema = z.object({
  id: z.number().int(),
  operator: personCard.nullable(),
  content: z.string(),
  createTime: chinaTimeSchema,
});

export const caseNotes = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/reports/:id/notes',
  auth: 'console',
  roles: REPORT_ROLES,
  tag: 'console',
  summary: "Operators' notes on a case, newest first",
  params: caseParams,
  query: consolePaging,
  kind: 'list',
  response: reportNoteSchema,
});

export const addCaseNote = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/reports/:id/notes',
  auth: 'console',
  roles: REPORT_ROLES,
  tag: 'console',
  summary: 'Adds a note to a case for the other operators',
  params: caseParams,
  body: z.object({ content: multilineText(NOTE_MAX, { min: 1 }) }),
  kind: 'object',
  response: reportNoteSchema,
});

export const resolveCase = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/reports/:id/resolve',
  auth: 'console',
  roles: REPORT_ROLES,
  tag: 'console',
  summary:
    'Decides a case: takes the object down, warns its author or dismisses; every open report of the object is closed, reporters and author told. A decided case is refused',
  params: caseParams,
  body: z.object({
    outcome: z.enum(REPORT_OUTCOMES),
    /** Required to take down or warn: the author reads it. */
    reason: consoleReason.optional(),
  }),
  kind: 'object',
  response: reportCaseSchema,
});

/** A page of a case's reports or notes, as the handlers receive it. */
export type CasePaging = z.output<typeof consolePaging>;
export type ReportNote = z.infer<typeof reportNoteSchema>;
