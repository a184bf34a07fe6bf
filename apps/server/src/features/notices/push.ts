import { notices } from '@fox/contracts';
import type { EventBus } from '../../platform/realtime/bus.js';

/**
 * Tells a user's open sockets, through the server's bus, that a notice of `tab` was raised for them; the
 * unread counts are there to read already. Without a bus (seeding, scripts) notices are raised silently.
 * A bus failure only delays the badge until the next poll.
 */
export async function pushNotice(
  bus: EventBus | undefined,
  userId: number,
  tab: notices.NoticeTab,
): Promise<void> {
  try {
    await bus?.publish(userId, {
      frame: { type: 'notice', data: { kind: notices.OUTER_TYPE_OF[tab], tab } },
    });
  } catch (error) {
    process.emitWarning(`notice not pushed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
