import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction } from './translator';

const readLanguage = () => i18n.language;

/**
 * The current language's `t`, and the translator for its language. A component that calls it renders
 * again when the reader switches language; its `t` then changes too, so memoised texts follow.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(i18n.subscribe, readLanguage, readLanguage);
  const t = useMemo(() => i18n.getFixedT(language), [language]);
  return { t, i18n };
}
