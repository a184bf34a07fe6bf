import { Suspense, useRef, useState, type ReactElement } from 'react';
import { ChunkErrorBoundary } from '../routing/ChunkErrorBoundary';
import { AfterFailure } from '../routing/lazy-part';

/** What an overlay's own module renders: its dropdown or popover around the trigger. */
export interface OverlayProps {
  /** Read once when the overlay mounts: whether to show it open at once. */
  openAtStart: () => boolean;
  children: ReactElement;
}

/** Props the trigger button spreads: intent handlers before the overlay's code is wanted, then focus. */
export interface TriggerProps {
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onClick?: () => void;
  autoFocus?: boolean;
}

interface DeferredOverlayProps {
  /** Renders the lazy component whose module holds the dropdown or popover (and all of its code). */
  overlay: (props: OverlayProps) => ReactElement;
  /** What opens the overlay: a hover, or a click. */
  openOn: 'hover' | 'click';
  /** The trigger button, given the props to spread on it. */
  trigger: (props: TriggerProps) => ReactElement;
  /** Forgets an overlay whose code could not be fetched, so that the next intent tries again. */
  onFailed: () => void;
  /** Fetches the overlay's code without showing anything (a click menu's hover and focus). */
  preload: () => void;
}

/**
 * A header menu whose code is fetched when someone shows they want it (pointer over, focus, click), not
 * with the first page. The trigger looks and sits the same before and after; if the pointer is still on
 * it (or, for a click menu, it was clicked) when the code arrives, the overlay opens at once, and a
 * trigger that had the keyboard focus keeps it. Without its code the trigger stays as it was.
 */
export function DeferredOverlay({ overlay, openOn, trigger, onFailed, preload }: DeferredOverlayProps) {
  const [wanted, setWanted] = useState(false);
  const [failures, setFailures] = useState(0);
  const hovering = useRef(false);
  const clicked = useRef(false);
  const focused = useRef(false);

  // A click menu only fetches its code on hover or focus: were it mounted then, the trigger would be
  // replaced under a click already on its way (between press and release), and that click would be lost.
  const wantOnIntent = () => (openOn === 'hover' ? setWanted(true) : preload());
  const intent: TriggerProps = {
    onMouseEnter: () => {
      hovering.current = true;
      wantOnIntent();
    },
    onMouseLeave: () => {
      hovering.current = false;
    },
    onFocus: () => {
      focused.current = true;
      wantOnIntent();
    },
    onBlur: () => {
      focused.current = false;
    },
    onClick: () => {
      clicked.current = true;
      setWanted(true);
    },
  };

  const plain = trigger(intent);
  if (!wanted) return plain;
  const openAtStart = () => (openOn === 'click' ? clicked.current : hovering.current);
  const revert = () => {
    onFailed();
    setWanted(false);
    setFailures((count) => count + 1);
  };
  return (
    <ChunkErrorBoundary
      key={failures}
      fallback={
        <>
          {plain}
          <AfterFailure then={revert} />
        </>
      }
    >
      <Suspense fallback={plain}>
        {overlay({ openAtStart, children: trigger({ autoFocus: focused.current }) })}
      </Suspense>
    </ChunkErrorBoundary>
  );
}
