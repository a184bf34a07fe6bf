import { useState, type ReactNode } from 'react';
import { Segmented, Skeleton } from 'antd';
import { EmptyState, Pagination } from '../../ui';
import { LoadFailed } from './LoadFailed';
import { PROFILE_PAGE_SIZE } from './profile-queries';

/** A page of a profile list as its query holds it. */
export interface WorksPageQuery<T> {
  isPending: boolean;
  isError: boolean;
  data?: { data: T[]; total: number } | undefined;
  refetch: () => unknown;
}

interface PagedWorksProps<T> {
  query: WorksPageQuery<T>;
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  emptyTestId: string;
  listTestId: string;
  renderItem: (item: T) => ReactNode;
  listClassName?: string;
  pageSize?: number;
  /** What stands in while the first page loads. */
  loading?: ReactNode;
}

/** A profile list: loading, a failure to retry, the empty state, or the works with their pages. */
export function PagedWorks<T>({
  query,
  page,
  onPage,
  emptyText,
  emptyTestId,
  listTestId,
  renderItem,
  listClassName = 'work-list',
  pageSize = PROFILE_PAGE_SIZE,
  loading = <Skeleton active avatar paragraph={{ rows: 3 }} />,
}: PagedWorksProps<T>) {
  if (query.isPending) return loading;
  if (query.isError || !query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <EmptyState text={emptyText} data-testid={emptyTestId} />;
  return (
    <>
      <ul className={listClassName} data-testid={listTestId}>
        {query.data.data.map(renderItem)}
      </ul>
      {query.data.total > pageSize && (
        <Pagination
          className="profile-panel__pages"
          current={page}
          total={query.data.total}
          pageSize={pageSize}
          onChange={onPage}
        />
      )}
    </>
  );
}

/** The kind a list shows and its page; choosing another kind starts again at the first page. */
export function useKindPages<K>(initial: K) {
  const [kind, setKind] = useState<K>(initial);
  const [page, setPage] = useState(1);
  const chooseKind = (next: K) => {
    setKind(next);
    setPage(1);
  };
  return { kind, chooseKind, page, setPage };
}

/** The row of kinds above a profile list. */
export function KindSwitch<K extends string>({
  value,
  onChange,
  options,
}: {
  value: K;
  onChange: (kind: K) => void;
  options: Array<{ value: K; label: ReactNode }>;
}) {
  return <Segmented className="profile-panel__kinds" value={value} onChange={onChange} options={options} />;
}
