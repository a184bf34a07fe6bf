import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { FoxMark } from '../../ui/FoxMark';

/** The fox mark and product name, linking home. */
export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <Link to="/home" className="brand" aria-label={t('app.homeLink')} data-testid="brand-home">
      <FoxMark className="brand__mark" />
      <span className="brand__name">{t('app.name')}</span>
    </Link>
  );
}
