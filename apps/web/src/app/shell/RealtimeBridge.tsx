import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIsLoggedIn } from '../../features/auth/session-store';
import { ensureChatConnection, onNoticeFrame } from '../../features/chat/chat-connection';
import { noticeKeys } from '../../features/notices/notice-queries';

/**
 * Opens the real-time connection as soon as someone is logged in, not when the chat panel is first opened:
 * messages and notices then reach the header badges while the user reads other pages. A notice frame
 * refetches the notice queries at once (badge and any open list); the 5 s poll stays as the fallback.
 */
export function RealtimeBridge() {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  useEffect(
    () => onNoticeFrame(() => void queryClient.invalidateQueries({ queryKey: noticeKeys.all })),
    [queryClient],
  );
  useEffect(() => {
    if (loggedIn) ensureChatConnection();
  }, [loggedIn]);
  return null;
}
