import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../config.js';
import { isSafeKey, type ByteRange, type FileStat, type FileStore, type StoredFile } from './file-store.js';
import { EMPTY_SHA256, encodeSegment, presignGetV4, signV4 } from './sigv4.js';

interface S3Call {
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE';
  key: string;
  headers?: Record<string, string>;
  /** A file to send as the body, with its size and SHA-256. */
  body?: { file: string; size: number; sha256: string } | Buffer;
}

/**
 * Files in an S3-compatible bucket, spoken to in plain HTTP with path-style addresses
 * (`<endpoint>/<bucket>/<key>`) and Signature Version 4. A streamed body is first spooled to a temporary
 * file: S3 wants its length and the signature its hash, and neither is known before the end of a stream.
 */
export class S3FileStore implements FileStore {
  constructor(
    private readonly config: S3Config,
    private readonly spoolDir = os.tmpdir(),
  ) {}

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<{ size: number }> {
    if (Buffer.isBuffer(body)) {
      await this.expect(
        await this.call({ method: 'PUT', key, headers: { 'content-type': contentType }, body }),
        [200],
      );
      return { size: body.length };
    }
    await fs.mkdir(this.spoolDir, { recursive: true });
    const spool = path.join(this.spoolDir, `s3-spool-${randomUUID()}`);
    try {
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(body, measure, createWriteStream(spool));
      const file = { file: spool, size, sha256: hash.digest('hex') };
      await this.expect(
        await this.call({ method: 'PUT', key, headers: { 'content-type': contentType }, body: file }),
        [200],
      );
      return { size };
    } finally {
      await fs.rm(spool, { force: true });
    }
  }

  async stat(key: string): Promise<FileStat | null> {
    const response = await this.call({ method: 'HEAD', key });
    if (response.statusCode === 404) return drained(response, null);
    await this.expect(response, [200]);
    return {
      size: Number(response.headers['content-length'] ?? 0),
      contentType: response.headers['content-type'] ?? 'application/octet-stream',
    };
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    const response = await this.call({ method: 'GET', key, headers });
    if (response.statusCode === 404) return drained(response, null);
    await this.expect(response, range ? [206] : [200], true);
    const total = /\/(\d+)$/.exec(response.headers['content-range'] ?? '')?.[1];
    return {
      stream: response,
      size: Number(total ?? response.headers['content-length'] ?? 0),
      contentType: response.headers['content-type'] ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    await this.expect(await this.call({ method: 'DELETE', key }), [200, 204, 404]);
  }

  /**
   * A presigned GET of the object. The window is the caller's (aligned to its own time buckets), so every
   * request within one bucket gets the same address and the browser's cache of it holds.
   */
  presignedUrl(key: string, window: { from: number; until: number }): string {
    const endpoint = new URL(this.config.endpoint);
    const wirePath = this.wirePathOf(key);
    const query = presignGetV4(
      {
        path: wirePath,
        host: endpoint.host,
        issuedAt: new Date(window.from * 1000),
        expiresSeconds: window.until - window.from,
      },
      this.config,
    );
    return `${endpoint.origin}${wirePath}?${query}`;
  }

  /** `<endpoint path>/<bucket>/<key>`, each segment encoded as SigV4 wants it. */
  private wirePathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const base = new URL(this.config.endpoint).pathname.replace(/\/+$/, '');
    return `${base}/${encodeSegment(this.config.bucket)}/${key.split('/').map(encodeSegment).join('/')}`;
  }

  private call(call: S3Call): Promise<IncomingMessage> {
    const endpoint = new URL(this.config.endpoint);
    const wirePath = this.wirePathOf(call.key);
    const body = call.body;
    const payloadSha256 = !body ? EMPTY_SHA256 : Buffer.isBuffer(body) ? sha256(body) : body.sha256;
    const size = !body ? undefined : Buffer.isBuffer(body) ? body.length : body.size;
    const headers = signV4(
      {
        method: call.method,
        path: wirePath,
        headers: {
          host: endpoint.host,
          ...call.headers,
          ...(size === undefined ? {} : { 'content-length': String(size) }),
        },
        payloadSha256,
        now: new Date(),
      },
      this.config,
    );
    const client = endpoint.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(endpoint, { method: call.method, path: wirePath, headers }, resolve);
      request.on('error', reject);
      if (!body) request.end();
      else if (Buffer.isBuffer(body)) request.end(body);
      else createReadStream(body.file).on('error', reject).pipe(request);
    });
  }

  /** Throws unless the status is one of `statuses`; the body is dropped unless the caller keeps it. */
  private async expect(response: IncomingMessage, statuses: number[], keepBody = false): Promise<void> {
    if (statuses.includes(response.statusCode ?? 0)) {
      if (!keepBody) response.resume();
      return;
    }
    const text = (await readAll(response)).toString('utf8').slice(0, 300);
    throw new Error(`S3 answered ${response.statusCode}: ${text}`);
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function drained<T>(response: IncomingMessage, value: T): T {
  response.resume();
  return value;
}
