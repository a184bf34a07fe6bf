import type { Lang } from '../../platform/http/lang.js';

/** The feedback feature's part of the server catalogue (registered by the app). */
export const feedbackMessages = {
  'feedback.notFound': { zh: '该反馈不存在', en: 'No such feedback' },
  'feedback.alreadyAnswered': {
    zh: '该反馈已回复，无需重复回复',
    en: 'This feedback has already been answered',
  },
  /** The title of the system notice that brings a user the answer; stored once, in the product's language. */
  'feedback.replyNoticeTitle': { zh: '您的意见反馈有了回复', en: 'Your feedback has been answered' },
} as const satisfies Record<string, Record<Lang, string>>;

type FeedbackMessages = typeof feedbackMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends FeedbackMessages {}
}
