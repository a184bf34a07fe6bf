import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useVideoPaging } from './use-video-paging';
import {
  createThrottle,
  keyStep,
  needsNextPage,
  steppedIndex,
  swipeStep,
  wheelStep,
  type Step,
} from './video-paging';

describe('paging rules', () => {
  it('lets one call through per interval', () => {
    let now = 10_000;
    const allowed = createThrottle(1000, () => now);
    expect(allowed()).toBe(true);
    now += 400;
    expect(allowed()).toBe(false);
    now += 599;
    expect(allowed()).toBe(false);
    now += 1;
    expect(allowed()).toBe(true);
  });

  it('reads the wheel, the keys and a swipe of 50 px or more', () => {
    expect(wheelStep(120)).toBe(1);
    expect(wheelStep(-3)).toBe(-1);
    expect(wheelStep(0)).toBe(0);
    expect(keyStep('ArrowDown')).toBe(1);
    expect(keyStep('ArrowUp')).toBe(-1);
    expect(keyStep('Enter')).toBe(0);
    expect(swipeStep(300, 251)).toBe(0);
    expect(swipeStep(300, 250)).toBe(1);
    expect(swipeStep(300, 349)).toBe(0);
    expect(swipeStep(300, 350)).toBe(-1);
  });

  it('stays inside the list', () => {
    expect(steppedIndex(0, -1, 5)).toBe(0);
    expect(steppedIndex(4, 1, 5)).toBe(4);
    expect(steppedIndex(2, 1, 5)).toBe(3);
    expect(steppedIndex(0, 1, 0)).toBe(0);
  });

  it('asks for the next page within 3 items of the end while the server holds more', () => {
    expect(needsNextPage({ index: 6, loaded: 10, total: 25 })).toBe(false);
    expect(needsNextPage({ index: 7, loaded: 10, total: 25 })).toBe(true);
    expect(needsNextPage({ index: 9, loaded: 10, total: 25 })).toBe(true);
    expect(needsNextPage({ index: 9, loaded: 10, total: 10 })).toBe(false);
    expect(needsNextPage({ index: 0, loaded: 2, total: 12 })).toBe(true);
  });
});

function Stage({ onStep, enabled = true }: { onStep: (step: Step) => void; enabled?: boolean }) {
  const stage = useRef<HTMLDivElement>(null);
  useVideoPaging(stage, { onStep, enabled });
  return (
    <div ref={stage} data-testid="stage">
      <input data-testid="typing" />
      <div role="dialog">
        <button type="button" data-testid="in-dialog" />
      </div>
    </div>
  );
}

// jsdom has no PointerEvent; a MouseEvent of the same type carries clientY just as well.
function pointer(target: Element, type: 'pointerdown' | 'pointerup', clientY: number) {
  target.dispatchEvent(new MouseEvent(type, { clientY, bubbles: true }));
}

function wheel(target: Element, deltaY: number) {
  const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('useVideoPaging', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns once per second however fast the wheel spins, and keeps the page from scrolling', () => {
    vi.useFakeTimers();
    const onStep = vi.fn();
    render(<Stage onStep={onStep} />);
    const stage = screen.getByTestId('stage');
    const first = wheel(stage, 100);
    wheel(stage, 100);
    wheel(stage, 100);
    expect(first.defaultPrevented).toBe(true);
    expect(onStep.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(999);
    wheel(stage, -100);
    expect(onStep.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(1);
    wheel(stage, -100);
    expect(onStep.mock.calls).toEqual([[1], [-1]]);
  });

  it('turns on a swipe of 50 px, not on a shorter drag', () => {
    const onStep = vi.fn();
    render(<Stage onStep={onStep} />);
    const stage = screen.getByTestId('stage');
    pointer(stage, 'pointerdown', 400);
    pointer(stage, 'pointerup', 360);
    expect(onStep).not.toHaveBeenCalled();
    pointer(stage, 'pointerdown', 400);
    pointer(stage, 'pointerup', 340);
    pointer(stage, 'pointerdown', 300);
    pointer(stage, 'pointerup', 380);
    expect(onStep.mock.calls).toEqual([[1], [-1]]);
  });

  it('answers the arrow keys, except while the viewer types or works in a dialog', () => {
    const onStep = vi.fn();
    render(<Stage onStep={onStep} />);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
      screen
        .getByTestId('typing')
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
      screen
        .getByTestId('in-dialog')
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    });
    expect(onStep.mock.calls).toEqual([[1], [-1]]);
  });

  it('does nothing while switched off', () => {
    const onStep = vi.fn();
    render(<Stage onStep={onStep} enabled={false} />);
    const stage = screen.getByTestId('stage');
    wheel(stage, 100);
    pointer(stage, 'pointerdown', 400);
    pointer(stage, 'pointerup', 200);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    expect(onStep).not.toHaveBeenCalled();
  });
});
