import type { ReactNode } from 'react';
import { PageHeading } from '../../ui/PageHeading';
import { EmptyState, InfiniteScroll } from '../../ui';
import { useTranslation } from '../../i18n/use-translation';
import { ReadingLoadFailed, ReadingSkeleton } from './ReadingStates';
import type { CursorList } from './reading-queries';
import './reading.css';

/**
 * The frame of a reading list page: its title, then the skeleton, the failure with a retry, the empty
 * state or the cards, loading the next page on scroll.
 */
export function ReadingListPage<T extends { id: number }>({
  routeKey,
  list,
  emptyText,
  name,
  renderItem,
}: {
  routeKey: string;
  list: CursorList<T>;
  emptyText: string;
  /** Names the test ids: `<name>s-empty` and `<name>-list`. */
  name: string;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="reading-page">
      <PageHeading routeKey={routeKey} />
      {list.isPending ? (
        <ReadingSkeleton />
      ) : list.isError && list.items.length === 0 ? (
        <ReadingLoadFailed onRetry={list.refetch} />
      ) : list.items.length === 0 ? (
        <EmptyState text={emptyText} data-testid={`${name}s-empty`} />
      ) : (
        <InfiniteScroll
          className="reading-scroll"
          height="calc(100vh - 190px)"
          hasMore={list.hasMore}
          loading={list.loadingMore}
          loadMore={list.loadMore}
          endText={t('reading.listEnd')}
          data-testid={`${name}-list`}
        >
          <ul className="reading-cards">{list.items.map(renderItem)}</ul>
        </InfiniteScroll>
      )}
    </section>
  );
}
