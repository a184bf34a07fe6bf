export {
  chatActions,
  useChatStore,
  emptyThread,
  type ChatPeer,
  type ChatThread,
  type PendingMessage,
} from './chat-store';
export {
  ensureChatConnection,
  markRead,
  newLocalId,
  refreshConversations,
  resendPending,
  sendChatFrame,
  useConnectionStatus,
} from './chat-connection';
export { chatKeyOf, conversationKey, isGroupKey, isGroupSession, targetOf, type ChatKey } from './chat-key';
export type { ConversationItem } from './conversation-preview';
export { openChatWith, openGroupChat } from './open-chat';
export { useChatUnreadTotal } from './use-unread-total';
export { Composer, type ComposerEditor, type ComposerMention } from './Composer';
export { messageTypeOfFile } from './composer/chat-attachments';
export { GroupAvatar } from './GroupAvatar';
