import { Suspense, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
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

  const failure = (
    <Result
      status="warning"
      title={t('chunk.title')}
      subTitle={t('chunk.text')}
      data-testid="chunk-error"
      extra={
        <Button type="primary" onClick={retry} data-testid="chunk-retry">
          {t('common.retry')}
        </Button>
      }
    />
  );

  return (
    // The key resets the boundary for a retry and for another route rendered in the same place.
    <ChunkErrorBoundary key={`${routeKey}#${attempt}`} fallback={failure}>
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
