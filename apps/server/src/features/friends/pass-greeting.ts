import type { Db } from '../../platform/db/tables.js';
import { translate, type Lang } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { deliver } from '../../platform/realtime/delivery.js';
import { sendPersonalMessage } from '../im/index.js';

/** How the greeting of an agreed request reaches the applicant: the sockets' bus and the agreeing user's language. */
export interface GreetingDelivery {
  bus: EventBus | undefined;
  lang: Lang;
}

/**
 * Spec 001 §4 and spec 002 §4.13: agreeing to a friend request sends the applicant a text message from the
 * agreeing user saying they are now friends. It is an ordinary chat message (it opens the conversation on
 * both sides and counts as unread), stored like any send. Its localId comes from the request, so however
 * often this runs for one request the message is stored and delivered once.
 */
export async function greetNewFriend(
  db: Db,
  delivery: GreetingDelivery,
  greeting: { fromUserId: number; toUserId: number; requestId: number },
  now: number,
): Promise<void> {
  const frame = {
    localId: `friend-pass-${greeting.requestId}`,
    receiverId: greeting.toUserId,
    sessionType: 'single' as const,
    messageType: 'text' as const,
    content: translate('friends.passGreeting', delivery.lang),
  };
  try {
    const { message, created, recipients } = await sendPersonalMessage(db, greeting.fromUserId, frame, now);
    if (created) await deliver(delivery.bus, { type: 'message', data: message }, recipients);
  } catch (error) {
    // The friendship stands either way; a stored greeting that missed the bus arrives with the next catch-up.
    process.emitWarning(
      `friend greeting not sent: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
