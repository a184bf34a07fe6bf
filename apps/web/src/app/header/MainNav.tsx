import type { MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { reloadsGameFrame, useGameFrameReload } from '../../features/games';
import { mainAreas } from '../main-areas';

/** Links to the portal's areas; the current area is highlighted, sub-pages included. */
export function MainNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const reloadGame = useGameFrameReload((state) => state.request);
  // Spec 000 §2: the game entry clicked while in the game area reloads the game rather than leaving it.
  const onAreaClick = (areaKey: string, event: MouseEvent) => {
    if (areaKey !== 'gameApp' || !reloadsGameFrame(pathname)) return;
    event.preventDefault();
    reloadGame();
  };
  return (
    <nav className="main-nav" aria-label={t('nav.mainAria')}>
      {mainAreas.map((area) => (
        <NavLink
          key={area.key}
          to={area.path}
          onClick={(event) => onAreaClick(area.key, event)}
          className={({ isActive }) => (isActive ? 'main-nav__link is-active' : 'main-nav__link')}
          data-testid={`main-nav-${area.key}`}
        >
          {t(area.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}
