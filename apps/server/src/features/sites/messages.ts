import type { Lang } from '../../platform/http/lang.js';

/** The city sites feature's part of the server catalogue (registered by the app). */
export const sitesMessages = {
  'sites.noneNearby': {
    zh: '{km} 公里内没有可选的城市站点，请手动选择地区',
    en: 'There is no city site within {km} km of this location; please choose the area manually',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type SitesMessages = typeof sitesMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends SitesMessages {}
}
