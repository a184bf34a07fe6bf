export { ChatPanel } from './ChatPanel';
export { openChatWith } from './open-chat';
export { useChatUnreadTotal } from './use-unread-total';
