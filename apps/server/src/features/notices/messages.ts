import type { Lang } from '../../platform/http/lang.js';

/** The notices feature's part of the server catalogue (registered by the app). */
export const noticesMessages = {
  'notices.unknownUsers': {
    zh: '以下用户 ID 不存在：{ids}',
    en: 'No user has these IDs: {ids}',
  },
  'notices.sendAtPast': {
    zh: '定时发送时间已过，请选择稍后的时间，或立即发送',
    en: 'The scheduled time has passed: pick a later time, or send at once',
  },
  'notices.sendAtTooFar': {
    zh: '定时发送时间最多为 {days} 天后',
    en: 'A notice may be scheduled at most {days} days ahead',
  },
  'notices.broadcastNotFound': { zh: '该通知不存在', en: 'No such notice' },
  'notices.broadcastFinished': {
    zh: '该通知已发送完毕或已取消，无法取消',
    en: 'This notice has already been sent or cancelled',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type NoticesMessages = typeof noticesMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends NoticesMessages {}
}
