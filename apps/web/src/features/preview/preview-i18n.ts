import { addFeatureBundles } from '../../i18n/feature-bundles';
import { i18n } from '../../i18n/i18n';
import { previewMessages } from './messages';

let registered = false;

/** Adds the preview page's texts to the catalogues when it loads, keeping them out of the first download. */
export function registerPreviewMessages(): void {
  if (registered) return;
  registered = true;
  addFeatureBundles({ preview: previewMessages }, i18n, false);
}
