import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';

/** The fox mark and product name, linking home. */
export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <Link to="/home" className="brand" aria-label={t('app.homeLink')} data-testid="brand-home">
      <svg className="brand__mark" viewBox="0 0 64 64" aria-hidden>
        <rect width="64" height="64" rx="16" fill="currentColor" />
        <path d="M14 16l12 10h12l12-10-3 22-15 12-15-12z" fill="#fff" />
        <circle cx="25" cy="34" r="3" fill="currentColor" />
        <circle cx="39" cy="34" r="3" fill="currentColor" />
        <path d="M29 42h6l-3 3z" fill="currentColor" />
      </svg>
      <span className="brand__name">{t('app.name')}</span>
    </Link>
  );
}
