import type { im } from '@fox/contracts';
import { chatKeyOf, newLocalId, sendChatFrame, useChatStore } from '../../im';

/** How long the dialog waits for the server's echo before saying the share is still on its way. */
export const SHARE_ECHO_WAIT_MS = 15_000;

/** Where a share goes: a conversation, addressed as the socket addresses it. */
export interface ShareTarget {
  sessionType: im.SessionType;
  receiverId: number;
  name: string;
}

/** Why a share did not complete: the server refused it (its message), or no echo came in time. */
export class ShareNotDelivered extends Error {
  constructor(
    message: string,
    readonly slow: boolean,
  ) {
    super(message);
  }
}

/**
 * Settles once the server echoed the message with this localId (it is stored), or fails with the error
 * the server answered for it. The chat store holds both: the echo lands in the thread's messages, a
 * refusal marks the pending copy with its text.
 */
function deliveryOf(peer: number, localId: string, waitMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = (state: ReturnType<typeof useChatStore.getState>) => {
      const thread = state.threads[peer];
      if (thread?.messages.some((message) => message.localId === localId)) return finish();
      const failed = thread?.pending.find((item) => item.localId === localId && item.error);
      if (failed) finish(new ShareNotDelivered(failed.error!, false));
    };
    const timer = setTimeout(() => finish(new ShareNotDelivered('', true)), waitMs);
    const stop = useChatStore.subscribe(check);
    function finish(error?: Error) {
      clearTimeout(timer);
      stop();
      if (error) reject(error);
      else resolve();
    }
    check(useChatStore.getState());
  });
}

/**
 * Sends the card through the chat's own socket path (so it shows in the thread and the conversation list
 * like any message the user sends), then the note as a text message after it; resolves once the server
 * stored them.
 */
export async function sendShareToChat(
  target: ShareTarget,
  card: im.Share,
  note: string,
  waitMs = SHARE_ECHO_WAIT_MS,
): Promise<void> {
  const peer = chatKeyOf(target.sessionType, target.receiverId);
  const address = { sessionType: target.sessionType, receiverId: target.receiverId };
  const cardId = newLocalId();
  const delivered = [deliveryOf(peer, cardId, waitMs)];
  sendChatFrame(peer, { localId: cardId, ...address, messageType: 'share', share: card });
  const text = note.trim();
  if (text !== '') {
    const noteId = newLocalId();
    delivered.push(deliveryOf(peer, noteId, waitMs));
    sendChatFrame(peer, { localId: noteId, ...address, messageType: 'text', content: text });
  }
  await Promise.all(delivered);
}
