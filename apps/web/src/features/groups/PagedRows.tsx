import type { ReactNode } from 'react';
import { Pagination, Spin } from 'antd';
import { EmptyState } from '../../ui';

interface PagedRowsProps {
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

/** A fixed-size page of clickable rows with page buttons (spec 001 §9: contacts and groups, ten a page). */
export function PagedRows({
  pending,
  children,
  emptyText,
  page,
  pageSize,
  total,
  onPage,
  testId,
}: PagedRowsProps) {
  if (pending)
    return (
      <div className="group-select__center">
        <Spin />
      </div>
    );
  if (children.length === 0) return <EmptyState text={emptyText} data-testid={`${testId}-empty`} />;
  return (
    <div className="group-list" data-testid={testId}>
      {children}
      <Pagination
        className="group-list__pages"
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
