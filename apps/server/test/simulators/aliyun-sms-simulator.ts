import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { listenLocal } from './listen-local.js';

/**
 * A local stand-in for Alibaba Cloud SMS (dysmsapi 2017-05-25, action SendSms, RPC style). It checks what the
 * vendor documents: the common parameters, the HMAC-SHA1 signature (recomputed here with code of its own, so
 * an adapter's mistake cannot cancel itself out), the AccessKey ID, the 15-minute timestamp window, nonce
 * reuse, and the phone numbers. It answers JSON only: the adapter under test always sends Format=JSON.
 */

export interface DeliveredSms {
  phone: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
  bizId: string;
  receivedAt: Date;
}

export interface ReceivedCall {
  method: string;
  params: Record<string, string>;
  status: number;
  code: string;
}

export interface AliyunSmsSimulatorOptions {
  /** AccessKey ID -> AccessKey secret. */
  accessKeys: Record<string, string>;
  /** When given, only these sign names / template codes are approved. */
  signNames?: string[];
  templateCodes?: string[];
  /** The simulator's clock; the real one by default. */
  now?: () => number;
}

export interface AliyunSmsSimulator {
  /** e.g. http://127.0.0.1:41234/ */
  endpoint: string;
  delivered: DeliveredSms[];
  calls: ReceivedCall[];
  /** The next authentic SendSms call answers this vendor Code (HTTP 200, like the vendor's isv.* codes). */
  failNext(code: string, message?: string): void;
  /** The next call is answered only after this many milliseconds. */
  delayNext(ms: number): void;
  reset(): void;
  close(): Promise<void>;
}

const MAX_SKEW_MS = 15 * 60 * 1000;
const REQUIRED_COMMON = [
  'AccessKeyId',
  'Action',
  'Version',
  'Timestamp',
  'SignatureMethod',
  'SignatureVersion',
  'SignatureNonce',
  'Signature',
];
const REQUIRED_SEND_SMS = ['PhoneNumbers', 'SignName', 'TemplateCode'];

const KNOWN_MESSAGES: Record<string, string> = {
  'isv.BUSINESS_LIMIT_CONTROL': '触发分钟级流控Permits:1',
  'isv.AMOUNT_NOT_ENOUGH': '账户余额不足',
  'isp.SYSTEM_ERROR': '系统错误',
  'isv.OUT_OF_SERVICE': '业务停机',
};

class Rejection {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

export async function startAliyunSmsSimulator(
  options: AliyunSmsSimulatorOptions,
): Promise<AliyunSmsSimulator> {
  const now = options.now ?? Date.now;
  const delivered: DeliveredSms[] = [];
  const calls: ReceivedCall[] = [];
  /** nonce -> when it was seen; kept as long as a timestamp could still be accepted. */
  const usedNonces = new Map<string, number>();
  let pendingFailure: { code: string; message: string } | undefined;
  let pendingDelay = 0;

  const handle = (method: string, path: string, params: Record<string, string>): Record<string, unknown> => {
    if (path !== '/') throw new Rejection(404, 'InvalidApi.NotFound', 'Specified api is not found.');
    for (const name of REQUIRED_COMMON) {
      if (!params[name]) throw missing(name);
    }
    if (params.Format !== 'JSON') {
      throw new Rejection(400, 'InvalidParameter.Format', 'This simulator answers Format=JSON only.');
    }
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25') {
      throw new Rejection(404, 'InvalidApi.NotFound', 'Specified api is not found.');
    }
    if (params.SignatureMethod !== 'HMAC-SHA1') {
      throw new Rejection(400, 'InvalidSignatureMethod', 'Specified signature method is not valid.');
    }
    if (params.SignatureVersion !== '1.0') {
      throw new Rejection(400, 'IncompleteSignature', 'The request signature does not conform to standards.');
    }
    const stamp = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/.exec(params.Timestamp!);
    const at = stamp ? Date.parse(params.Timestamp!) : NaN;
    if (Number.isNaN(at)) {
      throw new Rejection(
        400,
        'InvalidTimeStamp.Format',
        'Specified time stamp or date value is not well formatted.',
      );
    }
    if (Math.abs(now() - at) > MAX_SKEW_MS) {
      throw new Rejection(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    const secret = options.accessKeys[params.AccessKeyId!];
    if (secret === undefined) {
      throw new Rejection(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    const serverStringToSign = buildStringToSign(method, params);
    if (!sameText(hmacSha1Base64(`${secret}&`, serverStringToSign), params.Signature!)) {
      throw new Rejection(
        400,
        'SignatureDoesNotMatch',
        `Specified signature is not matched with our calculation. server string to sign is:${serverStringToSign}`,
      );
    }
    forgetOldNonces(usedNonces, now());
    if (usedNonces.has(params.SignatureNonce!)) {
      throw new Rejection(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    usedNonces.set(params.SignatureNonce!, now());

    for (const name of REQUIRED_SEND_SMS) {
      if (!params[name]) throw missing(name);
    }
    if (pendingFailure) {
      const failure = pendingFailure;
      pendingFailure = undefined;
      return { Code: failure.code, Message: failure.message, RequestId: requestId() };
    }
    return sendSms(params);
  };

  const sendSms = (params: Record<string, string>): Record<string, unknown> => {
    const phones = params.PhoneNumbers!.split(',');
    if (phones.length > 1000) return business('isv.MOBILE_COUNT_OVER_LIMIT', '手机号码数量超过限制');
    if (!phones.every(isPhoneNumber)) return business('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (options.signNames && !options.signNames.includes(params.SignName!)) {
      return business('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    }
    if (options.templateCodes && !options.templateCodes.includes(params.TemplateCode!)) {
      return business('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    }
    let templateParam: Record<string, string> = {};
    if (params.TemplateParam !== undefined) {
      const parsed = parseTemplateParam(params.TemplateParam);
      if (!parsed) return business('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
      templateParam = parsed;
    }
    const bizId = `${BigInt(`0x${randomBytes(7).toString('hex')}`)}^0`;
    for (const phone of phones) {
      delivered.push({
        phone,
        signName: params.SignName!,
        templateCode: params.TemplateCode!,
        templateParam,
        bizId,
        receivedAt: new Date(now()),
      });
    }
    return { Code: 'OK', Message: 'OK', BizId: bizId, RequestId: requestId() };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = req.url ?? '/';
      const queryStart = raw.indexOf('?');
      const path = queryStart < 0 ? raw : raw.slice(0, queryStart);
      const params = parseForm(queryStart < 0 ? '' : raw.slice(queryStart + 1));
      const method = req.method ?? 'GET';
      // The vendor also takes POST with the parameters as a form body.
      const type = req.headers['content-type'] ?? '';
      if (method === 'POST' && type.startsWith('application/x-www-form-urlencoded')) {
        Object.assign(params, parseForm(Buffer.concat(chunks).toString('utf8')));
      }

      let status = 200;
      let body: Record<string, unknown>;
      if (method !== 'GET' && method !== 'POST') {
        status = 400;
        body = {
          Code: 'UnsupportedHTTPMethod',
          Message: 'This http method is not supported.',
          RequestId: requestId(),
        };
      } else {
        try {
          body = handle(method, path, params);
        } catch (error) {
          const rejection =
            error instanceof Rejection
              ? error
              : new Rejection(500, 'InternalError', `The simulator failed: ${String(error)}`);
          status = rejection.status;
          body = { Code: rejection.code, Message: rejection.message, RequestId: requestId() };
        }
      }
      calls.push({ method, params, status, code: String(body.Code) });

      const delay = pendingDelay;
      pendingDelay = 0;
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (delay > 0) setTimeout(reply, delay).unref();
      else reply();
    });
  });

  const base = await listenLocal(server);

  return {
    endpoint: `${base}/`,
    delivered,
    calls,
    failNext(code, message) {
      pendingFailure = { code, message: message ?? KNOWN_MESSAGES[code] ?? code };
    },
    delayNext(ms) {
      pendingDelay = ms;
    },
    reset() {
      delivered.length = 0;
      calls.length = 0;
      usedNonces.clear();
      pendingFailure = undefined;
      pendingDelay = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function missing(name: string): Rejection {
  return new Rejection(400, `Missing${name}`, `${name} is mandatory for this action.`);
}

/** Business errors of SendSms come back with HTTP 200 and the isv.* Code. */
function business(code: string, message: string): Record<string, unknown> {
  return { Code: code, Message: message, RequestId: requestId() };
}

function requestId(): string {
  return randomUUID().toUpperCase();
}

/**
 * Chinese mainland numbers: 11 digits from 13x to 19x, with an optional +, +86, 0086 or 86 prefix. Other
 * countries: country code and number, 8 to 15 digits. Anything else starting 86 or 1 is read as a malformed
 * mainland number, which keeps the rule simple at the cost of North American numbers.
 */
function isPhoneNumber(value: string): boolean {
  if (/^(?:\+86|0086|86|\+)?1[3-9]\d{9}$/.test(value)) return true;
  const international = /^(?:\+|00)?([2-9]\d{7,14})$/.exec(value);
  return international !== null && !international[1]!.startsWith('86');
}

function parseTemplateParam(text: string): Record<string, string> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, v]) => typeof v === 'string') ? (value as Record<string, string>) : undefined;
}

/** Decodes a=b&c=d as a form: + is a space, %XY a byte of UTF-8. */
function parseForm(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!text) return out;
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decodeFormPart(eq < 0 ? pair : pair.slice(0, eq));
    out[name] = decodeFormPart(eq < 0 ? '' : pair.slice(eq + 1));
  }
  return out;
}

function decodeFormPart(part: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < part.length; i++) {
    const char = part[i]!;
    if (char === '+') bytes.push(0x20);
    else if (char === '%' && /^[0-9A-Fa-f]{2}$/.test(part.slice(i + 1, i + 3))) {
      bytes.push(parseInt(part.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

// The simulator's own reading of the signature rules, byte by byte over UTF-8, on purpose unlike the
// adapter's (which starts from encodeURIComponent).
const UNRESERVED = new Set(
  Buffer.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~', 'ascii'),
);

function rfc3986(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    out += UNRESERVED.has(byte)
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function buildStringToSign(method: string, params: Record<string, string>): string {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) {
    if (name !== 'Signature') pairs.push([rfc3986(name), rfc3986(value)]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([name, value]) => name + '=' + value).join('&');
  return [method, rfc3986('/'), rfc3986(canonical)].join('&');
}

function hmacSha1Base64(key: string, data: string): string {
  return createHmac('sha1', Buffer.from(key, 'utf8')).update(Buffer.from(data, 'utf8')).digest('base64');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function forgetOldNonces(nonces: Map<string, number>, at: number): void {
  for (const [nonce, seenAt] of nonces) {
    if (at - seenAt > 2 * MAX_SKEW_MS) nonces.delete(nonce);
  }
}
