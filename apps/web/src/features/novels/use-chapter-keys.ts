import { useEffect, useRef } from 'react';

/** Targets where the arrow keys move a caret or a control rather than the book. */
const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** The left and right arrow keys turn back and on (a page in paged mode, else a chapter). */
export function useChapterKeys({
  enabled,
  onTurn,
}: {
  enabled: boolean;
  onTurn: (direction: 1 | -1) => void;
}) {
  const latest = useRef(onTurn);
  useEffect(() => {
    latest.current = onTurn;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      const target = event.target;
      if (target instanceof HTMLElement) {
        if (TYPING.has(target.tagName) || target.isContentEditable) return;
        if (target.closest('[role="slider"], [role="radiogroup"], .ant-segmented')) return;
      }
      if (event.key === 'ArrowRight') latest.current(1);
      else if (event.key === 'ArrowLeft') latest.current(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
