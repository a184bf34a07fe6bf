import { addFeatureBundles } from '../../i18n/feature-bundles';
import { i18n } from '../../i18n/i18n';
import { novelWritingMessages } from './writing-messages';

let registered = false;

/**
 * Adds the writers' texts when the publish tab or the writing desk loads: readers of the novel pages
 * never download them. Nothing already registered is overwritten.
 */
export function registerWritingMessages(): void {
  if (registered) return;
  registered = true;
  addFeatureBundles({ novelWriting: novelWritingMessages }, i18n, false);
}
