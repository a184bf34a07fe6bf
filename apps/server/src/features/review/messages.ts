import type { Lang } from '../../platform/http/lang.js';

/** The review feature's part of the server catalogue (registered by the app). */
export const reviewMessages = {
  'review.queueMissing': { zh: '审核队列不存在', en: 'There is no such review queue' },
  'review.viewUnknown': {
    zh: '筛选条件只能是 {views} 之一',
    en: 'The view must be one of: {views}',
  },
  'review.actionUnknown': {
    zh: '该队列不支持此操作，可选操作：{actions}',
    en: 'This queue has no such action; its actions are: {actions}',
  },
  'review.reasonRequired': { zh: '请填写{action}的原因', en: 'Give a reason to {action}' },
  'review.itemsMissing': { zh: '以下内容不存在：{ids}', en: 'These items do not exist: {ids}' },
  'review.itemMissing': { zh: '该内容不存在', en: 'This item does not exist' },
  'review.keywordDigits': {
    zh: '关键词请输入内容ID、作者ID或手机号',
    en: "The keyword is an item's ID, or its author's public ID or phone number",
  },
  'review.viewPending': { zh: '待审核', en: 'Waiting for review' },
  'review.viewAll': { zh: '全部', en: 'All' },
} as const satisfies Record<string, Record<Lang, string>>;

type ReviewMessages = typeof reviewMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends ReviewMessages {}
}
