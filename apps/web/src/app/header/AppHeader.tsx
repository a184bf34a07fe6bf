import { Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { openLoginPrompt } from '../../features/auth/login-prompt-store';
import { useSessionStore } from '../../features/auth/session-store';
import { BrandLogo } from './BrandLogo';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';
import { SiteSwitch } from './SiteSwitch';
import { TopNav } from './TopNav';
import { UserMenu } from './UserMenu';

/** The sticky header of every page (spec 002 §2.5). */
export function AppHeader() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => (state.token ? state.userInfo : null));

  return (
    <header className="app-header" data-testid="app-header">
      <div className="app-header__inner">
        <BrandLogo />
        <MainNav />
        <HeaderSearch />
        <TopNav />
        <div className="app-header__account">
          <SiteSwitch />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Button type="primary" shape="round" onClick={openLoginPrompt} data-testid="nav-login">
              {t('nav.login')}
            </Button>
          )}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
