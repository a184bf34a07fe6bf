import { Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';

/** A list that could not be loaded says so, with a retry, rather than passing for an empty one. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState text={t('friends.loadFailed')} data-testid="friends-load-failed">
      <Button size="small" onClick={onRetry}>
        {t('friends.retry')}
      </Button>
    </EmptyState>
  );
}
