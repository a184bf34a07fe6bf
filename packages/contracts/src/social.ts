import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idOrZeroSchema, idSchema } from './ids.js';
import { pagingQuery } from './paging.js';
import { lineText, multilineText } from './text.js';

const id = idSchema;
const busyType = lineText(32, { min: 1 });

export const follow = defineEndpoint({
  method: 'POST',
  path: '/app/user/focus',
  auth: 'user',
  tag: 'social',
  summary: 'Follow or unfollow a user (follow); answers true when now following',
  body: z.object({ focusUserId: id }),
  kind: 'object',
  response: z.boolean(),
});

export const userStat = defineEndpoint({
  method: 'GET',
  path: '/app/user/stat',
  auth: 'user',
  tag: 'social',
  summary: "The viewer's counts: following, fans, likes received, works",
  kind: 'object',
  response: z.object({
    followCount: z.number().int(),
    fansCount: z.number().int(),
    likedCount: z.number().int(),
    worksCount: z.number().int(),
  }),
});

/** The object a like or collect is aimed at; the client's authorUserId is only checked to be a number. */
const reactionBody = z.object({
  busyCode: id,
  busyType,
  authorUserId: idOrZeroSchema.optional(),
});

export const like = defineEndpoint({
  method: 'POST',
  path: '/app/api/common/like',
  auth: 'user',
  tag: 'social',
  summary: 'Like or unlike an object (contentMainLike); answers true when now liked',
  body: reactionBody,
  kind: 'object',
  response: z.boolean(),
});

export const collect = defineEndpoint({
  method: 'POST',
  path: '/app/api/common/collect',
  auth: 'user',
  tag: 'social',
  summary: 'Collect or uncollect an object; answers true when now collected',
  body: reactionBody,
  kind: 'object',
  response: z.boolean(),
});

/**
 * Whether the viewer likes and collects an object and follows its author: what an action a guest asked
 * for acts on once they have logged in (a like already on stays on).
 */
export const viewerFlags = defineEndpoint({
  method: 'GET',
  path: '/app/api/common/flags',
  auth: 'user',
  tag: 'social',
  summary: 'Whether the viewer likes and collects an object and follows a user',
  query: z.object({ busyCode: id, busyType, authorUserId: idOrZeroSchema.optional() }),
  kind: 'object',
  response: z.object({ praiseObj: z.boolean(), collectObj: z.boolean(), followObj: z.boolean() }),
});

export const collectedItem = z.object({
  busyType: z.string(),
  busyCode: z.number().int(),
  createdAt: chinaTimeSchema,
});

export const collectList = defineEndpoint({
  method: 'GET',
  path: '/app/user/collect/list',
  auth: 'user',
  tag: 'social',
  summary: "The viewer's collected objects, newest first",
  query: pagingQuery(10, 100).extend({ busyType: busyType.optional() }),
  kind: 'list',
  response: collectedItem,
});

export const questionCollectList = defineEndpoint({
  method: 'GET',
  path: '/app/question/collect/list',
  auth: 'user',
  tag: 'social',
  summary: "The viewer's collected questions and answers, newest first",
  query: pagingQuery(10, 100),
  kind: 'list',
  response: collectedItem,
});

export const DISLIKE_TYPES = ['DislikeCategory'] as const;

export const dislike = defineEndpoint({
  method: 'POST',
  path: '/app/api/common/dislike',
  auth: 'user',
  tag: 'social',
  summary: 'Mark an object as not of interest (dislikeInsertByDislike); kept once per user and object',
  body: z.object({ busyCode: id, busyType, dislikeType: z.enum(DISLIKE_TYPES) }),
  kind: 'object',
  response: z.boolean(),
});

export const REPORT_OBJECT_TYPES = [
  'BusyTask',
  'Video',
  'Article',
  'Question',
  'Answer',
  'Comment',
  'Game',
  'Novel',
] as const;
export const REPORT_INFORMATION_MAX = 200;
export const REPORT_IMAGES_MAX = 5;

export const addReport = defineEndpoint({
  method: 'POST',
  path: '/app/operate/addReportInfo',
  auth: 'user',
  tag: 'social',
  summary: "Report an object (addReportInfo); once per user and object, never one's own",
  body: z.object({
    objId: id,
    objType: z.enum(REPORT_OBJECT_TYPES),
    title: lineText(200).optional(),
    authorId: idOrZeroSchema.optional(),
    reportType: lineText(32, { min: 1 }),
    reportInformation: multilineText(REPORT_INFORMATION_MAX).optional(),
    /** Comma-separated image URLs, at most five. */
    imageUrl: z.string().trim().max(2600).optional(),
  }),
  kind: 'object',
  response: z.null(),
});

/** Spec 001 §7: the report kind of a chat message, per chat (getReportType's busyCode). */
export const CHAT_REPORT_BUSY_CODES = ['xyhMessage', 'xyhGroup'] as const;
export type ChatReportBusyCode = (typeof CHAT_REPORT_BUSY_CODES)[number];
/** Spec 001 §5, §9: a chat report's description takes up to 300 characters (content reports take 200). */
export const CHAT_REPORT_INFORMATION_MAX = 300;

export const addChatReport = defineEndpoint({
  method: 'POST',
  path: '/im/chat/message/report',
  auth: 'user',
  tag: 'social',
  summary:
    "Report a chat message (subReportApxi): a message of one of the reporter's chats, not their own and not a business card; once per user and message",
  body: z.object({
    busyCode: z.enum(CHAT_REPORT_BUSY_CODES),
    /** The message's id. */
    objId: id,
    /** The reason: a report_type entry's dictValue. */
    reportCategoryId: lineText(32, { min: 1 }),
    reportInformation: multilineText(CHAT_REPORT_INFORMATION_MAX).optional(),
    /** Comma-separated image URLs, at most five. */
    image: z.string().trim().max(2600).optional(),
  }),
  kind: 'object',
  response: z.null(),
});

export const dictData = defineEndpoint({
  method: 'GET',
  path: '/system/dict/data/type/:dictType',
  auth: 'public',
  tag: 'social',
  summary: 'Entries of a dictionary (getDicts): report_type, system_config',
  params: z.object({ dictType: lineText(64, { min: 1 }) }),
  kind: 'object',
  response: z.array(z.object({ dictLabel: z.string(), dictValue: z.string(), dictSort: z.number().int() })),
});
