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
  'report.caseMissing': { zh: '举报记录不存在', en: 'No such report case' },
  'report.alreadyResolved': {
    zh: '该举报已处理（{outcome}），本次操作未做任何更改',
    en: 'This report was already decided ({outcome}); nothing was changed',
  },
  'report.reasonRequired': {
    zh: '下架或警告须填写处理原因（将告知发布者）',
    en: 'Taking down or warning needs a reason (the author reads it)',
  },
  'report.cannotTakeDown': {
    zh: '该类内容（{objType}）暂不支持在后台下架，请选择警告或驳回',
    en: 'Content of this type ({objType}) cannot be taken down from the console yet; warn or dismiss instead',
  },
  'report.targetGone': {
    zh: '被举报的内容已不存在，无法下架，请选择警告或驳回',
    en: 'The reported content no longer exists and cannot be taken down; warn or dismiss instead',
  },
  'report.outcome.takenDown': { zh: '已下架', en: 'taken down' },
  'report.outcome.warned': { zh: '已警告', en: 'warned' },
  'report.outcome.dismissed': { zh: '已驳回', en: 'dismissed' },
  'report.notice.thing.content': { zh: '「{title}」', en: '"{title}"' },
  'report.notice.thing.chat': { zh: '聊天消息「{title}」', en: 'the chat message "{title}"' },
  'report.notice.removal.content': { zh: '下架', en: 'taken down' },
  'report.notice.removal.chat': { zh: '移除', en: 'removed' },
  'report.notice.reporterTitle': { zh: '举报处理结果', en: 'Your report was reviewed' },
  'report.notice.reporter.takenDown': {
    zh: '您举报的{thing}经核实违反平台规定，已被{removal}。感谢您的举报！',
    en: 'You reported {thing}: it breaks the platform rules and has been {removal}. Thank you for reporting!',
  },
  'report.notice.reporter.warned': {
    zh: '您举报的{thing}经核实存在违规，平台已警告发布者。感谢您的举报！',
    en: 'You reported {thing}: it breaks the platform rules and its author has been warned. Thank you for reporting!',
  },
  'report.notice.reporter.dismissed': {
    zh: '您举报的{thing}经核实暂未发现违规。感谢您的举报！',
    en: 'You reported {thing}: no breach of the platform rules was found. Thank you for reporting!',
  },
  'report.notice.authorTitle': { zh: '违规处理通知', en: 'Notice of a rule breach' },
  'report.notice.author.takenDown': {
    zh: '您发布的{thing}因违反平台规定已被{removal}。原因：{reason}',
    en: 'Your {thing} breaks the platform rules and has been {removal}. Reason: {reason}',
  },
  'report.notice.author.warned': {
    zh: '您发布的{thing}被举报，经核实存在违规，请遵守平台规定，再次违规将被处理。原因：{reason}',
    en: 'Your {thing} was reported and breaks the platform rules; please keep to them, or it will be taken down. Reason: {reason}',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type SocialMessages = typeof socialMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends SocialMessages {}
}
