import { createHash, createHmac } from 'node:crypto';

/** SHA-256 of an empty body, the payload hash of GET, HEAD and DELETE. */
export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface SigV4Request {
  method: string;
  /** The path exactly as it goes on the wire (already URI-encoded), without a query string. */
  path: string;
  /** Headers to sign besides the ones added here; names in any case. */
  headers: Record<string, string>;
  payloadSha256: string;
  now: Date;
}

/** RFC 3986 encoding of one path segment, as AWS wants it (encodeURIComponent leaves !'()* alone). */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * AWS Signature Version 4 for S3 (no query string): returns the headers to send, the given ones plus
 * x-amz-date, x-amz-content-sha256 and Authorization.
 */
export function signV4(request: SigV4Request, credentials: SigV4Credentials): Record<string, string> {
  const amzDate = amzDateOf(request.now);
  const headers: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    'x-amz-date': amzDate,
    'x-amz-content-sha256': request.payloadSha256,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    request.path,
    '',
    canonicalHeaders,
    signedHeaders,
    request.payloadSha256,
  ].join('\n');
  const signature = signatureOf(canonicalRequest, amzDate, credentials);
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scopeOf(amzDate, credentials)}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export interface PresignRequest {
  /** The path exactly as it goes on the wire (already URI-encoded). */
  path: string;
  host: string;
  /** When the address starts to be valid (X-Amz-Date). */
  issuedAt: Date;
  /** How long from `issuedAt` it stays valid; S3 allows at most seven days. */
  expiresSeconds: number;
}

/**
 * A presigned GET (AWS Signature Version 4 in the query string): answers the query string to append to the
 * path. Only the host header is signed and the payload is unsigned, as for any browser-fetched object.
 */
export function presignGetV4(request: PresignRequest, credentials: SigV4Credentials): string {
  const amzDate = amzDateOf(request.issuedAt);
  const params: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${scopeOf(amzDate, credentials)}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(request.expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const query = Object.keys(params)
    .sort()
    .map((name) => `${encodeSegment(name)}=${encodeSegment(params[name]!)}`)
    .join('&');
  const canonicalRequest = [
    'GET',
    request.path,
    query,
    `host:${request.host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  return `${query}&X-Amz-Signature=${signatureOf(canonicalRequest, amzDate, credentials)}`;
}

const amzDateOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const scopeOf = (amzDate: string, credentials: SigV4Credentials) =>
  `${amzDate.slice(0, 8)}/${credentials.region}/s3/aws4_request`;

function signatureOf(canonicalRequest: string, amzDate: string, credentials: SigV4Credentials): string {
  const day = amzDate.slice(0, 8);
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scopeOf(amzDate, credentials),
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'),
    'aws4_request',
  );
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex');
}
