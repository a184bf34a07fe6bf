import { useCallback } from 'react';
import { openLoginPrompt, useLoginPrompt, isLoggedIn, useSessionStore } from '../auth';

/** Spec 000 §4 and §9: an action a guest asked for runs this long after the login. */
export const ACTION_DELAY_AFTER_LOGIN_MS = 500;

/** How a gated action runs: at once for a logged-in user, or after the login a guest made for it. */
export interface GatedRun {
  /**
   * True when a guest asked for it and has just logged in: what the guest saw was a guest's view, so the
   * action must act on the logged-in state (a like already on stays on) rather than flip what was shown.
   */
  afterLogin: boolean;
}

export type GatedAction = (run: GatedRun) => void;

/** The one action waiting for a login; a newer gated click replaces it, as only one prompt is open. */
let pending: { cancel: () => void } | null = null;

function waitForLogin(action: GatedAction): void {
  pending?.cancel();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWatching = () => {
    stopSession();
    stopPrompt();
  };
  const entry = {
    cancel: () => {
      stopWatching();
      if (timer !== undefined) clearTimeout(timer);
      if (pending === entry) pending = null;
    },
  };
  const stopSession = useSessionStore.subscribe(() => {
    if (!isLoggedIn()) return;
    stopWatching();
    timer = setTimeout(() => {
      if (pending === entry) pending = null;
      action({ afterLogin: true });
    }, ACTION_DELAY_AFTER_LOGIN_MS);
  });
  // Closing the prompt without logging in drops the action: the person changed their mind.
  const stopPrompt = useLoginPrompt.subscribe((state) => {
    if (!state.isOpen && !isLoggedIn()) entry.cancel();
  });
  pending = entry;
}

/**
 * Runs an action that needs a login (spec 000 §1, §4): at once for a logged-in user; for a guest the login
 * prompt opens, and a login made while it is open runs the action after the spec's 500 ms delay.
 */
export function runGated(action: GatedAction): void {
  if (isLoggedIn()) {
    action({ afterLogin: false });
    return;
  }
  openLoginPrompt();
  waitForLogin(action);
}

/** Hook form of runGated, stable across renders. */
export function useGatedAction(): (action: GatedAction) => void {
  return useCallback((action: GatedAction) => runGated(action), []);
}
