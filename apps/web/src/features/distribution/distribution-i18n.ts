import { addFeatureBundles } from '../../i18n/feature-bundles';
import { i18n } from '../../i18n/i18n';
import { distributionMessages } from './messages';

let registered = false;

/**
 * Adds distribution's texts to the catalogues when its first part loads, so they travel in its chunks
 * rather than in every visitor's first download. Nothing is overwritten.
 */
export function registerDistributionMessages(): void {
  if (registered) return;
  registered = true;
  addFeatureBundles({ distribution: distributionMessages }, i18n, false);
}
