import type { im } from '@fox/contracts';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { groupChatKey, isGroupSession, singleChatKey } from './conversation-key.js';
import type { GroupDirectory, GroupMembership } from './group-directory.js';
import { ImError } from './im-errors.js';
import type { StoredMessage } from './present.js';
import type { ImTables } from './tables.js';

type Db = Kysely<ImTables>;

export interface ConversationTarget {
  sessionType: im.SessionType;
  receiverId: number;
}

/** What the viewer may read of a conversation: its key and the seq after which its history starts. */
export interface ConversationAccess {
  conversationKey: string;
  /** Messages with seq above this are the viewer's to read: 0 in single chats, the join point in groups. */
  floorSeq: number;
  /** The viewer's membership of a group chat; null in a single chat. */
  membership: GroupMembership | null;
}

/**
 * Opens one of the viewer's conversations. A single chat's key is made from the viewer's own id, so it can
 * only be theirs; a group chat needs a membership, and a stranger learns nothing, not even that it exists.
 */
export async function accessConversation(
  db: Db,
  groups: GroupDirectory,
  viewerId: number,
  target: ConversationTarget,
): Promise<ConversationAccess> {
  if (!isGroupSession(target.sessionType)) {
    return { conversationKey: singleChatKey(viewerId, target.receiverId), floorSeq: 0, membership: null };
  }
  const membership = await groups.membershipOf(db, target.receiverId, viewerId);
  if (!membership) throw new ImError(404, 'groupNotFound');
  return { conversationKey: groupChatKey(target.receiverId), floorSeq: membership.joinedSeq, membership };
}

/** Leaves out the messages the viewer deleted from their own view. */
export const notHiddenFor = (eb: ExpressionBuilder<ImTables, 'imMessages'>, viewerId: number) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('imHiddenMessages')
        .select('imHiddenMessages.messageId')
        .where('imHiddenMessages.userId', '=', viewerId)
        .whereRef('imHiddenMessages.messageId', '=', 'imMessages.id'),
    ),
  );

/**
 * Leaves out the messages meant for one other member only (visibleTo: a newcomer's pre-join messages, a
 * message its group's anti-harassment rule hid from all but its sender).
 */
export const visibleFor = (eb: ExpressionBuilder<ImTables, 'imMessages'>, viewerId: number) =>
  eb.or([eb('imMessages.visibleTo', 'is', null), eb('imMessages.visibleTo', '=', viewerId)]);

export interface Readable {
  row: StoredMessage;
  /** The viewer's role in the message's group; null in a single chat. */
  viewerRole: string | null;
}

/**
 * A message of one of the viewer's conversations, within what they may read (a group's from their join
 * on) and have not deleted. Everyone else is told it does not exist, not even that it exists.
 */
export async function readableMessage(
  db: Db,
  groups: GroupDirectory,
  viewerId: number,
  id: number,
): Promise<Readable> {
  const row = await db
    .selectFrom('imMessages')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => notHiddenFor(eb, viewerId))
    .where((eb) => visibleFor(eb, viewerId))
    .executeTakeFirst();
  const missing = new ImError(404, 'messageNotFound');
  if (!row) throw missing;
  if (!isGroupSession(row.sessionType)) {
    if (row.senderId !== viewerId && row.receiverId !== viewerId) throw missing;
    return { row, viewerRole: null };
  }
  const access = await accessConversation(db, groups, viewerId, {
    sessionType: 'group',
    receiverId: row.receiverId,
  }).catch(() => null);
  if (!access?.membership || row.seq <= access.floorSeq) throw missing;
  return { row, viewerRole: access.membership.permissionType };
}
