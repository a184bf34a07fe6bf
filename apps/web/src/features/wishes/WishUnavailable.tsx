import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../api';

/** Whether a wish request failed because the server has no wish for this viewer there (404). */
export function isMissingWish(error: unknown): boolean {
  return isApiError(error) && (error.code === 404 || error.status === 404);
}

/** Whether the 404 says why: the wish exists but is not on the square (ended, taken down, in review). */
function hasReason(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const data = error.data as { unavailable?: unknown } | null;
  return Boolean(data && typeof data === 'object' && data.unavailable);
}

/** A wish that is not there, or not for this viewer, said plainly with the way back to the square. */
export function WishNotFound({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const unavailable = hasReason(error);
  return (
    <section className="page-card" data-testid={unavailable ? 'wish-unavailable' : 'wish-not-found'}>
      <Result
        status={unavailable ? 'warning' : '404'}
        title={
          <h1 className="wish-result-title">
            {t(unavailable ? 'wishes.detail.unavailable' : 'wishes.detail.notFound')}
          </h1>
        }
        subTitle={t(unavailable ? 'wishes.detail.unavailableText' : 'wishes.detail.notFoundText')}
        extra={
          <Link to="/makeMoney" className="button-link">
            {t('wishes.detail.backSquare')}
          </Link>
        }
      />
    </section>
  );
}

/**
 * What a page about one wish shows before the wish: not found, a failure with a retry, or a skeleton.
 * Null once the wish is there.
 */
export function wishStateView(
  taskNumber: string | null,
  query: { isError: boolean; error: unknown; data: unknown; refetch: () => unknown },
): ReactNode {
  if (taskNumber === null || (query.isError && isMissingWish(query.error))) {
    return <WishNotFound error={query.error} />;
  }
  if (query.isError) return <WishLoadFailed onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <section className="page-card" aria-busy>
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  }
  return null;
}

export function WishLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="page-card">
      <Result
        status="warning"
        title={t('wishes.detail.loadFailed')}
        extra={
          <Button type="primary" onClick={onRetry} data-testid="wish-retry">
            {t('wishes.square.retry')}
          </Button>
        }
        data-testid="wish-load-failed"
      />
    </section>
  );
}
