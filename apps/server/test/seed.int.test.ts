import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVideos } from '../src/features/content/seed-videos.js';
import { demoUsers } from '../src/features/users/seed.js';
import { emptyDatabase, seedDemoWorld } from '../src/seed/demo-world.js';
import { bearer, loginBySms } from './auth-helpers.js';
import { databaseKinds, dropSchema, startTestServer, type TestServer } from './harness.js';

const VIDEOS = '/app/api/content/video/page/center';
const COMMENTS = '/app/api/common/comment/list';

interface ListedVideo {
  id: number;
  userId: number;
  title: string;
  videoUrl: string;
  coverUrl: string;
  duration: number;
  praiseCount: number;
  commentCount: number;
  praiseObj: boolean;
  followObj: boolean;
  relation: { busyType: string; busyTitle: string } | null;
}

describe.each(databaseKinds())('the demo world on %s', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
  const schema = `t_seed_${process.pid}_${Date.now() % 100000}`;
  afterAll(async () => {
    if (kind === 'postgres') await dropSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const count = async (server: TestServer) =>
    (await server.get('/app/api/common/user/page?pageSize=50')).body.total as number;

  it('seeds an empty database on first start, and never one that has data', async () => {
    const first = await startTestServer(kind, { reuse: { dataDir, schema } });
    expect(await count(first)).toBe(demoUsers.length);
    await first.db.deleteFrom('users').where('userName', '=', '10000012').execute();
    await first.stop();

    const second = await startTestServer(kind, { reuse: { dataDir, schema } });
    expect(await count(second)).toBe(demoUsers.length - 1);

    await emptyDatabase(second.platform.database);
    expect(await count(second)).toBe(0);
    const started = performance.now();
    await seedDemoWorld(second.platform.database, second.platform.files);
    // Every test server seeds on start: the demo world must stay quick to make.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await count(second)).toBe(demoUsers.length);
    const ids = (await second.get('/app/api/common/user/page?pageSize=50')).body.data.map(
      (u: { id: number }) => u.id,
    );
    // The reset restarts the ids, so a rebuilt world looks like a new one.
    expect(Math.min(...ids)).toBe(1);
    await second.stop();
  });
});

describe.each(databaseKinds())('what the demo world holds on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  const db = () => server.db;

  it('keeps the six first demo logins as they were', async () => {
    const { body } = await server.get('/app/api/common/user/page?pageSize=50');
    const names = body.data.map((u: { userName: string }) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['10000001', '10000002', '10000003', '10000006']));
    expect((await loginBySms(server, '13800000001')).token).toBeTruthy();
    expect((await loginBySms(server, '13800000012')).token).toBeTruthy();
  });

  it('has at least 30 short videos whose files and posters are served with ranges', async () => {
    const { body } = await server.get(`${VIDEOS}?pageSize=50`);
    expect(body.total).toBeGreaterThanOrEqual(30);
    expect(body.total).toBe(demoVideos.length);
    const videos = body.data as ListedVideo[];
    expect(new Set(videos.map((v) => v.userId)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(videos.map((v) => v.videoUrl)).size).toBe(videos.length);
    expect(videos.some((v) => v.relation?.busyType === 'GoodsWindow')).toBe(true);
    expect(videos.map((v) => v.title).join('')).toContain('西湖');

    for (const video of videos) {
      expect(video.videoUrl).toMatch(/^\/resource\/files\/demo\/videos\/[a-z-]+\.mp4$/);
      expect(video.duration).toBeGreaterThanOrEqual(4);
      const part = await fetch(server.url + video.videoUrl, { headers: { range: 'bytes=0-63' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-type')).toBe('video/mp4');
      expect(part.headers.get('content-range')).toMatch(/^bytes 0-63\/\d+$/);
      const head = Buffer.from(await part.arrayBuffer());
      expect(head).toHaveLength(64);
      expect(head.subarray(4, 8).toString('latin1')).toBe('ftyp');

      const poster = await fetch(server.url + video.coverUrl);
      expect(poster.status).toBe(200);
      expect(poster.headers.get('content-type')).toBe('image/jpeg');
      expect([...Buffer.from(await poster.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
  });

  it('gives every article a cover picture that also shows in its text', async () => {
    const { body } = await server.get('/app/api/content/article/list?pageSize=50');
    expect(body.total).toBeGreaterThanOrEqual(12);
    for (const article of body.data as Array<{ id: number; coverUrl: string }>) {
      expect(article.coverUrl).toMatch(/^\/resource\/files\/demo\/pictures\/.+\.jpg$/);
      const detail = await server.get(`/app/api/content/article/${article.id}`);
      expect(detail.body.data.contentHtml).toContain(`<img src="${article.coverUrl}"`);
    }
    const picture = await fetch(server.url + (body.data[0] as { coverUrl: string }).coverUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });

  it('keeps every counter equal to the rows it counts', async () => {
    const tables = [
      ['videos', 'Video'],
      ['articles', 'Article'],
      ['questions', 'Question'],
      ['answers', 'Answer'],
      ['poems', 'Poetry'],
      ['proses', 'Prose'],
    ] as const;
    const ref = sql.ref;
    const reactionsOf = (busyType: string, kind: string) =>
      sql`(select count(*) from reactions r where ${ref('r.busyType')} = ${busyType}
        and ${ref('r.busyCode')} = c.id and r.kind = ${kind})`;
    let likes = 0;
    let comments = 0;
    for (const [table, busyType] of tables) {
      const mismatched = await sql<{ id: number }>`
        select c.id from ${sql.table(table)} c
        where ${ref('c.praiseCount')} <> ${reactionsOf(busyType, 'like')}
          or ${ref('c.collectCount')} <> ${reactionsOf(busyType, 'collect')}
          or ${ref('c.commentCount')} <> (select count(*) from comments m
            where ${ref('m.busyType')} = ${busyType} and ${ref('m.busyCode')} = c.id)`.execute(db());
      expect(mismatched.rows, table).toEqual([]);
      const sums = await db()
        .selectFrom(table)
        .select((eb) => [
          eb.fn.sum<number>('praiseCount').as('likes'),
          eb.fn.sum<number>('commentCount').as('comments'),
        ])
        .executeTakeFirstOrThrow();
      likes += Number(sums.likes);
      comments += Number(sums.comments);
    }
    // A lived-in world, not an empty one.
    expect(likes).toBeGreaterThan(200);
    expect(comments).toBeGreaterThan(200);

    const topCounts = await sql<{ busyType: string }>`
      select ${ref('o.busyType')} from ${sql.table('objectCounters')} o
      where ${ref('o.topCommentCount')} <> (select count(*) from comments m
        where ${ref('m.busyType')} = ${ref('o.busyType')} and ${ref('m.busyCode')} = ${ref('o.busyCode')}
          and m.pid = 0)`.execute(db());
    expect(topCounts.rows).toEqual([]);
    const threads = await sql<{ id: number }>`
      select c.id from comments c where (
        ${ref('c.replyCount')} <> (select count(*) from comments r where r.pid = c.id)
        or ${ref('c.lastReplyId')} <> coalesce((select max(r.id) from comments r where r.pid = c.id), 0)
        or ${ref('c.praiseCount')} <> (select count(*) from reactions l
          where ${ref('l.busyType')} = 'Comment' and ${ref('l.busyCode')} = c.id and l.kind = 'like'))`.execute(
      db(),
    );
    expect(threads.rows).toEqual([]);
  });

  it('has comments with replies, some threads long enough to open page by page', async () => {
    const long = await db()
      .selectFrom('comments')
      .select(['id', 'busyType', 'busyCode', 'replyCount'])
      .where('pid', '=', 0)
      .where('replyCount', '>', 10)
      .orderBy('id')
      .execute();
    expect(long.length).toBeGreaterThanOrEqual(2);
    const thread = long[0]!;
    const first = await server.get(
      `${COMMENTS}?busyType=${thread.busyType}&busyCode=${thread.busyCode}&pid=${thread.id}&pageSize=10`,
    );
    expect(first.body.total).toBe(thread.replyCount);
    expect(first.body.data).toHaveLength(10);
    const rest = await server.get(
      `${COMMENTS}?busyType=${thread.busyType}&busyCode=${thread.busyCode}&pid=${thread.id}&pageSize=10&lastId=${first.body.data[9].id}`,
    );
    expect(rest.body.data).toHaveLength(thread.replyCount - 10);
    expect(rest.body.data[0].replyUserName).toBeTruthy();

    for (const busyType of ['Video', 'Article', 'Answer']) {
      const replied = await db()
        .selectFrom('comments')
        .select('id')
        .where('busyType', '=', busyType)
        .where('pid', '>', 0)
        .execute();
      expect(replied.length, busyType).toBeGreaterThan(0);
    }
  });

  it('shows a demo viewer their own likes and follows on the video list', async () => {
    const { token } = await loginBySms(server, '13800000011');
    const { body } = await server.get(`${VIDEOS}?pageSize=50`, bearer(token));
    const videos = body.data as ListedVideo[];
    expect(videos.some((v) => v.praiseObj)).toBe(true);
    expect(videos.some((v) => v.followObj)).toBe(true);
    const stat = await server.get('/app/user/stat', bearer(token));
    expect(stat.body.data.followCount).toBeGreaterThanOrEqual(3);
  });

  it('seeds the same world every time', async () => {
    const snapshot = async () => ({
      reactions: await db()
        .selectFrom('reactions')
        .select(['userId', 'kind', 'busyType', 'busyCode'])
        .orderBy('id')
        .execute(),
      comments: await db()
        .selectFrom('comments')
        .select(['busyType', 'busyCode', 'pid', 'content'])
        .orderBy('id')
        .execute(),
      follows: await db().selectFrom('follows').select(['userId', 'focusUserId']).orderBy('id').execute(),
      messages: await db()
        .selectFrom('imMessages')
        .select([
          'conversationKey',
          'seq',
          'senderId',
          'localId',
          'messageType',
          'content',
          'atIds',
          'createdAt',
        ])
        .orderBy('id')
        .execute(),
      conversations: await db()
        .selectFrom('imConversations')
        .select(['userId', 'sessionType', 'peerId', 'unreadCount', 'readSeq', 'updatedAt'])
        .orderBy('id')
        .execute(),
      groups: await db()
        .selectFrom('imGroups')
        .select(['name', 'leaderId', 'notice', 'memberCount'])
        .execute(),
      dramas: await db()
        .selectFrom('dramas')
        .select(['title', 'coverUrl', 'createdAt'])
        .orderBy('id')
        .execute(),
    });
    await emptyDatabase(server.platform.database);
    await seedDemoWorld(server.platform.database, server.platform.files, 1_790_000_000_000);
    const once = await snapshot();
    await emptyDatabase(server.platform.database);
    await seedDemoWorld(server.platform.database, server.platform.files, 1_790_000_000_000);
    expect(await snapshot()).toEqual(once);
  });
});
