import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { routeTitlesEn, routeTitlesZh } from './route-titles';
import { featureMessages } from './feature-messages';
import {
  LANGUAGE_STORAGE_KEY,
  dayjsLocaleOf,
  defaultLanguage,
  isLanguage,
  readStoredLanguage,
  type Language,
} from './language';

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const initialLanguage = readStoredLanguage(browserStorage());

/** The one i18next instance of the app; react-i18next hooks read it. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: ['zh-CN', 'en-US'],
  // Resources are bundled, so initialisation finishes synchronously and the first render is translated.
  initAsync: false,
  resources: {
    'zh-CN': { translation: { ...zhCN, ...featureMessages('zh'), route: routeTitlesZh } },
    'en-US': { translation: { ...enUS, ...featureMessages('en'), route: routeTitlesEn } },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

function applyDocumentLanguage(language: Language): void {
  dayjs.locale(dayjsLocaleOf(language));
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

applyDocumentLanguage(initialLanguage);

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** Switches the language everywhere and remembers it for the next visit. */
export async function switchLanguage(language: Language): Promise<void> {
  try {
    browserStorage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A blocked storage only loses the memory of the choice, not the switch itself.
  }
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}
