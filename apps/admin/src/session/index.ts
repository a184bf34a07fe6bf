export { useConsoleSession, switchRole, clearNotice, type ConsoleSessionState } from './session-store';
export {
  DEFAULT_ROLE_IDENTIFIER,
  logoutConsole,
  openConsoleSession,
  pickRole,
  resumeConsoleSession,
  retryConsoleSession,
} from './session-flow';
export { takeHandoff, type Handoff } from './handoff';
export { connectApiToConsole, connectApiToasts } from './api-connection';
