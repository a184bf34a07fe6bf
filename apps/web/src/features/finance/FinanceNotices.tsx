import { Button, Tag } from 'antd';
import { LockOutlined, WarningOutlined } from '@ant-design/icons';
import type { finance } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { openLoginPrompt } from '../auth';
import { STATE_COLORS } from './finance-format';

/** What a guest sees on the settlement pages: the reason and the way to log in. */
export function FinanceLoginNeeded() {
  const { t } = useTranslation();
  return (
    <div className="not-available" data-testid="finance-login-needed">
      <LockOutlined className="not-available__icon" aria-hidden />
      <div className="not-available__text">{t('finance.loginRequired')}</div>
      <Button type="primary" onClick={openLoginPrompt} data-testid="finance-login">
        {t('finance.login')}
      </Button>
    </div>
  );
}

/** A part that could not load, with a way to ask again (the request layer already said why). */
export function FinanceLoadFailed({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="not-available" data-testid={testId ?? 'finance-load-failed'}>
      <WarningOutlined className="not-available__icon" aria-hidden />
      <div className="not-available__text">{t('finance.loadFailed')}</div>
      <Button onClick={onRetry}>{t('finance.retry')}</Button>
    </div>
  );
}

/** A record's state as a coloured tag. */
export function RecordStateTag({ state }: { state: finance.FinanceRecordState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLORS[state]} className="finance-state" data-testid="record-state" variant="filled">
      {t(`finance.state.${state}`)}
    </Tag>
  );
}
