import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

type User = SessionUserForTest;

describe.each(databaseKinds())('user homes, works by author and liked lists on %s', (kind) => {
  let server: TestServer;
  let author: User;
  let viewer: User;
  let videoOn: number;
  let videoOff: number;
  let articleId: number;
  let answerId: number;
  let questionId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [author, viewer] = (await makeUsers(server, 2, '1390011')) as [User, User];
    const as = bearer(author.token);
    const video = async (title: string) =>
      (
        await server.post(
          '/app/api/content/video',
          { title, videoUrl: '/resource/files/demo/videos/cat-nap.mp4' },
          as,
        )
      ).body.data.id as number;
    videoOn = await video('在架的视频');
    videoOff = await video('下架的视频');
    const off = await server.post(
      '/admin/video/update/batch/state',
      { ids: [videoOff], state: 'OffShelf' },
      as,
    );
    expect(off.body.data).toEqual({ updated: 1 });
    articleId = (
      await server.post(
        '/app/api/content/article',
        { title: '一篇文章', contentHtml: '<p>正文<b>加粗</b></p>' },
        as,
      )
    ).body.data.id;
    questionId = (await server.post('/app/api/question', { title: '一个问题？' }, bearer(viewer.token))).body
      .data.id;
    answerId = (
      await server.post(`/app/api/question/${questionId}/answer`, { contentHtml: '<p>我的&amp;回答</p>' }, as)
    ).body.data.id;
  });
  afterAll(() => server.stop());

  it('shows any user’s home with counts, and whether the viewer follows them', async () => {
    const guest = await server.get(`/app/user/home/${author.userId}`);
    expect(guest.body.code).toBe(200);
    expect(guest.body.data).toMatchObject({
      id: author.userId,
      worksCount: 3,
      fansCount: 0,
      followed: false,
      self: false,
    });
    expect(guest.body.data.avatar).toMatch(/^\/resource\//);

    await server.post('/app/user/focus', { focusUserId: author.userId }, bearer(viewer.token));
    const seen = await server.get(`/app/user/home/${author.userId}`, bearer(viewer.token));
    expect(seen.body.data).toMatchObject({ fansCount: 1, followed: true, self: false });
    const own = await server.get(`/app/user/home/${author.userId}`, bearer(author.token));
    expect(own.body.data).toMatchObject({ followed: false, self: true });

    const missing = await server.get('/app/user/home/999999');
    expect(missing.status).toBe(404);
    const bad = await server.get('/app/user/home/abc');
    expect(bad.status).toBe(400);
  });

  it('lists works by kind: on-shelf only for others, every state for the author', async () => {
    const others = await server.get(
      `/app/user/works?userId=${author.userId}&kind=Video`,
      bearer(viewer.token),
    );
    expect(others.body.total).toBe(1);
    expect(others.body.data.map((work: { id: number }) => work.id)).toEqual([videoOn]);

    const own = await server.get(`/app/user/works?userId=${author.userId}&kind=Video`, bearer(author.token));
    expect(own.body.total).toBe(2);
    expect(own.body.data.map((work: { id: number; state: string }) => [work.id, work.state])).toEqual([
      [videoOff, 'OffShelf'],
      [videoOn, 'OnShelf'],
    ]);

    const articles = await server.get(`/app/user/works?userId=${author.userId}&kind=Article`);
    expect(articles.body.data[0]).toMatchObject({ busyType: 'Article', id: articleId, title: '一篇文章' });

    const answers = await server.get(`/app/user/works?userId=${author.userId}&kind=Answer`);
    expect(answers.body.data[0]).toMatchObject({
      id: answerId,
      title: '一个问题？',
      summary: '我的&回答',
      questionId,
    });

    const wrongKind = await server.get(`/app/user/works?userId=${author.userId}&kind=Novel`);
    expect(wrongKind.status).toBe(400);
    const noUser = await server.get('/app/user/works?kind=Video');
    expect(noUser.status).toBe(400);
  });

  it('lists what the viewer liked with each work, and refuses guests', async () => {
    const as = bearer(viewer.token);
    await server.post('/app/api/common/like', { busyCode: articleId, busyType: 'Article' }, as);
    await server.post('/app/api/common/like', { busyCode: videoOn, busyType: 'Video' }, as);
    const liked = await server.get('/app/user/like/list', as);
    expect(liked.body.total).toBe(2);
    expect(
      liked.body.data.map((row: { busyType: string; work: { title: string } }) => [
        row.busyType,
        row.work.title,
      ]),
    ).toEqual([
      ['Video', '在架的视频'],
      ['Article', '一篇文章'],
    ]);
    const onlyVideos = await server.get('/app/user/like/list?busyType=Video', as);
    expect(onlyVideos.body.total).toBe(1);

    // A liked work its author takes off shelf stays in the list without its card.
    await server.post(
      '/admin/video/update/batch/state',
      { ids: [videoOn], state: 'OffShelf' },
      bearer(author.token),
    );
    const after = await server.get('/app/user/like/list?busyType=Video', as);
    expect(after.body.data[0]).toMatchObject({ busyCode: videoOn, work: null });
    await server.post(
      '/admin/video/update/batch/state',
      { ids: [videoOn], state: 'OnShelf' },
      bearer(author.token),
    );

    const guest = await server.get('/app/user/like/list');
    expect(guest.status).toBe(401);
  });

  it('resolves cards in the order asked, leaving out hidden and unknown works', async () => {
    const items = [
      { busyType: 'Article', busyCode: articleId },
      { busyType: 'Video', busyCode: videoOff },
      { busyType: 'Novel', busyCode: 1 },
      { busyType: 'Video', busyCode: videoOn },
    ];
    const seen = await server.post('/app/user/works/cards', { items }, bearer(viewer.token));
    expect(seen.body.data.map((card: { id: number }) => card.id)).toEqual([articleId, videoOn]);
    const own = await server.post('/app/user/works/cards', { items }, bearer(author.token));
    expect(own.body.data.map((card: { id: number }) => card.id)).toEqual([articleId, videoOff, videoOn]);
    const tooMany = await server.post(
      '/app/user/works/cards',
      { items: Array.from({ length: 51 }, (_, i) => ({ busyType: 'Video', busyCode: i + 1 })) },
      bearer(viewer.token),
    );
    expect(tooMany.status).toBe(400);
  });

  it('refuses editing or taking down someone else’s content, and changes nothing', async () => {
    const as = bearer(viewer.token);
    const edit = await server.put('/admin/video', { id: videoOn, title: '被改了' }, as);
    expect(edit.status).toBe(403);
    const down = await server.post(
      '/admin/video/update/batch/state',
      { ids: [videoOn], state: 'OffShelf' },
      as,
    );
    expect(down.status).toBe(403);
    const article = await server.put('/admin/article', { id: articleId, title: '被改了' }, as);
    expect(article.status).toBe(403);
    const articleDown = await server.post(
      '/admin/article/update/batch/state',
      { ids: [articleId], state: 'OffShelf' },
      as,
    );
    expect(articleDown.status).toBe(403);
    const guest = await server.put('/admin/video', { id: videoOn, title: '被改了' });
    expect(guest.status).toBe(401);

    const still = await server.get(`/app/api/content/video/${videoOn}`);
    expect(still.body.data).toMatchObject({ title: '在架的视频', state: 'OnShelf' });
    const stillArticle = await server.get(`/app/api/content/article/${articleId}`);
    expect(stillArticle.body.data).toMatchObject({ title: '一篇文章', state: 'OnShelf' });
  });
});
