import { i18n } from './i18n';
import type { Translator } from './translator';

/** A feature's texts in both languages, merged into the catalogues under the feature's name. */
export interface FeatureBundle {
  zh: object;
  en: object;
}

/**
 * Adds features' texts to the catalogues (`t('video.next')` reads `video` from here). The shell adds the
 * texts of what it shows at start; a part that loads later (the chat panel's group pages) adds its own
 * when its code arrives, so the first page does not carry them.
 */
export function addFeatureBundles(
  bundles: Record<string, FeatureBundle>,
  translator: Translator = i18n,
  /** False keeps texts already registered (the late-loading parts register once and never replace). */
  overwrite = true,
): void {
  for (const [name, bundle] of Object.entries(bundles)) {
    translator.addResourceBundle('zh-CN', 'translation', { [name]: bundle.zh }, true, overwrite);
    translator.addResourceBundle('en-US', 'translation', { [name]: bundle.en }, true, overwrite);
  }
}
