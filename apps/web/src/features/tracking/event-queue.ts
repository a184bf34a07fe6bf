import type { tracking as trackingSchemas } from '@fox/contracts';
import { formatChinaTime, tracking } from '@fox/contracts/client';
import { api } from '../../api';
import { useSessionStore } from '../auth';
import { deviceNo, newRequestId } from './device';

/** What a feature says about an event; the queue fills in who, where and when. */
export interface TrackEventInput {
  businessType: (typeof tracking.TRACKING_BUSINESS_TYPES)[number];
  operaType: tracking.OperaTypeName;
  eventSign: string;
  eventName: string;
  pageName?: string;
  elementNo?: string;
  elementName?: string;
  eventAttribute?: { contentDuration?: number; progressDuration?: number; duration?: number };
}

type QueuedEvent = trackingSchemas.TrackingEventInput & { requestId: string };

export const QUEUE_STORAGE_KEY = 'trackingQueue';
/** Oldest events are dropped beyond this, so a long offline spell cannot fill the storage. */
export const QUEUE_CAP = 500;

function readQueue(): QueuedEvent[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage.getItem(QUEUE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedEvent[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: QueuedEvent[]): void {
  try {
    if (queue.length === 0) globalThis.localStorage.removeItem(QUEUE_STORAGE_KEY);
    else globalThis.localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(queue.slice(-QUEUE_CAP)));
  } catch {
    // Storage refused (private mode, full): the events are lost, which tracking can afford.
  }
}

/** The events waiting to be sent, oldest first. */
export const pendingEvents = (): readonly QueuedEvent[] => readQueue();

let timer: ReturnType<typeof setInterval> | null = null;
let flushing: Promise<void> | null = null;

/** Starts the 60 s flush (spec 001 §4, §9) once; the first queued event starts it too. */
export function startTrackingFlush(): void {
  if (timer !== null) return;
  timer = setInterval(() => void flushTrackingQueue(), tracking.TRACKING_FLUSH_MS);
}

/** Stops the flush timer (tests; a page that unloads needs nothing: the queue is kept). */
export function stopTrackingFlush(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}

// Events left from an earlier visit go out with the first flush of this one.
if (typeof window !== 'undefined' && readQueue().length > 0) startTrackingFlush();

/** Queues one event in localStorage; it is sent with the next flush. */
export function trackEvent(input: TrackEventInput): void {
  try {
    const { userId, userInfo } = useSessionStore.getState();
    const event: QueuedEvent = {
      operaSource: tracking.OPERA_SOURCE_WEB,
      requestId: newRequestId(),
      sourceType: 'PC',
      // yyyy-MM-dd HH:mm:ss (spec 001 §3) in China time, as every time the platform reads and writes.
      eventTime: formatChinaTime(Date.now()),
      operUrl: `${globalThis.location.pathname}${globalThis.location.search}`.slice(0, 500),
      pageName: (input.pageName ?? globalThis.location.pathname).slice(0, 100),
      businessType: input.businessType,
      operaType: tracking.operaTypeNumber(input.operaType),
      eventSign: input.eventSign.slice(0, 100),
      eventName: input.eventName.slice(0, 100),
      elementNo: (input.elementNo ?? '').slice(0, 100),
      elementName: (input.elementName ?? '').slice(0, 100),
      eventAttribute: input.eventAttribute ?? {},
      userId: userId ?? null,
      userName: userInfo?.userName ?? null,
      deviceNo: deviceNo(),
    };
    writeQueue([...readQueue(), event]);
    startTrackingFlush();
  } catch {
    // Tracking never gets in the user's way.
  }
}

/**
 * Sends the queued events, a batch at a time. Only the events a successful post carried leave the queue;
 * on failure everything stays for the next flush. Events queued meanwhile are kept either way.
 */
export function flushTrackingQueue(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (;;) {
        const batch = readQueue().slice(0, tracking.TRACKING_BATCH_MAX);
        if (batch.length === 0) return;
        await api(tracking.behaviorAddList, { list: batch }, { silent: true });
        const sent = new Set(batch.map((event) => event.requestId));
        writeQueue(readQueue().filter((event) => !sent.has(event.requestId)));
      }
    } catch {
      // Kept for the next flush.
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
