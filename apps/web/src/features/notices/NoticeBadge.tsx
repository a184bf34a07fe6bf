import type { ReactNode } from 'react';
import { HeaderCountBadge } from '../../ui/HeaderCountBadge';
import { notices } from '@fox/contracts';
import { unreadOf, useNoticeUnread } from './notice-queries';

/** Wraps the header's notification icon with the total unread count (hidden at 0; 99+ beyond). */
export function NoticeBadge({ children }: { children: ReactNode }) {
  const total = unreadOf(useNoticeUnread(), notices.NOTICE_TABS);
  return (
    <HeaderCountBadge count={total} data-testid="notice-total-badge">
      {children}
    </HeaderCountBadge>
  );
}
