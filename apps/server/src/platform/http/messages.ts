/**
 * The server's message catalogue. zh-CN is the default; en-US answers requests whose `Lang` header is
 * `en_US`. Parameters are written `{name}`.
 */
export type Lang = 'zh' | 'en';

export const messages = {
  ok: { zh: '操作成功', en: 'Operation succeeded' },
  'ok.list': { zh: '查询成功', en: 'Query succeeded' },
  'error.internal': {
    zh: '系统繁忙，请稍后再试（请求编号 {requestId}）',
    en: 'Something went wrong on our side, please try again later (request {requestId})',
  },
  'error.notFound': { zh: '接口不存在：{method} {path}', en: 'No such endpoint: {method} {path}' },
  'error.badJson': { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  'error.bodyTooLarge': { zh: '请求体过大', en: 'The request body is too large' },
  'error.unsupportedMediaType': {
    zh: '不支持的请求内容类型：{contentType}',
    en: 'Unsupported request content type: {contentType}',
  },
  'error.badRequest': { zh: '请求参数错误', en: 'Bad request' },
  'auth.required': { zh: '请先登录', en: 'Please log in first' },
  'health.databaseDown': { zh: '数据库不可用', en: 'The database cannot be reached' },
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
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

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
  const template: string = messages[key][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** `Lang: en_US` (or en-US) selects English; everything else is Chinese. */
export function langOf(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^en[_-]?/i.test(value) ? 'en' : 'zh';
}
