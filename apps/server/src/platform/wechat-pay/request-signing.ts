import { createSign, randomBytes, type KeyObject } from 'node:crypto';

/** The scheme name WeChat Pay API v3 expects before the Authorization parameters. */
export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

export interface MerchantCredentials {
  mchId: string;
  /** Serial number of the merchant API certificate whose key signs. */
  serialNo: string;
  privateKey: KeyObject | string;
}

export interface SignedRequest {
  method: string;
  /** Path and query exactly as sent, e.g. /v3/pay/transactions/out-trade-no/A1?mchid=19 */
  pathWithQuery: string;
  /** The exact body bytes sent; empty for GET. */
  body: string;
}

/** Each field on its own line, newline-terminated: the layout WeChat Pay signs and checks. */
export function signatureMessage(fields: readonly string[]): string {
  return fields.map((field) => `${field}\n`).join('');
}

export function requestMessage(request: SignedRequest, timestamp: string, nonce: string): string {
  return signatureMessage([
    request.method.toUpperCase(),
    request.pathWithQuery,
    timestamp,
    nonce,
    request.body,
  ]);
}

/** SHA256withRSA (PKCS#1 v1.5), Base64: what both sides sign with. */
export function rsaSign(message: string, privateKey: KeyObject | string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

/** 32 characters of [0-9A-Z]; WeChat only asks that nonces not repeat. */
export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export interface AuthorizationOptions {
  /** Seconds since the epoch; defaults to now. */
  timestamp?: number;
  nonce?: string;
}

/** The Authorization header value for one request. */
export function authorizationHeader(
  credentials: MerchantCredentials,
  request: SignedRequest,
  options: AuthorizationOptions = {},
): string {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = options.nonce ?? newNonce();
  const signature = rsaSign(requestMessage(request, timestamp, nonce), credentials.privateKey);
  const params: [string, string][] = [
    ['mchid', credentials.mchId],
    ['nonce_str', nonce],
    ['signature', signature],
    ['timestamp', timestamp],
    ['serial_no', credentials.serialNo],
  ];
  return `${AUTH_SCHEME} ${params.map(([name, value]) => `${name}="${value}"`).join(',')}`;
}

/**
 * Reads an Authorization header back into its parameters; undefined when it is not this scheme. The
 * simulator uses it to check our requests as WeChat does.
 */
export function parseAuthorization(header: string): Record<string, string> | undefined {
  const prefix = `${AUTH_SCHEME} `;
  if (!header.startsWith(prefix)) return undefined;
  const params: Record<string, string> = {};
  const pattern = /\s*([a-z_]+)="([^"]*)"\s*(?:,|$)/gy;
  const rest = header.slice(prefix.length);
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(rest)) !== null) {
    params[match[1]!] = match[2]!;
    consumed = pattern.lastIndex;
    if (consumed >= rest.length) break;
  }
  return consumed === rest.length ? params : undefined;
}
