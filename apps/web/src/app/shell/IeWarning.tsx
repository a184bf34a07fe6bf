import { Alert } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/** The warning banner itself, fetched only by the browsers it is for. */
export function IeWarning() {
  const { t } = useTranslation();
  return <Alert banner type="warning" showIcon title={t('ie.warning')} data-testid="ie-warning" />;
}
