import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { isInternetExplorer } from './browser-env';

/** Spec 002 §2.4: Internet Explorer users are warned that the portal may not work for them. */
export function IeBanner() {
  const { t } = useTranslation();
  if (!isInternetExplorer(navigator.userAgent)) return null;
  return <Alert banner type="warning" showIcon title={t('ie.warning')} data-testid="ie-warning" />;
}
