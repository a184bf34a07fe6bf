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
  'console.forbidden': {
    zh: '没有权限进行此操作，请联系超级管理员开通',
    en: 'Your account has no back-office role for this; ask a super operator',
  },
  'auth.tokenInvalid': {
    zh: '登录状态已过期，请重新登录',
    en: 'Your login has expired, please log in again',
  },
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
  'validation.separator': { zh: '；', en: '; ' },
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
