import { Dropdown, type MenuProps } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/i18n';
import { isLanguage, supportedLanguages, type Language } from '../../i18n/language';

// Each language is named in itself in both catalogues, so a reader of either can find their own.
const languageNameKeys: Record<Language, string> = { 'zh-CN': 'language.zh', 'en-US': 'language.en' };

/** Switches between Chinese and English. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';

  const menu: MenuProps = {
    items: supportedLanguages.map((language) => ({
      key: language,
      label: <span data-testid={`lang-${language}`}>{t(languageNameKeys[language])}</span>,
    })),
    selectable: true,
    selectedKeys: [current],
    onClick: ({ key }) => {
      if (isLanguage(key)) void switchLanguage(key);
    },
  };

  return (
    <Dropdown menu={menu} placement="bottomRight">
      <button type="button" className="lang-switch" aria-label={t('nav.language')} data-testid="nav-language">
        <GlobalOutlined aria-hidden />
        <span className="lang-switch__label">{t(languageNameKeys[current])}</span>
      </button>
    </Dropdown>
  );
}
