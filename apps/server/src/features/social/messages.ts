import type { Lang } from '../../platform/http/lang.js';

/** The social feature's part of the server catalogue (registered by the app): reactions, follows and reports. */
export const socialMessages = {
  'social.targetMissing': { zh: '内容不存在或已删除', en: 'The content does not exist or was deleted' },
  'social.targetClosed': {
    zh: '该内容暂不支持此操作',
    en: 'This content does not take this action right now',
  },
  'social.followSelf': { zh: '不能关注自己', en: 'You cannot follow yourself' },
  'social.userMissing': { zh: '用户不存在', en: 'No such user' },
  'report.badType': { zh: '请选择举报类型', en: 'Choose a report reason' },
  'report.informationRequired': { zh: '请填写举报信息', en: 'Describe the problem' },
  'report.tooManyImages': { zh: '最多上传 {max} 张图片', en: 'At most {max} images' },
  'report.badImage': { zh: '图片地址无效', en: 'An image address is not valid' },
  'report.own': { zh: '不能举报自己发布的内容', en: 'You cannot report your own content' },
  'report.repeated': {
    zh: '您已举报过该内容，请耐心等待处理',
    en: 'You have already reported this content; it is being reviewed',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type SocialMessages = typeof socialMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends SocialMessages {}
}
