import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ChunkErrorBoundary } from '../routing/ChunkErrorBoundary';
import { lazyPart } from '../routing/lazy-part';
import { PlainNotice } from './PlainNotice';

const crashPage = lazyPart(() => import('./CrashPage').then((module) => module.CrashPage));

/** The router's error page, fetched when a page throws; if even that fails, a plain notice says the same. */
export function LazyCrashPage() {
  const { t } = useTranslation();
  const plain = (
    <div className="crash-page">
      <PlainNotice
        tone="error"
        title={t('crash.title')}
        text={t('crash.text')}
        action={t('crash.reload')}
        onAction={() => window.location.reload()}
        testId="crash-page"
      />
    </div>
  );
  return (
    <ChunkErrorBoundary fallback={plain}>
      <Suspense fallback={null}>
        <crashPage.Component />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
