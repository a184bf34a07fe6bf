import { useEffect } from 'react';
import { Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useLoginPrompt } from '../../features/auth/login-prompt-store';
import { PageHeading } from '../../ui/PageHeading';

/** What a guest sees on a page that needs a login (spec 000 §2: /my); the login prompt opens at once. */
export function LoginRequiredPage({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  const openLogin = useLoginPrompt((state) => state.open);

  useEffect(() => {
    openLogin();
  }, [openLogin]);

  return (
    <section className="page-card">
      <PageHeading routeKey={routeKey} />
      <div className="not-available">
        <LockOutlined className="not-available__icon" aria-hidden />
        <div data-testid="login-required" className="not-available__text">
          {t('my.loginRequired')}
        </div>
        <Button type="primary" onClick={openLogin} data-testid="login-required-action">
          {t('my.loginAction')}
        </Button>
      </div>
    </section>
  );
}
