import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginBySms } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { signedHeader } from './signer.js';

const UPLOAD = '/resource/oss/v2/upload';

const ffprobeOnPath = (() => {
  try {
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function formWith(bytes: Buffer, name: string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** A photo as a phone makes it: EXIF with a copyright line and an orientation that turns it upright. */
function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 400, channels: 3, background: '#ff7a1a' } })
    .withExif({ IFD0: { Copyright: 'secret-owner-line' } })
    .withMetadata({ orientation: 6 })
    .png()
    .toBuffer();
}

/** The smallest thing that is an MP4 by its first bytes: an `ftyp` box and an empty `mdat`. */
function tinyMp4(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe.each(databaseKinds())('uploads on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token, userId } = await loginBySms(server, '13800000041'));
  });
  afterAll(() => server.stop());

  const bytesOf = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(server.url + url, { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('re-encodes a PNG without its metadata, upright, with a webp thumbnail, and records it', async () => {
    const photo = await photoWithExif();
    expect(photo.includes('secret-owner-line')).toBe(true);
    const { body } = await server.upload(UPLOAD, formWith(photo, '我的照片.png', 'image/png'), bearer(token));
    expect(body).toMatchObject({
      code: 200,
      data: { fileName: '我的照片.png', kind: 'image', contentType: 'image/png' },
    });
    expect(body.data.url).toMatch(/^\/resource\/files\/\d{4}\/\d{2}\/[0-9a-f-]+\.png$/);

    const { response, bytes } = await bytesOf(body.data.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(bytes.length).toBe(body.data.size);
    expect(bytes.includes('secret-owner-line')).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    // Orientation 6 means "rotate 90°": the stored pixels are already turned.
    expect([meta.width, meta.height]).toEqual([400, 800]);

    const thumb = await bytesOf(body.data.thumbnailUrl);
    expect(thumb.response.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 360 });

    const rows = await server.db
      .selectFrom('uploads')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
    // The thumbnail is recorded as the user's file too, so a picture field may name it.
    expect(rows).toMatchObject([
      { fileName: '我的照片.png', size: body.data.size, kind: 'image', access: 'public' },
      {
        key: body.data.thumbnailUrl.replace('/resource/files/', ''),
        fileName: '我的照片-thumb.webp',
        kind: 'image',
        access: 'public',
      },
    ]);
  });

  it('judges the type by content: text named .png is a format error, a real PDF named .txt is a pdf', async () => {
    const fake = await server.upload(
      UPLOAD,
      formWith(Buffer.from('just some text\n'), 'a.png'),
      bearer(token),
    );
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ code: 400, msg: '文件格式错误' });
    const english = await server.upload(UPLOAD, formWith(Buffer.from('MZ executable'), 'b.jpg'), {
      ...bearer(token),
      lang: 'en_US',
    });
    expect(english.body.msg).toBe('File format error');

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const stored = await server.upload(UPLOAD, formWith(pdf, 'notes.txt'), bearer(token));
    expect(stored.body.data).toMatchObject({
      kind: 'document',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    expect(stored.body.data.url).toMatch(/\.pdf$/);
  });

  it.skipIf(ffprobeOnPath)(
    'accepts a tiny MP4 as a video without a duration when ffprobe is absent',
    async () => {
      const { body } = await server.upload(
        UPLOAD,
        formWith(tinyMp4(), 'clip.mp4', 'video/mp4'),
        bearer(token),
      );
      expect(body).toMatchObject({
        code: 200,
        data: { kind: 'video', contentType: 'video/mp4', duration: null },
      });
      expect(body.data.posterUrl).toBeUndefined();
    },
  );

  it('refuses guests and requests without a file', async () => {
    const guest = await server.upload(UPLOAD, formWith(Buffer.from('%PDF-1.4\n'), 'x.pdf'));
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(401);
    const empty = await server.upload(UPLOAD, new FormData(), bearer(token));
    expect(empty.body).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
    const json = await server.post(UPLOAD, { file: 'x' }, bearer(token));
    expect(json.body.code).toBe(400);
  });

  it('serves byte ranges: 206 with the right bytes, 416 past the end', async () => {
    const pdf = Buffer.from(`%PDF-1.4\n${'0123456789'.repeat(50)}\n%%EOF\n`);
    const { body } = await server.upload(UPLOAD, formWith(pdf, 'range.pdf'), bearer(token));
    const part = await bytesOf(body.data.url, { range: 'bytes=9-18' });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe(`bytes 9-18/${pdf.length}`);
    expect(part.bytes.toString()).toBe('0123456789');
    const tail = await bytesOf(body.data.url, { range: 'bytes=-6' });
    expect(tail.bytes.toString()).toBe('%%EOF\n');
    const open = await bytesOf(body.data.url, { range: `bytes=${pdf.length - 3}-` });
    expect(open.bytes.toString()).toBe('F\n'.padStart(3, 'O'));

    const bad = await bytesOf(body.data.url, { range: `bytes=${pdf.length}-` });
    expect(bad.response.status).toBe(416);
    expect(bad.response.headers.get('content-range')).toBe(`bytes */${pdf.length}`);
    const backwards = await bytesOf(body.data.url, { range: 'bytes=20-10' });
    expect(backwards.response.status).toBe(416);
  });

  it('downloads with the original name, and answers 404 for a missing or foreign file', async () => {
    const doc = Buffer.from('%PDF-1.7\nhello\n%%EOF\n');
    const { body } = await server.upload(UPLOAD, formWith(doc, '合同 v2.pdf'), bearer(token));
    const pathname = `/resource/oss/download/url?pathUrl=${encodeURIComponent(server.url + body.data.url)}`;
    const response = await fetch(server.url + pathname, {
      headers: {
        ...bearer(token),
        'x-encrypt-key': signedHeader(await server.keys(), { url: pathname, token }),
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="__ v2.pdf"; filename*=UTF-8''${encodeURIComponent('合同 v2.pdf')}`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(doc)).toBe(true);

    const gone = body.data.url.replace(/[0-9a-f-]+\.pdf$/, '00000000-0000-0000-0000-000000000000.pdf');
    const missing = await server.get(
      `/resource/oss/download/url?pathUrl=${encodeURIComponent(gone)}`,
      bearer(token),
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, msg: '文件已过期或已被清理' });
    const escape = await server.get(
      `/resource/oss/download/url?pathUrl=${encodeURIComponent('/resource/files/../../etc/passwd')}`,
      bearer(token),
    );
    expect(escape.status).toBe(404);
    expect((await fetch(server.url + gone)).status).toBe(404);
    const guest = await server.get(`/resource/oss/download/url?pathUrl=${encodeURIComponent(body.data.url)}`);
    expect(guest.status).toBe(401);
  });
});

describe.each(databaseKinds())('the upload size limit on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { UPLOAD_MAX_MB: '1' } });
    ({ token, userId } = await loginBySms(server, '13800000042'));
  });
  afterAll(() => server.stop());

  it('refuses a file over UPLOAD_MAX_MB and stores nothing', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 + 10, 0x41)]);
    // The demo world's media are there from the start.
    const stored = filesUnder(path.join(server.config.dataDir, 'files'));
    const { status, body } = await server.upload(UPLOAD, formWith(big, 'big.pdf'), bearer(token));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, msg: '文件大小不能超过 1M' });
    expect(filesUnder(path.join(server.config.dataDir, 'files'))).toEqual(stored);
    expect(filesUnder(path.join(server.config.dataDir, 'tmp'))).toEqual([]);
    const rows = await server.db.selectFrom('uploads').selectAll().where('userId', '=', userId).execute();
    expect(rows).toEqual([]);

    const small = await server.upload(UPLOAD, formWith(big.subarray(0, 1000), 'small.pdf'), bearer(token));
    expect(small.body.code).toBe(200);
  });
});
