import { formatChinaTime } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDrama } from '../src/features/dramas/publish.js';
import { tablesOf } from '../src/platform/db/tables.js';
import type { DramasTables } from '../src/features/dramas/tables.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const COVER = '/resource/files/demo/videos/cat-nap.jpg';
/** What is posted, and what is kept of it: the sanitiser drops the script and the bold. */
const POSTED = '<p>春天的<b>西湖</b>边，柳树发芽了。</p><script>alert(1)</script>';
const BODY = '<p>春天的西湖边，柳树发芽了。</p>';
const SUMMARY = '春天的西湖边，柳树发芽了。';

/**
 * Every kind of item carries the real platform's fields (platform facts: what clients of the real API rely
 * on) beside its own, in every list and detail: the review outcome, the body, the cover under both names,
 * the counters in the platform's names, the media type and the author's public ID as creator.
 */
describe.each(databaseKinds())("content items in the real platform's fields on %s", (kind) => {
  let server: TestServer;
  let author: SessionUserForTest;
  let authorName: string;
  const ids = {} as Record<
    'video' | 'waiting' | 'refused' | 'article' | 'question' | 'answer' | 'poem' | 'prose',
    number
  >;

  const as = () => bearer(author.token);
  const data = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await server.get(path, headers);
    expect(answer.body.code, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
  };
  const listed = async (path: string, id: number) =>
    ((await data(path)) as Array<{ id: number }>).find((item) => item.id === id);
  const created = async (path: string, body: unknown) => {
    const answer = await server.post(path, body, as());
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.id as number;
  };
  const storedTimes = async (table: 'videos' | 'articles' | 'questions', id: number) => {
    const row = await server.db
      .selectFrom(table)
      .select(['createdAt', 'updatedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      createTime: formatChinaTime(Number(row.createdAt)),
      updateTime: formatChinaTime(Number(row.updatedAt)),
    };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SEED_DEMO: 'false' } });
    [author] = (await makeUsers(server, 1, '1397401')) as [SessionUserForTest];
    const user = await server.db
      .selectFrom('users')
      .select('userName')
      .where('id', '=', author.userId)
      .executeTakeFirstOrThrow();
    authorName = user.userName;
    const video = { videoUrl: '/resource/files/demo/videos/cat-nap.mp4', coverUrl: COVER };
    ids.video = await created('/app/api/content/video', { ...video, title: '西湖的清晨' });
    ids.waiting = await created('/app/api/content/video', { ...video, title: '等待审核的视频' });
    ids.refused = await created('/app/api/content/video', { ...video, title: '未通过审核的视频' });
    await server.db
      .updateTable('videos')
      .set({ state: 'WaitApprove' })
      .where('id', '=', ids.waiting)
      .execute();
    await server.db.updateTable('videos').set({ state: 'Refuse' }).where('id', '=', ids.refused).execute();
    await server.db
      .updateTable('videos')
      .set({ shareCount: 3, viewCount: 7, praiseCount: 2 })
      .where('id', '=', ids.video)
      .execute();
    ids.article = await created('/app/api/content/article', {
      title: '西湖游记',
      contentHtml: POSTED,
      coverUrl: COVER,
    });
    ids.question = await created('/app/api/question', { title: '西湖怎么玩？', contentHtml: POSTED });
    ids.answer = await created(`/app/api/question/${ids.question}/answer`, { contentHtml: POSTED });
    ids.poem = await created('/app/api/content/poetry', {
      title: '春晓',
      author: '孟浩然',
      dynasty: '唐',
      content: '春眠不觉晓，处处闻啼鸟。',
    });
    ids.prose = await created('/app/api/content/prose', { title: '荷塘', content: '曲曲折折的荷塘上面。' });
  });
  afterAll(() => server.stop());

  const common = () => ({
    auditState: 'Pass',
    rejectReason: '',
    categoryName: '',
    createBy: authorName,
    updateBy: authorName,
    userName: authorName,
  });

  it('gives a video its cover under both names, no body, and the counters in the platform’s names', async () => {
    const expected = {
      ...common(),
      content: '',
      coverImage: COVER,
      coverUrl: COVER,
      mediaContentType: 'video',
      forwardCount: 3,
      shareCount: 3,
      praiseCount: 2,
      collectCount: 0,
      commentCount: 0,
      ...(await storedTimes('videos', ids.video)),
    };
    expect(await listed('/app/api/content/video/page/center?pageSize=50', ids.video)).toMatchObject({
      ...expected,
      viewCount: 7,
    });
    // Opening the detail is a view, counted in the detail's own answer.
    expect(await data(`/app/api/content/video/${ids.video}`)).toMatchObject({ ...expected, viewCount: 8 });
  });

  it('tells its author that a video waits for review or was refused; others never see them', async () => {
    const waiting = await data(`/app/api/content/video/${ids.waiting}`, as());
    expect(waiting).toMatchObject({ state: 'WaitApprove', auditState: 'WaitApprove', rejectReason: '' });
    const refused = await data(`/app/api/content/video/${ids.refused}`, as());
    expect(refused).toMatchObject({ state: 'Refuse', auditState: 'Refuse', rejectReason: '' });
    // An author's item under review or refused is not viewed: its count stays.
    expect(waiting.viewCount).toBe(0);
    expect((await server.get(`/app/api/content/video/${ids.waiting}`)).body.code).toBe(404);
    const works = await data(`/app/user/works?userId=${author.userId}&kind=Video&pageSize=50`, as());
    expect(works.map((work: { id: number; auditState: string }) => [work.id, work.auditState])).toEqual([
      [ids.refused, 'Refuse'],
      [ids.waiting, 'WaitApprove'],
      [ids.video, 'Pass'],
    ]);
  });

  it('keeps an off-shelf item Pass: it passed review before it was shelved', async () => {
    const off = await server.post(
      '/admin/video/update/batch/state',
      { ids: [ids.video], state: 'OffShelf' },
      as(),
    );
    expect(off.body.code).toBe(200);
    expect(await data(`/app/api/content/video/${ids.video}`, as())).toMatchObject({
      state: 'OffShelf',
      auditState: 'Pass',
    });
    await server.post('/admin/video/update/batch/state', { ids: [ids.video], state: 'OnShelf' }, as());
  });

  it('gives an article its summary in lists and its sanitised HTML in the detail', async () => {
    const expected = {
      ...common(),
      coverImage: COVER,
      coverUrl: COVER,
      mediaContentType: 'article',
      viewCount: 0,
      forwardCount: 0,
      ...(await storedTimes('articles', ids.article)),
    };
    expect(await listed('/app/api/content/article/page/center?pageSize=50', ids.article)).toMatchObject({
      ...expected,
      content: SUMMARY,
      summary: SUMMARY,
    });
    expect(await listed('/app/api/content/article/list?pageSize=50', ids.article)).toMatchObject({
      content: SUMMARY,
    });
    const detail = await data(`/app/api/content/article/${ids.article}`);
    expect(detail).toMatchObject({ ...expected, viewCount: 1, content: BODY, contentHtml: BODY });
  });

  it('gives a question its description, and an answer its HTML, with no cover', async () => {
    const noCover = { coverImage: '', coverUrl: '' };
    expect(await listed('/app/api/question/page/center?pageSize=50', ids.question)).toMatchObject({
      ...common(),
      ...noCover,
      content: SUMMARY,
      mediaContentType: 'question',
      ...(await storedTimes('questions', ids.question)),
    });
    expect(await data(`/app/api/question/${ids.question}`)).toMatchObject({
      ...noCover,
      content: BODY,
      contentHtml: BODY,
      viewCount: 1,
    });
    expect(await listed(`/app/api/question/${ids.question}/answers?pageSize=50`, ids.answer)).toMatchObject({
      ...common(),
      ...noCover,
      content: BODY,
      contentHtml: BODY,
      mediaContentType: 'answer',
      viewCount: 0,
    });
  });

  it('gives poems and prose their text as the content', async () => {
    expect(await listed('/admin/content/poetry/page/center?pageSize=50', ids.poem)).toMatchObject({
      ...common(),
      content: '春眠不觉晓，处处闻啼鸟。',
      coverImage: '',
      coverUrl: '',
      mediaContentType: 'poetry',
    });
    expect(await listed('/admin/content/prose/page/center?pageSize=50', ids.prose)).toMatchObject({
      ...common(),
      content: '曲曲折折的荷塘上面。',
      coverImage: '',
      mediaContentType: 'prose',
    });
  });

  it('carries the fields in the home feed, the search and the profile’s works', async () => {
    const feed = (await data('/app/api/content/feed/home?pageSize=20')) as Array<Record<string, unknown>>;
    const article = feed.find((item) => item.kind === 'article' && item.id === ids.article);
    expect(article).toMatchObject({
      ...common(),
      content: SUMMARY,
      coverImage: COVER,
      mediaContentType: 'article',
    });
    for (const item of feed) {
      expect(item.mediaContentType).toBe(item.kind);
      expect(item.forwardCount).toBe(item.shareCount);
    }
    const found = (await data(`/app/api/search/content?keyword=${encodeURIComponent('西湖')}`)) as Array<{
      kind: string;
      id: number;
    }>;
    expect(found.find((item) => item.kind === 'question' && item.id === ids.question)).toMatchObject({
      ...common(),
      content: SUMMARY,
      coverImage: '',
      mediaContentType: 'question',
    });
    const works = await data(`/app/user/works?userId=${author.userId}&kind=Answer&pageSize=50`);
    const { userName: _cardsHaveNoUserName, ...fields } = common();
    expect(works[0]).toMatchObject({
      ...fields,
      id: ids.answer,
      content: SUMMARY,
      summary: SUMMARY,
      coverImage: '',
      mediaContentType: 'answer',
      viewCount: 0,
      forwardCount: 0,
    });
    const cards = await server.post('/app/user/works/cards', {
      items: [{ busyType: 'Article', busyCode: ids.article }],
    });
    expect(cards.body.data[0]).toMatchObject({ content: SUMMARY, coverImage: COVER, createBy: authorName });
  });

  it('gives a drama its intro as the content, its plays as views, and its episodes the video fields', async () => {
    const dramaId = await insertDrama(
      tablesOf<DramasTables>(server.platform.database.db),
      {
        userId: author.userId,
        title: '狐村往事',
        intro: '一个村庄二十年的故事。',
        coverUrl: COVER,
        categoryName: '乡村',
        singlePriceCents: 0,
        playletPriceCents: 0,
        freeCount: 1,
        isPlatform: false,
        state: 'OnShelf',
        playCount: 41,
        siteId: 11,
        createdAt: Date.now() - 60_000,
      },
      [{ title: '第一集', videoUrl: '/resource/files/demo/videos/cat-nap.mp4', coverUrl: '', duration: 30 }],
    );
    const stored = await server.db
      .selectFrom('dramas')
      .select(['createdAt', 'updatedAt'])
      .where('id', '=', dramaId)
      .executeTakeFirstOrThrow();
    const drama = await listed('/app/api/playlet/list?sort=new&pageSize=50', dramaId);
    expect(drama).toMatchObject({
      ...common(),
      categoryName: '乡村',
      content: '一个村庄二十年的故事。',
      intro: '一个村庄二十年的故事。',
      coverImage: COVER,
      coverUrl: COVER,
      mediaContentType: 'playlet',
      viewCount: 41,
      playCount: 41,
      praiseCount: 0,
      commentCount: 0,
      collectCount: 0,
      forwardCount: 0,
      createTime: formatChinaTime(Number(stored.createdAt)),
      updateTime: formatChinaTime(Number(stored.updatedAt)),
    });
    const episodes = await data(`/app/api/playlet/episodes?episodeRelevance=${dramaId}`);
    expect(episodes[0]).toMatchObject({
      ...common(),
      content: '',
      coverImage: COVER,
      coverUrl: COVER,
      mediaContentType: 'video',
      viewCount: 0,
      forwardCount: 0,
    });
  });
});
