import type { im } from '@fox/contracts';
import type { EventBus } from './bus.js';

/**
 * Hands a stored frame to every open device of the recipients. `exceptConnection` is the sending socket,
 * which got its echo instead. A bus failure only delays delivery until the receivers catch up.
 */
export async function deliver(
  bus: EventBus | undefined,
  frame: im.ServerFrame,
  recipients: readonly number[],
  exceptConnection?: string,
): Promise<void> {
  if (!bus) return;
  await Promise.all(
    [...new Set(recipients)].map((userId) =>
      bus.publish(userId, exceptConnection ? { frame, exceptConnection } : { frame }),
    ),
  );
}
