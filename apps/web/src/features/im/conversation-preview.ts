import type { im } from '@fox/contracts';
import { conversationKey } from './chat-key';

/**
 * A conversation as the list shows it. `recalled` marks a preview whose message was recalled, and by
 * whom: the viewer ('own') or someone else ('other').
 */
export type ConversationItem = im.Conversation & { recalled?: 'own' | 'other' | undefined };

/** The preview fields of a conversation. */
export type Preview = Pick<
  ConversationItem,
  'messageType' | 'body' | 'atIds' | 'shareId' | 'shareType' | 'recalled'
>;

/** What the list shows for a conversation whose newest message (still held) is this one; none is blank. */
export function previewOf(message: im.Message | null, viewerId: number | null): Preview {
  if (!message) {
    return {
      messageType: null,
      body: { content: '', duration: null },
      atIds: [],
      shareId: null,
      shareType: null,
      recalled: undefined,
    };
  }
  return {
    messageType: message.messageType,
    body: { content: message.isRecall ? '' : message.body.content, duration: message.body.duration },
    atIds: message.atIds,
    shareId: message.share ? String(message.share.id) : null,
    shareType: message.share?.type ?? null,
    recalled: message.isRecall ? (message.sender.id === viewerId ? 'own' : 'other') : undefined,
  };
}

/**
 * The server's list over the client's: counts, names and pins come from the server. A conversation
 * that has not moved on (same lastSeq) keeps the client's preview, which was made from that same
 * newest message and knows of a recall or a deletion the server's list does not show.
 */
export function keepPreviews(
  list: im.Conversation[],
  current: ConversationItem[],
  viewerId: number | null,
): ConversationItem[] {
  const known = new Map(current.map((item) => [conversationKey(item), item]));
  return list.map((item) => {
    const mine = known.get(conversationKey(item));
    if (!mine || mine.lastSeq !== item.lastSeq) return { ...item, recalled: recalledBy(item, viewerId) };
    const { messageType, body, atIds, shareId, shareType, recalled } = mine;
    return { ...item, messageType, body, atIds, shareId, shareType, recalled };
  });
}

/** Who recalled the newest message of a listed conversation, as the server reports it. */
function recalledBy(item: im.Conversation, viewerId: number | null): ConversationItem['recalled'] {
  if (!item.lastRecalled) return undefined;
  return item.lastSenderId === viewerId ? 'own' : 'other';
}
