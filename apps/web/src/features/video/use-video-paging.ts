import { useEffect, useRef, type RefObject } from 'react';
import { createThrottle, keyStep, swipeStep, wheelStep, WHEEL_THROTTLE_MS, type Step } from './video-paging';

interface PagingOptions {
  onStep: (step: Exclude<Step, 0>) => void;
  /** Off while a drawer or dialog covers the player, so its scrolling and typing stay its own. */
  enabled: boolean;
}

/** Keys meant for a text box, an open dialog or a menu are theirs, not the player's. */
function isElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="dialog"], [role="menu"]') !== null;
}

/**
 * Turns the videos of a player by mouse wheel (throttled), swipe (pointer travel past the threshold)
 * and the ArrowUp/ArrowDown keys. Returns whether the last pointer gesture was a swipe, so the click
 * that ends it does not also pause the video.
 */
export function useVideoPaging(stage: RefObject<HTMLElement | null>, { onStep, enabled }: PagingOptions) {
  const onStepRef = useRef(onStep);
  const swiped = useRef(false);
  useEffect(() => {
    onStepRef.current = onStep;
  });

  useEffect(() => {
    const element = stage.current;
    if (!element || !enabled) return;
    const wheelAllowed = createThrottle(WHEEL_THROTTLE_MS);
    let startY: number | null = null;

    const step = (value: Step) => {
      if (value !== 0) onStepRef.current(value);
    };
    const onWheel = (event: WheelEvent) => {
      // The stage owns the wheel: the page behind it must not scroll while videos turn.
      event.preventDefault();
      const value = wheelStep(event.deltaY);
      if (value !== 0 && wheelAllowed()) step(value);
    };
    const onPointerDown = (event: PointerEvent) => {
      startY = event.clientY;
      swiped.current = false;
    };
    const onPointerUp = (event: PointerEvent) => {
      if (startY === null) return;
      const value = swipeStep(startY, event.clientY);
      startY = null;
      swiped.current = value !== 0;
      step(value);
    };
    const onPointerCancel = () => {
      startY = null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isElsewhere(event.target)) return;
      const value = keyStep(event.key);
      if (value === 0) return;
      event.preventDefault();
      step(value);
    };

    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('pointerup', onPointerUp);
    element.addEventListener('pointercancel', onPointerCancel);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('pointerup', onPointerUp);
      element.removeEventListener('pointercancel', onPointerCancel);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [stage, enabled]);

  return {
    /** True once if the gesture that just ended was a swipe; reading it clears it. */
    takeSwipe: () => {
      const value = swiped.current;
      swiped.current = false;
      return value;
    },
  };
}
