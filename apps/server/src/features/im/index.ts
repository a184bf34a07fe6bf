// The im feature's surface: what the rest of the server may use of it.
export { accountMutesOf, liftAccountMute, muteAccount, type AccountMute } from './account-mutes.js';
export { imClock } from './clock.js';
export { appendGroupCommand } from './commands.js';
export { appendGroupTextFor } from './group-text.js';
export { groupChatKey } from './conversation-key.js';
export type {
  GroupCard,
  GroupDirectory,
  GroupMembership,
  MemberCard,
  Screening,
  TaskChat,
} from './group-directory.js';
export { closeGroupConversation, conversationLastSeq, openGroupConversation } from './group-conversations.js';
export { findReportableMessage } from './message-reports.js';
export {
  announceRemovedMessage,
  messageInContext,
  removeMessageForEveryone,
  type ChatContext,
  type MessageInContext,
  type RemovedMessage,
} from './moderation.js';
export { appendPast, readConversation, type PastContent, type PastMessage } from './past-messages.js';
export { sendPersonalMessage } from './personal-send.js';
export { presentRows } from './present-rows.js';
export { displayName } from './present.js';
export type { StoredMessage } from './present.js';
export { createImFeature } from './routes.js';
export {
  conversationTimes,
  demoContentResolver,
  type DemoLineContent,
  type ShareCardFinder,
  type SharedKind,
} from './seed-lines.js';
