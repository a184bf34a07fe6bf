import { useEffect, useRef, type RefObject } from 'react';

/**
 * Infinite scroll over the page itself: a marker after the last card asks for the next page when it
 * comes within sight. Answers the marker's ref.
 */
export function useLoadMore(canLoad: boolean, loadMore: () => void): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  useEffect(() => {
    const marker = ref.current;
    if (!marker || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [canLoad]);
  return ref;
}
