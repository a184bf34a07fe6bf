import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../src/features/content/articles.js';
import { insertQuestion } from '../src/features/content/questions.js';
import { insertVideo } from '../src/features/content/videos.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { nextSecond, readingMoment } from './reading-moment.js';

const HOUR = 3_600_000;

type Item = { kind: string; id: number; title: string; praiseObj: boolean };

describe.each(databaseKinds())('the home feed on %s', (kind) => {
  let server: TestServer;
  let author: SessionUserForTest;
  let viewer: SessionUserForTest;
  // Whole hours, well in the past, so scores are plain to work out.
  const base = Math.floor(Date.now() / HOUR) * HOUR - 500 * HOUR;

  const page = async (query: string, headers: Record<string, string> = {}) => {
    const answer = await server.get(`/app/api/content/feed/home?${query}`, headers);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { total: number; data: Item[] };
  };
  const keys = (items: Item[]) => items.map((item) => `${item.kind}:${item.title}`);

  const video = (title: string, hoursAgo: number, state: 'OnShelf' | 'OffShelf' = 'OnShelf', at?: number) =>
    insertVideo(server.db, {
      userId: author.userId,
      title,
      videoUrl: '/resource/demo/v.mp4',
      coverUrl: '/resource/demo/v.jpg',
      duration: 42,
      state,
      createdAt: at ?? base - hoursAgo * HOUR,
    });
  const article = (title: string, hoursAgo: number) =>
    insertArticle(server.db, {
      userId: author.userId,
      title,
      contentHtml: '<p>正文</p>',
      createdAt: base - hoursAgo * HOUR,
    });
  const question = (title: string, hoursAgo: number) =>
    insertQuestion(server.db, {
      userId: author.userId,
      title,
      contentHtml: '<p>描述</p>',
      createdAt: base - hoursAgo * HOUR,
    });

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SEED_DEMO: 'false' } });
    [author, viewer] = (await makeUsers(server, 2, '1390071')) as [SessionUserForTest, SessionUserForTest];
  });
  afterAll(() => server.stop());

  it('mixes the kinds, ranks by recency and engagement, and leaves out what is off shelf', async () => {
    const { db } = server;
    await video('新视频', 0);
    const popular = await article('六小时前的热门文章', 6);
    await question('两天前的问题', 48);
    await video('下架的视频', 0, 'OffShelf');
    // 3 likes and a comment: 5 points, two doublings, worth 24 hours: it overtakes the newer video.
    await db
      .updateTable('articles')
      .set({ praiseCount: 3, commentCount: 1 })
      .where('id', '=', popular)
      .execute();

    const feed = await page('pageNum=1');
    expect(keys(feed.data)).toEqual(['article:六小时前的热门文章', 'video:新视频', 'question:两天前的问题']);
    expect(feed.total).toBe(3);
    expect(feed.data[1]).toMatchObject({
      kind: 'video',
      duration: 42,
      coverUrl: '/resource/demo/v.jpg',
      praiseObj: false,
    });
    expect(feed.data[2]).toMatchObject({ kind: 'question', answerCount: 0 });

    // 2 likes: 2 points, one doubling, 12 hours: still ahead of a video only 6 hours newer.
    await db
      .updateTable('articles')
      .set({ praiseCount: 2, commentCount: 0 })
      .where('id', '=', popular)
      .execute();
    expect(keys((await page('pageNum=1')).data)[0]).toBe('article:六小时前的热门文章');
    // No engagement left: now it falls behind the newer video.
    await db.updateTable('articles').set({ praiseCount: 0 }).where('id', '=', popular).execute();
    expect(keys((await page('pageNum=1')).data)).toEqual([
      'video:新视频',
      'article:六小时前的热门文章',
      'question:两天前的问题',
    ]);
  });

  it("carries the viewer's flags and pushes down what the viewer was already shown", async () => {
    const before = (await page('pageNum=1', bearer(viewer.token))).data;
    const top = before[0]!;
    const liked = await server.post(
      '/app/api/common/like',
      { busyType: 'Video', busyCode: top.id },
      bearer(viewer.token),
    );
    expect(liked.body.code).toBe(200);
    const readingBefore = readingMoment(Date.now());
    await nextSecond();
    const exposed = await server.post(
      '/app/api/ai/rec/add',
      { itemId: top.id, itemType: 'video', bhvType: 'expose', sceneId: 'home_video' },
      bearer(viewer.token),
    );
    expect(exposed.body.code).toBe(200);

    const after = (await page(`pageNum=1&${readingMoment(Date.now() + 1000).query}`, bearer(viewer.token)))
      .data;
    expect(keys(after)).toEqual(['article:六小时前的热门文章', 'question:两天前的问题', 'video:新视频']);
    expect(after[2]).toMatchObject({ id: top.id, praiseObj: true });
    // A reading that began before the expose keeps its order; a guest and another user are not affected.
    expect(keys((await page(`pageNum=1&${readingBefore.query}`, bearer(viewer.token))).data)).toEqual(
      keys(before),
    );
    expect(keys((await page('pageNum=1')).data)).toEqual(keys(before));
    expect(keys((await page('pageNum=1', bearer(author.token))).data)).toEqual(keys(before));

    // A question is an `item` of the home-question scene.
    await server.post(
      '/app/api/ai/rec/add',
      { itemId: after[1]!.id, itemType: 'item', bhvType: 'click', sceneId: 'home_question' },
      bearer(viewer.token),
    );
    // Seen items keep their own order among themselves.
    expect(
      keys((await page(`pageNum=1&${readingMoment(Date.now() + 1000).query}`, bearer(viewer.token))).data),
    ).toEqual(['article:六小时前的热门文章', 'video:新视频', 'question:两天前的问题']);
  });

  it('pages without repeats or gaps while the reader is shown items and new ones are published', async () => {
    for (let i = 0; i < 24; i++) {
      const hoursAgo = 100 + Math.floor(i / 3);
      if (i % 3 === 0) await video(`分页视频${i}`, hoursAgo);
      else if (i % 3 === 1) await article(`分页文章${i}`, hoursAgo);
      else await question(`分页问题${i}`, hoursAgo);
    }
    const { query: asOf } = readingMoment(Date.now());
    const everything = await page(`pageNum=1&pageSize=20&${asOf}`, bearer(author.token));
    expect(everything.total).toBe(27);

    const read: Item[] = [];
    for (let pageNum = 1; pageNum <= 3; pageNum++) {
      const { data, total } = await page(`pageNum=${pageNum}&pageSize=10&${asOf}`, bearer(author.token));
      expect(total).toBe(27);
      read.push(...data);
      // The reader is shown the page, and meanwhile someone publishes.
      for (const item of data) {
        const itemType = item.kind === 'question' ? 'item' : item.kind;
        await server.post(
          '/app/api/ai/rec/add',
          { itemId: item.id, itemType, bhvType: 'expose', sceneId: `home_${item.kind}` },
          bearer(author.token),
        );
      }
      await video(`新发布${pageNum}`, 0, 'OnShelf', Date.now() + 1);
    }
    expect(read).toHaveLength(27);
    expect(new Set(read.map((item) => `${item.kind}:${item.id}`)).size).toBe(27);
    expect(keys(read.slice(0, 20))).toEqual(keys(everything.data));

    // A new reading puts what was shown last.
    const fresh = await page(`pageNum=1&pageSize=20`, bearer(author.token));
    expect(keys(fresh.data.slice(0, 3))).toEqual(['video:新发布3', 'video:新发布2', 'video:新发布1']);
  });

  it('refuses pages that are too large or too deep with a 400', async () => {
    for (const query of [
      'pageSize=21',
      'pageNum=51',
      'pageNum=0',
      'asOf=-5',
      `asOf=${Date.now()}`,
      'asOf=2026-02-30%2010:00:00',
      'asOf=2026-03-01',
      'siteId=abc',
    ]) {
      const answer = await server.get(`/app/api/content/feed/home?${query}`);
      expect(answer.status, query).toBe(400);
    }
  });
});

describe.each(databaseKinds())('the kinds taking turns in the home feed on %s', (kind) => {
  let server: TestServer;
  let author: SessionUserForTest;
  const base = Math.floor(Date.now() / HOUR) * HOUR - 500 * HOUR;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SEED_DEMO: 'false' } });
    [author] = (await makeUsers(server, 1, '1390072')) as [SessionUserForTest];
  });
  afterAll(() => server.stop());

  it('lets a quiet question in between lively videos', async () => {
    const { db } = server;
    for (let i = 1; i <= 5; i++) {
      const id = await insertVideo(db, {
        userId: author.userId,
        title: `热门视频${i}`,
        videoUrl: '/resource/demo/v.mp4',
        createdAt: base - i * HOUR,
      });
      // 20 comments: 40 points, five doublings, 60 hours ahead of its age.
      await db.updateTable('videos').set({ commentCount: 20 }).where('id', '=', id).execute();
    }
    await insertQuestion(db, {
      userId: author.userId,
      title: '冷门问题',
      contentHtml: '<p>描述</p>',
      createdAt: base - 10 * HOUR,
    });
    const { body } = await server.get('/app/api/content/feed/home?pageNum=1');
    // Scores: videos 59, 58, 57, 56, 55 less 24 hours for each video ranked before them; the question -10.
    expect(body.data.map((item: { title: string }) => item.title)).toEqual([
      '热门视频1',
      '热门视频2',
      '热门视频3',
      '冷门问题',
      '热门视频4',
      '热门视频5',
    ]);
  });
});
