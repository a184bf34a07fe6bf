import { Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { openLoginPrompt } from '../auth';

/** What a guest sees on an order page: the reason and the way to log in. */
export function LoginNeeded() {
  const { t } = useTranslation();
  return (
    <div className="not-available" data-testid="wish-login-needed">
      <LockOutlined className="not-available__icon" aria-hidden />
      <div className="not-available__text">{t('wishes.mine.loginRequired')}</div>
      <Button type="primary" onClick={openLoginPrompt} data-testid="wish-login">
        {t('wishes.mine.login')}
      </Button>
    </div>
  );
}
