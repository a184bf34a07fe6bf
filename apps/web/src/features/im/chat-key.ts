import type { im } from '@fox/contracts';

/**
 * A chat's number in the client: the other user's id for a one-to-one chat, the group's id negated for a
 * group chat (the encoding Telegram's bot API uses for chat ids). User and group ids may collide; their
 * keys never do, so threads, read marks and seen seqs share one number-keyed map.
 */
export type ChatKey = number;

export const isGroupSession = (sessionType: im.SessionType) => sessionType !== 'single';

export const chatKeyOf = (sessionType: im.SessionType, receiverId: number): ChatKey =>
  isGroupSession(sessionType) ? -receiverId : receiverId;

export const isGroupKey = (key: ChatKey) => key < 0;

/** The sessionType and receiverId the API and the socket address a chat by. */
export function targetOf(key: ChatKey): { sessionType: im.SessionType; receiverId: number } {
  return key < 0 ? { sessionType: 'group', receiverId: -key } : { sessionType: 'single', receiverId: key };
}

export const conversationKey = (item: Pick<im.Conversation, 'sessionType' | 'receiver'>): ChatKey =>
  chatKeyOf(item.sessionType, item.receiver.id);

/** The chat a message belongs to, seen from the viewer. */
export function messageChatKey(message: im.Message, viewerId: number): ChatKey {
  if (isGroupSession(message.sessionType)) return -message.receiver.id;
  return message.sender.id === viewerId ? message.receiver.id : message.sender.id;
}
