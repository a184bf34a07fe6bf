import { useEffect, useRef } from 'react';

/**
 * Asks for the next page when the end of an inline list scrolls into the window (the page itself
 * scrolls, so the box-bound InfiniteScroll does not fit). Browsers without IntersectionObserver simply
 * keep the first page.
 */
export function PageEndSentinel({
  hasMore,
  loading,
  onReached,
}: {
  hasMore: boolean;
  loading: boolean;
  onReached: () => void;
}) {
  const marker = useRef<HTMLDivElement>(null);
  const reached = useRef(onReached);
  reached.current = onReached;

  useEffect(() => {
    const node = marker.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reached.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return <div ref={marker} className="comment-panel__sentinel" aria-hidden />;
}
