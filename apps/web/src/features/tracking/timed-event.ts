import { tracking } from '@fox/contracts';
import { trackEvent, type TrackEventInput } from './event-queue';

export interface TimedEvent {
  /** Queues the event with the seconds counted so far; later calls do nothing. */
  finish(): void;
  /** Drops the event unsent. */
  cancel(): void;
}

/**
 * A timed event counts seconds from now (spec 001 §4). A generic one finishes by itself at 3000 s; one
 * given the content's length (a video's seconds) finishes when that length is reached.
 */
export function startTimedEvent(
  event: TrackEventInput,
  options: { contentDuration?: number } = {},
): TimedEvent {
  const startedAt = Date.now();
  const contentDuration =
    options.contentDuration !== undefined && options.contentDuration > 0
      ? Math.round(options.contentDuration)
      : undefined;
  const capSeconds = contentDuration ?? tracking.TRACKING_TIMER_CAP_SECONDS;
  let done = false;

  const stop = () => {
    done = true;
    clearTimeout(autoFinish);
  };
  const finish = () => {
    if (done) return;
    stop();
    const seconds = Math.min(capSeconds, Math.floor((Date.now() - startedAt) / 1000));
    trackEvent({
      ...event,
      eventAttribute: {
        ...event.eventAttribute,
        duration: seconds,
        ...(contentDuration !== undefined ? { contentDuration, progressDuration: seconds } : {}),
      },
    });
  };
  const autoFinish = setTimeout(finish, capSeconds * 1000);
  return { finish, cancel: stop };
}
