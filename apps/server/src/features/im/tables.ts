import type { Generated } from 'kysely';

/**
 * One row per user and conversation: the viewer's own view of it (unread, pin). A single chat has two,
 * one per side, sharing `conversationKey`; a group chat one per member, `peerId` being the group's id.
 * Deleting a single conversation removes only the viewer's row.
 */
export interface ImConversationTable {
  id: Generated<number>;
  userId: number;
  sessionType: string;
  /** The other user of a single chat; the group of a group chat. */
  peerId: number;
  conversationKey: string;
  unreadCount: number;
  /** When the viewer pinned it; null when not pinned. */
  asTopTime: number | null;
  /** The newest message the viewer saw in the list, for the preview (single chats). */
  lastMessageId: number | null;
  updatedAt: number;
  /** Group chats: the last seq the viewer has read; unread is the conversation's last seq less this. */
  readSeq: Generated<number>;
  /** Group chats: the seq at which the viewer deleted the conversation; it shows again after newer ones. */
  clearedSeq: Generated<number>;
}

/** The last sequence number given in a conversation: incremented in the transaction that stores a message. */
export interface ImCounterTable {
  conversationKey: string;
  lastSeq: number;
}

/**
 * A message, stored before it is echoed or delivered. Unique (senderId, localId) makes a retried send a
 * no-op; unique (conversationKey, seq) keeps the order without gaps or twins.
 */
export interface ImMessageTable {
  id: Generated<number>;
  conversationKey: string;
  seq: number;
  sessionType: string;
  senderId: number;
  receiverId: number;
  localId: string;
  messageType: string;
  content: string;
  duration: number | null;
  /** JSON array of user ids. */
  atIds: string;
  /** JSON of the share card, or null. */
  share: string | null;
  fileName: string | null;
  fileSize: number | null;
  commandType: string | null;
  msgSource: number | null;
  createdAt: number;
  /**
   * 1 once the sender recalled it, 2 once the platform removed it (present.ts): either way the content is
   * withheld from every later read.
   */
  recalled: Generated<number>;
  /**
   * Null: every member reads it. A user id: only that member does (a newcomer's pre-join messages; a group
   * message its anti-harassment rule hid from everyone but its sender).
   */
  visibleTo: Generated<number | null>;
}

/** A message one user deleted from their own view; the other side still sees it. */
export interface ImHiddenMessageTable {
  userId: number;
  messageId: number;
}

/**
 * An account an operator muted from every chat, private and group: while `until` is ahead (or null, until
 * lifted) none of its sends is stored. Lifting the mute removes the row.
 */
export interface ImAccountMuteTable {
  userId: number;
  until: number | null;
  reason: string;
  operatorId: number;
  createdAt: number;
}

export interface ImTables {
  imAccountMutes: ImAccountMuteTable;
  imConversations: ImConversationTable;
  imCounters: ImCounterTable;
  imMessages: ImMessageTable;
  imHiddenMessages: ImHiddenMessageTable;
}
