import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import type { dramas } from '@fox/contracts';
import { EmptyState } from '../../ui';
import { DramaCard } from './DramaCard';

interface DramaGridProps {
  items: dramas.Drama[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyText: ReactNode;
  /** Placeholder cards while the first page loads, as many as the page will hold. */
  skeletonCount?: number;
  /**
   * Show whole rows only: a last row that is not full is left to the 更多 page, so a band of the home
   * never ends ragged (its first row always shows, however few cards it has).
   */
  wholeRows?: boolean;
  'data-testid'?: string;
}

/** A grid of drama cards with its loading, failed and empty states. */
export function DramaGrid(props: DramaGridProps) {
  const { items, isPending, isError, onRetry, emptyText, skeletonCount = 12, wholeRows = false } = props;
  const { t } = useTranslation();
  const testId = props['data-testid'] ?? 'drama-grid';

  if (isPending && !items) {
    return (
      <ul className="drama-grid" aria-busy data-testid={`${testId}-loading`}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index} className="drama-card drama-card--skeleton">
            <Skeleton.Image active className="drama-card__skeleton-cover" />
            <Skeleton active title={false} paragraph={{ rows: 2, width: ['90%', '60%'] }} />
          </li>
        ))}
      </ul>
    );
  }
  if (isError && !items) {
    return (
      <EmptyState text={t('dramas.loadFailed')} data-testid={`${testId}-failed`}>
        <Button onClick={onRetry}>{t('dramas.retry')}</Button>
      </EmptyState>
    );
  }
  if (!items || items.length === 0) {
    return <EmptyState text={emptyText} data-testid={`${testId}-empty`} />;
  }
  return (
    <ul className={wholeRows ? 'drama-grid drama-grid--whole-rows' : 'drama-grid'} data-testid={testId}>
      {items.map((drama) => (
        <DramaCard key={drama.id} drama={drama} />
      ))}
    </ul>
  );
}
