import { useEffect, useSyncExternalStore } from 'react';
import { loadedHost, openOutlet, preloadFeedback, subscribeHostLoaded } from './host-link';

/** What a reader does first; the feedback code is fetched then, before a toast can be needed. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Fetches the feedback code at the reader's first interaction: the first page does not wait for it, and a
 * failure that comes later (the network gone, say) still finds the code there to say so.
 */
function preloadOnFirstInteraction(): () => void {
  const preload = () => {
    stop();
    void preloadFeedback();
  };
  const stop = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, preload, { capture: true });
  };
  for (const type of FIRST_INTERACTIONS) {
    window.addEventListener(type, preload, { capture: true, passive: true });
  }
  return stop;
}

/**
 * Where toasts, dialogs and notifications mount, inside the app's ConfigProvider so they take its theme
 * and language. It renders nothing until the first of them is shown and their code has arrived.
 */
export function FeedbackOutlet() {
  const Host = useSyncExternalStore(subscribeHostLoaded, loadedHost, loadedHost);
  useEffect(openOutlet, []);
  useEffect(preloadOnFirstInteraction, []);
  return Host ? <Host /> : null;
}
