import { HourglassOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';

/** The honest notice of a feature that is not built yet. */
export function NotAvailable() {
  const { t } = useTranslation();
  return (
    <div className="not-available">
      <HourglassOutlined className="not-available__icon" aria-hidden />
      <div data-testid="not-available" className="not-available__text">
        {t('common.notAvailable')}
      </div>
    </div>
  );
}
