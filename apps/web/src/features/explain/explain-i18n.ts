import { addFeatureBundles } from '../../i18n/feature-bundles';
import { i18n } from '../../i18n/i18n';
import { explainMessages } from './explain-messages';

let registered = false;

/**
 * Adds the explanation texts to the app catalogues when the page first loads, so the page's chunk carries
 * its long texts instead of every visitor's first download. Nothing is overwritten.
 */
export function registerExplainMessages(): void {
  if (registered) return;
  registered = true;
  addFeatureBundles({ explain: explainMessages }, i18n, false);
}
