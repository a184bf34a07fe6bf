import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIsLoggedIn } from '../../features/auth/session-store';
import { noticeKeys } from '../../features/notices/notice-queries';

/**
 * Opens the real-time connection as soon as someone is logged in, not when the chat panel is first opened:
 * messages and notices then reach the header badges while the user reads other pages. A notice frame
 * refetches the notice queries at once (badge and any open list); the 5 s poll stays as the fallback.
 * A guest never needs the connection, so its code is fetched at the first login.
 */
export function RealtimeBridge() {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    let stopListening: (() => void) | null = null;
    let left = false;
    import('../../features/im/chat-connection').then(
      ({ ensureChatConnection, onNoticeFrame }) => {
        if (left) return;
        stopListening = onNoticeFrame(() => void queryClient.invalidateQueries({ queryKey: noticeKeys.all }));
        ensureChatConnection();
      },
      // Without its code the badges still follow the 5 s poll; the next login tries again.
      () => undefined,
    );
    return () => {
      left = true;
      stopListening?.();
    };
  }, [loggedIn, queryClient]);
  return null;
}
