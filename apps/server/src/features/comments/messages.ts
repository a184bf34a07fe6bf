import type { Lang } from '../../platform/http/lang.js';

/** The comments feature's part of the server catalogue (registered by the app). */
export const commentsMessages = {
  'comment.empty': { zh: '内容不能为空', en: 'The comment cannot be empty' },
  'comment.parentMissing': { zh: '回复的评论不存在', en: 'The comment replied to does not exist' },
} as const satisfies Record<string, Record<Lang, string>>;

type CommentsMessages = typeof commentsMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends CommentsMessages {}
}
