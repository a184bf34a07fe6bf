import type { Lang } from '../../platform/http/lang.js';

/** The accounts feature's part of the server catalogue (registered by the app): sign-in by password, SMS code, QR code and WeChat, and sessions ended elsewhere. */
export const authMessages = {
  'auth.forcedPassword': {
    zh: '密码已在其他设备修改，请重新登录',
    en: 'The password was changed on another device, please log in again',
  },
  'auth.forcedDisabled': { zh: '账号已被停用，请联系客服', en: 'This account has been disabled' },
  'auth.accountDisabled': { zh: '账号已被停用，请联系客服', en: 'This account has been disabled' },
  'auth.disabledWithReason': {
    zh: '账号已被停用：{reason}，请联系客服',
    en: 'This account has been disabled: {reason}. Please contact support',
  },
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
  'login.passwordNotEncrypted': {
    zh: '密码未加密：请先获取密钥（/app/v1/query/aesKey），用 AES 加密后再登录',
    en: 'The password was sent unencrypted: fetch the keys (/app/v1/query/aesKey) and send it AES-encrypted',
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
} as const satisfies Record<string, Record<Lang, string>>;

type AuthMessages = typeof authMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends AuthMessages {}
}
