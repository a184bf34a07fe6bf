import { Button, Result } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/** The router's last resort when a page throws; a reload starts from a clean state. */
export function CrashPage() {
  const { t } = useTranslation();
  return (
    <div className="crash-page" data-testid="crash-page">
      <Result
        status="error"
        title={t('crash.title')}
        subTitle={t('crash.text')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('crash.reload')}
          </Button>
        }
      />
    </div>
  );
}
