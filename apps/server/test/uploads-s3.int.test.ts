import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStore } from '../src/platform/storage/s3-file-store.js';
import { bearer, loginBySms } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { startS3Simulator, type S3Simulator } from './simulators/s3-simulator.js';

const credentials = { accessKeyId: 'AKIDFOXTEST', secretAccessKey: 'fox/secret+key', region: 'cn-east-1' };

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('the S3 file store against the simulator', () => {
  let s3: S3Simulator;
  beforeAll(async () => {
    s3 = await startS3Simulator({ ...credentials, buckets: ['fox-files'] });
  });
  afterAll(() => s3.close());

  const store = () => new S3FileStore({ ...credentials, endpoint: s3.endpoint, bucket: 'fox-files' });

  it('puts buffers and streams, reads whole and ranged, stats and deletes', async () => {
    expect(await store().put('2026/11/a_b-1.txt', Buffer.from('hello world'), 'text/plain')).toEqual({
      size: 11,
    });
    const streamed = await store().put(
      '2026/11/s.bin',
      Readable.from([Buffer.from('abc'), Buffer.from('def')]),
      'application/pdf',
    );
    expect(streamed).toEqual({ size: 6 });
    expect(s3.objects.get('fox-files/2026/11/s.bin')).toMatchObject({ contentType: 'application/pdf' });

    expect(await store().stat('2026/11/a_b-1.txt')).toEqual({ size: 11, contentType: 'text/plain' });
    const whole = await store().get('2026/11/a_b-1.txt');
    expect(whole && { size: whole.size, body: await text(whole.stream) }).toEqual({
      size: 11,
      body: 'hello world',
    });
    const part = await store().get('2026/11/a_b-1.txt', { start: 6, end: 10 });
    expect(part && { size: part.size, body: await text(part.stream) }).toEqual({ size: 11, body: 'world' });

    await store().delete('2026/11/a_b-1.txt');
    expect(await store().stat('2026/11/a_b-1.txt')).toBeNull();
    expect(await store().get('2026/11/a_b-1.txt')).toBeNull();
    expect(s3.refusals).toEqual([]);
  });

  it('is refused by the simulator with a wrong secret', async () => {
    const wrong = new S3FileStore({
      ...credentials,
      secretAccessKey: 'not-it',
      endpoint: s3.endpoint,
      bucket: 'fox-files',
    });
    await expect(wrong.put('x.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/403/);
    expect(s3.refusals).toContain('SignatureDoesNotMatch');
  });
});

describe.each(databaseKinds())('uploads stored in S3 on %s', (kind) => {
  let s3: S3Simulator;
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    s3 = await startS3Simulator({ ...credentials, buckets: ['portal'] });
    server = await startTestServer(kind, {
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'portal',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_REGION: credentials.region,
      },
    });
    ({ token } = await loginBySms(server, '13800000043'));
  });
  afterAll(async () => {
    await server.stop();
    await s3.close();
  });

  it('uploads an image into the bucket and serves it, ranges included, from there', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'blue.png');
    const { body } = await server.upload('/resource/oss/v2/upload', form, bearer(token));
    expect(body).toMatchObject({ code: 200, data: { fileName: 'blue.png', kind: 'image' } });

    const key = body.data.url.replace('/resource/files/', '');
    expect(s3.objects.get(`portal/${key}`)?.contentType).toBe('image/png');
    expect(s3.objects.has(`portal/${key.replace('.png', '-thumb.webp')}`)).toBe(true);
    expect(fs.existsSync(path.join(server.config.dataDir, 'files'))).toBe(false);

    const whole = await fetch(server.url + body.data.url);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.equals(s3.objects.get(`portal/${key}`)!.body)).toBe(true);
    const part = await fetch(server.url + body.data.url, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 8))).toBe(true);

    s3.objects.delete(`portal/${key}`);
    const gone = await server.get(
      `/resource/oss/download/url?pathUrl=${encodeURIComponent(body.data.url)}`,
      bearer(token),
    );
    expect(gone.status).toBe(404);
    expect(s3.refusals).toEqual([]);
  });
});
