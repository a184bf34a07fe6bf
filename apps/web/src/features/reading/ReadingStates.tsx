import { Alert, Button, Result, Skeleton } from 'antd';
import type { content } from '@fox/contracts';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { unavailableReasonOf } from '../../api';
import { isMissingContent } from './not-found';

/**
 * A detail whose id is wrong or whose item is gone; or one that exists but is not for this viewer, which
 * says why: taken down, or waiting for review.
 */
export function ReadingNotFound({
  backTo,
  backText,
  unavailable = null,
}: {
  backTo: string;
  backText: string;
  unavailable?: 'takenDown' | 'underReview' | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="page-card"
      data-testid={unavailable ? 'reading-unavailable' : 'reading-not-found'}
      data-reason={unavailable ?? undefined}
    >
      <Result
        status={unavailable === 'underReview' ? 'info' : unavailable ? 'warning' : '404'}
        title={t(unavailable ? `reading.${unavailable}` : 'reading.notFound')}
        subTitle={t(unavailable ? `reading.${unavailable}Text` : 'reading.notFoundText')}
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

/**
 * Above the author's own work when others cannot see it: waiting for review, refused or taken down (with
 * the reason the platform gave), or taken off by the author.
 */
export function OwnWorkState({ item }: { item: { state: content.ContentState; rejectReason: string } }) {
  const { t } = useTranslation();
  if (item.state === 'OnShelf') return null;
  const reason = item.rejectReason || '—';
  const danger = item.state === 'Refuse' || item.state === 'CompelOff';
  return (
    <Alert
      className="reading-own-state"
      type={danger ? 'error' : 'info'}
      showIcon
      title={t(`reading.ownState.${item.state}`, { reason })}
      data-testid="own-work-state"
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
  if (id === null || (query.isError && isMissingContent(query.error))) {
    return <ReadingNotFound {...back} unavailable={unavailableReasonOf(query.error)} />;
  }
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
