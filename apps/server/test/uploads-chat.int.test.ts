import fs from 'node:fs';
import path from 'node:path';
import { uploads } from '@fox/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEDIA_DIR } from '../src/features/uploads/demo-media.js';
import { bearer, makeUsers } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const UPLOAD = '/resource/oss/v2/upload';

function formWith(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  // The browser's guess of the type is not trusted; a generic one shows that the content decides.
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  return form;
}

/** A zip local file header for `name` with no data: all the sniffer reads of an Office document. */
function zipEntry(name: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name)]);
}

const officeZip = (part: string) =>
  Buffer.concat([zipEntry('[Content_Types].xml'), zipEntry('_rels/.rels'), zipEntry(part)]);
/** The compound-file header doc, xls and ppt share. */
const legacyOffice = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#ff7a1a' } });

/** One sample per extension the chat composer offers, with what the server must decide it is. */
async function chatSamples(): Promise<Record<string, { bytes: Buffer; kind: string; contentType: string }>> {
  return {
    pdf: {
      bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'),
      kind: 'document',
      contentType: 'application/pdf',
    },
    doc: { bytes: legacyOffice(), kind: 'document', contentType: 'application/msword' },
    xls: { bytes: legacyOffice(), kind: 'document', contentType: 'application/vnd.ms-excel' },
    ppt: { bytes: legacyOffice(), kind: 'document', contentType: 'application/vnd.ms-powerpoint' },
    docx: {
      bytes: officeZip('word/document.xml'),
      kind: 'document',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    xlsx: {
      bytes: officeZip('xl/workbook.xml'),
      kind: 'document',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    pptx: {
      bytes: officeZip('ppt/presentation.xml'),
      kind: 'document',
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    },
    jpg: { bytes: await picture().jpeg().toBuffer(), kind: 'image', contentType: 'image/jpeg' },
    jpeg: { bytes: await picture().jpeg().toBuffer(), kind: 'image', contentType: 'image/jpeg' },
    png: { bytes: await picture().png().toBuffer(), kind: 'image', contentType: 'image/png' },
    webp: { bytes: await picture().webp().toBuffer(), kind: 'image', contentType: 'image/webp' },
    gif: { bytes: await picture().gif().toBuffer(), kind: 'image', contentType: 'image/gif' },
    mp4: {
      bytes: fs.readFileSync(path.join(DEMO_MEDIA_DIR, 'videos', 'cat-ball.mp4')),
      kind: 'video',
      contentType: 'video/mp4',
    },
  };
}

describe.each(databaseKinds())('chat uploads on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [{ token }] = (await makeUsers(server, 1, '1390083')) as [{ token: string; userId: number }];
  });
  afterAll(() => server.stop());

  it('accepts every document, picture and video type the chat composer offers, judged by content', async () => {
    const samples = await chatSamples();
    const offered = [...uploads.CHAT_DOCUMENT_EXTENSIONS, ...uploads.CHAT_MEDIA_EXTENSIONS];
    expect(Object.keys(samples).sort()).toEqual([...offered].sort());
    for (const ext of offered) {
      const sample = samples[ext]!;
      const name = `聊天附件 ${ext}.${ext}`;
      const { status, body } = await server.upload(UPLOAD, formWith(sample.bytes, name), bearer(token));
      expect({ ext, status, code: body.code }).toEqual({ ext, status: 200, code: 200 });
      // The name is kept as given: a file message shows it and a download saves under it.
      expect(body.data).toMatchObject({ fileName: name, kind: sample.kind, contentType: sample.contentType });
      expect(body.data.url).toMatch(/^\/resource\/files\//);
      if (sample.kind === 'document') expect(body.data.size).toBe(sample.bytes.length);
      const served = await fetch(server.url + body.data.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(sample.contentType);
      // Read to the end: a body left unread keeps its connection busy, and the server's close waits for it.
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('refuses files that only carry a chat extension', async () => {
    const impostors: [Buffer, string][] = [
      [Buffer.concat([zipEntry('photo.jpg')]), 'plain-zip.docx'],
      [legacyOffice(), 'installer.pdf'],
      [Buffer.from('just text\n'), 'clip.mp4'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.webp'],
      [Buffer.from('GIF-but-not-really'), 'moving.gif'],
    ];
    for (const [bytes, name] of impostors) {
      const { status, body } = await server.upload(UPLOAD, formWith(bytes, name), bearer(token));
      expect({ name, status, body: { code: body.code, msg: body.msg } }).toEqual({
        name,
        status: 400,
        body: { code: 400, msg: '文件格式错误' },
      });
    }
  });

  it('keeps the chat limit within what the server takes', () => {
    // The composer refuses anything over 50 MB; the server's general limit must not be lower.
    expect(uploads.CHAT_UPLOAD_MAX_MB).toBe(50);
    expect(server.config.uploadMaxMb).toBeGreaterThanOrEqual(uploads.CHAT_UPLOAD_MAX_MB);
  });
});
