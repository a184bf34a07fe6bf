import type { im } from '@fox/contracts';
import type { Redis } from 'ioredis';
import type { RedisLink } from '../../platform/redis.js';

/**
 * What travels to a user's sockets: a frame, and the socket that must not get it (the sender's own); or,
 * with `recheckSession`, word that some session of the user ended, so each socket checks its own.
 */
export interface UserEvent {
  frame?: im.ServerFrame;
  exceptConnection?: string;
  recheckSession?: true;
}

export type UserListener = (event: UserEvent) => void;

/**
 * Carries events to a user's open sockets, wherever they are connected. In-process by default; with Redis,
 * every process subscribes to the channels of the users connected to it, so processes reach each other's
 * sockets. `watch` resolves once events published afterwards are sure to arrive.
 */
export interface EventBus {
  publish(userId: number, event: UserEvent): Promise<void>;
  watch(userId: number, listener: UserListener): Promise<() => void>;
  close(): Promise<void>;
}

/** Listeners by user, shared by both buses: the part that hands an event to this process's sockets. */
class LocalListeners {
  private readonly byUser = new Map<number, Set<UserListener>>();

  /** Answers true when this is the user's first listener here. */
  add(userId: number, listener: UserListener): boolean {
    let set = this.byUser.get(userId);
    const first = !set;
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    return first;
  }

  /** Answers true when the user has no listener left here. */
  remove(userId: number, listener: UserListener): boolean {
    const set = this.byUser.get(userId);
    if (!set) return false;
    set.delete(listener);
    if (set.size > 0) return false;
    this.byUser.delete(userId);
    return true;
  }

  deliver(userId: number, event: UserEvent): void {
    for (const listener of this.byUser.get(userId) ?? []) listener(event);
  }
}

export function inProcessBus(): EventBus {
  const listeners = new LocalListeners();
  return {
    async publish(userId, event) {
      listeners.deliver(userId, event);
    },
    async watch(userId, listener) {
      listeners.add(userId, listener);
      return () => void listeners.remove(userId, listener);
    },
    async close() {},
  };
}

/** Publishes on the shared connection; subscribes on a connection of its own, as Redis requires. */
export async function redisBus(
  link: RedisLink,
  /** Processes on one database share channels; another database on the same Redis does not hear them. */
  namespace: string,
  onError: (error: unknown) => void,
): Promise<EventBus> {
  const prefix = `im:${namespace}:user:`;
  const channelOf = (userId: number) => prefix + String(userId);
  const subscriber: Redis = link.client.duplicate();
  await subscriber.connect();
  const listeners = new LocalListeners();
  subscriber.on('message', (channel: string, text: string) => {
    const userId = Number(channel.slice(prefix.length));
    try {
      listeners.deliver(userId, JSON.parse(text) as UserEvent);
    } catch (error) {
      onError(error);
    }
  });
  // A subscribe and an unsubscribe of one user may overlap; chaining them keeps Redis's view in step.
  let pending: Promise<unknown> = Promise.resolve();
  const inOrder = (step: () => Promise<unknown>) => (pending = pending.then(step, step));
  return {
    async publish(userId, event) {
      await link.client.publish(channelOf(userId), JSON.stringify(event));
    },
    async watch(userId, listener) {
      const first = listeners.add(userId, listener);
      if (first) await inOrder(() => subscriber.subscribe(channelOf(userId)));
      else await pending;
      return () => {
        if (listeners.remove(userId, listener))
          void inOrder(() => subscriber.unsubscribe(channelOf(userId))).catch(onError);
      };
    },
    async close() {
      await pending.catch(() => undefined);
      if (subscriber.status !== 'end') await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
