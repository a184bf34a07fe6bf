import type { ReactNode } from 'react';
import { Badge } from 'antd';
import './header-count-badge.css';

/** Counts above this show as 99+. */
export const HEADER_BADGE_CAP = 99;

interface HeaderCountBadgeProps {
  count: number;
  children: ReactNode;
  'data-testid': string;
}

/** A header icon's unread count, hidden at 0 and 99+ beyond: the notices' and the messages' badges. */
export function HeaderCountBadge({ count, children, ...rest }: HeaderCountBadgeProps) {
  return (
    <Badge
      className="header-count-badge"
      count={count}
      size="small"
      overflowCount={HEADER_BADGE_CAP}
      offset={[4, -2]}
      data-testid={rest['data-testid']}
    >
      {children}
    </Badge>
  );
}
