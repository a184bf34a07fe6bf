import { useQuery } from '@tanstack/react-query';
import { im, notices } from '@fox/contracts/client';
import { api } from '../../api';
import { useIsLoggedIn } from '../auth';
import { useConnectionStatus } from './chat-connection';
import { useChatStore } from './chat-store';

/** Unread messages over all conversations the panel knows of (the message tab's badge). */
export function useChatUnreadTotal(): number {
  return useChatStore((state) => state.conversations.reduce((sum, item) => sum + item.unreadCount, 0));
}

/**
 * Unread messages for the header's badge. While the chat connection is open the conversations it keeps
 * are counted, so a new message or a read one shows at once; before the chat was ever opened (or while the
 * connection is down) the server's count is asked with the notice polling.
 */
export function useMessageUnread(): number {
  const loggedIn = useIsLoggedIn();
  const live = useConnectionStatus((state) => state.status === 'open');
  const kept = useChatUnreadTotal();
  const polled = useQuery({
    queryKey: ['im', 'unread'],
    queryFn: () => api(im.statPerson, undefined, { silent: true }),
    enabled: loggedIn && !live,
    refetchInterval: notices.NOTICE_POLL_MS,
  });
  if (!loggedIn) return 0;
  return live ? kept : (polled.data?.unreadCount ?? 0);
}
