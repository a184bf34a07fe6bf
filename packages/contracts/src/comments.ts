import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idOrZeroSchema, idSchema, wholeNumber } from './ids.js';
import { lineText, multilineText } from './text.js';

export const COMMENT_MAX = 500;
export const COMMENT_PAGE_SIZE = 10;
/** Answers show their comments in one long page (spec 000 §9). */
export const ANSWER_COMMENT_PAGE_SIZE = 1000;

const id = idSchema;
const busyType = lineText(32, { min: 1 });

export const commentSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  commentUser: z.number().int(),
  commentUserName: z.string(),
  commentUserAvatar: z.string(),
  content: z.string(),
  commentTime: chinaTimeSchema,
  ipAddress: z.string(),
  praiseObj: z.boolean(),
  praiseCount: z.number().int(),
  replyCount: z.number().int(),
  /** Present when the comment has replies: the newest reply's id. */
  lastCommentId: z.number().int().optional(),
  /** Present on a reply to another reply: whom it answers. */
  replyUser: z.number().int().optional(),
  replyUserName: z.string().optional(),
  /** The commenter is the author of the commented object. */
  isAuthor: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * Top-level comments newest first, or with `pid` the replies of one comment oldest first. `lastId` (the
 * last id of the previous page) pages by index at the same cost however deep; `pageNum` pages by offset,
 * which costs more the deeper it goes.
 */
export const commentList = defineEndpoint({
  method: 'GET',
  path: '/app/api/common/comment/list',
  auth: 'optional',
  tag: 'comments',
  summary: 'Comments of an object, or replies of a comment (getCommentList)',
  query: z.object({
    busyCode: id,
    busyType,
    pageNum: wholeNumber({ min: 1 }).default(1),
    pageSize: wholeNumber({ min: 1, max: ANSWER_COMMENT_PAGE_SIZE }).default(COMMENT_PAGE_SIZE),
    pid: idOrZeroSchema.optional(),
    lastId: idSchema.optional(),
  }),
  kind: 'list',
  response: commentSchema,
});

export const commentPost = defineEndpoint({
  method: 'POST',
  path: '/app/api/common/comment',
  auth: 'user',
  tag: 'comments',
  summary: 'Comment on an object or reply to a comment (commentPost); answers the new comment id',
  body: z.object({
    busyCode: id,
    busyType,
    content: multilineText(COMMENT_MAX, { trim: false }),
    /** The object's author as the client knows it; the server uses its own record. */
    busyUser: idOrZeroSchema.optional(),
    siteId: idOrZeroSchema.optional(),
    replyUser: idOrZeroSchema.optional(),
    pid: idOrZeroSchema.optional(),
    replyId: idOrZeroSchema.optional(),
  }),
  kind: 'object',
  response: z.object({ id: z.number().int() }),
});
