export { recordRecBehavior, type RecBehavior } from './rec-behavior';
export {
  trackEvent,
  flushTrackingQueue,
  startTrackingFlush,
  stopTrackingFlush,
  pendingEvents,
  type TrackEventInput,
} from './event-queue';
export { startTimedEvent, type TimedEvent } from './timed-event';
export { useExposeOnce } from './use-expose';
