import { addFeatureBundles } from '../../../i18n/feature-bundles';
import { i18n } from '../../../i18n/i18n';
import { chatShareMessages } from './share-messages';

let registered = false;

/** Adds the share dialog's texts when its chunk arrives, so the first page does not carry them. */
export function registerChatShareMessages(): void {
  if (registered) return;
  registered = true;
  addFeatureBundles({ chatShare: chatShareMessages }, i18n, false);
}
