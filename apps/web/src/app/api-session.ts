import { configureApi } from '../api/api-session';
import { openLoginPrompt } from '../features/auth/login-prompt-store';
import { useSessionStore } from '../features/auth/session-store';

/**
 * Gives the request layer the logged-in user's token, and lets an answer that ends the session (logged in
 * elsewhere, token expired) forget it and one that asks for a login open the login prompt.
 */
export function connectApiToSession(): () => void {
  return configureApi({
    token: () => useSessionStore.getState().token,
    userId: () => useSessionStore.getState().userId,
    onSessionEnded: () => useSessionStore.getState().clearSession(),
    onLoginRequired: openLoginPrompt,
  });
}
