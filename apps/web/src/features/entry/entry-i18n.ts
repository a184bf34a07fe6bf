import { addFeatureBundles } from '../../i18n/feature-bundles';
import { i18n } from '../../i18n/i18n';
import { entryMessages } from './messages';

let registered = false;

/**
 * Adds the verification pages' texts to the catalogues when the first of them loads, so they travel in
 * its chunk rather than in every visitor's first download. Nothing is overwritten.
 */
export function registerEntryMessages(): void {
  if (registered) return;
  registered = true;
  addFeatureBundles({ entry: entryMessages }, i18n, false);
}
