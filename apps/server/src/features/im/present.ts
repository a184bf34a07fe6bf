import { formatChinaTime, groups as groupRules, maskMemberName, type im } from '@fox/contracts';
import { translate } from '../../platform/http/messages.js';
import type { UserCard } from '../users/index.js';
import { isGroupSession } from './conversation-key.js';
import type { GroupCard, MemberCard } from './group-directory.js';
import type { ImMessageTable } from './tables.js';

/** Who the messages being presented mention: their senders, receivers, groups and senders' group roles. */
export interface PresentContext {
  users: Map<number, UserCard>;
  groups: Map<number, GroupCard>;
  /** Keyed `groupId:userId`. */
  members: Map<string, MemberCard>;
}

export type StoredMessage = Omit<ImMessageTable, 'id' | 'recalled' | 'visibleTo'> & {
  id: number;
  recalled?: number;
  visibleTo?: number | null;
};

/** `recalled` of a message its sender (or a group manager) recalled. */
export const RECALLED = 1;
/** `recalled` of a message the platform removed for everyone (a report upheld in the back office). */
export const REMOVED_BY_PLATFORM = 2;

/**
 * Stored once and read by everyone, the line that stands for a removed message is in the product's
 * default language, as group command lines are.
 */
export const removedLine = () => translate('im.removedByPlatform', 'zh');

/** The name a user shows under: their nickname, else their public ID. */
export const displayName = (user: Pick<UserCard, 'nickName' | 'userName'>) => user.nickName || user.userName;

function receiverOf(row: StoredMessage, context: PresentContext): im.Message['receiver'] {
  if (isGroupSession(row.sessionType)) {
    const group = context.groups.get(row.receiverId);
    return { id: row.receiverId, name: group?.name ?? '', avatar: group?.logo ?? '' };
  }
  const receiver = context.users.get(row.receiverId);
  return {
    id: row.receiverId,
    name: receiver ? displayName(receiver) : '',
    avatar: receiver?.avatar ?? '',
  };
}

function senderOf(row: StoredMessage, context: PresentContext): im.Message['sender'] {
  const sender = context.users.get(row.senderId);
  const member = isGroupSession(row.sessionType)
    ? context.members.get(`${row.receiverId}:${row.senderId}`)
    : undefined;
  // In a group the name the member chose there comes first.
  const name = member?.nickName || (sender ? displayName(sender) : '');
  // Spec 001 §5, spec 002 §5: in a task chat a member shows as the first character and two stars.
  const taskChat =
    isGroupSession(row.sessionType) &&
    context.groups.get(row.receiverId)?.groupType === groupRules.GROUP_TYPE_TASK;
  return {
    id: row.senderId,
    name: taskChat ? maskMemberName(name) : name,
    avatar: sender?.avatar ?? '',
    role: member?.permissionType ?? null,
    forbid: member?.forbid === 1,
  };
}

/** A stored message as the spec's Message entity; `context` holds at least its sender and receiver. */
export function presentMessage(row: StoredMessage, context: PresentContext): im.Message {
  // A recalled message keeps its place and type; what it said, showed or linked is gone for everyone.
  if (row.recalled === RECALLED)
    return { ...presentMessage({ ...row, recalled: 0 }, context), ...recalledParts };
  // A removed one becomes a system line in its place: nothing of it is left but who sent it and when.
  if (row.recalled === REMOVED_BY_PLATFORM)
    return { ...presentMessage({ ...row, recalled: 0 }, context), ...removedParts() };
  return {
    id: row.id,
    localId: row.localId,
    chatId: row.conversationKey,
    seq: row.seq,
    sessionType: row.sessionType as im.SessionType,
    messageType: row.messageType as im.MessageType,
    commandType: row.commandType,
    createTime: formatChinaTime(Number(row.createdAt)),
    body: { content: row.content, err: null, duration: row.duration },
    sender: senderOf(row, context),
    receiver: receiverOf(row, context),
    file:
      row.fileName === null
        ? null
        : { fileName: row.fileName, fileSize: row.fileSize ?? 0, status: 'download' },
    share: row.share ? (JSON.parse(row.share) as im.Share) : null,
    mediaCall: null,
    isRecall: false,
    atIds: JSON.parse(row.atIds) as number[],
    msgSource: row.msgSource,
  };
}

const recalledParts = {
  body: { content: '', err: null, duration: null },
  file: null,
  share: null,
  isRecall: true,
} satisfies Partial<im.Message>;

const removedParts = () =>
  ({
    messageType: 'tip',
    commandType: null,
    body: { content: removedLine(), err: null, duration: null },
    file: null,
    share: null,
    atIds: [],
    isRecall: false,
  }) satisfies Partial<im.Message>;
