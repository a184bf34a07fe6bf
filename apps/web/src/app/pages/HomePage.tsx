import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { HomeFeed } from '../../features/discovery/HomeFeed';
import { mainAreas } from '../main-areas';
import type { PageProps } from '../../ui/PageHeading';
import { PageHeading } from '../../ui/PageHeading';

/** The landing page: a compact strip of the portal's areas, then the mixed feed of recommended content. */
export function HomePage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const areas = mainAreas.filter((area) => area.descriptionKey);

  return (
    <div className="home-page">
      <div className="home-page__top">
        <PageHeading routeKey={routeKey} />
        <nav aria-label={t('home.areasTitle')} className="area-strip">
          <ul className="area-strip__list">
            {areas.map(({ key, path, labelKey, descriptionKey, icon: Icon }) => (
              <li key={key}>
                <Link
                  to={path}
                  className="area-strip__link"
                  title={descriptionKey ? t(descriptionKey) : undefined}
                  data-testid={`home-area-${key}`}
                >
                  <span className="area-strip__icon" aria-hidden>
                    <Icon />
                  </span>
                  <span>{t(labelKey)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <HomeFeed />
    </div>
  );
}
