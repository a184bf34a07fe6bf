import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState, InfiniteScroll } from '../../ui';
import { ReadingLoadFailed, ReadingSkeleton } from './ReadingStates';

interface LiteratureListProps<T> {
  list: {
    items: T[];
    isPending: boolean;
    isError: boolean;
    hasMore: boolean;
    loadingMore: boolean;
    loadMore: () => void;
    refetch: () => void;
  };
  emptyText: string;
  testId: string;
  renderItem: (item: T) => ReactNode;
}

/** A poetry or prose list: a grid of cards loading on scroll, with its loading, failed and empty states. */
export function LiteratureList<T>({ list, emptyText, testId, renderItem }: LiteratureListProps<T>) {
  const { t } = useTranslation();
  if (list.isPending) return <ReadingSkeleton />;
  if (list.isError && list.items.length === 0) return <ReadingLoadFailed onRetry={list.refetch} />;
  if (list.items.length === 0) return <EmptyState text={emptyText} data-testid={`${testId}-empty`} />;
  return (
    <InfiniteScroll
      className="reading-scroll"
      height="calc(100vh - 250px)"
      hasMore={list.hasMore}
      loading={list.loadingMore}
      loadMore={list.loadMore}
      endText={t('reading.listEnd')}
      data-testid={testId}
    >
      <ul className="literature-grid">{list.items.map(renderItem)}</ul>
    </InfiniteScroll>
  );
}
