import { useState } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { switchLanguage } from '../../i18n/i18n';
import { isLanguage, supportedLanguages } from '../../i18n/language';
import type { OverlayProps } from './DeferredOverlay';
import { currentLanguageOf, languageNameKeys } from './language-names';

/** The language dropdown around the header's language button (its own chunk: see LanguageSwitch). */
export function LanguageMenu({ openAtStart, children }: OverlayProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(openAtStart);

  const menu: MenuProps = {
    items: supportedLanguages.map((language) => ({
      key: language,
      label: <span data-testid={`lang-${language}`}>{t(languageNameKeys[language])}</span>,
    })),
    selectable: true,
    selectedKeys: [currentLanguageOf(i18n.language)],
    onClick: ({ key }) => {
      if (isLanguage(key)) void switchLanguage(key);
    },
  };

  return (
    <Dropdown menu={menu} placement="bottomRight" open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}
