import { Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState text={t('profile.loadFailed')} data-testid="profile-load-failed">
      <Button onClick={onRetry}>{t('profile.retry')}</Button>
    </EmptyState>
  );
}
