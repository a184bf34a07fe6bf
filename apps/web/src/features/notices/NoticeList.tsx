import { useEffect, useState, type ReactNode } from 'react';
import { Pagination, Spin } from 'antd';
import { notices } from '@fox/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui/EmptyState';
import { noticeKeys, useMarkTabRead, type NoticeTab } from './notice-queries';

interface ListedNotice {
  id: number;
  readState: number;
}

export interface NoticeListProps<T extends ListedNotice> {
  tab: NoticeTab;
  /** Whether the tab has unread notices: opening it then marks them read. */
  unread: number;
  load: (pageNum: number) => Promise<{ data: T[]; total: number }>;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
}

/**
 * One tab's notices, 10 a page (spec 001 §9). Once a page has been shown, the tab's notices are marked read,
 * so the items still show as new on this visit and the badges clear.
 */
export function NoticeList<T extends ListedNotice>({
  tab,
  unread,
  load,
  renderItem,
  emptyText,
}: NoticeListProps<T>) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  // Always fresh when the panel opens again: notices may have arrived since.
  const query = useQuery({
    queryKey: noticeKeys.page(tab, pageNum),
    queryFn: () => load(pageNum),
    staleTime: 0,
  });
  const { mutate } = useMarkTabRead();
  const { isSuccess: loaded, refetch } = query;
  const showsUnread = query.data?.data.some((notice) => notice.readState === 0) ?? false;

  // Unread notices that this page does not show yet arrived while it was open (newest come first): fetch
  // them, so they are seen before they are marked read.
  useEffect(() => {
    if (!loaded || unread === 0) return;
    if (showsUnread || pageNum > 1) mutate(tab);
    else void refetch();
  }, [loaded, unread, showsUnread, pageNum, tab, mutate, refetch]);

  if (query.isPending) {
    return (
      <div className="notice-list__state">
        <Spin />
      </div>
    );
  }
  if (query.isError) {
    return <EmptyState text={t('notices.loadFailed')} data-testid="notice-list-error" />;
  }
  const { data, total } = query.data;
  if (data.length === 0) return <EmptyState text={emptyText} data-testid={`notice-empty-${tab}`} />;
  return (
    <div className="notice-list" data-testid={`notice-list-${tab}`}>
      <ul className="notice-list__items">
        {data.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pagination
        className="notice-list__pages"
        size="small"
        current={pageNum}
        total={total}
        pageSize={notices.NOTICE_PAGE_SIZE}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={setPageNum}
      />
    </div>
  );
}
