/** Friends: requests, the friend book, remarks and labels (spec 001). */
import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idListSchema, idSchema } from './ids.js';
import { pagingQuery } from './paging.js';
import { lineText, multilineText, nameText } from './text.js';

/** Add-friend text limits (spec 001 §5, §9): verification message 128, remark name 16. */
export const APPLY_MSG_MAX = 128;
export const REMARK_MAX = 16;
/** Remark dialog: up to 5 images (spec 001 §5). */
export const NOTE_IMAGES_MAX = 5;
/** The spec leaves these two open; a phone number and a short note. */
export const NOTE_PHONE_MAX = 20;
export const NOTE_TXT_MAX = 200;
/** Label name 15 characters, at most 50 labels (spec 001 §5, §9). */
export const LABEL_NAME_MAX = 15;
export const LABELS_MAX = 50;
/** List page size of friends and applications (spec 001 §9). */
export const FRIENDS_PAGE_SIZE = 10;
/**
 * Spec 001 names the timeOut state but gives no timeout: a request left unanswered this long reads as
 * timeOut and can no longer be agreed.
 */
export const REQUEST_TIMEOUT_DAYS = 7;
/** How many of a request's verification messages its applyMsgList keeps (the newest last). */
export const APPLY_MSG_LIST_MAX = 10;

export const APPLY_STATES = ['audit', 'pass', 'reject', 'timeOut'] as const;
export type ApplyState = (typeof APPLY_STATES)[number];

const id = idSchema;
const idList = idListSchema;

/** A friend as the friend list and book show them; displayName is alias, then nickName, then userName. */
export const friendSchema = z.object({
  /** The friendship's own id. */
  id: z.number().int(),
  /** The friend's user id. */
  friendId: z.number().int(),
  alias: z.string(),
  nickName: z.string(),
  /** The friend's public ID. */
  userName: z.string(),
  displayName: z.string(),
  userAvatar: z.string(),
  meFriend: z.boolean(),
  himFriend: z.boolean(),
});
export type Friend = z.infer<typeof friendSchema>;

export const friendDetailSchema = z.object({
  friendId: z.number().int(),
  userAvatar: z.string(),
  nickName: z.string(),
  userName: z.string(),
  alias: z.string(),
  /** Names of the viewer's labels holding this friend, comma-separated. */
  tag: z.string(),
  tagIds: z.array(z.number().int()),
  notePhone: z.string(),
  noteTxt: z.string(),
  /** Comma-separated image URLs, at most five. */
  noteImage: z.string(),
  meFriend: z.boolean(),
});
export type FriendDetail = z.infer<typeof friendDetailSchema>;

/**
 * A friend request seen by either party. `active` is Y on requests the viewer sent and N on requests the
 * viewer received (only those can be agreed or rejected); friendId is always the other party.
 */
export const friendRequestSchema = z.object({
  id: z.number().int(),
  friendId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  userAvatar: z.string(),
  createTime: chinaTimeSchema,
  applyMsg: z.string(),
  applyMsgList: z.array(z.string()),
  applyState: z.enum(APPLY_STATES),
  /** 1 once the receiver has marked their requests read. */
  readState: z.number().int(),
  active: z.enum(['Y', 'N']),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const labelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tagFriendCount: z.number().int(),
  friendIds: z.array(z.number().int()),
});
export type Label = z.infer<typeof labelSchema>;

export const friendCountsSchema = z.object({
  /** Received requests still waiting for an answer and not yet marked read: the new-friend badge. */
  approvalFriendCount: z.number().int(),
  /** Friends only; the client's counter shows this plus one (spec 001 §3). */
  friendCount: z.number().int(),
  /** Always 0 until the groups feature exists. */
  groupCount: z.number().int(),
  tagCount: z.number().int(),
});
export type FriendCounts = z.infer<typeof friendCountsSchema>;

export const apply = defineEndpoint({
  method: 'POST',
  path: '/app/friends',
  auth: 'user',
  tag: 'friends',
  summary: 'Send a friend request; a repeated one while pending updates it (client toast: send succeeded)',
  body: z.object({
    friendId: id,
    applyMsg: multilineText(APPLY_MSG_MAX).default(''),
    /** Left out on a repeated request, the alias given before stays. */
    alias: nameText(REMARK_MAX).optional(),
    source: z.literal('platform').default('platform'),
  }),
  kind: 'object',
  response: friendRequestSchema,
});

export const requestList = defineEndpoint({
  method: 'GET',
  path: '/app/friends/apply/list',
  auth: 'user',
  tag: 'friends',
  summary: 'Friend requests the viewer sent (active Y) and received (active N), newest first',
  query: pagingQuery(FRIENDS_PAGE_SIZE, 100).extend({ applyState: z.enum(APPLY_STATES).optional() }),
  kind: 'list',
  response: friendRequestSchema,
});

export const markRequestsRead = defineEndpoint({
  method: 'POST',
  path: '/app/friends/apply/read',
  auth: 'user',
  tag: 'friends',
  summary: "Marks the viewer's received requests read (clears the new-friend badge)",
  kind: 'object',
  response: z.null(),
});

export const pass = defineEndpoint({
  method: 'POST',
  path: '/app/friends/pass',
  auth: 'user',
  tag: 'friends',
  summary: 'Agree to a received friend request: both become friends (Operation succeeded)',
  body: z.object({ id }),
  kind: 'object',
  response: friendRequestSchema,
});

export const reject = defineEndpoint({
  method: 'POST',
  path: '/app/friends/reject',
  auth: 'user',
  tag: 'friends',
  summary: 'Reject a received friend request',
  body: z.object({ id }),
  kind: 'object',
  response: friendRequestSchema,
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/app/friends',
  auth: 'user',
  tag: 'friends',
  summary: "Edit one's own remark, labels and notes of a friend; fields left out stay as they are",
  body: z.object({
    friendId: id,
    remark: nameText(REMARK_MAX).optional(),
    /** Ids of the viewer's labels that should hold this friend (array or comma string); replaces the set. */
    tag: idList(LABELS_MAX).optional(),
    notePhone: z
      .string()
      .trim()
      .max(NOTE_PHONE_MAX)
      .regex(/^[0-9+\- ]*$/)
      .optional(),
    noteTxt: multilineText(NOTE_TXT_MAX).optional(),
    /** Comma-separated image URLs, at most five. */
    noteImage: z.string().trim().max(2600).optional(),
  }),
  kind: 'object',
  response: friendDetailSchema,
});

export const detail = defineEndpoint({
  method: 'GET',
  path: '/app/friends/get/:id',
  auth: 'user',
  tag: 'friends',
  summary: "One of the viewer's friends by the friend's user id",
  params: z.object({ id }),
  kind: 'object',
  response: friendDetailSchema,
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/app/friends/delete/:id',
  auth: 'user',
  tag: 'friends',
  summary: "Ends a friendship for both sides, by the friend's user id",
  params: z.object({ id }),
  kind: 'object',
  response: z.null(),
});

export const list = defineEndpoint({
  method: 'GET',
  path: '/app/friends/list',
  auth: 'user',
  tag: 'friends',
  summary: "The viewer's friends by name; notInGroupId is checked but filters nothing until groups exist",
  query: pagingQuery(FRIENDS_PAGE_SIZE, 100).extend({
    /** Matches the remark, nickname or public ID. */
    alias: lineText(20).optional(),
    /** Friends are always pass; the other states are requests (see requestList). */
    applyState: z.literal('pass').optional(),
    notInGroupId: id.optional(),
  }),
  kind: 'list',
  response: friendSchema,
});

export const book = defineEndpoint({
  method: 'GET',
  path: '/app/friends/book',
  auth: 'user',
  tag: 'friends',
  summary: "The viewer's whole friend book, by display name",
  kind: 'list',
  response: friendSchema,
});

export const counts = defineEndpoint({
  method: 'GET',
  path: '/app/friends/count',
  auth: 'user',
  tag: 'friends',
  summary: 'approvalFriendCount, friendCount, groupCount and tagCount of the viewer',
  kind: 'object',
  response: friendCountsSchema,
});

export const labelList = defineEndpoint({
  method: 'GET',
  path: '/app/user/tag/list',
  auth: 'user',
  tag: 'friends',
  summary: "The viewer's labels with their friends, oldest first",
  kind: 'list',
  response: labelSchema,
});

export const saveLabel = defineEndpoint({
  method: 'POST',
  path: '/app/friends/label',
  auth: 'user',
  tag: 'friends',
  summary: 'Create a label, or with tagId edit one: name and the friends it holds (setFriendLabel)',
  body: z.object({
    /** Checked after trimming: empty answers 标签名称不能为空. */
    name: nameText(LABEL_NAME_MAX).default(''),
    friendIds: idList(5000).default([]),
    tagId: id.optional(),
  }),
  kind: 'object',
  response: labelSchema,
});

export const deleteLabel = defineEndpoint({
  method: 'DELETE',
  path: '/app/friends/label/:id',
  auth: 'user',
  tag: 'friends',
  summary: "Delete one of the viewer's labels (the friendships stay)",
  params: z.object({ id }),
  kind: 'object',
  response: z.null(),
});

export const labelFriends = defineEndpoint({
  method: 'GET',
  path: '/app/friends/label/:id/friends',
  auth: 'user',
  tag: 'friends',
  summary: "The friends one of the viewer's labels holds (labelFriendList)",
  params: z.object({ id }),
  kind: 'list',
  response: friendSchema,
});
