import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { lazyPart } from '../routing/lazy-part';
import { DeferredOverlay, type OverlayProps } from './DeferredOverlay';
import { currentLanguageOf, languageNameKeys } from './language-names';

const languageMenu = lazyPart<OverlayProps>(() =>
  import('./LanguageMenu').then((module) => module.LanguageMenu),
);

/** Switches between Chinese and English; the menu's code comes when the pointer or focus reaches it. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = currentLanguageOf(i18n.language);

  return (
    <DeferredOverlay
      overlay={(props) => <languageMenu.Component {...props} />}
      onFailed={languageMenu.reset}
      preload={languageMenu.preload}
      openOn="hover"
      trigger={(props) => (
        <button
          type="button"
          className="lang-switch"
          aria-label={t('nav.language')}
          data-testid="nav-language"
          {...props}
        >
          <GlobalOutlined aria-hidden />
          <span className="lang-switch__label">{t(languageNameKeys[current])}</span>
        </button>
      )}
    />
  );
}
