import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEDIA_DIR } from '../src/features/uploads/demo-media.js';
import { bearer, makeUsers } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const UPLOAD = '/resource/oss/v2/upload';

const ffmpegOnPath = (() => {
  try {
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore' });
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A real 4-second H.264 clip shipped for the demo world (scripts/make-demo-media.sh makes it). */
const clip = () => fs.readFileSync(path.join(DEMO_MEDIA_DIR, 'videos', 'cat-ball.mp4'));

function formWith(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

// The case without ffmpeg is in uploads-no-ffmpeg.int.test.ts: whether ffmpeg is there is asked once a process.
describe.skipIf(!ffmpegOnPath).each(databaseKinds())('video uploads with ffmpeg on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [{ token }] = (await makeUsers(server, 1, '1390081')) as [{ token: string; userId: number }];
  });
  afterAll(() => server.stop());

  it('reads the duration and stores the first frame as a poster, which a published video then uses', async () => {
    const { body } = await server.upload(
      UPLOAD,
      formWith(clip(), '猫咪玩球.mp4', 'video/mp4'),
      bearer(token),
    );
    expect(body).toMatchObject({ code: 200, data: { kind: 'video', contentType: 'video/mp4' } });
    expect(body.data.duration).toBeGreaterThan(3.5);
    expect(body.data.duration).toBeLessThan(4.5);
    // The poster has a random name of its own: shown on a locked episode, it must not lead to the video.
    expect(body.data.posterUrl).toMatch(/^\/resource\/files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(body.data.posterUrl.replace(/\.jpg$/, '')).not.toBe(body.data.url.replace(/\.mp4$/, ''));

    const poster = await fetch(server.url + body.data.posterUrl);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect([...Buffer.from(await poster.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const published = await server.post(
      '/app/api/content/video',
      {
        title: '猫咪玩球',
        videoUrl: body.data.url,
        coverUrl: body.data.posterUrl,
        duration: Math.round(body.data.duration),
      },
      bearer(token),
    );
    expect(published.body.data).toMatchObject({ coverUrl: body.data.posterUrl, duration: 4 });
  });
});
