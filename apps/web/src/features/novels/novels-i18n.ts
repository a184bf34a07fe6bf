import { addFeatureBundles } from '../../i18n/feature-bundles';
import { i18n } from '../../i18n/i18n';
import { novelsMessages } from './messages';

let registered = false;

/**
 * Adds the novel area's texts to the catalogues when its first page (or the bookshelf on /my) loads, so
 * they travel in its chunks rather than in every visitor's first download. Nothing is overwritten.
 */
export function registerNovelsMessages(): void {
  if (registered) return;
  registered = true;
  addFeatureBundles({ novels: novelsMessages }, i18n, false);
}
