import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { routeTitlesEn, routeTitlesZh } from './route-titles';
import {
  LANGUAGE_STORAGE_KEY,
  dayjsLocaleOf,
  defaultLanguage,
  isLanguage,
  readStoredLanguage,
  type Language,
} from './language';
import { createTranslator } from './translator';

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const initialLanguage = readStoredLanguage(browserStorage());

/** The app's one translator: screens read it through useTranslation, requests and stores directly. */
export const i18n = createTranslator({
  language: initialLanguage,
  fallbackLanguage: defaultLanguage,
  // Every catalogue is bundled, so the first render is already translated; the features' own texts are
  // added by the app at start.
  resources: {
    'zh-CN': { translation: { ...zhCN, route: routeTitlesZh } },
    'en-US': { translation: { ...enUS, route: routeTitlesEn } },
  },
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
