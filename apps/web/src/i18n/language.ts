/** The languages of the portal and how each one is named to the server, antd and dayjs. */
export const supportedLanguages = ['zh-CN', 'en-US'] as const;
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'zh-CN';

/** localStorage key holding the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Picks the stored language, falling back to Chinese for anything unknown (including a blocked storage). */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** Value of the `Lang` request header (platform facts: zh_CN | en_US). */
export function langHeaderOf(language: string): 'zh_CN' | 'en_US' {
  return language === 'en-US' ? 'en_US' : 'zh_CN';
}

/** dayjs locale name of a language. */
export function dayjsLocaleOf(language: Language): 'zh-cn' | 'en' {
  return language === 'en-US' ? 'en' : 'zh-cn';
}
