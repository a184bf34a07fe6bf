import type { Lang } from '../../platform/http/lang.js';

/** The chat feature's part of the server catalogue (registered by the app): socket frames and HTTP answers share these texts. Its chat messages themselves are in messages.ts. */
export const imMessages = {
  'report.ownMessage': { zh: '不能举报自己发送的消息', en: 'You cannot report your own message' },
  'report.personCard': { zh: '名片消息不能举报', en: 'Business card messages cannot be reported' },
  'report.wrongChat': {
    zh: '举报类型与会话不符：单聊消息用 xyhMessage，群聊消息用 xyhGroup',
    en: 'The report kind does not match the chat: xyhMessage for single chats, xyhGroup for group chats',
  },
  'im.toSelf': { zh: '不能给自己发消息', en: 'You cannot send a message to yourself' },
  'im.receiverUnknown': { zh: '用户不存在', en: 'This user does not exist' },
  'im.emptyText': { zh: '不能发送空白消息', en: 'An empty message cannot be sent' },
  'im.mediaPath': {
    zh: '{messageType} 消息的 content 必须是已上传文件的 /resource/ 地址',
    en: 'The content of a {messageType} message must be the /resource/ path of an uploaded file',
  },
  'im.chatFile': {
    zh: '{field} 必须是本站已上传、可以发送的文件（付费剧集的文件不能发送）',
    en: '{field} must be a file uploaded to this site that may be sent (files of paid episodes may not)',
  },
  'im.fileMissing': {
    zh: '文件消息缺少 file（fileName、fileSize）',
    en: 'A file message needs file (fileName, fileSize)',
  },
  'im.shareMissing': { zh: '分享消息缺少 share', en: 'A share message needs share' },
  'im.commandNotYet': {
    zh: '暂不支持该操作：{commandType}',
    en: 'This action is not supported yet: {commandType}',
  },
  'im.badJson': { zh: '消息不是有效的 JSON', en: 'The frame is not valid JSON' },
  'im.badFrame': { zh: '消息格式错误：{detail}', en: 'The frame is not valid: {detail}' },
  'im.conversationNotFound': { zh: '会话不存在', en: 'No such conversation' },
  'im.sessionEnded': {
    zh: '登录状态已失效，请重新登录',
    en: 'Your login is no longer valid, please log in again',
  },
  'im.messageNotFound': { zh: '消息不存在', en: 'No such message' },
  'im.recallNotOwn': { zh: '只能撤回自己发送的消息', en: 'Only your own messages can be recalled' },
  'im.recallExpired': {
    zh: '发送时间超过2分钟的消息，不能被撤回',
    en: 'Messages sent more than 2 minutes ago cannot be recalled',
  },
  'im.recallType': { zh: '该类型的消息不能撤回', en: 'This type of message cannot be recalled' },
  'im.recalledAlready': { zh: '该消息已撤回', en: 'This message was already recalled' },
  'im.voiceNotDeletable': { zh: '语音消息不能删除', en: 'Voice messages cannot be deleted' },
  'im.voiceNotForwardable': { zh: '语音消息不能转发', en: 'Voice messages cannot be forwarded' },
  'im.forwardMax': {
    zh: '最多只能转发给{max}个好友/群',
    en: 'At most {max} friends/groups can be forwarded to',
  },
  'im.sendFailed': { zh: '发送失败，请稍后重试', en: 'Sending failed, please try again' },
  'im.sendTooFast': {
    zh: '发送过于频繁，请稍后再试',
    en: 'You are sending messages too fast, please slow down',
  },
  'im.sendQueueFull': {
    zh: '待发送的消息过多，请等前面的消息发出后再试',
    en: 'Too many messages are waiting to be sent; wait for them to go out, then try again',
  },
  'im.groupDissolved': {
    zh: '群聊已解散，无法发送消息',
    en: 'Cannot send messages in a dissolved group',
  },
  'im.groupBanned': { zh: '群聊已被封禁，无法发送消息', en: 'Cannot send messages in a banned group' },
  'im.orderEnded': { zh: '订单已结束', en: 'Order ended' },
  'im.forbidden': { zh: '禁言中', en: 'Forbidden to speak' },
  'im.accountMuted': {
    zh: '禁言中，解除前无法发送消息',
    en: 'Forbidden to speak: no message can be sent until the mute is lifted',
  },
  'im.accountMutedUntil': {
    zh: '禁言中，{until} 后可发送消息',
    en: 'Forbidden to speak until {until} (China time)',
  },
  'im.mentionAll': {
    zh: '只有群主和管理员可以@所有人',
    en: 'Only the group owner and administrators can mention everyone',
  },
  'im.groupNotFound': { zh: '群聊不存在或你不在群中', en: 'No such group, or you are not in it' },
  'im.harassKicked': {
    zh: '消息违反了群聊防骚扰规则，未能发送，你已被移出群聊',
    en: "The message broke the group's anti-harassment rule and was not sent; you were removed from the group",
  },
  'im.mentionNotMember': { zh: '只能@群成员', en: 'Only group members can be mentioned' },
  'im.removedByPlatform': {
    zh: '该消息因违反平台规定已被移除',
    en: 'This message was removed for breaking the platform rules',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type ImMessages = typeof imMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends ImMessages {}
}
