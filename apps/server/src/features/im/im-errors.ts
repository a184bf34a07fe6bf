import { AppError } from '../../platform/http/app-error.js';
import type { Lang } from '../../platform/http/messages.js';

/** The messaging feature's own texts: socket error frames and HTTP errors say the same thing. */
const texts = {
  groupNotYet: { zh: '群聊暂未开放', en: 'Group chats are not available yet' },
  toSelf: { zh: '不能给自己发消息', en: 'You cannot send a message to yourself' },
  receiverUnknown: { zh: '用户不存在', en: 'This user does not exist' },
  emptyText: { zh: '不能发送空白消息', en: 'An empty message cannot be sent' },
  mediaPath: {
    zh: '{messageType} 消息的 content 必须是已上传文件的 /resource/ 地址',
    en: 'The content of a {messageType} message must be the /resource/ path of an uploaded file',
  },
  fileMissing: {
    zh: '文件消息缺少 file（fileName、fileSize）',
    en: 'A file message needs file (fileName, fileSize)',
  },
  shareMissing: { zh: '分享消息缺少 share', en: 'A share message needs share' },
  commandNotYet: {
    zh: '暂不支持该操作：{commandType}',
    en: 'This action is not supported yet: {commandType}',
  },
  badJson: { zh: '消息不是有效的 JSON', en: 'The frame is not valid JSON' },
  badFrame: { zh: '消息格式错误：{detail}', en: 'The frame is not valid: {detail}' },
  conversationNotFound: { zh: '会话不存在', en: 'No such conversation' },
  sessionEnded: {
    zh: '登录状态已失效，请重新登录',
    en: 'Your login is no longer valid, please log in again',
  },
  messageNotFound: { zh: '消息不存在', en: 'No such message' },
  recallNotOwn: { zh: '只能撤回自己发送的消息', en: 'Only your own messages can be recalled' },
  recallExpired: {
    zh: '发送时间超过2分钟的消息，不能被撤回',
    en: 'Messages sent more than 2 minutes ago cannot be recalled',
  },
  recallType: { zh: '该类型的消息不能撤回', en: 'This type of message cannot be recalled' },
  recalledAlready: { zh: '该消息已撤回', en: 'This message was already recalled' },
  voiceNotDeletable: { zh: '语音消息不能删除', en: 'Voice messages cannot be deleted' },
  voiceNotForwardable: { zh: '语音消息不能转发', en: 'Voice messages cannot be forwarded' },
  forwardMax: {
    zh: '最多只能转发给{max}个好友/群',
    en: 'At most {max} friends/groups can be forwarded to',
  },
  sendFailed: { zh: '发送失败，请稍后重试', en: 'Sending failed, please try again' },
} satisfies Record<string, Record<Lang, string>>;

export type ImTextKey = keyof typeof texts;

export function imText(key: ImTextKey, lang: Lang, params: Record<string, unknown> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A refused action; `code` is in the 400 range and is both the envelope code and the HTTP status. */
export class ImError extends Error {
  constructor(
    readonly code: number,
    readonly key: ImTextKey,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
  }

  toAppError(lang: Lang): AppError {
    return AppError.withText(this.code, imText(this.key, lang, this.params), this.code);
  }
}
