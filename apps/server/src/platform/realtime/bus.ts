import type { im } from '@fox/contracts';

/**
 * What travels to a user's sockets: a frame, and the socket that must not get it (the sender's own); or,
 * with `recheckSession`, word that some session of the user ended, so each socket checks its own; or,
 * with `resync`, word that events for the user may have been lost, so each socket's client catches up.
 */
export interface UserEvent {
  frame?: im.ServerFrame;
  exceptConnection?: string;
  recheckSession?: true;
  resync?: true;
}

export type UserListener = (event: UserEvent) => void;

/**
 * Carries events to a user's open sockets, wherever they are connected. In-process by default; with Redis,
 * every process subscribes to the channels of the users connected to it, so processes reach each other's
 * sockets (redis-bus.ts). `watch` resolves once events published afterwards are sure to arrive, or, while
 * the bus is down, once the user's sockets are sure to be told to resync when it is back.
 */
export interface EventBus {
  /**
   * Never fails: an event the bus cannot carry now is made up for by a resync of the user's sockets once
   * it can (every event is of something stored, which a resync reads back).
   */
  publish(userId: number, event: UserEvent): Promise<void>;
  watch(userId: number, listener: UserListener): Promise<() => void>;
  close(): Promise<void>;
}

/** Listeners by user, shared by both buses: the part that hands an event to this process's sockets. */
export class LocalListeners {
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

  /** Hands an event to every socket of this process. */
  deliverAll(event: UserEvent): void {
    for (const set of this.byUser.values()) for (const listener of set) listener(event);
  }

  /** The users with a socket here. */
  users(): number[] {
    return [...this.byUser.keys()];
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
