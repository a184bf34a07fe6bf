import { useEffect, useRef, type RefObject } from 'react';

/** The next page is asked for when the end of the list comes within this of the bottom (spec 002 §9). */
const NEAR_BOTTOM_PX = 10;

/**
 * Infinite scroll over the page itself: a marker after the last item asks for more when it nears the
 * bottom of the window. Answers the marker's ref.
 */
export function useLoadMore(canLoad: boolean, loadMore: () => void): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const marker = ref.current;
    if (!marker || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${NEAR_BOTTOM_PX}px 0px` },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [canLoad]);
  return ref;
}
