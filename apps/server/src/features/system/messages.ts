import type { Lang } from '../../platform/http/lang.js';

/** The system feature's part of the server catalogue (registered by the app). */
export const systemMessages = {
  'health.databaseDown': { zh: '数据库不可用', en: 'The database cannot be reached' },
} as const satisfies Record<string, Record<Lang, string>>;

type SystemMessages = typeof systemMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends SystemMessages {}
}
