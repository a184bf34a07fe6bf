import type { ReactNode } from 'react';
import { Pagination, Spin } from 'antd';
import { EmptyState } from '../../../ui';

interface CommunityPagerProps {
  pending: boolean;
  /** The rows of the current page; none shows `emptyText`. */
  children: ReactNode[];
  emptyText: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  testId: string;
}

/** One page of a community list with page buttons; a spinner while the first page loads. */
export function CommunityPager({
  pending,
  children,
  emptyText,
  page,
  pageSize,
  total,
  onPage,
  testId,
}: CommunityPagerProps) {
  if (pending)
    return (
      <div className="community__center" data-testid={`${testId}-loading`}>
        <Spin />
      </div>
    );
  if (children.length === 0)
    return <EmptyState text={emptyText} className="community__empty" data-testid={`${testId}-empty`} />;
  return (
    <div className="community__list" data-testid={testId}>
      {children}
      <Pagination
        className="community__pages"
        size="small"
        current={page}
        pageSize={pageSize}
        total={total}
        onChange={onPage}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </div>
  );
}
