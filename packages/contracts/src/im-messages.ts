/**
 * Instant messaging's socket and message entity (spec 001 §3, §4, §5): the gateway's limits, the message and
 * session kinds, what a client sends and what the server's frames carry. The calls are in im.ts.
 */
import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { idOrZeroSchema, idSchema } from './ids.js';
import { NOTICE_TABS, OUTER_TYPES } from './notices.js';
import { lineText, multilineText } from './text.js';

/** The socket's path; the session token travels as the `token` query parameter. */
export const WS_PATH = '/ws';
/** The client's heartbeat text and the server's answer (spec 001 §4). */
export const HEARTBEAT_TEXT = 'http_ping';
export const PONG_TEXT = 'pong';
/** Spec 001 §9: heartbeat every 15 s; no server message within a further 15 s closes the connection. */
export const HEARTBEAT_MS = 15_000;
export const SERVER_REPLY_TIMEOUT_MS = 15_000;
/** Spec 001 §9: reconnect after 2 s; a send made while connecting is retried every 4 s. */
export const RECONNECT_DELAY_MS = 2_000;
export const SEND_RETRY_MS = 4_000;
/** Spec 001 §5 and §9: composer text limit. */
export const MESSAGE_TEXT_MAX = 2000;
/** The atIds entry meaning '@所有人'. */
export const MENTION_ALL = 0;
/** Spec 001 §9: message page size. */
export const MESSAGE_PAGE_SIZE = 15;
/** Most messages one catch-up page returns; the client asks again from the last seq it got. */
export const CATCH_UP_MAX = 500;
/** The close code of a socket the server closed for silence. */
export const IDLE_CLOSE_CODE = 4000;

export const SESSION_TYPES = [
  'single',
  'group',
  'groupTask',
  'groupTaskCustom',
  'groupForm',
  'groupFormCustom',
] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const MESSAGE_TYPES = [
  'unknown',
  'text',
  'photo',
  'video',
  'voice',
  'share',
  'voiceCall',
  'videoCall',
  'notice',
  'tip',
  'file',
  'command',
  'msg',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Types a user may send through the socket today; calls, commands and notices come from the server side. */
export const SENDABLE_MESSAGE_TYPES = ['text', 'photo', 'video', 'voice', 'file', 'share'] as const;

export const SHARE_TYPES = [
  'task',
  'good',
  'article',
  'video',
  'answer',
  'goodWindow',
  'person',
  'invite',
  'merchantGoods',
  'merchantOrder',
  'splitTask',
  'merchantTask',
  'flowTask',
  'taskGuide',
  'commonTask',
  'playlet',
  'Video',
  /** A game of the game centre: id is the game's, coverImage its icon; it opens /game/details?id. */
  'game',
  /** A book of the bookstore: id is the book's, coverImage its cover; it opens /novel/novelDetails?id. */
  'novel',
] as const;

/** A stored file the platform serves: a path under /resource/ (what the upload answered as `url`). */
const resourcePath = z
  .string()
  .trim()
  .max(1024)
  .regex(/^\/resource\/(?!.*\.\.)[^\s?#]+$/, 'must be a /resource/ path of an uploaded file');

const shortText = (max: number) => z.string().trim().max(max);

/** The spec's Share entity: what a share card shows. */
export const shareSchema = z.object({
  type: z.enum(SHARE_TYPES),
  id: z.union([z.string().trim().min(1).max(64), z.number().int()]),
  title: shortText(200).optional(),
  name: shortText(100).optional(),
  avatar: shortText(1024).optional(),
  amount: z.number().optional(),
  originAmount: z.number().optional(),
  /** The task number of a task share. */
  content: shortText(500).optional(),
  coverImage: shortText(1024).optional(),
  shareParam: shortText(2000).optional(),
  shareUserId: z.number().int().optional(),
  shareUserName: shortText(100).optional(),
  shareUserAvatar: shortText(1024).optional(),
  userId: z.number().int().optional(),
  episodeRelevance: shortText(64).optional(),
});
export type Share = z.infer<typeof shareSchema>;

/** A share card as a sender sends it: the texts its receiver reads are checked as one-line text. */
const sentShareSchema = shareSchema.extend({
  title: lineText(200).optional(),
  name: lineText(100).optional(),
  content: lineText(500).optional(),
  shareUserName: lineText(100).optional(),
});

/** The file a file message carries; the bytes were uploaded first. */
export const sentFileSchema = z.object({
  fileName: lineText(255, { min: 1 }),
  fileSize: z.number().int().min(0),
});

/**
 * Client → server: one send (spec 001 §7 "real-time send helper fields"). Text messages carry the text in
 * `content`; photo, video, voice and file messages carry the uploaded file's /resource/ path in `content`;
 * file messages also name the file; share messages carry the card in `share`.
 */
export const sendFrameSchema = z.object({
  localId: lineText(64, { min: 1 }),
  receiverId: idSchema,
  sessionType: z.enum(SESSION_TYPES),
  messageType: z.enum(SENDABLE_MESSAGE_TYPES),
  content: multilineText(MESSAGE_TEXT_MAX, { trim: false }).optional(),
  /** Seconds of a voice or video message. */
  duration: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .optional(),
  /** Mentioned members of a group chat; MENTION_ALL stands for everyone (leader and admins only). */
  atIds: z.array(idOrZeroSchema).max(100).optional(),
  share: sentShareSchema.optional(),
  file: sentFileSchema.optional(),
  commandType: lineText(32, { trim: false }).optional(),
  /** 1 marks a task chat. */
  msgSource: z.number().int().min(0).max(99).optional(),
});
export type SendFrame = z.infer<typeof sendFrameSchema>;

/** What a media message's `content` must be. */
export const mediaContentSchema = resourcePath;

const person = z.object({ id: z.number().int(), name: z.string(), avatar: z.string() });

/** The spec's Message entity, as stored and delivered. `seq` orders a conversation without gaps. */
export const messageSchema = z.object({
  id: z.number().int(),
  localId: z.string(),
  /** The conversation's key, the same for both sides of a single chat. */
  chatId: z.string(),
  seq: z.number().int(),
  sessionType: z.enum(SESSION_TYPES),
  messageType: z.enum(MESSAGE_TYPES),
  commandType: z.string().nullable(),
  createTime: chinaTimeSchema,
  body: z.object({ content: z.string(), err: z.string().nullable(), duration: z.number().int().nullable() }),
  sender: person.extend({ role: z.string().nullable(), forbid: z.boolean() }),
  receiver: person,
  file: z
    .object({
      fileName: z.string(),
      fileSize: z.number().int(),
      status: z.enum(['loading', 'download', 'expired']),
    })
    .nullable(),
  share: shareSchema.nullable(),
  mediaCall: z.object({ type: z.string() }).nullable(),
  isRecall: z.boolean(),
  atIds: z.array(z.number().int()),
  msgSource: z.number().int().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** Server → client: a message of one of the viewer's conversations (someone else's, or own from another device). */
export const messageFrameSchema = z.object({ type: z.literal('message'), data: messageSchema });
/** Server → client, to the sending socket only: the send was stored (or had been: a retry). */
export const echoFrameSchema = z.object({
  type: z.literal('echo'),
  localId: z.string(),
  data: messageSchema,
});
/** Server → client: a frame was refused; nothing was stored. `localId` is set when the frame had one. */
export const errorFrameSchema = z.object({
  type: z.literal('error'),
  localId: z.string().nullable(),
  code: z.number().int(),
  msg: z.string(),
});
/** Server → client, to every open device of both sides: a message was recalled; `data` is it, content withheld. */
export const recallFrameSchema = z.object({ type: z.literal('recall'), data: messageSchema });
/**
 * Server → client, to every open device of the notified user: a notice was raised. It names the panel entry
 * and tab that gained it, so the client refreshes the unread badge at once instead of at the next 5 s poll.
 */
export const noticeFrameSchema = z.object({
  type: z.literal('notice'),
  data: z.object({ kind: z.enum(OUTER_TYPES), tab: z.enum(NOTICE_TABS) }),
});
export type NoticeFrame = z.infer<typeof noticeFrameSchema>;
/**
 * Server → client: messages may have been stored for this user that never reached this socket (the bus
 * between server processes was down). The client catches up as after a reconnect: everything after the
 * last seq it holds, per conversation.
 */
export const resyncFrameSchema = z.object({ type: z.literal('resync') });
export const serverFrameSchema = z.discriminatedUnion('type', [
  messageFrameSchema,
  echoFrameSchema,
  errorFrameSchema,
  recallFrameSchema,
  noticeFrameSchema,
  resyncFrameSchema,
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
