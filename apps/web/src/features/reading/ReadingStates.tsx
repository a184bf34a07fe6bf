import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isMissingContent } from './not-found';

/** A detail whose id is wrong or whose item is gone (or not for this viewer). */
export function ReadingNotFound({ backTo, backText }: { backTo: string; backText: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-card" data-testid="reading-not-found">
      <Result
        status="404"
        title={t('reading.notFound')}
        subTitle={t('reading.notFoundText')}
        extra={
          <Link to={backTo} className="button-link">
            {backText}
          </Link>
        }
      />
    </section>
  );
}

/** A list or detail that failed for another reason (network, server): say so and offer a retry. */
export function ReadingLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('reading.loadFailed')}
      extra={
        <Button type="primary" onClick={onRetry} data-testid="reading-retry">
          {t('reading.retry')}
        </Button>
      }
      data-testid="reading-load-failed"
    />
  );
}

/** Placeholder cards while the first page loads. */
export function ReadingSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="reading-skeleton" aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} active avatar={false} paragraph={{ rows: 2 }} />
      ))}
    </div>
  );
}

/**
 * What a detail page shows before its item: not found (a bad id, or content gone), a failure with a
 * retry, or the skeleton while it loads. Null once the item is there.
 */
export function detailStateOf(
  id: number | null,
  query: { isError: boolean; error: unknown; data: unknown; refetch: () => unknown },
  back: { backTo: string; backText: string },
): ReactNode {
  if (id === null || (query.isError && isMissingContent(query.error))) return <ReadingNotFound {...back} />;
  if (query.isError) {
    return (
      <section className="page-card">
        <ReadingLoadFailed onRetry={() => void query.refetch()} />
      </section>
    );
  }
  if (!query.data) {
    return (
      <section className="page-card">
        <ReadingSkeleton rows={4} />
      </section>
    );
  }
  return null;
}
