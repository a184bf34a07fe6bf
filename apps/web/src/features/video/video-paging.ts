/** Spec 000 §9: the mouse wheel turns at most one video per second. */
export const WHEEL_THROTTLE_MS = 1000;
/** Spec 000 §9: a swipe must travel 50 px to change the video. */
export const SWIPE_THRESHOLD_PX = 50;
/** Spec 000 §9: the next page is asked for once the current video is within 3 of the end. */
export const NEXT_PAGE_WITHIN = 3;
/** Spec 000 §7: the video feed is read 10 at a time. */
export const VIDEO_PAGE_SIZE = 10;

/** +1 for the next video, -1 for the previous one, 0 for none. */
export type Step = -1 | 0 | 1;

/**
 * A leading-edge throttle: the first call passes, the ones that follow within the interval do not.
 * A trackpad sends dozens of wheel events for one flick; only the first of them turns the video.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - last < intervalMs) return false;
    last = time;
    return true;
  };
}

export function wheelStep(deltaY: number): Step {
  if (deltaY > 0) return 1;
  if (deltaY < 0) return -1;
  return 0;
}

/** A finger or mouse moving up shows the next video, as on a phone. */
export function swipeStep(startY: number, endY: number, threshold = SWIPE_THRESHOLD_PX): Step {
  const travel = startY - endY;
  if (Math.abs(travel) < threshold) return 0;
  return travel > 0 ? 1 : -1;
}

export function keyStep(key: string): Step {
  if (key === 'ArrowDown') return 1;
  if (key === 'ArrowUp') return -1;
  return 0;
}

/** The index after a step, kept inside the list (the feed does not wrap around). */
export function steppedIndex(index: number, step: Step, length: number): number {
  if (length === 0) return 0;
  return Math.min(Math.max(index + step, 0), length - 1);
}

/** Whether to ask for the next page: near the end of what is loaded while the server holds more. */
export function needsNextPage({ index, loaded, total }: { index: number; loaded: number; total: number }) {
  return total > loaded && index >= loaded - NEXT_PAGE_WITHIN;
}
