/** Spec 002 §9: the next page loads within this distance of the bottom. */
export const LOAD_MORE_THRESHOLD_PX = 10;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Whether a scroll position should fetch the next page. */
export function shouldLoadMore(
  metrics: ScrollMetrics,
  state: { hasMore: boolean; loading: boolean },
  threshold = LOAD_MORE_THRESHOLD_PX,
): boolean {
  if (!state.hasMore || state.loading) return false;
  return metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight <= threshold;
}
