import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { ScrollBox } from './ScrollBox';
import { shouldLoadMore } from './infinite-scroll';

export interface InfiniteScrollProps {
  children?: ReactNode;
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
  height?: number | string;
  className?: string;
  /** Shown under the last item once everything is loaded; hidden when omitted. */
  endText?: ReactNode;
  'data-testid'?: string;
}

/** A scroll box that asks for the next page when the user nears its bottom (spec 002 §9). */
export function InfiniteScroll({
  children,
  hasMore,
  loading,
  loadMore,
  endText,
  ...rest
}: InfiniteScrollProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);

  const check = useCallback(() => {
    const box = boxRef.current;
    if (box && shouldLoadMore(box, { hasMore, loading })) loadMore();
  }, [hasMore, loading, loadMore]);

  // Also check without a scroll: a first page shorter than the box would otherwise never grow.
  useEffect(check, [check]);

  return (
    <ScrollBox {...rest} ref={boxRef} onScroll={check}>
      {children}
      {loading && (
        <div className="infinite-scroll__status">
          <Spin size="small" /> <span>{t('ui.loadingMore')}</span>
        </div>
      )}
      {!hasMore && !loading && endText && <div className="infinite-scroll__status">{endText}</div>}
    </ScrollBox>
  );
}
