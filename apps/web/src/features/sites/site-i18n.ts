import { i18n } from '../../i18n/i18n';
import { siteMessages } from './site-messages';

/**
 * Adds the picker's messages to the app's i18n resources without overwriting: once the app catalogues
 * carry `sites.` themselves, theirs win and this changes nothing.
 */
export function registerSiteMessages(): void {
  i18n.addResourceBundle('zh-CN', 'translation', siteMessages.zh, true, false);
  i18n.addResourceBundle('en-US', 'translation', siteMessages.en, true, false);
}
