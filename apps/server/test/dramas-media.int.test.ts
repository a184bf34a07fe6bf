import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEDIA_DIR } from '../src/features/uploads/demo-media.js';
import { fileSignerOf } from '../src/features/uploads/file-signing.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import {
  bare,
  DOWNLOAD,
  envelopeOf,
  episodesOf,
  fetchFile,
  grantEpisode,
  makeSeller,
  PUBLISH,
  uploadClip,
  type EpisodeAnswer,
} from './media-support.js';
import { startS3Simulator, type S3Simulator } from './simulators/s3-simulator.js';

type User = SessionUserForTest;

const credentials = { accessKeyId: 'AKIDFOXMEDIA', secretAccessKey: 'media/secret+key', region: 'cn-east-1' };
const clipBytes = fs.readFileSync(path.join(DEMO_MEDIA_DIR, 'videos', 'cat-nap.mp4'));
const cases = databaseKinds().flatMap((kind) => (['disk', 's3'] as const).map((store) => [kind, store]));

describe.each(cases)('a paid episode file on %s, stored on %s', (kind, store) => {
  let server: TestServer;
  let s3: S3Simulator | null = null;
  let creator: User;
  /** Bought the second episode. */
  let buyer: User;
  /** Bought the third episode only. */
  let otherBuyer: User;
  let stranger: User;
  let operator: User;
  let dramaId: number;
  let paidEpisode: EpisodeAnswer;
  let freeEpisode: EpisodeAnswer;

  beforeAll(async () => {
    if (store === 's3') s3 = await startS3Simulator({ ...credentials, buckets: ['media'] });
    server = await startTestServer(kind as 'sqlite', {
      env: s3
        ? {
            S3_ENDPOINT: s3.endpoint,
            S3_BUCKET: 'media',
            S3_ACCESS_KEY_ID: credentials.accessKeyId,
            S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
            S3_REGION: credentials.region,
          }
        : {},
    });
    creator = await makeSeller(server, '1398855');
    [buyer, otherBuyer, stranger, operator] = (await makeUsers(server, 4, '1398856')) as User[] as [
      User,
      User,
      User,
      User,
    ];
    await server.db
      .updateTable('users')
      .set({ roles: 'user,operationsAdministrator' })
      .where('id', '=', operator.userId)
      .execute();
    const videos = [
      await uploadClip(server, creator.token),
      await uploadClip(server, creator.token),
      await uploadClip(server, creator.token),
    ];
    const published = await server.post(
      PUBLISH,
      {
        title: '雾港迷踪·番外',
        singlePrice: 1,
        playletPrice: 1.5,
        freeCount: 1,
        episodes: videos.map((videoUrl, i) => ({ title: `第${i + 1}集`, videoUrl, duration: 5 })),
      },
      bearer(creator.token),
    );
    expect(published.body.code, JSON.stringify(published.body)).toBe(200);
    dramaId = published.body.data.id;
    const guestView = await episodesOf(server, dramaId);
    [freeEpisode, paidEpisode] = guestView as [EpisodeAnswer, EpisodeAnswer];
    await grantEpisode(server, buyer.userId, dramaId, paidEpisode.id);
    await grantEpisode(server, otherBuyer.userId, dramaId, guestView[2]!.id);
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.close();
  });

  /** The paid episode's stored file, known to the test (a guest's list never names it). */
  const paidFile = async () => {
    const row = await server.db
      .selectFrom('dramaEpisodes')
      .select('videoUrl')
      .where('id', '=', paidEpisode.id)
      .executeTakeFirstOrThrow();
    return row.videoUrl;
  };
  const signedFor = async (user: User) =>
    (await episodesOf(server, dramaId, user.token)).find((e) => e.id === paidEpisode.id)!.videoUrl;

  /** The bytes a viewer gets for an address: straight from the server, or from the bucket it redirects to. */
  const watch = async (url: string, range?: string) => {
    const headers: Record<string, string> = range ? { range } : {};
    const first = await fetchFile(server, url, headers);
    if (store === 'disk') return { ...first, via: first };
    expect(first.status).toBe(302);
    const location = first.headers.get('location')!;
    expect(location.startsWith(s3!.endpoint)).toBe(true);
    expect(location).toContain('X-Amz-Signature=');
    return { ...(await fetchFile(server, location, headers)), via: first };
  };

  it('sends no address of a locked episode and refuses its file to a guest, a non-buyer and another buyer', async () => {
    const file = await paidFile();
    for (const token of [undefined, stranger.token, otherBuyer.token]) {
      const listed = (await episodesOf(server, dramaId, token)).find((e) => e.id === paidEpisode.id)!;
      expect(listed).toMatchObject({ paid: false, videoUrl: '' });
      expect(JSON.stringify(await episodesOf(server, dramaId, token))).not.toContain(bare(file));
    }
    const refused = await fetchFile(server, file, { range: 'bytes=0-99' });
    expect(refused.status).toBe(403);
    expect(envelopeOf(refused.body)).toMatchObject({
      code: 403,
      msg: '该文件仅限已购买的用户观看，请刷新页面后重试',
    });

    // Another buyer's signature is for another file; a viewer's own cannot be moved to someone else.
    const third = (await episodesOf(server, dramaId, otherBuyer.token))[2]!.videoUrl;
    const borrowed = `${file}?${third.split('?')[1]}`;
    expect((await fetchFile(server, borrowed)).status).toBe(403);
    const mine = await signedFor(buyer);
    expect(
      (await fetchFile(server, mine.replace(`uid=${buyer.userId}`, `uid=${stranger.userId}`))).status,
    ).toBe(403);
    if (s3) expect(s3.refusals).toEqual([]);
  });

  it('serves the file with ranges to the buyer, the creator and an operator', async () => {
    for (const user of [buyer, creator, operator]) {
      const url = await signedFor(user);
      expect(url).toMatch(new RegExp(`^/resource/files/[\\w/-]+\\.mp4\\?uid=${user.userId}&exp=\\d+&sig=`));
      const whole = await watch(url);
      expect(whole.status).toBe(200);
      expect(whole.body.equals(clipBytes)).toBe(true);
      const part = await watch(url, 'bytes=100-299');
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-299/${clipBytes.length}`);
      expect(part.body.equals(clipBytes.subarray(100, 300))).toBe(true);
      expect(part.via.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    }
    // Within one time bucket the same viewer gets the same address: the browser's cache holds.
    expect(await signedFor(buyer)).toBe(await signedFor(buyer));
    if (s3) expect(s3.refusals).toEqual([]);
  });

  it('refuses an expired or forged signature', async () => {
    const file = await paidFile();
    const key = file.replace('/resource/files/', '');
    const signer = await fileSignerOf(server.db);
    const stale = `${file}?${signer.queryFor(key, buyer.userId, Date.now() - 3 * 3600_000)}`;
    expect((await fetchFile(server, stale)).status).toBe(403);
    const farFuture = `${file}?${signer.queryFor(key, buyer.userId, Date.now() + 30 * 86_400_000)}`;
    expect((await fetchFile(server, farFuture)).status).toBe(403);
    const mine = await signedFor(buyer);
    expect((await fetchFile(server, `${mine.slice(0, -4)}AAAA`)).status).toBe(403);
  });

  it('keeps a free episode public and never sends a cover whose name leads to a locked video', async () => {
    const free = await fetchFile(server, bare(freeEpisode.videoUrl));
    expect(free.status).toBe(200);
    const { db } = server;
    const file = await paidFile();
    // A poster stored beside its video, as uploads named them before: it would lead to the video.
    await db
      .updateTable('dramaEpisodes')
      .set({ coverUrl: file.replace(/\.mp4$/, '-poster.jpg') })
      .where('id', '=', paidEpisode.id)
      .execute();
    const locked = (await episodesOf(server, dramaId, stranger.token)).find((e) => e.id === paidEpisode.id)!;
    expect(locked.coverUrl).not.toContain(bare(file).replace(/\.mp4$/, ''));
    const open = (await episodesOf(server, dramaId, buyer.token)).find((e) => e.id === paidEpisode.id)!;
    expect(open.coverUrl).toBe(file.replace(/\.mp4$/, '-poster.jpg'));
  });

  it('guards the download endpoint the same way', async () => {
    const file = await paidFile();
    const download = (pathUrl: string, token: string) =>
      server.get(`${DOWNLOAD}?pathUrl=${encodeURIComponent(pathUrl)}`, bearer(token));
    const refused = await download(file, stranger.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, msg: '该文件仅限已购买的用户观看，请刷新页面后重试' });
    const mine = await signedFor(buyer);
    expect((await download(mine, stranger.token)).status).toBe(403);
    expect((await download(mine.replace(/sig=.*$/, 'sig=x'), buyer.token)).status).toBe(403);

    const bought = await download(mine, buyer.token);
    expect(bought.status).toBe(200);
    expect(bought.headers.get('content-disposition')).toContain('attachment');
    expect(bought.headers.get('cache-control')).toBe('private, no-store');
    const own = await download(file, creator.token);
    expect(own.status).toBe(200);
  });

  it('accepts an address minted by another server process on the same database', async () => {
    const second = await startTestServer(kind as 'sqlite', {
      reuse: {
        dataDir: server.config.dataDir,
        schema: server.config.databaseSchema ?? '',
        ...(server.config.databaseUrl ? { databaseUrl: server.config.databaseUrl } : {}),
      },
      env: s3
        ? {
            S3_ENDPOINT: s3.endpoint,
            S3_BUCKET: 'media',
            S3_ACCESS_KEY_ID: credentials.accessKeyId,
            S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
            S3_REGION: credentials.region,
          }
        : {},
    });
    try {
      const url = await signedFor(buyer);
      const answer = await fetch(second.url + url, { redirect: 'manual', headers: { range: 'bytes=0-9' } });
      expect(answer.status).toBe(store === 'disk' ? 206 : 302);
      expect((await fetch(second.url + bare(url), { redirect: 'manual' })).status).toBe(403);
    } finally {
      await second.stop();
    }
  });
});
