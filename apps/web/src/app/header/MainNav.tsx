import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { mainAreas } from '../main-areas';

/** Links to the portal's areas; the current area is highlighted, sub-pages included. */
export function MainNav() {
  const { t } = useTranslation();
  return (
    <nav className="main-nav" aria-label={t('nav.mainAria')}>
      {mainAreas.map((area) => (
        <NavLink
          key={area.key}
          to={area.path}
          className={({ isActive }) => (isActive ? 'main-nav__link is-active' : 'main-nav__link')}
          data-testid={`main-nav-${area.key}`}
        >
          {t(area.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}
