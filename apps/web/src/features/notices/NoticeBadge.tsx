import type { ReactNode } from 'react';
import { Badge } from 'antd';
import { notices } from '@fox/contracts';
import { unreadOf, useNoticeUnread } from './notice-queries';
import './notices.css';

/** Wraps the header's notification icon with the total unread count (hidden at 0; 99+ beyond). */
export function NoticeBadge({ children }: { children: ReactNode }) {
  const total = unreadOf(useNoticeUnread(), notices.NOTICE_TABS);
  return (
    <Badge
      className="notice-badge"
      count={total}
      size="small"
      overflowCount={99}
      offset={[4, -2]}
      data-testid="notice-total-badge"
    >
      {children}
    </Badge>
  );
}
