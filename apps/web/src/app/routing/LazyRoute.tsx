import { Suspense, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { PlainNotice } from '../pages/PlainNotice';
import { forgetLazyPage, lazyPageFor } from './lazy-page';

/** Loads a route's page chunk on demand, with a spinner meanwhile and a retry when it fails. */
export function LazyRoute({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPageFor(routeKey);

  const retry = () => {
    forgetLazyPage(routeKey);
    setAttempt((count) => count + 1);
  };

  return (
    // The key resets the boundary for a retry and for another route rendered in the same place.
    <ChunkErrorBoundary
      key={`${routeKey}#${attempt}`}
      fallback={
        <PlainNotice
          tone="warning"
          title={t('chunk.title')}
          text={t('chunk.text')}
          action={t('common.retry')}
          onAction={retry}
          testId="chunk-error"
          actionTestId="chunk-retry"
        />
      }
    >
      <Suspense fallback={<PageSpinner />}>
        <Page routeKey={routeKey} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-label={t('common.loading')}>
      <Spin size="large" delay={200} />
    </div>
  );
}
