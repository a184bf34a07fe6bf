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
  i18n.addResourceBundle('zh-CN', 'translation', { wishes: wishesMessages.zh }, true, false);
  i18n.addResourceBundle('en-US', 'translation', { wishes: wishesMessages.en }, true, false);
}
