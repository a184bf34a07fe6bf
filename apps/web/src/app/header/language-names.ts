import { isLanguage, type Language } from '../../i18n/language';

// Each language is named in itself in both catalogues, so a reader of either can find their own.
export const languageNameKeys: Record<Language, string> = { 'zh-CN': 'language.zh', 'en-US': 'language.en' };

export function currentLanguageOf(language: string): Language {
  return isLanguage(language) ? language : 'zh-CN';
}
