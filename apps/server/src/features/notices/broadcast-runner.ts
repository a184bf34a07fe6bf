import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { claimDueBroadcast, deliverBroadcastPage, releaseBroadcast } from './broadcast-pages.js';
import { pushNotice } from './push.js';

export interface FanoutSettings {
  /** Recipients per transaction. */
  pageSize: number;
  /** The least rest between two pages, so chat sends and requests are served in between. */
  pauseMs: number;
  /** How often an idle runner looks for a due broadcast (a new one made here wakes it at once). */
  pollMs: number;
  /** How long a claim holds without a page renewing it: then another process takes the broadcast over. */
  leaseMs: number;
}

/**
 * The rest after a page, as a multiple of the time the page took: a fan-out keeps at most a quarter of the
 * process's time, and on a machine busy enough to slow its pages it slows down with them.
 */
const REST_PER_PAGE = 3;

export interface BroadcastRunner {
  /** A broadcast may be due now: look at once instead of at the next poll. */
  wake(): void;
  /** Finishes the page under way, lets go of the broadcast, and ends. */
  stop(): Promise<void>;
}

/**
 * The runner of one server process: claims a due broadcast (one process of several gets it), delivers it
 * page by page, each page one transaction with its cursor, pushes the page's badges once it has
 * committed, and rests between pages (at least `pauseMs`, and three times as long as the page took), so
 * chat sends and requests are served in between and each waits at most one page.
 */
export function startBroadcastRunner(
  db: Db,
  bus: EventBus,
  log: FastifyBaseLogger,
  settings: FanoutSettings,
): BroadcastRunner {
  const runner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const { leaseMs } = settings;
  let stopped = false;
  let interrupt: (() => void) | null = null;
  let idle = false;
  /** A wake that came while the runner was busy: its next look for work follows at once. */
  let woken = false;

  /** Waits `ms`, or less when stopped, or when woken while idle (a rest between pages is kept). */
  const rest = (ms: number, waitingForWork = false) =>
    new Promise<void>((resolve) => {
      if (waitingForWork && woken) {
        woken = false;
        return resolve();
      }
      const done = () => {
        clearTimeout(timer);
        interrupt = null;
        idle = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      interrupt = done;
      idle = waitingForWork;
    });

  async function deliver(id: number): Promise<void> {
    for (;;) {
      if (stopped) return releaseBroadcast(db, id, runner);
      const started = performance.now();
      const page = await deliverBroadcastPage(db, id, runner, settings.pageSize, Date.now(), leaseMs);
      if (page.kind === 'lost') return;
      await Promise.all(page.userIds.map((userId) => pushNotice(bus, userId, page.tab)));
      if (page.kind === 'done') {
        log.info({ broadcastId: id }, 'notice broadcast sent');
        return;
      }
      await rest(Math.max(settings.pauseMs, REST_PER_PAGE * (performance.now() - started)));
    }
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        const id = await claimDueBroadcast(db, runner, Date.now(), leaseMs);
        if (id === undefined) await rest(settings.pollMs, true);
        else await deliver(id);
      } catch (error) {
        log.error({ err: error }, 'notice broadcast runner failed; trying again');
        if (!stopped) await rest(settings.pollMs);
      }
    }
  })();

  return {
    wake: () => {
      if (idle) interrupt?.();
      else woken = true;
    },
    async stop() {
      stopped = true;
      interrupt?.();
      await loop;
    },
  };
}
