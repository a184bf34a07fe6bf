import { createHmac, randomBytes } from 'node:crypto';
import { testEncrypt, type TestKeys as Keys } from '../signer.js';

/**
 * A client of the real platform's API, written from `shared/notes/platform-facts.md` alone, not from this
 * server's code nor from the web client (its AES step is the tests' signer's, written from the same facts).
 * It plays the variations the platform's public clients show, one `ClientStyle` each, and keeps what it
 * sent, so a test can replay a request byte for byte.
 */

export interface ClientStyle {
  name: string;
  /** AES padding of the header: CryptoJS's ZeroPadding, or PKCS7. */
  padding: 'zero' | 'pkcs7';
  /** Keeps empty values in the signed string (`token=&...`) instead of leaving them out. */
  keepEmpty?: boolean;
  /** Signs this instead of the path (the resource family, a full URL). */
  signedUrl?: (path: string, origin: string) => string;
  /** How the payload's JSON is written. */
  json?: 'compact' | 'spaced' | 'asciiEscaped';
  userIdAs?: 'number' | 'string';
  platform?: string;
  /** No x-encrypt-key at all, as apps before Version 1.5.4 did; the password goes as typed. */
  unsigned?: boolean;
  /** The `Version` header. */
  version?: string;
  /** Sends the login name as a number (a public ID or phone typed into a numeric field). */
  numericUserName?: boolean;
  /** Writes paths with a doubled slash before the last segment, as some clients join them. */
  doubleSlash?: boolean;
}

export interface Answer {
  httpStatus: number;
  body: { code: number; msg: string; data: any; total?: number };
}

export interface SentRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** The fields sorted by name as `k=v&...&key=<hmacKey>`; empty values left out unless kept. */
function signText(payload: Record<string, unknown>, hmacKey: string, keepEmpty: boolean): string {
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  const names = Object.keys(payload)
    .filter((name) => keepEmpty || !empty(payload[name]))
    .sort();
  return [
    ...names.map((name) => `${name}=${empty(payload[name]) ? '' : String(payload[name])}`),
    `key=${hmacKey}`,
  ].join('&');
}

function jsonOf(payload: Record<string, unknown>, style: ClientStyle['json']): string {
  if (style === 'spaced') return JSON.stringify(payload).replace(/","/g, '", "').replace(/":/g, '": ');
  const text = JSON.stringify(payload);
  if (style !== 'asciiEscaped') return text;
  return text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export class RealPlatformClient {
  token = '';
  userId: number | string = 0;
  readonly sent: SentRequest[] = [];
  private keys: Keys | null = null;

  constructor(
    private readonly origin: string,
    readonly style: ClientStyle,
  ) {}

  private async fetchKeys(): Promise<Keys> {
    const answer = (await (await fetch(`${this.origin}/app/v1/query/aesKey`)).json()) as { data: Keys };
    this.keys = answer.data;
    return answer.data;
  }

  /** The signed header of one request, as the facts describe it. */
  private async header(path: string): Promise<string> {
    const keys = this.keys ?? (await this.fetchKeys());
    const style = this.style;
    const userId = style.userIdAs === 'string' ? String(this.userId) : Number(this.userId);
    const payload: Record<string, unknown> = {
      token: this.token,
      userId,
      timestamp: Date.now(),
      url: style.signedUrl ? style.signedUrl(path, this.origin) : path,
      platform: style.platform ?? 'web',
      nonce: randomBytes(24).toString('base64url').slice(0, 24),
    };
    const sign = createHmac('sha256', keys.hmacKey)
      .update(signText(payload, keys.hmacKey, style.keepEmpty ?? false))
      .digest('hex');
    return testEncrypt(jsonOf({ ...payload, sign }, style.json), keys, style.padding);
  }

  async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json', SysSource: 'web', Lang: 'zh_CN' };
    if (this.style.version) headers.Version = this.style.version;
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (!this.style.unsigned) headers['x-encrypt-key'] = await this.header(path.split('?')[0] ?? path);
    const text = body === undefined ? undefined : JSON.stringify(body);
    if (text !== undefined) headers['Content-Type'] = 'application/json';
    this.sent.push({ method, path, headers, body: text });
    return this.send({ method, path, headers, body: text });
  }

  /** Sends a request exactly as it was sent before. */
  async send(request: SentRequest): Promise<Answer> {
    const response = await fetch(this.origin + request.path, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    return { httpStatus: response.status, body: (await response.json()) as Answer['body'] };
  }

  /** Password login (POST /auth/v2/login); the password AES-encrypted with the current key unless unsigned. */
  async login(userName: string, password: string): Promise<Answer> {
    const keys = this.style.unsigned ? null : (this.keys ?? (await this.fetchKeys()));
    const answer = await this.call('POST', '/auth/v2/login', {
      loginType: 'PASSWORD',
      userName: this.style.numericUserName ? Number(userName) : userName,
      password: keys ? testEncrypt(password, keys, 'zero') : password,
      deviceType: 'PC',
    });
    if (answer.body.code === 200) {
      this.token = answer.body.data.accessToken;
      this.userId = answer.body.data.userId;
    }
    return answer;
  }
}

/** The styles of the platform's public clients the suite plays. */
export const CLIENT_STYLES: ClientStyle[] = [
  { name: 'PKCS7 padding', padding: 'pkcs7' },
  { name: 'zero padding', padding: 'zero' },
  { name: 'empty values kept', padding: 'zero', keepEmpty: true },
  {
    name: 'family path signed',
    padding: 'zero',
    signedUrl: (path) => path.replace(/\/\d+$/, '/'),
  },
  {
    name: 'ASCII-escaped JSON and a string userId',
    padding: 'pkcs7',
    json: 'asciiEscaped',
    userIdAs: 'string',
  },
  {
    name: 'platform iOS, spaced JSON, a full URL',
    padding: 'zero',
    platform: 'iOS',
    json: 'spaced',
    signedUrl: (path, origin) => origin + path,
  },
  { name: 'numeric userName, doubled slashes', padding: 'zero', numericUserName: true, doubleSlash: true },
];

/** An app before signing: no header, Version 1.5.0. */
export const UNSIGNED_STYLE: ClientStyle = {
  name: 'no header, Version 1.5.0',
  padding: 'zero',
  unsigned: true,
  version: '1.5.0',
};
