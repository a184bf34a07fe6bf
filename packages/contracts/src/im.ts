/** Instant messaging: conversations and the calls on them and their messages (spec 001 §7). */
import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema, wholeNumber } from './ids.js';
import {
  CATCH_UP_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TYPES,
  messageSchema,
  SESSION_TYPES,
  type Message,
  type MessageType,
} from './im-messages.js';
import { pagingQuery } from './paging.js';
import { planSchema } from './wishes.js';

export * from './im-messages.js';
export * from './im-seq.js';

/** The spec's Conversation item. `lastSeq` is where a catch-up starts from. */
export const conversationSchema = z.object({
  id: z.number().int(),
  chatId: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  receiver: z.object({ id: z.number().int(), name: z.string() }),
  userName: z.string(),
  userAvatar: z.string(),
  unreadCount: z.number().int(),
  /** When the viewer pinned it; null when not pinned. */
  asTopTime: chinaTimeSchema.nullable(),
  updateTime: chinaTimeSchema,
  messageType: z.enum(MESSAGE_TYPES).nullable(),
  body: z.object({ content: z.string(), duration: z.number().int().nullable() }),
  atIds: z.array(z.number().int()),
  shareId: z.string().nullable(),
  shareType: z.string().nullable(),
  msgSource: z.number().int().nullable(),
  lastSeq: z.number().int(),
  /** Group conversations: the group's kind and head count; null for single chats. */
  groupType: z.string().nullable(),
  groupUserCount: z.number().int().nullable(),
  /** Group conversations: up to 9 member avatars for the grid avatar when the group has no logo. */
  avatars: z.array(z.string()),
  /** True when an unread message of this conversation mentions the viewer or everyone. */
  atMe: z.boolean(),
  /** The newest message's sender, and whether it was recalled (the preview then says who recalled it). */
  lastSenderId: z.number().int().nullable(),
  lastRecalled: z.boolean(),
  /** Task chats (spec 001 §3): the viewer's task role, taskPublish or taskRece; null elsewhere. */
  specialRole: z.enum(['taskPublish', 'taskRece']).nullable(),
  /** Task chats: the wish's plan for the order progress bar; null elsewhere or when the wish is unknown. */
  planVo: planSchema.nullable(),
  /**
   * Task chats: JSON text, as the real platform sends it, of {taskNumber, taskNumberList,
   * taskPublishUserId, taskReceUserIds}; null elsewhere.
   */
  groupExt: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

const sessionTarget = z.object({
  sessionType: z.enum(SESSION_TYPES),
  receiverId: idSchema,
});

export const outerList = defineEndpoint({
  method: 'GET',
  path: '/im/chat/message/outer/list',
  auth: 'user',
  tag: 'im',
  summary: "The viewer's conversations: pinned first (latest pin first), then by latest activity",
  query: pagingQuery(100, 200),
  kind: 'list',
  response: conversationSchema,
});

export const innerList = defineEndpoint({
  method: 'GET',
  path: '/im/chat/message/inner/list',
  auth: 'user',
  tag: 'im',
  summary:
    'Messages of one conversation of the viewer, newest first: page 1 is the latest 15, later pages go back in time',
  query: sessionTarget.extend(pagingQuery(MESSAGE_PAGE_SIZE, 100).shape),
  kind: 'list',
  response: messageSchema,
});

export const afterList = defineEndpoint({
  method: 'GET',
  path: '/im/chat/message/after/list',
  auth: 'user',
  tag: 'im',
  summary:
    'Catch-up after a reconnect: messages with seq above afterSeq, oldest first, at most pageSize; total counts all of them',
  query: sessionTarget.extend({
    afterSeq: wholeNumber({ min: 0 }),
    pageSize: wholeNumber({ min: 1, max: CATCH_UP_MAX }).default(100),
  }),
  kind: 'list',
  response: messageSchema,
});

export const markRead = defineEndpoint({
  method: 'POST',
  path: '/im/chat/message/read/:sessionType/:receiverId',
  auth: 'user',
  tag: 'im',
  summary: 'Marks a conversation read: its unread count becomes 0',
  params: sessionTarget,
  kind: 'object',
  response: z.null(),
});

export const asTop = defineEndpoint({
  method: 'POST',
  path: '/im/chat/message/asTop/:sessionType/:receiverId',
  auth: 'user',
  tag: 'im',
  summary: 'Pins or unpins a conversation; answers true when now pinned',
  params: sessionTarget,
  kind: 'object',
  response: z.boolean(),
});

export const deleteConversation = defineEndpoint({
  method: 'DELETE',
  path: '/im/chat/message/delete/:id',
  auth: 'user',
  tag: 'im',
  summary:
    "Removes a conversation from the viewer's list (the other side keeps theirs); a new message brings it back",
  params: z.object({ id: idSchema }),
  kind: 'object',
  response: z.null(),
});

export const statPerson = defineEndpoint({
  method: 'GET',
  path: '/im/chat/stat/person',
  auth: 'user',
  tag: 'im',
  summary: "The viewer's unread messages: the message tab's badge",
  kind: 'object',
  response: z.object({
    /** Unread messages over all conversations. */
    unreadCount: z.number().int(),
    /** Conversations with at least one unread message. */
    unreadConversationCount: z.number().int(),
  }),
});

/**
 * Spec 001 §6, §9: one's own message may be recalled within 2 minutes of being sent; in a group the leader
 * recalls any message within 24 hours, an admin their own or ordinary members' (groups.MANAGER_RECALL_WINDOW_MS).
 */
export const RECALL_WINDOW_MS = 2 * 60_000;
/** Spec 001 §5: recall is allowed only on these types (and only without error). */
export const RECALLABLE_TYPES: readonly MessageType[] = ['text', 'file', 'share', 'photo', 'video', 'voice'];
/** Spec 001 §5: delete is offered for every type but voice. */
export const undeletable = (type: MessageType) => type === 'voice';
/** Spec 001 §5: forward is offered when the message has no error and is not voice. */
export const forwardable = (message: Pick<Message, 'messageType' | 'body' | 'isRecall'>) =>
  message.messageType !== 'voice' && !message.body.err && !message.isRecall;
/** Spec 001 §9: at most 9 friends or groups per forward. */
export const FORWARD_MAX = 9;

const messageIdParams = z.object({ id: idSchema });

export const recallMessage = defineEndpoint({
  method: 'POST',
  path: '/im/chat/message/recall/:id',
  auth: 'user',
  tag: 'im',
  summary:
    "Recalls one's own message within 2 minutes: its content is withheld from then on and both sides' open devices get a recall frame",
  params: messageIdParams,
  kind: 'object',
  response: messageSchema,
});

export const hideMessage = defineEndpoint({
  method: 'DELETE',
  path: '/im/chat/message/one/:id',
  auth: 'user',
  tag: 'im',
  summary: "Deletes one message from the viewer's own view (history and catch-up); the other side keeps it",
  params: messageIdParams,
  kind: 'object',
  response: z.null(),
});

export const forwardMessage = defineEndpoint({
  method: 'POST',
  path: '/im/chat/message/forward/:id',
  auth: 'user',
  tag: 'im',
  summary:
    'Forwards a message the viewer can read to up to 9 friends or groups, each as a new message from the viewer; targets where the viewer may not send are skipped, and when every target is skipped the forward fails',
  params: messageIdParams,
  // The limit of 9 is checked by the server so that the spec's message is the answer.
  body: z.object({ targets: z.array(sessionTarget).min(1).max(100) }),
  kind: 'object',
  response: z.object({
    sent: z.array(messageSchema),
    /** Targets the viewer may not send to now (muted, banned, dissolved). */
    skipped: z.array(sessionTarget),
  }),
});
