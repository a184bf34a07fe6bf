import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../src/features/content/articles.js';
import { insertQuestion } from '../src/features/content/questions.js';
import { insertVideo } from '../src/features/content/videos.js';
import { DEMO_HOT_WORDS, seedHotWords } from '../src/features/search/hot-words.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const DAY = 86_400_000;

describe.each(databaseKinds())('search and hot words on %s', (kind) => {
  let server: TestServer;
  let author: SessionUserForTest;
  let viewer: SessionUserForTest;
  const now = Date.now();
  const ids: Record<string, number> = {};

  const find = async (keyword: string, extra = '', headers: Record<string, string> = {}) => {
    const answer = await server.get(
      `/app/api/search/content?keyword=${encodeURIComponent(keyword)}${extra}`,
      headers,
    );
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body as {
      total: number;
      data: Array<{ kind: string; id: number; title: string; praiseObj: boolean }>;
    };
  };
  const titles = async (keyword: string, extra = '') =>
    (await find(keyword, extra)).data.map((item) => item.title);

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SEED_DEMO: 'false' } });
    [author, viewer] = (await makeUsers(server, 2, '1390061')) as [SessionUserForTest, SessionUserForTest];
    const { db } = server;
    // Written straight into the tables, as the seeder does: search must not depend on any write path.
    ids.spring = await insertArticle(db, {
      userId: author.userId,
      title: '春天的西湖边有很多游客',
      contentHtml: '<p>断桥边的柳树发芽了。</p>',
      createdAt: now - 3 * DAY,
    });
    ids.video = await insertVideo(db, {
      userId: author.userId,
      title: '航拍西湖日落',
      videoUrl: '/resource/demo/a.mp4',
      createdAt: now - 2 * DAY,
    });
    ids.question = await insertQuestion(db, {
      userId: author.userId,
      title: '第一次来杭州怎么安排行程？',
      contentHtml: '<p>想去<b>西湖</b>和灵隐寺，两天够吗？</p>',
      createdAt: now - DAY,
    });
  });
  afterAll(() => server.stop());

  it('finds a Chinese word inside a Chinese sentence, in titles and in the text', async () => {
    expect(await titles('西湖')).toEqual([
      '第一次来杭州怎么安排行程？',
      '航拍西湖日落',
      '春天的西湖边有很多游客',
    ]);
    expect(await titles('游客')).toEqual(['春天的西湖边有很多游客']);
    expect(await titles('柳树')).toEqual(['春天的西湖边有很多游客']);
    expect(await titles('灵隐寺')).toEqual(['第一次来杭州怎么安排行程？']);
    // Every word must occur: 西湖 and 游客 together are in one item only.
    expect(await titles('西湖 游客')).toEqual(['春天的西湖边有很多游客']);
    expect(await titles('北京')).toEqual([]);
    expect(await titles('"; drop table x; --')).toEqual([]);
  });

  it('answers each kind in the shape its own list uses, and filters by kind', async () => {
    const all = await find('西湖');
    expect(all.total).toBe(3);
    const [question, video, article] = all.data as Array<Record<string, unknown>>;
    expect(question).toMatchObject({ kind: 'question', id: ids.question, answerCount: 0, praiseObj: false });
    expect(video).toMatchObject({
      kind: 'video',
      id: ids.video,
      videoUrl: '/resource/demo/a.mp4',
      duration: 0,
    });
    expect(article).toMatchObject({ kind: 'article', id: ids.spring, nickName: expect.any(String) });
    expect(await titles('西湖', '&kind=video')).toEqual(['航拍西湖日落']);
    expect(await titles('西湖', '&kind=article')).toEqual(['春天的西湖边有很多游客']);
    expect(await titles('西湖', '&kind=question')).toEqual(['第一次来杭州怎么安排行程？']);
  });

  it("carries the viewer's own flags", async () => {
    const liked = await server.post(
      '/app/api/common/like',
      { busyType: 'Article', busyCode: ids.spring },
      bearer(viewer.token),
    );
    expect(liked.body.code).toBe(200);
    const mine = await find('游客', '', bearer(viewer.token));
    expect(mine.data[0]).toMatchObject({ id: ids.spring, praiseObj: true });
    expect((await find('游客')).data[0]).toMatchObject({ id: ids.spring, praiseObj: false });
  });

  it('follows off-shelf and on-shelf changes, edits and late back-dated inserts without being told', async () => {
    const { db } = server;
    await db.updateTable('videos').set({ state: 'OffShelf' }).where('id', '=', ids.video!).execute();
    expect(await titles('西湖', '&kind=video')).toEqual([]);
    await db.updateTable('videos').set({ state: 'OnShelf' }).where('id', '=', ids.video!).execute();
    expect(await titles('西湖', '&kind=video')).toEqual(['航拍西湖日落']);

    await db
      .updateTable('videos')
      .set({ title: '航拍千岛湖日出', updatedAt: Date.now() })
      .where('id', '=', ids.video!)
      .execute();
    expect(await titles('千岛湖')).toEqual(['航拍千岛湖日出']);
    expect(await titles('西湖', '&kind=video')).toEqual([]);

    const late = await insertArticle(db, {
      userId: author.userId,
      title: '十年前的千岛湖',
      contentHtml: '<p>老照片。</p>',
      createdAt: now - 3650 * DAY,
    });
    expect((await find('千岛湖')).data.map((item) => item.id)).toEqual([ids.video, late]);
  });

  it('pages newest first without gaps or repeats', async () => {
    const { db } = server;
    const made: number[] = [];
    for (let i = 0; i < 12; i++) {
      made.push(
        await insertArticle(db, {
          userId: author.userId,
          title: `雷峰塔游记第${i + 1}篇`,
          contentHtml: '<p>雷峰塔</p>',
          // Pairs share a time, so the order relies on the tie-break too.
          createdAt: now - 10 * DAY + Math.floor(i / 2) * 1000,
        }),
      );
    }
    const seen: number[] = [];
    for (let pageNum = 1; pageNum <= 3; pageNum++) {
      const page = await find('雷峰塔', `&pageNum=${pageNum}&pageSize=5`);
      expect(page.total).toBe(12);
      seen.push(...page.data.map((item) => item.id));
    }
    expect(seen).toHaveLength(12);
    expect([...seen].sort((a, b) => a - b)).toEqual([...made].sort((a, b) => a - b));
    expect(seen[0]).toBe(made[11]);
  });

  it('refuses a missing, too long or wrong-kind query with a 400', async () => {
    for (const path of [
      '/app/api/search/content',
      '/app/api/search/content?keyword=',
      `/app/api/search/content?keyword=${'湖'.repeat(51)}`,
      '/app/api/search/content?keyword=x&kind=users',
      '/app/api/search/content?keyword=x&pageSize=51',
    ]) {
      const answer = await server.get(path);
      expect(answer.status, path).toBe(400);
    }
    // Punctuation only: no words, nothing found, no error.
    expect((await find('？！。')).total).toBe(0);
  });

  it('pages hot words ten at a time', async () => {
    const empty = await server.get('/app/api/hot/word/list');
    expect(empty.body).toMatchObject({ code: 200, total: 0, data: [] });
    await seedHotWords(server.db, now);
    const first = await server.get('/app/api/hot/word/list?pageNum=1');
    expect(first.body.total).toBe(DEMO_HOT_WORDS.length);
    expect(first.body.data.map((word: { word: string }) => word.word)).toEqual(DEMO_HOT_WORDS.slice(0, 10));
    const second = await server.get('/app/api/hot/word/list?pageNum=2&pageSize=10');
    expect(second.body.data.map((word: { word: string }) => word.word)).toEqual(DEMO_HOT_WORDS.slice(10, 20));
    const beyond = await server.get('/app/api/hot/word/list?pageNum=3');
    expect(beyond.body.data).toEqual([]);
  });
});

describe.each(databaseKinds())('search over the demo world on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  it('seeds hot words that each find demo content', async () => {
    const { body } = await server.get('/app/api/hot/word/list?pageSize=50');
    const words = body.data.map((word: { word: string }) => word.word) as string[];
    expect(words.length).toBeGreaterThan(10);
    for (const word of words) {
      const found = await server.get(`/app/api/search/content?keyword=${encodeURIComponent(word)}`);
      expect(found.body.total, word).toBeGreaterThan(0);
    }
  });
});
