import { createHmac, randomUUID } from 'node:crypto';
import type { SmsMessage, SmsProvider } from './sms-provider.js';
import { getVendorText, type VendorUnreachable } from '../../../platform/http/vendor-fetch.js';

/**
 * Alibaba Cloud Short Message Service, action SendSms of dysmsapi 2017-05-25, called RPC style: an HTTP GET
 * whose query carries every parameter and an HMAC-SHA1 signature (SignatureVersion 1.0) made with the
 * AccessKey secret.
 */
export const SEND_SMS_VERSION = '2017-05-25';

/**
 * RFC 3986 percent-encoding as the vendor's signature rules give it: A-Z a-z 0-9 - _ . ~ stay, every other
 * UTF-8 byte becomes %XY (so a space is %20, never +, and * is %2A).
 */
export function percentEncode(value: string): string {
  // encodeURIComponent leaves ! ' ( ) * alone, which RFC 3986 reserves; those five are encoded here.
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Parameters sorted by name (code-unit order), each name and value percent-encoded, joined with & and =. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name]!)}`)
    .join('&');
}

/** HTTPMethod & percentEncode("/") & percentEncode(canonical query). */
export function stringToSign(method: string, query: string): string {
  return `${method}&${percentEncode('/')}&${percentEncode(query)}`;
}

/** Base64(HMAC-SHA1(key = AccessKeySecret + "&", UTF-8 string to sign)). */
export function signature(toSign: string, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(toSign, 'utf8').digest('base64');
}

/** The full query string of a GET request: the canonical query plus its Signature. */
export function signedQuery(params: Record<string, string>, accessKeySecret: string): string {
  const query = canonicalQuery(params);
  const signed = signature(stringToSign('GET', query), accessKeySecret);
  return `${query}&Signature=${percentEncode(signed)}`;
}

/** UTC ISO 8601 without milliseconds, e.g. 2025-06-01T08:00:00Z. */
export function vendorTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export interface SendSmsInput {
  accessKeyId: string;
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
  timestamp: Date;
  nonce: string;
}

/** Every parameter of one SendSms call, before signing. */
export function sendSmsParams(input: SendSmsInput): Record<string, string> {
  return {
    AccessKeyId: input.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: input.phoneNumbers,
    SignName: input.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: input.nonce,
    SignatureVersion: '1.0',
    TemplateCode: input.templateCode,
    TemplateParam: JSON.stringify(input.templateParam),
    Timestamp: vendorTimestamp(input.timestamp),
    Version: SEND_SMS_VERSION,
  };
}

/**
 * SendSms did not accept the message. `code` is the vendor's Code (e.g. isv.BUSINESS_LIMIT_CONTROL,
 * SignatureDoesNotMatch), or one of ours when no vendor answer came: Timeout, NetworkError, InvalidResponse.
 */
export class AliyunSmsError extends Error {
  override readonly name = 'AliyunSmsError';
  constructor(
    readonly code: string,
    message: string,
    readonly details: {
      vendorMessage?: string;
      requestId?: string;
      httpStatus?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }
}

export interface AliyunSmsOptions {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  timeoutMs?: number;
  /** Seams for tests: the clock, the nonce and the HTTP client. */
  now?: () => Date;
  nonce?: () => string;
  fetch?: typeof fetch;
}

interface VendorAnswer {
  Code?: unknown;
  Message?: unknown;
  RequestId?: unknown;
  BizId?: unknown;
}

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  private readonly timeoutMs: number;
  private readonly now: () => Date;
  private readonly nonce: () => string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: AliyunSmsOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.now = options.now ?? (() => new Date());
    this.nonce = options.nonce ?? randomUUID;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async send(message: SmsMessage): Promise<void> {
    const params = sendSmsParams({
      accessKeyId: this.options.accessKeyId,
      phoneNumbers: message.phone,
      signName: this.options.signName,
      templateCode: this.options.templateCode,
      templateParam: { code: message.code },
      timestamp: this.now(),
      nonce: this.nonce(),
    });
    const url = new URL(this.options.endpoint);
    url.search = `?${signedQuery(params, this.options.accessKeySecret)}`;
    // Only the origin goes into messages: the query holds the phone number and the signature.
    const where = `${url.origin}${url.pathname}`;

    const { status, text } = await getVendorText(this.fetch, url, this.timeoutMs).catch((error: unknown) => {
      throw transportError(error as VendorUnreachable, where, this.timeoutMs);
    });

    let answer: VendorAnswer;
    try {
      answer = JSON.parse(text) as VendorAnswer;
    } catch {
      throw new AliyunSmsError(
        'InvalidResponse',
        `Aliyun SMS at ${where} answered HTTP ${status} with a body that is not JSON: ${text.slice(0, 200)}`,
        { httpStatus: status },
      );
    }
    if (answer && answer.Code === 'OK') return;

    const code = typeof answer?.Code === 'string' ? answer.Code : 'InvalidResponse';
    const vendorMessage = typeof answer?.Message === 'string' ? answer.Message : undefined;
    const requestId = typeof answer?.RequestId === 'string' ? answer.RequestId : undefined;
    const summary = [
      `Aliyun SMS SendSms failed with ${code}`,
      vendorMessage ? `: ${vendorMessage}` : '',
      ` (HTTP ${status}`,
      requestId ? `, request ${requestId}` : '',
      ')',
    ].join('');
    throw new AliyunSmsError(code, summary, { vendorMessage, requestId, httpStatus: status });
  }
}

function transportError(error: VendorUnreachable, where: string, timeoutMs: number): AliyunSmsError {
  return error.timedOut
    ? new AliyunSmsError('Timeout', `Aliyun SMS at ${where} did not answer within ${timeoutMs} ms`, {
        cause: error.cause,
      })
    : new AliyunSmsError('NetworkError', `Aliyun SMS at ${where} could not be reached: ${error.reason}`, {
        cause: error.cause,
      });
}
