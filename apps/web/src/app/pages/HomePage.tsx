import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mainAreas } from '../main-areas';
import type { PageProps } from '../routing/page-registry';
import { NotAvailable } from './NotAvailable';
import { PageHeading } from './PageHeading';

/**
 * The landing page. Its feeds come with the content features; until then it welcomes the visitor and
 * links to each area of the portal.
 */
export function HomePage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const areas = mainAreas.filter((area) => area.descriptionKey);

  return (
    <div className="home-page">
      <section className="page-card">
        <PageHeading routeKey={routeKey} />
        <div className="welcome-band" data-testid="home-welcome">
          <h2 className="welcome-band__title">{t('home.welcomeTitle')}</h2>
          <p className="welcome-band__text">{t('home.welcomeText')}</p>
        </div>
        <nav aria-label={t('home.areasTitle')}>
          <h2 className="section-title">{t('home.areasTitle')}</h2>
          <ul className="area-grid">
            {areas.map(({ key, path, labelKey, descriptionKey, icon: Icon }) => (
              <li key={key}>
                <Link to={path} className="area-link" data-testid={`home-area-${key}`}>
                  <span className="area-link__icon" aria-hidden>
                    <Icon />
                  </span>
                  <span className="area-link__body">
                    <span className="area-link__name">{t(labelKey)}</span>
                    {descriptionKey && <span className="area-link__text">{t(descriptionKey)}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NotAvailable />
      </section>
    </div>
  );
}
