/**
 * The server's message catalogue. zh-CN is the default; en-US answers requests whose `Lang` header is
 * `en_US`. Parameters are written `{name}`. The platform's own texts are here; each feature keeps its texts
 * in its own messages.ts, which adds their keys to `MessageCatalogue` (so `MessageKey` names them all) and
 * which the app registers at start (`registerMessages`).
 */
import type { Lang } from './lang.js';
import { inputMessages } from './messages-input.js';

export type { Lang } from './lang.js';

/** One text in each language. */
export type Entry = Record<Lang, string>;
/** A part of the catalogue: keys to texts. */
export type Catalogue = Record<string, Entry>;

const platformMessages = {
  ...inputMessages,
  ok: { zh: '操作成功', en: 'Operation succeeded' },
  'ok.list': { zh: '查询成功', en: 'Query succeeded' },
  'error.internal': {
    zh: '系统繁忙，请稍后再试（请求编号 {requestId}）',
    en: 'Something went wrong on our side, please try again later (request {requestId})',
  },
  'error.notFound': { zh: '接口不存在', en: 'No such endpoint' },
  'error.badJson': { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  'error.bodyTooLarge': { zh: '请求体过大', en: 'The request body is too large' },
  'error.unsupportedMediaType': {
    zh: '不支持该请求内容类型（请以 application/json 发送，上传文件用 multipart/form-data）',
    en: 'Unsupported request content type (send application/json; uploads use multipart/form-data)',
  },
  'error.badRequest': { zh: '请求参数错误', en: 'Bad request' },
  'error.tooMany': {
    zh: '请求过于频繁，请 {seconds} 秒后再试',
    en: 'Too many requests, try again in {seconds} seconds',
  },
  'auth.required': { zh: '请先登录', en: 'Please log in first' },
  'auth.tokenInvalid': {
    zh: '登录状态已过期，请重新登录',
    en: 'Your login has expired, please log in again',
  },
  'auth.forcedPassword': {
    zh: '密码已在其他设备修改，请重新登录',
    en: 'The password was changed on another device, please log in again',
  },
  'auth.forcedDisabled': { zh: '账号已被停用，请联系客服', en: 'This account has been disabled' },
  'auth.accountDisabled': { zh: '账号已被停用，请联系客服', en: 'This account has been disabled' },
  'sms.tooFrequent': { zh: '短信发送过于频繁', en: 'SMS codes are being requested too often' },
  'sms.sendFailed': {
    zh: '短信发送失败，请稍后再试',
    en: 'The SMS could not be sent, please try again later',
  },
  'sms.codeWrong': { zh: '验证码错误', en: 'The verification code is wrong' },
  'sms.codeExpired': {
    zh: '验证码已过期，请重新获取',
    en: 'The verification code has expired, get a new one',
  },
  'sms.codeUsed': {
    zh: '验证码已使用，请重新获取',
    en: 'The verification code was already used, get a new one',
  },
  'sms.codeTooManyTries': {
    zh: '验证码错误次数过多，请重新获取',
    en: 'Too many wrong tries, get a new verification code',
  },
  'login.failed': { zh: '账号或密码错误', en: 'Wrong account or password' },
  'login.locked': {
    zh: '密码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords, try again in {minutes} minutes',
  },
  'login.passwordUnreadable': {
    zh: '登录信息已失效，请刷新页面后重试',
    en: 'The login form has expired, reload the page and try again',
  },
  'password.mismatch': { zh: '两次输入密码不一致!', en: 'The two passwords do not match!' },
  'password.oldRequired': { zh: '请输入原密码', en: 'Enter the current password' },
  'password.oldWrong': { zh: '原密码错误', en: 'The current password is wrong' },
  'qr.invalid': { zh: '二维码已失效', en: 'QR code invalid' },
  'wechat.unavailable': { zh: '微信登录未开通', en: 'WeChat login is not available' },
  'wechat.stateInvalid': {
    zh: '登录请求已失效，请重新扫码',
    en: 'The login request is no longer valid, scan the QR code again',
  },
  'wechat.codeInvalid': {
    zh: '微信授权码无效或已过期，请重新扫码（{errcode}）',
    en: 'The WeChat authorization code is invalid or has expired, scan the QR code again ({errcode})',
  },
  'wechat.codeUsed': {
    zh: '微信授权码已被使用，请重新扫码（{errcode}）',
    en: 'The WeChat authorization code was already used, scan the QR code again ({errcode})',
  },
  'wechat.misconfigured': {
    zh: '微信登录配置有误，请联系客服（错误码 {errcode}）',
    en: 'WeChat login is misconfigured on our side, please contact support (error {errcode})',
  },
  'wechat.busy': {
    zh: '微信服务繁忙，请稍后再试（错误码 {errcode}）',
    en: 'WeChat is busy, please try again later (error {errcode})',
  },
  'wechat.unreachable': {
    zh: '暂时无法连接微信，请稍后再试',
    en: 'WeChat cannot be reached right now, please try again later',
  },
  'wechat.failed': {
    zh: '微信登录失败，请重新扫码（错误码 {errcode}）',
    en: 'WeChat login failed, scan the QR code again (error {errcode})',
  },
  'wechat.uuidInvalid': {
    zh: '微信授权已失效，请重新扫码',
    en: 'The WeChat authorization has expired, scan the QR code again',
  },
  'wechat.phoneTaken': {
    zh: '该手机号已绑定其他微信账号',
    en: 'This phone number is already bound to another WeChat account',
  },
  'wechat.identityTaken': {
    zh: '该微信已绑定其他账号',
    en: 'This WeChat account is already bound to another account',
  },
  'dev.unavailable': { zh: '该接口仅在开发环境可用', en: 'This endpoint exists only outside production' },
  'dev.noCode': { zh: '该手机号还没有收到验证码', en: 'No code has been sent to this phone' },
  'health.databaseDown': { zh: '数据库不可用', en: 'The database cannot be reached' },
  'signature.missing': {
    zh: '缺少请求签名（x-encrypt-key）',
    en: 'The request signature (x-encrypt-key header) is missing',
  },
  'signature.badKey': {
    zh: '请求签名无法解密，密钥可能已过期，请重新获取密钥',
    en: 'The request signature cannot be decrypted: the key may have expired, fetch a new one',
  },
  'signature.malformed': { zh: '请求签名内容不完整', en: 'The request signature is incomplete' },
  'signature.badSign': { zh: '请求签名校验失败', en: 'The request signature is not valid' },
  'signature.stale': {
    zh: '请求时间戳已过期，请校准设备时间',
    en: 'The request timestamp is too far from the server time, check the device clock',
  },
  'signature.urlMismatch': {
    zh: '请求签名与请求地址不符',
    en: 'The request signature was made for another address',
  },
  'signature.tokenMismatch': {
    zh: '请求签名与登录凭证不符',
    en: 'The request signature does not match the login token',
  },
  'signature.replayed': {
    zh: '请求已被使用，请勿重复提交',
    en: 'This request was already sent once (repeated nonce)',
  },
  'validation.required': { zh: '缺少必填参数 {field}', en: '{field} is required' },
  'validation.type': { zh: '参数 {field} 应为{expected}', en: '{field} must be {expected}' },
  'validation.minLength': {
    zh: '参数 {field} 长度不能少于 {min} 个字符',
    en: '{field} must be at least {min} characters long',
  },
  'validation.maxLength': {
    zh: '参数 {field} 长度不能超过 {max} 个字符',
    en: '{field} must be at most {max} characters long',
  },
  'validation.min': { zh: '参数 {field} 不能小于 {min}', en: '{field} must be at least {min}' },
  'validation.minExclusive': { zh: '参数 {field} 必须大于 {min}', en: '{field} must be greater than {min}' },
  'validation.max': { zh: '参数 {field} 不能大于 {max}', en: '{field} must be at most {max}' },
  'validation.maxExclusive': { zh: '参数 {field} 必须小于 {max}', en: '{field} must be less than {max}' },
  'validation.minItems': { zh: '参数 {field} 至少需要 {min} 项', en: '{field} needs at least {min} items' },
  'validation.maxItems': { zh: '参数 {field} 最多 {max} 项', en: '{field} allows at most {max} items' },
  'validation.format': { zh: '参数 {field} 格式不正确', en: '{field} is not a valid {format}' },
  'validation.oneOf': { zh: '参数 {field} 只能是 {values} 之一', en: '{field} must be one of: {values}' },
  'validation.unknownKeys': { zh: '不支持的参数：{keys}', en: 'Unknown parameters: {keys}' },
  'validation.invalid': { zh: '参数 {field} 不符合要求', en: '{field} is not valid' },
  'validation.body': { zh: '请求体', en: 'request body' },
  'sites.noneNearby': {
    zh: '{km} 公里内没有可选的城市站点，请手动选择地区',
    en: 'There is no city site within {km} km of this location; please choose the area manually',
  },
  'uploads.noFile': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'uploads.badFormat': { zh: '文件格式错误', en: 'File format error' },
  'uploads.tooLarge': { zh: '文件大小不能超过 {n}M', en: 'File size cannot exceed {n}M' },
  'uploads.fileExpired': { zh: '文件已过期或已被清理', en: 'The file has expired or been cleaned up' },
  'content.notFound': { zh: '内容不存在或已下架', en: 'This content does not exist or has been taken down' },
  'content.notAuthor': {
    zh: '只能修改或下架自己发布的内容',
    en: 'You can only edit or take down content you published yourself',
  },
  'content.stateLocked': {
    zh: '内容正在审核或已被平台下架，不能自行上下架',
    en: 'This content is under review or was taken down by the platform; you cannot change its state',
  },
  'content.empty': { zh: '内容不能为空', en: 'The content cannot be empty' },
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
  'report.ownMessage': { zh: '不能举报自己发送的消息', en: 'You cannot report your own message' },
  'report.personCard': { zh: '名片消息不能举报', en: 'Business card messages cannot be reported' },
  'report.wrongChat': {
    zh: '举报类型与会话不符：单聊消息用 xyhMessage，群聊消息用 xyhGroup',
    en: 'The report kind does not match the chat: xyhMessage for single chats, xyhGroup for group chats',
  },
  'comment.empty': { zh: '内容不能为空', en: 'The comment cannot be empty' },
  'comment.parentMissing': { zh: '回复的评论不存在', en: 'The comment replied to does not exist' },
  'invite.codeUnknown': { zh: '邀请码无效', en: 'This invite code is not valid' },
  'invite.self': { zh: '不能使用自己的邀请码', en: 'You cannot use your own invite code' },
  'invite.alreadyBound': { zh: '您已接受过邀请', en: 'You have already accepted an invitation' },
  'invite.tooLate': {
    zh: '仅注册 {days} 天内的新用户可以接受邀请',
    en: 'Only accounts registered within the last {days} days can accept an invitation',
  },
  'friends.self': { zh: '不能添加自己为好友', en: 'You cannot add yourself as a friend' },
  'friends.userMissing': { zh: '用户不存在', en: 'No such user' },
  'friends.already': { zh: '你们已经是好友了', en: 'You are already friends' },
  'friends.requestMissing': { zh: '好友申请不存在', en: 'No such friend request' },
  'friends.notReceiver': {
    zh: '只有被申请人可以处理该好友申请',
    en: 'Only the person asked can answer this friend request',
  },
  'friends.requestExpired': { zh: '好友申请已过期', en: 'This friend request has expired' },
  'friends.requestHandled': { zh: '该好友申请已处理', en: 'This friend request was already answered' },
  'friends.notFriend': { zh: '对方不是你的好友', en: 'This user is not your friend' },
  'friends.tooManyImages': { zh: '最多上传 {max} 张图片', en: 'At most {max} images' },
  'friends.badImage': { zh: '图片地址无效', en: 'An image address is not valid' },
  'friends.labelNameEmpty': { zh: '标签名称不能为空', en: 'The label name cannot be empty' },
  'friends.labelLimit': { zh: '最多只能创建 {max} 个标签', en: 'You can create at most {max} labels' },
  'friends.labelNameTaken': { zh: '标签名称已存在', en: 'You already have a label with this name' },
  'friends.labelMissing': { zh: '标签不存在', en: 'No such label' },
  'friends.labelNotFriend': {
    zh: '标签中只能添加自己的好友',
    en: 'A label can only hold your own friends',
  },
  'friends.passGreeting': {
    zh: '我已通过你的好友申请，现在我们可以开始聊天了',
    en: 'I have accepted your friend request, now we can start chatting',
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
  'im.mentionAll': {
    zh: '只有群主和管理员可以@所有人',
    en: 'Only the group owner and administrators can mention everyone',
  },
  'im.groupNotFound': { zh: '群聊不存在或你不在群中', en: 'No such group, or you are not in it' },
  'im.mentionNotMember': { zh: '只能@群成员', en: 'Only group members can be mentioned' },
  'groups.notManager': {
    zh: '只有群主和管理员可以这样做',
    en: 'Only the group owner and administrators can do this',
  },
  'groups.notLeader': { zh: '只有群主可以这样做', en: 'Only the group owner can do this' },
  'groups.notOutranked': {
    zh: '管理员不能操作群主或其他管理员',
    en: 'Administrators cannot act on the owner or other administrators',
  },
  'groups.notFriends': {
    zh: '只能邀请自己的好友加入群聊',
    en: 'Only your friends can be brought into a group',
  },
  'groups.full': { zh: '群成员已达上限 {max} 人', en: 'A group holds at most {max} people' },
  'groups.notMember': { zh: '该用户不在群中', en: 'This user is not in the group' },
  'groups.leaderExit': {
    zh: '群主不能退出群聊，请先解散群聊',
    en: 'The group owner cannot leave; dissolve the group instead',
  },
  'groups.dissolved': { zh: '群聊已解散', en: 'The group has been dissolved' },
  'groups.self': { zh: '不能对自己执行该操作', en: 'You cannot do this to yourself' },
} as const satisfies Record<string, Record<Lang, string>>;

type PlatformMessages = typeof platformMessages;

/**
 * Every key of the catalogue, as a type: the platform's, and each feature's through declaration merging in
 * its messages.ts (`declare module ... { interface MessageCatalogue extends ItsMessages {} }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface MessageCatalogue extends PlatformMessages {}

export type MessageKey = keyof MessageCatalogue & string;

const registered = new Map<string, Entry>(Object.entries(platformMessages));

/**
 * Adds a feature's texts to the catalogue. The app registers every feature's part before it serves; a key
 * registered twice with other texts is a mistake caught at start, not a text silently replaced.
 */
export function registerMessages(catalogue: Catalogue): void {
  for (const [key, entry] of Object.entries(catalogue)) {
    const known = registered.get(key);
    if (known && (known.zh !== entry.zh || known.en !== entry.en)) {
      throw new Error(`Message ${key} is registered twice with different texts`);
    }
    registered.set(key, entry);
  }
}

/** The texts of a key, or undefined when no part registered it. */
export const messageOf = (key: string): Entry | undefined => registered.get(key);

export const typeNames: Record<string, Record<Lang, string>> = {
  string: { zh: '字符串', en: 'a string' },
  number: { zh: '数字', en: 'a number' },
  int: { zh: '整数', en: 'a whole number' },
  boolean: { zh: '布尔值', en: 'true or false' },
  object: { zh: '对象', en: 'an object' },
  array: { zh: '数组', en: 'a list' },
  bigint: { zh: '整数', en: 'a whole number' },
  date: { zh: '日期', en: 'a date' },
};

export function translate(key: MessageKey, lang: Lang, params: Record<string, unknown> = {}): string {
  const entry = registered.get(key);
  // A key without texts is answered as itself, so a missing registration shows up plainly rather than crash.
  const template = entry ? entry[lang] : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** `Lang: en_US` (or en-US) selects English; everything else is Chinese. */
export function langOf(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^en[_-]?/i.test(value) ? 'en' : 'zh';
}
