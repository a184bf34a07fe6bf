import { addFeatureBundles } from '../../i18n/feature-bundles';
import { i18n } from '../../i18n/i18n';
import { financeMessages } from './messages';

let registered = false;

/**
 * Adds the settlement centre's texts to the catalogues when its first page loads, so they travel in its
 * chunks rather than in every visitor's first download. Nothing is overwritten.
 */
export function registerFinanceMessages(): void {
  if (registered) return;
  registered = true;
  addFeatureBundles({ finance: financeMessages }, i18n, false);
}
