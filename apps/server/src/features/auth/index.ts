// The auth feature's surface: what the rest of the server may use of it.
export { hashPassword } from './passwords.js';
export { onSessionsEnded } from './session-events.js';
