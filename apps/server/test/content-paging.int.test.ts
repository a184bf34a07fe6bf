import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustCounter } from '../src/features/content/counters.js';
import { insertVideo } from '../src/features/content/videos.js';
import { targets } from '../src/compose.js';
import { bearer, loginBySms } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

/** A site no demo content uses, so these lists hold only what the tests put there. */
const SITE = 4242;

describe.each(databaseKinds())('content lists and counters on %s', (kind) => {
  let server: TestServer;
  let author: { token: string; userId: number };
  beforeAll(async () => {
    server = await startTestServer(kind);
    author = await loginBySms(server, '13800000003');
  });
  afterAll(() => server.stop());

  it('pages 25 items as 10, 10 and 5 without duplicates, by number and by cursor', async () => {
    for (let index = 0; index < 25; index += 1) {
      const answer = await server.post(
        '/app/api/content/video',
        { title: `第 ${index + 1} 条`, videoUrl: '/resource/files/demo/videos/cat-nap.mp4', siteId: SITE },
        bearer(author.token),
      );
      expect(answer.body.code).toBe(200);
    }
    const pages = [];
    for (const pageNum of [1, 2, 3]) {
      const page = await server.get(`/app/api/content/video/page/center?siteId=${SITE}&pageNum=${pageNum}`);
      expect(page.body.total).toBe(25);
      pages.push(page.body.data.map((item: { id: number }) => item.id) as number[]);
    }
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    const all = pages.flat();
    expect(new Set(all).size).toBe(25);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(
      (await server.get(`/app/api/content/video/page/center?siteId=${SITE}&pageNum=4`)).body.data,
    ).toHaveLength(0);

    const byCursor: number[] = [];
    let beforeId: number | undefined;
    for (;;) {
      const cursor = beforeId === undefined ? '' : `&beforeId=${beforeId}`;
      const page = await server.get(`/app/api/content/video/page/center?siteId=${SITE}${cursor}`);
      const ids = page.body.data.map((item: { id: number }) => item.id) as number[];
      if (ids.length === 0) break;
      byCursor.push(...ids);
      beforeId = ids.at(-1);
    }
    expect(byCursor).toEqual(all);
  });

  it('orders items of the same instant by id and refuses a page size over 50', async () => {
    const { db } = server;
    const at = Date.now() - 1_000;
    const ids = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push(
        await insertVideo(db, {
          userId: author.userId,
          title: '同一时刻',
          videoUrl: '/resource/files/demo/videos/cat-nap.mp4',
          siteId: SITE + 1,
          createdAt: at,
        }),
      );
    }
    const page = await server.get(`/app/api/content/video/page/center?siteId=${SITE + 1}&pageSize=2`);
    expect(page.body.data.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1]]);
    const next = await server.get(`/app/api/content/video/page/center?siteId=${SITE + 1}&beforeId=${ids[1]}`);
    expect(next.body.data.map((item: { id: number }) => item.id)).toEqual([ids[0]]);
    const tooBig = await server.get('/app/api/content/video/page/center?pageSize=51');
    expect(tooBig.body).toMatchObject({ code: 400, msg: '参数 pageSize 不能大于 50' });
  });

  it('moves counters inside the caller transaction, never below zero', async () => {
    const { db } = server;
    const id = await insertVideo(db, {
      userId: author.userId,
      title: '计数',
      videoUrl: '/resource/files/demo/videos/cat-nap.mp4',
      siteId: SITE + 2,
      createdAt: Date.now(),
    });
    const praise = async () =>
      (await server.get(`/app/api/content/video/${id}`)).body.data.praiseCount as number;

    await expect(
      db.transaction().execute(async (trx) => {
        expect(await adjustCounter(trx, 'Video', id, 'praiseCount', 1)).toBe(true);
        throw new Error('the like failed after the count moved');
      }),
    ).rejects.toThrow('the like failed');
    expect(await praise()).toBe(0);

    await db.transaction().execute(async (trx) => {
      await adjustCounter(trx, 'Video', id, 'praiseCount', 1);
      await adjustCounter(trx, 'Video', id, 'commentCount', 2);
    });
    expect(await praise()).toBe(1);
    await adjustCounter(db, 'Video', id, 'praiseCount', -5);
    expect(await praise()).toBe(0);
    expect((await server.get(`/app/api/content/video/${id}`)).body.data.commentCount).toBe(2);
    expect(await adjustCounter(db, 'Article', 999_999, 'shareCount', 1)).toBe(false);
  });

  it('registers videos, articles, questions and answers as targets of social actions', async () => {
    const { db } = server;
    const article = (await server.get('/app/api/content/article/page/center?pageSize=1')).body.data[0];
    expect(await targets.find(db, 'Article', article.id)).toEqual({
      authorId: article.userId,
      actionable: true,
    });
    const question = (await server.get('/app/api/question/page/center?pageSize=1')).body.data[0];
    expect(await targets.find(db, 'Question', question.id)).toEqual({
      authorId: question.userId,
      actionable: true,
    });
    const answer = (await server.get(`/app/api/question/${question.id}/answers?pageSize=1`)).body.data[0];
    expect(await targets.find(db, 'Answer', answer.id)).toEqual({
      authorId: answer.userId,
      actionable: true,
    });
    const video = await insertVideo(db, {
      userId: author.userId,
      title: '下架',
      videoUrl: '/resource/files/demo/videos/cat-nap.mp4',
      state: 'OffShelf',
      createdAt: Date.now(),
    });
    expect(await targets.find(db, 'Video', video)).toEqual({ authorId: author.userId, actionable: false });
    expect(await targets.find(db, 'Video', 999_999)).toBeNull();
  });

  it('gives a logged-in viewer the flags of their own likes, and answers false for guests', async () => {
    const { db } = server;
    const id = await insertVideo(db, {
      userId: author.userId,
      title: '点过赞',
      videoUrl: '/resource/files/demo/videos/cat-nap.mp4',
      createdAt: Date.now(),
    });
    const like = { busyType: 'Video', busyCode: id };
    expect((await server.post('/app/api/common/like', like, bearer(author.token))).body.data).toBe(true);
    const mine = await server.get(`/app/api/content/video/${id}`, bearer(author.token));
    expect(mine.body.data).toMatchObject({ praiseObj: true, collectObj: false, followObj: false });
    const guest = await server.get(`/app/api/content/video/${id}`);
    expect(guest.body.data.praiseObj).toBe(false);
  });
});
