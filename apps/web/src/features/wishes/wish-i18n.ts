import { addFeatureBundles } from '../../i18n/feature-bundles';
import { i18n } from '../../i18n/i18n';
import { wishesMessages } from './messages';

let registered = false;

/**
 * Adds the wish marketplace's texts to the catalogues when its first piece loads, so they travel in its
 * chunks rather than in every visitor's first download (the first page's budget). Nothing is overwritten.
 */
export function registerWishMessages(): void {
  if (registered) return;
  registered = true;
  addFeatureBundles({ wishes: wishesMessages }, i18n, false);
}
