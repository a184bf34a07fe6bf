import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, installCompression, negotiateCoding } from './compression.js';
import { serveWebApp } from './web-app.js';

const rows = Array.from({ length: 200 }, (_, id) => ({ id, title: `第 ${id} 条视频`, author: '狐小满' }));
const bigAnswer = { code: 200, msg: '操作成功', data: rows };
const smallAnswer = { code: 200, msg: '操作成功', data: { id: 1 } };

function decode(coding: string | undefined, body: Buffer): string {
  if (coding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (coding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('negotiateCoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0 and *', () => {
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateCoding('gzip, deflate')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('*;q=0, identity')).toBeNull();
    expect(negotiateCoding('identity')).toBeNull();
    expect(negotiateCoding(undefined)).toBeNull();
  });
});

describe('JSON answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    installCompression(app);
    app.get('/big', async () => bigAnswer);
    app.get('/small', async () => smallAnswer);
    app.get('/stream', (_request, reply) =>
      reply.type('application/json').send(Readable.from([JSON.stringify(bigAnswer)])),
    );
    app.get('/events', (_request, reply) =>
      reply.type('text/event-stream').send(`data: ${'x'.repeat(COMPRESS_MIN_BYTES * 2)}\n\n`),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  for (const [accept, coding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    it(`sends a large answer as ${coding} to a client accepting "${accept}"`, async () => {
      const response = await app.inject({ url: '/big', headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(JSON.stringify(bigAnswer).length / 4);
      expect(JSON.parse(decode(coding, response.rawPayload))).toEqual(bigAnswer);
    });
  }

  it('sends a large answer as it is to a client that accepts no compression, saying it varies', async () => {
    const response = await app.inject({ url: '/big', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.json()).toEqual(bigAnswer);
  });

  it('leaves small answers, streams and event streams alone', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app.inject({ url: '/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(smallAnswer);
    const stream = await app.inject({ url: '/stream', headers });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.json()).toEqual(bigAnswer);
    const events = await app.inject({ url: '/events', headers });
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body.startsWith('data: xxx')).toBe(true);
  });

  it('never compresses the answer to a Range request', async () => {
    const response = await app.inject({
      url: '/big',
      headers: { 'accept-encoding': 'br', range: 'bytes=0-9' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('the built web app', () => {
  let app: FastifyInstance;
  let dist: string;
  const script = `export const feed = ${JSON.stringify(rows)};\n`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fox-web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const html = `<!doctype html><html><head><!--portal-config--><title>${'狐'.repeat(600)}</title></head></html>`;
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    const asset = path.join(dist, 'assets', 'index-abc123.js');
    fs.writeFileSync(asset, script);
    // The build writes these copies beside each asset; they are made differently here so the test sees
    // that the server sends the file from disk rather than compressing on the fly.
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script, { level: 1 }));
    app = Fastify();
    installCompression(app);
    await serveWebApp(app, { distDir: dist, clientConfig: {} });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  for (const [accept, coding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    it(`answers a hashed asset with its ${coding ?? 'plain'} file, cached for a year`, async () => {
      const response = await app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const onDisk = fs.readFileSync(
        path.join(
          dist,
          'assets',
          `index-abc123.js${coding === 'br' ? '.br' : coding === 'gzip' ? '.gz' : ''}`,
        ),
      );
      expect(response.rawPayload.equals(onDisk)).toBe(true);
      expect(decode(coding, response.rawPayload)).toBe(script);
    });
  }

  it('answers a page route with index.html, compressed and never cached', async () => {
    const response = await app.inject({
      url: '/home',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(decode('br', response.rawPayload)).toContain('window.__PORTAL_CONFIG__');
  });
});
