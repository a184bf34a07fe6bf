import type { im } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { groupChatKey, membershipOf, type GroupRow, type MemberRow } from '../groups/membership.js';
import { isGroupSession, singleChatKey } from './conversation-key.js';
import { ImError } from './im-errors.js';

type Db = Kysely<DatabaseSchema>;

export interface ConversationTarget {
  sessionType: im.SessionType;
  receiverId: number;
}

/** What the viewer may read of a conversation: its key and the seq after which its history starts. */
export interface ConversationAccess {
  conversationKey: string;
  /** Messages with seq above this are the viewer's to read: 0 in single chats, the join point in groups. */
  floorSeq: number;
  group: { row: GroupRow; member: MemberRow } | null;
}

/**
 * Opens one of the viewer's conversations. A single chat's key is made from the viewer's own id, so it can
 * only be theirs; a group chat needs a membership, and a stranger learns nothing, not even that it exists.
 */
export async function accessConversation(
  db: Db,
  viewerId: number,
  target: ConversationTarget,
): Promise<ConversationAccess> {
  if (!isGroupSession(target.sessionType)) {
    return { conversationKey: singleChatKey(viewerId, target.receiverId), floorSeq: 0, group: null };
  }
  const membership = await membershipOf(db, target.receiverId, viewerId);
  if (!membership) throw new ImError(404, 'groupNotFound');
  return {
    conversationKey: groupChatKey(target.receiverId),
    floorSeq: membership.member.joinedSeq,
    group: { row: membership.group, member: membership.member },
  };
}
