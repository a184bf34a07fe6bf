import type { Lang } from './lang.js';

/**
 * The edge's part of the server catalogue (joined in messages.ts): requests refused before a handler
 * runs, and the input rules shared by every contract. No message repeats what the request sent.
 */
export const inputMessages = {
  'error.badUrl': {
    zh: '请求地址含有无效的编码',
    en: 'The request address is not validly encoded',
  },
  'error.uriTooLong': {
    zh: '请求地址过长（最多 {max} 个字符）',
    en: 'The request address is too long (at most {max} characters)',
  },
  'error.paramTooLong': {
    zh: '请求地址中的参数过长（最多 {max} 个字符）',
    en: 'A parameter in the request address is too long (at most {max} characters)',
  },
  'error.badContentLength': {
    zh: '请求体长度与 Content-Length 不符',
    en: 'The request body does not match its Content-Length',
  },
  'error.headersTooLarge': {
    zh: '请求头或请求地址过长',
    en: 'The request line or headers are too large',
  },
  'error.requestTimeout': { zh: '请求超时', en: 'The request took too long to arrive' },
  'validation.decimal': {
    zh: '参数 {field} 应为十进制整数（只能包含数字 0-9）',
    en: '{field} must be a whole number written in decimal digits (0-9 only)',
  },
  'validation.chinaTime': {
    zh: '参数 {field} 应为北京时间，格式 YYYY-MM-DD HH:MM:SS（日期须存在）',
    en: '{field} must be a China time written YYYY-MM-DD HH:MM:SS, on a date that exists',
  },
  'validation.textLineBreak': { zh: '参数 {field} 不能换行', en: '{field} must be a single line' },
  'validation.textControl': {
    zh: '参数 {field} 不能包含控制字符（{char}）',
    en: '{field} cannot contain control characters ({char})',
  },
  'validation.textSurrogate': {
    zh: '参数 {field} 含有无效的字符编码（{char}）',
    en: '{field} contains an invalid character encoding ({char})',
  },
  'validation.textDirection': {
    zh: '参数 {field} 不能包含文字方向控制符（{char}）',
    en: '{field} cannot contain text direction controls ({char})',
  },
  'validation.textInvisible': {
    zh: '参数 {field} 不能包含不可见字符（{char}）',
    en: '{field} cannot contain invisible characters ({char})',
  },
  'validation.unknownKeysUnnamed': {
    zh: '请求中含有不支持的参数',
    en: 'The request has parameters that are not supported',
  },
} as const satisfies Record<string, Record<Lang, string>>;
