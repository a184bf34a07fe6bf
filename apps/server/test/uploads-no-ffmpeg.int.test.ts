import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEDIA_DIR } from '../src/features/uploads/demo-media.js';
import { bearer, makeUsers } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const UPLOAD = '/resource/oss/v2/upload';

function formWith(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

// Whether ffmpeg is there is asked once a process (and this file runs in its own), so pointing PATH at an
// empty folder before the first upload makes this the machine without ffmpeg, wherever the suite runs.
const emptyPath = fs.mkdtempSync(path.join(os.tmpdir(), 'no-ffmpeg-'));
const originalPath = process.env.PATH;

describe.each(databaseKinds())('video uploads without ffmpeg on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    process.env.PATH = emptyPath;
    server = await startTestServer(kind);
    [{ token }] = (await makeUsers(server, 1, '1390082')) as [{ token: string; userId: number }];
  });
  afterAll(async () => {
    await server.stop();
    process.env.PATH = originalPath;
  });

  it('accepts and serves the video without a duration or poster; the client’s cover and duration are kept', async () => {
    const bytes = fs.readFileSync(path.join(DEMO_MEDIA_DIR, 'videos', 'cat-ball.mp4'));
    const { body } = await server.upload(UPLOAD, formWith(bytes, 'clip.mp4', 'video/mp4'), bearer(token));
    expect(body).toMatchObject({
      code: 200,
      data: { kind: 'video', contentType: 'video/mp4', duration: null },
    });
    expect(body.data.posterUrl).toBeUndefined();
    const served = await fetch(server.url + body.data.url, { headers: { range: 'bytes=0-15' } });
    expect(served.status).toBe(206);
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp');

    // The client picks a cover itself and sends the duration its <video> element read.
    const cover = await sharp({ create: { width: 360, height: 640, channels: 3, background: '#ff7a1a' } })
      .jpeg()
      .toBuffer();
    const uploadedCover = await server.upload(
      UPLOAD,
      formWith(cover, 'cover.jpg', 'image/jpeg'),
      bearer(token),
    );
    expect(uploadedCover.body.data.kind).toBe('image');
    const published = await server.post(
      '/app/api/content/video',
      {
        title: '没有 ffmpeg 也能发',
        videoUrl: body.data.url,
        coverUrl: uploadedCover.body.data.url,
        duration: 4,
      },
      bearer(token),
    );
    expect(published.body.data).toMatchObject({ coverUrl: uploadedCover.body.data.url, duration: 4 });
  });
});
