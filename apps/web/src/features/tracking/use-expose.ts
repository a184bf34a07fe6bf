import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onExpose` once, the first time at least half of the element is on screen: what counts as an
 * expose for the recommender. Without IntersectionObserver (old browsers, jsdom) nothing is sent.
 */
export function useExposeOnce<T extends Element>(onExpose: () => void): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const callback = useRef(onExpose);
  callback.current = onExpose;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          callback.current();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
