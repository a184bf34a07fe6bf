// The im feature's surface: what the rest of the server may use of it.
export { imClock } from './clock.js';
export { appendGroupCommand } from './commands.js';
export { findReportableMessage } from './message-reports.js';
export { sendMessage } from './messages.js';
export { presentRows, userCards } from './present-rows.js';
export { displayName } from './present.js';
export type { StoredMessage } from './present.js';
