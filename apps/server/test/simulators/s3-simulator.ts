import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { listenLocal } from './listen-local.js';

/**
 * A local stand-in for an S3-compatible object store: path-style PutObject, GetObject (with Range),
 * HeadObject and DeleteObject, objects kept in memory. Every request must carry a valid AWS Signature V4,
 * in the Authorization header or, for presigned GET and HEAD addresses, in the query string; the check is
 * written here from the published algorithm, apart from the server's signer, so a mistake in one cannot
 * cancel itself out in the other. It also checks the payload hash against the body it received, the
 * credential scope, a 15-minute clock window and a presigned address's expiry.
 */

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface S3Simulator {
  endpoint: string;
  /** `bucket/key` -> object. */
  objects: Map<string, StoredObject>;
  /** Requests refused, with the reason (SignatureDoesNotMatch and the like). */
  refusals: string[];
  close(): Promise<void>;
}

export interface S3SimulatorOptions {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  buckets: string[];
}

export async function startS3Simulator(options: S3SimulatorOptions): Promise<S3Simulator> {
  const objects = new Map<string, StoredObject>();
  const refusals: string[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const refusal = verify(request, body, options);
      if (refusal) {
        refusals.push(refusal.code);
        return answerError(response, refusal.status, refusal.code);
      }
      const rawPath = (request.url ?? '/').split('?')[0]!;
      const [bucket, ...rest] = rawPath.slice(1).split('/').map(decodeURIComponent);
      if (!bucket || !options.buckets.includes(bucket)) return answerError(response, 404, 'NoSuchBucket');
      const name = `${bucket}/${rest.join('/')}`;
      const found = objects.get(name);
      switch (request.method) {
        case 'PUT':
          objects.set(name, { body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
          response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
          return response.end();
        case 'DELETE':
          objects.delete(name);
          response.writeHead(204);
          return response.end();
        case 'HEAD':
          if (!found) return answerError(response, 404, 'NoSuchKey', true);
          response.writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length });
          return response.end();
        case 'GET':
          if (!found) return answerError(response, 404, 'NoSuchKey');
          return answerObject(response, found, request.headers.range);
        default:
          return answerError(response, 405, 'MethodNotAllowed');
      }
    });
  });
  const base = await listenLocal(server);
  return {
    endpoint: base,
    objects,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answerObject(response: http.ServerResponse, object: StoredObject, range: string | undefined) {
  const size = object.body.length;
  const match = range ? /^bytes=(\d+)-(\d*)$/.exec(range) : null;
  if (range && !match) return answerError(response, 416, 'InvalidRange');
  if (!match) {
    response.writeHead(200, {
      'content-type': object.contentType,
      'content-length': size,
      'accept-ranges': 'bytes',
    });
    return response.end(object.body);
  }
  const first = Number(match[1]);
  const last = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (first >= size || last < first) return answerError(response, 416, 'InvalidRange');
  response.writeHead(206, {
    'content-type': object.contentType,
    'content-length': last - first + 1,
    'content-range': `bytes ${first}-${last}/${size}`,
  });
  return response.end(object.body.subarray(first, last + 1));
}

function answerError(response: http.ServerResponse, status: number, code: string, headOnly = false) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    headOnly ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`,
  );
}

const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Recomputes the request's signature from what arrived; null when it holds. */
function verify(
  request: http.IncomingMessage,
  body: Buffer,
  options: S3SimulatorOptions,
): { status: number; code: string } | null {
  if (!request.headers.authorization && (request.url ?? '').includes('X-Amz-Signature=')) {
    return verifyPresigned(request, options);
  }
  const auth = AUTH_PATTERN.exec(request.headers.authorization ?? '');
  if (!auth) return { status: 403, code: 'AccessDenied' };
  const [, keyId, day, region, signedList, signature] = auth as unknown as string[];
  if (keyId !== options.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId' };
  if (region !== options.region) return { status: 400, code: 'AuthorizationHeaderMalformed' };

  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const stamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!stamp || amzDate.slice(0, 8) !== day) return { status: 403, code: 'AccessDenied' };
  const sentAt = Date.UTC(+stamp[1]!, +stamp[2]! - 1, +stamp[3]!, +stamp[4]!, +stamp[5]!, +stamp[6]!);
  if (Math.abs(Date.now() - sentAt) > 15 * 60 * 1000) return { status: 403, code: 'RequestTimeTooSkewed' };

  const declaredHash = String(request.headers['x-amz-content-sha256'] ?? '');
  const bodyHash = createHash('sha256').update(body).digest('hex');
  if (declaredHash !== 'UNSIGNED-PAYLOAD' && declaredHash !== bodyHash) {
    return { status: 400, code: 'XAmzContentSHA256Mismatch' };
  }

  const signed = signedList!.split(';');
  if (!signed.includes('host') || !signed.includes('x-amz-date'))
    return { status: 403, code: 'AccessDenied' };
  const headerLines = signed.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}`;
  });
  const canonical = [
    request.method,
    (request.url ?? '/').split('?')[0],
    '',
    ...headerLines,
    '',
    signedList,
    declaredHash,
  ].join('\n');
  return signatureRefusal(canonical, amzDate, day!, region!, signature!, options);
}

function signatureRefusal(
  canonical: string,
  amzDate: string,
  day: string,
  region: string,
  signature: string,
  options: S3SimulatorOptions,
): { status: number; code: string } | null {
  const scope = [day, region, 's3', 'aws4_request'].join('/');
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${createHash('sha256').update(canonical).digest('hex')}`;
  let key: Buffer = Buffer.from(`AWS4${options.secretAccessKey}`);
  for (const part of [day, region, 's3', 'aws4_request'])
    key = createHmac('sha256', key).update(part).digest();
  const expected = createHmac('sha256', key).update(toSign).digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { status: 403, code: 'SignatureDoesNotMatch' };
  }
  return null;
}

/** RFC 3986 percent-encoding of a query name or value, as the query-string signature wants it. */
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Query-string authentication (a presigned address): the credential, date, lifetime and signed headers
 * come in X-Amz-* parameters, the payload is unsigned, and the address is refused once it has expired.
 */
function verifyPresigned(
  request: http.IncomingMessage,
  options: S3SimulatorOptions,
): { status: number; code: string } | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 403, code: 'AccessDenied' };
  const [rawPath, rawQuery = ''] = (request.url ?? '/').split('?') as [string, string?];
  const params = new URLSearchParams(rawQuery);
  const credential = (params.get('X-Amz-Credential') ?? '').split('/');
  const [keyId, day, region, service, terminal] = credential;
  if (params.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || service !== 's3' || terminal !== 'aws4_request')
    return { status: 403, code: 'AccessDenied' };
  if (keyId !== options.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId' };
  if (region !== options.region) return { status: 400, code: 'AuthorizationQueryParametersError' };
  const amzDate = params.get('X-Amz-Date') ?? '';
  const stamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  const expires = Number(params.get('X-Amz-Expires'));
  if (!stamp || amzDate.slice(0, 8) !== day || !Number.isInteger(expires) || expires < 1 || expires > 604_800)
    return { status: 400, code: 'AuthorizationQueryParametersError' };
  const issued = Date.UTC(+stamp[1]!, +stamp[2]! - 1, +stamp[3]!, +stamp[4]!, +stamp[5]!, +stamp[6]!);
  if (issued - Date.now() > 15 * 60 * 1000) return { status: 403, code: 'RequestNotYetValid' };
  if (Date.now() > issued + expires * 1000) return { status: 403, code: 'RequestExpired' };
  const signedList = params.get('X-Amz-SignedHeaders') ?? '';
  const signed = signedList.split(';');
  if (!signed.includes('host')) return { status: 403, code: 'AccessDenied' };
  const canonicalQuery = [...params.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headerLines = signed.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}`);
  const canonical = [
    request.method,
    rawPath,
    canonicalQuery,
    ...headerLines,
    '',
    signedList,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  return signatureRefusal(canonical, amzDate, day!, region!, params.get('X-Amz-Signature') ?? '', options);
}
