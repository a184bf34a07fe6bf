import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertArticle } from '../src/features/content/articles.js';
import { insertPoem, insertProse } from '../src/features/content/literature.js';
import { insertAnswer, insertQuestion } from '../src/features/content/questions.js';
import { insertVideo } from '../src/features/content/videos.js';
import { insertDrama } from '../src/features/dramas/publish.js';
import type { DramasTables } from '../src/features/dramas/tables.js';
import { firstViewThisHour, sweepViewStamps } from '../src/features/social/views.js';
import { tablesOf } from '../src/platform/db/tables.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const HOUR = 3_600_000;
type Viewed = 'videos' | 'articles' | 'questions' | 'answers' | 'poems' | 'proses';

/**
 * A clock that runs on from a point well inside an hour, so no hour turns between two views a test expects
 * in the same hour; it only ever moves forward (the server's sessions and keys are made on it too).
 */
function steadyClock(): void {
  const now = Date.now();
  const intoHour = now % HOUR;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  if (intoHour > HOUR - 10 * 60_000) vi.setSystemTime(now - intoHour + HOUR + 60_000);
}

/**
 * Views are counted once per viewer per item per hour: a user wherever they are, a guest by address (the
 * harness's requests all come from 127.0.0.1, so the guest here is one viewer). Opening a video's, an
 * article's or a question's detail is a view; the player reports one through the view endpoint; listing a
 * drama's episodes for the player is a play of the drama.
 */
describe.each(databaseKinds())('views counted once per viewer per hour on %s', (kind) => {
  let server: TestServer;
  let author: SessionUserForTest;
  let first: SessionUserForTest;
  let second: SessionUserForTest;
  const ids = {} as Record<
    'video' | 'offVideo' | 'waitingVideo' | 'article' | 'question' | 'answer' | 'poem' | 'prose',
    number
  >;

  beforeAll(async () => {
    steadyClock();
    server = await startTestServer(kind, { env: { SEED_DEMO: 'false' } });
    [author, first, second] = (await makeUsers(server, 3, '1397501')) as [
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
    ];
    const { db } = server;
    const userId = author.userId;
    const createdAt = Date.now() - HOUR;
    const video = { userId, videoUrl: '/resource/files/demo/videos/cat-nap.mp4', createdAt };
    ids.video = await insertVideo(db, { ...video, title: '湖边的猫' });
    ids.offVideo = await insertVideo(db, { ...video, title: '下架的猫', state: 'OffShelf' });
    ids.waitingVideo = await insertVideo(db, { ...video, title: '审核中的猫', state: 'WaitApprove' });
    ids.article = await insertArticle(db, { userId, title: '湖边', contentHtml: '<p>湖</p>', createdAt });
    ids.question = await insertQuestion(db, { userId, title: '湖在哪？', contentHtml: '', createdAt });
    ids.answer = await insertAnswer(db, {
      questionId: ids.question,
      userId,
      contentHtml: '<p>东</p>',
      createdAt,
    });
    ids.poem = (
      await insertPoem(db, { userId, title: '湖', author: '佚名', dynasty: '宋', content: '湖水', createdAt })
    ).id;
    ids.prose = (await insertProse(db, { userId, title: '湖记', content: '湖上', createdAt })).id;
  });
  afterAll(async () => {
    await server.stop();
    vi.useRealTimers();
  });

  const storedViews = async (table: Viewed, id: number) =>
    Number(
      (await server.db.selectFrom(table).select('viewCount').where('id', '=', id).executeTakeFirstOrThrow())
        .viewCount,
    );
  const detailViews = async (path: string, viewer?: SessionUserForTest) => {
    const answer = await server.get(path, viewer ? bearer(viewer.token) : {});
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.viewCount as number;
  };
  const view = (busyType: string, busyCode: number, viewer?: SessionUserForTest) =>
    server.post('/app/api/content/view', { busyType, busyCode }, viewer ? bearer(viewer.token) : {});
  /** Moves the clock of the server (and of the signed headers, which must agree with it) an hour on. */
  const anHourLater = () => vi.setSystemTime(Date.now() + HOUR);

  it('counts a detail once per viewer in the hour: two users and a guest are three views', async () => {
    const path = `/app/api/content/video/${ids.video}`;
    expect(await detailViews(path, first)).toBe(1);
    expect(await detailViews(path, first)).toBe(1);
    expect(await detailViews(path, second)).toBe(2);
    expect(await detailViews(path)).toBe(3);
    expect(await detailViews(path)).toBe(3);
    // The player's report of the same viewer in the same hour is the same view.
    expect((await view('Video', ids.video, first)).body).toMatchObject({ code: 200, data: { viewCount: 3 } });
    expect(await storedViews('videos', ids.video)).toBe(3);
    // A list is not a view.
    await server.get('/app/api/content/video/page/center?pageSize=50', bearer(first.token));
    expect(await storedViews('videos', ids.video)).toBe(3);
  });

  it('counts the same viewer again in a later hour', async () => {
    anHourLater();
    expect(await detailViews(`/app/api/content/video/${ids.video}`, first)).toBe(4);
    expect((await view('Video', ids.video)).body.data).toEqual({ viewCount: 5 });
    expect((await view('Video', ids.video)).body.data).toEqual({ viewCount: 5 });
  });

  it('counts articles and questions on their details, and every kind on the view endpoint', async () => {
    expect(await detailViews(`/app/api/content/article/${ids.article}`, first)).toBe(1);
    expect(await detailViews(`/app/api/question/${ids.question}`, first)).toBe(1);
    const kinds: Array<[string, Viewed, number]> = [
      ['Article', 'articles', ids.article],
      ['Question', 'questions', ids.question],
      ['Answer', 'answers', ids.answer],
      ['Poetry', 'poems', ids.poem],
      ['Prose', 'proses', ids.prose],
    ];
    for (const [busyType, table, id] of kinds) {
      const before = await storedViews(table, id);
      const counted = await view(busyType, id, second);
      expect(counted.body, busyType).toMatchObject({ code: 200, data: { viewCount: before + 1 } });
      expect((await view(busyType, id, second)).body.data.viewCount, busyType).toBe(before + 1);
      expect(await storedViews(table, id), busyType).toBe(before + 1);
    }
  });

  it('counts one view of simultaneous first views by one viewer', async () => {
    const before = await storedViews('articles', ids.article);
    const answers = await Promise.all(Array.from({ length: 6 }, () => view('Article', ids.article, author)));
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(6).fill(200));
    expect(await storedViews('articles', ids.article)).toBe(before + 1);
  });

  it('refuses unknown kinds, and items that are not on the shelf, and counts nothing for them', async () => {
    expect((await view('Novel', ids.video, first)).body.code).toBe(400);
    expect((await view('Playlet', ids.video, first)).body.code).toBe(400);
    expect((await view('Video', 999_999, first)).body.code).toBe(404);
    for (const id of [ids.offVideo, ids.waitingVideo]) {
      expect((await view('Video', id, first)).body).toMatchObject({ code: 404, msg: '内容不存在或已下架' });
      // Its author may open it, which is no view either.
      expect(await detailViews(`/app/api/content/video/${id}`, author)).toBe(0);
      expect(await storedViews('videos', id)).toBe(0);
    }
  });

  it('stamps a first view once an hour, and sweeps the stamps older than the previous hour', async () => {
    const db = server.platform.database.db;
    const now = Date.now();
    const at = (hoursAgo: number) => ({
      busyType: 'Sweep',
      busyCode: 1,
      viewer: 'u:1',
      now: now - hoursAgo * HOUR,
    });
    expect(await firstViewThisHour(db, at(0))).toBe(true);
    expect(await firstViewThisHour(db, at(0))).toBe(false);
    expect(await firstViewThisHour(db, at(1))).toBe(true);
    expect(await firstViewThisHour(db, at(2))).toBe(true);
    expect(await firstViewThisHour(db, at(3))).toBe(true);
    expect(await sweepViewStamps(db, now)).toBeGreaterThanOrEqual(2);
    const left = await server.db
      .selectFrom('viewStamps')
      .select('hour')
      .where('busyType', '=', 'Sweep')
      .execute();
    const hour = Math.floor(now / HOUR);
    expect(left.map((row) => Number(row.hour)).sort()).toEqual([hour - 1, hour]);
    // What was swept is forgotten: a view in a swept hour would count again.
    expect(await firstViewThisHour(db, at(2))).toBe(true);
  });

  it('counts a drama’s play once per viewer per hour when its episodes are listed', async () => {
    const dramas = tablesOf<DramasTables>(server.platform.database.db);
    const drama = (state: 'OnShelf' | 'OffShelf') =>
      insertDrama(
        dramas,
        {
          userId: author.userId,
          title: `湖边短剧${state}`,
          intro: '',
          coverUrl: '',
          categoryName: '',
          singlePriceCents: 0,
          playletPriceCents: 0,
          freeCount: 1,
          isPlatform: false,
          state,
          playCount: 10,
          siteId: 11,
          createdAt: Date.now() - HOUR,
        },
        [
          {
            title: '第一集',
            videoUrl: '/resource/files/demo/videos/cat-nap.mp4',
            coverUrl: '',
            duration: 30,
          },
        ],
      );
    const [onShelf, offShelf] = [await drama('OnShelf'), await drama('OffShelf')];
    const plays = async (dramaId: number) =>
      Number(
        (
          await server.db
            .selectFrom('dramas')
            .select('playCount')
            .where('id', '=', dramaId)
            .executeTakeFirstOrThrow()
        ).playCount,
      );
    const open = async (dramaId: number, viewer?: SessionUserForTest) => {
      const answer = await server.get(
        `/app/api/playlet/episodes?episodeRelevance=${dramaId}`,
        viewer ? bearer(viewer.token) : {},
      );
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    };
    await open(onShelf, first);
    await open(onShelf, first);
    expect(await plays(onShelf)).toBe(11);
    await open(onShelf, second);
    await open(onShelf);
    await open(onShelf);
    expect(await plays(onShelf)).toBe(13);
    const info = await server.get(`/app/api/playlet/info?episodeRelevance=${onShelf}`);
    expect(info.body.data).toMatchObject({ playCount: 13, viewCount: 13 });
    // A taken-down drama still opens, to say so, but plays nothing.
    await open(offShelf, first);
    expect(await plays(offShelf)).toBe(10);
    anHourLater();
    await open(onShelf, first);
    expect(await plays(onShelf)).toBe(14);
  });
});
