import { useChatStore } from './chat-store';

/** Unread messages over all conversations the panel knows of (the message tab's badge). */
export function useChatUnreadTotal(): number {
  return useChatStore((state) => state.conversations.reduce((sum, item) => sum + item.unreadCount, 0));
}
