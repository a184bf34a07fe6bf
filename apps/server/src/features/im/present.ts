import type { im } from '@fox/contracts';
import { defaultAvatarPath } from '../users/avatar.js';
import type { ImMessageTable } from './tables.js';

export interface UserCard {
  id: number;
  userName: string;
  nickName: string;
  avatar: string;
}

export type StoredMessage = Omit<ImMessageTable, 'id' | 'recalled'> & { id: number; recalled?: number };

export const displayName = (user: UserCard) => user.nickName || user.userName;
export const avatarOf = (user: UserCard) => user.avatar || defaultAvatarPath(user.userName);

/** A stored message as the spec's Message entity; `users` holds at least its sender and receiver. */
export function presentMessage(row: StoredMessage, users: Map<number, UserCard>): im.Message {
  const sender = users.get(row.senderId);
  const receiver = users.get(row.receiverId);
  // A recalled message keeps its place and type; what it said, showed or linked is gone for everyone.
  if (row.recalled === 1) return { ...presentMessage({ ...row, recalled: 0 }, users), ...recalledParts };
  return {
    id: row.id,
    localId: row.localId,
    chatId: row.conversationKey,
    seq: row.seq,
    sessionType: row.sessionType as im.SessionType,
    messageType: row.messageType as im.MessageType,
    commandType: row.commandType,
    createTime: row.createdAt,
    body: { content: row.content, err: null, duration: row.duration },
    sender: {
      id: row.senderId,
      name: sender ? displayName(sender) : '',
      avatar: sender ? avatarOf(sender) : '',
      role: null,
      forbid: false,
    },
    receiver: {
      id: row.receiverId,
      name: receiver ? displayName(receiver) : '',
      avatar: receiver ? avatarOf(receiver) : '',
    },
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
