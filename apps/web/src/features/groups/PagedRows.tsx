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
  /**
   * The class names of the spinner, empty state, list and page buttons; the contacts dialog's by default,
   * the community dialogs' (`communityPageClasses`) inside them.
   */
  classes?: PageClasses;
}

interface PageClasses {
  center: string;
  empty?: string;
  list: string;
  pages: string;
}

const groupListClasses: PageClasses = {
  center: 'group-select__center',
  list: 'group-list',
  pages: 'group-list__pages',
};

export const communityPageClasses: PageClasses = {
  center: 'community__center',
  empty: 'community__empty',
  list: 'community__list',
  pages: 'community__pages',
};

/**
 * A fixed-size page of rows with page buttons (spec 001 §9: contacts and groups, ten a page; the community
 * dialogs' lists too); a spinner while the first page loads.
 */
export function PagedRows({
  pending,
  children,
  emptyText,
  page,
  pageSize,
  total,
  onPage,
  testId,
  classes = groupListClasses,
}: PagedRowsProps) {
  if (pending)
    return (
      <div className={classes.center} data-testid={`${testId}-loading`}>
        <Spin />
      </div>
    );
  if (children.length === 0)
    return <EmptyState text={emptyText} className={classes.empty} data-testid={`${testId}-empty`} />;
  return (
    <div className={classes.list} data-testid={testId}>
      {children}
      <Pagination
        className={classes.pages}
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
