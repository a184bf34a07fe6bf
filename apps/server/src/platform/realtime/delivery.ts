import type { im } from '@fox/contracts';
import type { EventBus } from './bus.js';

/**
 * Hands a stored frame to every open device of the recipients. `exceptConnection` is the sending socket,
 * which got its echo instead. The publishes are made before this returns, in call order, so a sender's
 * deliveries keep its order; what the bus cannot carry now it makes up for with a resync (bus.ts).
 */
export async function deliver(
  bus: EventBus | undefined,
  frame: im.ServerFrame,
  recipients: readonly number[],
  exceptConnection?: string,
): Promise<void> {
  if (!bus) return;
  const event = exceptConnection ? { frame, exceptConnection } : { frame };
  await Promise.all([...new Set(recipients)].map((userId) => bus.publish(userId, event)));
}
