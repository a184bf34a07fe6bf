import { configureApi, installRequestSigning, registerApiUiEffects } from '@fox/web/api';
import { endConsoleSession, useConsoleSession } from './session-store';

/** Where the request layer's error toasts go; until the app's toasts are there, they wait. */
let showToast: ((text: string) => void) | null = null;
const waitingToasts: string[] = [];

/**
 * Gives the portal's request layer the console's session: its token and operator sign every request
 * (the same `x-encrypt-key` header), and an answer that ends the session (401, 11014) ends the console's,
 * which returns to the login page with the server's message. The request layer's "go home" (the
 * portal's /home) means nothing here: the login page is where an ended session goes.
 */
export function connectApiToConsole(): () => void {
  const disconnect = configureApi({
    token: () => useConsoleSession.getState().token,
    userId: () => useConsoleSession.getState().userId,
    onSessionEnded: (reason) => {
      if (useConsoleSession.getState().token) endConsoleSession(reason.msg || null);
    },
    // The console has no login prompt: an ended session already shows the login page.
    onLoginRequired: () => undefined,
  });
  const unregister = registerApiUiEffects({
    showError: (text) => (showToast ? showToast(text) : waitingToasts.push(text)),
    navigate: () => undefined,
  });
  const uninstall = installRequestSigning();
  return () => {
    uninstall();
    unregister();
    disconnect();
  };
}

/** Lends the request layer the console's error toast; returns the function that takes it back. */
export function connectApiToasts(show: (text: string) => void): () => void {
  showToast = show;
  for (const text of waitingToasts.splice(0)) show(text);
  return () => {
    if (showToast === show) showToast = null;
  };
}
