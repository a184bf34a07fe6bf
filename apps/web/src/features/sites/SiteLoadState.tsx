import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';

interface Loadable {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Shows a skeleton while a site list loads and a retry when it failed; the list itself otherwise. */
export function SiteLoadState({ query, children }: { query: Loadable; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <EmptyState text={t('sites.loadFailed')}>
        <Button onClick={() => void query.refetch()}>{t('sites.retry')}</Button>
      </EmptyState>
    );
  }
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  return <>{children}</>;
}
