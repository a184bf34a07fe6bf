export { useSessionStore, isLoggedIn, useIsLoggedIn } from './session-store';
export { useLoginPrompt, openLoginPrompt } from './login-prompt-store';
export { adminSiteLink, refreshSessionUser } from './account-session';
