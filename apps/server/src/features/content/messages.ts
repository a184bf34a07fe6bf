import type { Lang } from '../../platform/http/lang.js';
import { contentReviewMessages } from './review-messages.js';

/** The content feature's part of the server catalogue (registered by the app). */
export const contentMessages = {
  'content.notFound': { zh: '内容不存在或已下架', en: 'This content does not exist or has been taken down' },
  'content.notAuthor': {
    zh: '只能修改或下架自己发布的内容',
    en: 'You can only edit or take down content you published yourself',
  },
  'content.stateLocked': {
    zh: '内容正在审核或已被平台下架，不能自行上下架',
    en: 'This content is under review or was taken down by the platform; you cannot change its state',
  },
  ...contentReviewMessages,
  'content.empty': { zh: '内容不能为空', en: 'The content cannot be empty' },
  'content.takenDown': { zh: '该内容已下架', en: 'This content has been taken down' },
  'content.underReview': {
    zh: '该内容正在审核中，暂时无法查看',
    en: 'This content is waiting for review and cannot be viewed yet',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type ContentMessages = typeof contentMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends ContentMessages {}
}
