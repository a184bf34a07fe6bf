import type { Redis } from 'ioredis';
import { throttledWarn } from '../log.js';
import type { RedisLink } from '../redis.js';
import { LocalListeners, type EventBus, type UserEvent } from './bus.js';

interface BusLog {
  warn(detail: object, message: string): void;
}

/** Users remembered for a resync beyond this many are not told one by one: every socket everywhere is. */
const MISSED_MAX = 50_000;
/** Channels named in one SUBSCRIBE when a returning connection subscribes again. */
const SUBSCRIBE_CHUNK = 2_000;
/** Resyncs published together when Redis is back (one round trip for the lot). */
const PUBLISH_CHUNK = 1_000;
/** How often a resync that Redis refused is tried again while the connection stands. */
const RETRY_MS = 1_000;

/**
 * The bus over Redis pub/sub: publishes on the shared connection; subscribes on a connection of its own,
 * as Redis requires. Pub/sub keeps nothing for a subscriber that is away, so both ends make up for an
 * outage: a process whose subscriber connection comes back tells every socket it holds to resync (it missed
 * whatever was published meanwhile), and a publisher remembers the users whose events Redis did not take
 * and tells them to resync once it does. The messages themselves are stored before they are published, so
 * a resync (a read of everything after the client's last seq) brings back whatever was missed; no outbox
 * is written per message for it.
 */
export async function redisBus(
  link: RedisLink,
  /** Processes on one database share channels; another database on the same Redis does not hear them. */
  namespace: string,
  log: BusLog,
): Promise<EventBus> {
  const prefix = `im:${namespace}:user:`;
  const everyone = `im:${namespace}:everyone`;
  const channelOf = (userId: number) => prefix + String(userId);
  const warnPublish = throttledWarn(log, 'im events not published; their users will be told to resync');
  const warnSubscriber = throttledWarn(log, 'im subscriber step failed');
  // Subscriptions are made again by hand on a reconnect, so that the resync follows them.
  const subscriber: Redis = link.duplicate('im subscriber', { autoResubscribe: false });
  await subscriber.connect();
  await subscriber.subscribe(everyone);
  const listeners = new LocalListeners();
  subscriber.on('message', (channel: string, text: string) => {
    try {
      const event = JSON.parse(text) as UserEvent;
      if (channel === everyone) listeners.deliverAll(event);
      else listeners.deliver(Number(channel.slice(prefix.length)), event);
    } catch (error) {
      warnSubscriber({ err: error });
    }
  });
  // A subscribe and an unsubscribe of one user may overlap; chaining them keeps Redis's view in step.
  let pending: Promise<unknown> = Promise.resolve();
  const inOrder = (step: () => Promise<unknown>) => (pending = pending.then(step, step));

  subscriber.on('ready', () => {
    void inOrder(async () => {
      const channels = [everyone, ...listeners.users().map(channelOf)];
      for (let i = 0; i < channels.length; i += SUBSCRIBE_CHUNK) {
        await subscriber.subscribe(...channels.slice(i, i + SUBSCRIBE_CHUNK));
      }
      listeners.deliverAll({ resync: true });
    }).catch((error: unknown) => warnSubscriber({ err: error }));
  });

  const missed = new MissedUsers();
  let flushing = false;
  const flushMissed = async () => {
    if (flushing || missed.empty || link.client.status !== 'ready') return;
    flushing = true;
    try {
      const taken = missed.take();
      for (let i = 0; i < taken.length; i += PUBLISH_CHUNK) {
        await Promise.all(
          taken.slice(i, i + PUBLISH_CHUNK).map(([target, event]) =>
            link.client
              .publish(target === 'everyone' ? everyone : channelOf(target), JSON.stringify(event))
              .catch((error: unknown) => {
                missed.add(target, event);
                warnPublish({ error: (error as Error).message });
              }),
          ),
        );
      }
    } finally {
      flushing = false;
    }
  };
  link.client.on('ready', () => void flushMissed());
  const retry = setInterval(() => void flushMissed(), RETRY_MS);
  retry.unref();

  return {
    async publish(userId, event) {
      try {
        await link.client.publish(channelOf(userId), JSON.stringify(event));
      } catch (error) {
        missed.add(userId, { resync: true, ...(event.recheckSession ? { recheckSession: true } : {}) });
        warnPublish({ error: (error as Error).message });
      }
    },
    async watch(userId, listener) {
      const first = listeners.add(userId, listener);
      if (!first) {
        // Subscribed already (or being): a step that failed before is no failure of this watch.
        await pending.catch(() => undefined);
      } else {
        await inOrder(() =>
          subscriber.subscribe(channelOf(userId)).catch((error: unknown) => {
            // Away: its return subscribes every user with a socket here, this one included, and resyncs them.
            if (subscriber.status === 'ready') throw error;
          }),
        );
      }
      return () => {
        if (listeners.remove(userId, listener))
          void inOrder(() => subscriber.unsubscribe(channelOf(userId))).catch(() => undefined);
      };
    },
    async close() {
      clearInterval(retry);
      await pending.catch(() => undefined);
      if (subscriber.status !== 'end') await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

type Target = number | 'everyone';

/** Who must be told to resync, and whether a session check goes with it; past MISSED_MAX, everyone. */
class MissedUsers {
  private byUser = new Map<number, UserEvent>();
  private all: UserEvent | null = null;

  get empty(): boolean {
    return this.all === null && this.byUser.size === 0;
  }

  add(target: Target, event: UserEvent): void {
    if (target === 'everyone' || this.all || this.byUser.size >= MISSED_MAX) {
      this.all = { ...this.all, ...event };
      this.byUser.clear();
      return;
    }
    this.byUser.set(target, { ...this.byUser.get(target), ...event });
  }

  /** Everything remembered, forgotten here: what fails again is added back. */
  take(): Array<[Target, UserEvent]> {
    const taken: Array<[Target, UserEvent]> = this.all ? [['everyone', this.all]] : [...this.byUser];
    this.all = null;
    this.byUser = new Map();
    return taken;
  }
}
