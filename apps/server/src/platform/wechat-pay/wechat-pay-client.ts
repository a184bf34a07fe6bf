import type { KeyObject } from 'node:crypto';
import { VendorUnreachable } from '../http/vendor-fetch.js';
import { authorizationHeader } from './request-signing.js';
import { SignatureRejected, verifyWechatSignature, type PlatformKeys } from './verify.js';

export interface WechatPayClientOptions {
  /** e.g. https://api.mch.weixin.qq.com */
  apiBase: string;
  mchId: string;
  merchantSerial: string;
  merchantPrivateKey: KeyObject;
  platformKeys: PlatformKeys;
  timeoutMs: number;
  fetch: typeof fetch;
  now: () => number;
}

/**
 * A failed call. `code` is WeChat's own (PARAM_ERROR, ORDER_NOT_EXIST, SIGN_ERROR…) when it answered with
 * one, else ours: TIMEOUT, NETWORK_ERROR, INVALID_RESPONSE, RESPONSE_SIGNATURE_INVALID.
 */
export class WechatPayError extends Error {
  /** The answer carrying this error bore WeChat's valid signature, so its code can be acted on. */
  readonly verified: boolean;

  constructor(
    readonly code: string,
    /** HTTP status, or null when no answer came. */
    readonly status: number | null,
    /** WeChat's `message`, or our reason. */
    readonly vendorMessage: string,
    message: string,
    options: ErrorOptions & { verified?: boolean } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'WechatPayError';
    this.verified = options.verified ?? false;
  }
}

export interface WechatPayReply {
  status: number;
  /** The parsed JSON body; undefined for 204 No Content. */
  json: Record<string, unknown> | undefined;
}

// WeChat Pay v3 refuses requests without a User-Agent; naming ourselves helps its support read logs.
const USER_AGENT = 'fox-portal/0.1 (WeChatPay-APIv3; node)';

/** Signs requests, checks the answers' signatures, and turns WeChat's error answers into WechatPayError. */
export class WechatPayClient {
  constructor(private readonly options: WechatPayClientOptions) {}

  /**
   * `headers` adds request headers, e.g. Wechatpay-Serial naming the key that encrypted a sensitive field
   * (the headers are not signed: WeChat signs the method, path, time, nonce and body only).
   */
  async call(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    payload?: unknown,
    extra: { headers?: Record<string, string> } = {},
  ): Promise<WechatPayReply> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const url = this.options.apiBase.replace(/\/+$/, '') + pathWithQuery;
    // WeChat checks the signature against the path it received, so a base with a path prefix signs it too.
    const { pathname, search } = new URL(url);
    const signedPath = pathname + search;
    const where = `${method} ${pathWithQuery.split('?')[0]}`;
    const headers: Record<string, string> = {
      ...extra.headers,
      accept: 'application/json',
      'user-agent': USER_AGENT,
      authorization: authorizationHeader(
        {
          mchId: this.options.mchId,
          serialNo: this.options.merchantSerial,
          privateKey: this.options.merchantPrivateKey,
        },
        { method, pathWithQuery: signedPath, body },
        { timestamp: Math.floor(this.options.now() / 1000) },
      ),
    };
    if (payload !== undefined) headers['content-type'] = 'application/json';

    let status: number;
    let text: string;
    let replyHeaders: Record<string, string>;
    try {
      const response = await this.options.fetch(url, {
        method,
        headers,
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      status = response.status;
      text = await response.text();
      replyHeaders = Object.fromEntries(response.headers.entries());
    } catch (error) {
      const unreachable = new VendorUnreachable(error);
      throw unreachable.timedOut
        ? new WechatPayError(
            'TIMEOUT',
            null,
            'timeout',
            `WeChat Pay ${where} did not answer within ${this.options.timeoutMs} ms`,
            { cause: error },
          )
        : new WechatPayError(
            'NETWORK_ERROR',
            null,
            unreachable.reason,
            `WeChat Pay ${where} could not be reached: ${unreachable.reason}`,
            { cause: error },
          );
    }

    const json = parseObject(text);
    const failed = status < 200 || status > 299;
    // WeChat leaves some error answers unsigned (always those refusing our own signature): such an answer is
    // reported, and `verified` tells callers not to act on it.
    const signed = replyHeaders['wechatpay-signature'] !== undefined;
    if (!failed || signed) {
      try {
        verifyWechatSignature(replyHeaders, text, this.options.platformKeys, this.options.now());
      } catch (error) {
        if (!(error instanceof SignatureRejected)) throw error;
        throw new WechatPayError(
          'RESPONSE_SIGNATURE_INVALID',
          status,
          error.message,
          `WeChat Pay ${where} answered with a signature we cannot trust: ${error.message}`,
          { cause: error },
        );
      }
    }
    if (failed) {
      const code = typeof json?.code === 'string' ? json.code : `HTTP_${status}`;
      const message = typeof json?.message === 'string' ? json.message : text.slice(0, 200);
      throw new WechatPayError(
        code,
        status,
        message,
        `WeChat Pay ${where} failed with HTTP ${status} ${code}: ${message}`,
        { verified: signed },
      );
    }
    if (text !== '' && json === undefined) {
      throw new WechatPayError(
        'INVALID_RESPONSE',
        status,
        'not a JSON object',
        `WeChat Pay ${where} answered HTTP ${status} with a body that is not a JSON object: ${text.slice(0, 200)}`,
      );
    }
    return { status, json };
  }
  /**
   * Downloads a bill file from the address WeChat gave (signed like any request). WeChat does not sign the
   * file's answer, so its integrity is checked by the caller against the digest that came with the address;
   * the address must be on our API base, so the Authorization header never goes anywhere else.
   */
  async download(address: string): Promise<Buffer> {
    const base = new URL(this.options.apiBase);
    const url = new URL(address);
    const where = 'GET bill download';
    if (url.origin !== base.origin) {
      throw new WechatPayError(
        'INVALID_RESPONSE',
        200,
        'download address elsewhere',
        `WeChat Pay gave a bill address outside ${base.origin}`,
      );
    }
    const headers = {
      accept: '*/*',
      'user-agent': USER_AGENT,
      authorization: authorizationHeader(
        {
          mchId: this.options.mchId,
          serialNo: this.options.merchantSerial,
          privateKey: this.options.merchantPrivateKey,
        },
        { method: 'GET', pathWithQuery: url.pathname + url.search, body: '' },
        { timestamp: Math.floor(this.options.now() / 1000) },
      ),
    };
    let response: Response;
    let file: Buffer;
    try {
      response = await this.options.fetch(url, {
        headers,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      file = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      const unreachable = new VendorUnreachable(error);
      throw new WechatPayError(
        unreachable.timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        null,
        unreachable.reason,
        `WeChat Pay ${where} failed: ${unreachable.reason}`,
        { cause: error },
      );
    }
    if (response.status !== 200) {
      const json = parseObject(file.toString('utf8'));
      const code = typeof json?.code === 'string' ? json.code : `HTTP_${response.status}`;
      throw new WechatPayError(code, response.status, code, `WeChat Pay ${where} failed with ${code}`);
    }
    return file;
  }
}

function parseObject(text: string): Record<string, unknown> | undefined {
  if (text === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
