import { useEffect, type ReactNode } from 'react';
import { HeaderCountBadge } from '../../ui/HeaderCountBadge';
import { useTitleCount } from '../../ui/title-count';
import { useMessageUnread } from './use-unread-total';

/**
 * Wraps the header's message icon with the unread messages (hidden at 0; 99+ beyond), and leads the tab
 * title with the same count, so a message that arrives while the chat is closed is not missed.
 */
export function MessageBadge({ children }: { children: ReactNode }) {
  const total = useMessageUnread();
  useEffect(() => {
    useTitleCount.setState({ count: total });
    return () => useTitleCount.setState({ count: 0 });
  }, [total]);
  return (
    <HeaderCountBadge count={total} data-testid="message-total-badge">
      {children}
    </HeaderCountBadge>
  );
}
