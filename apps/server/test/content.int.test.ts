import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginBySms } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>';

describe.each(databaseKinds())('content on %s', (kind) => {
  let server: TestServer;
  let author: { token: string; userId: number };
  let other: { token: string; userId: number };
  beforeAll(async () => {
    server = await startTestServer(kind);
    author = await loginBySms(server, '13800000001');
    other = await loginBySms(server, '13800000002');
  });
  afterAll(() => server.stop());

  it('seeds articles, questions with answers, poems and prose', async () => {
    const articles = await server.get('/app/api/content/article/page/center?pageSize=50');
    expect(articles.body).toMatchObject({ code: 200, msg: '查询成功' });
    expect(articles.body.total).toBeGreaterThanOrEqual(12);
    expect(articles.body.data[0].summary.length).toBeLessThanOrEqual(120);
    const questions = await server.get('/app/api/question/page/center?pageSize=50');
    expect(questions.body.total).toBeGreaterThanOrEqual(8);
    const answerTotal = questions.body.data.reduce(
      (sum: number, q: { answerCount: number }) => sum + q.answerCount,
      0,
    );
    expect(answerTotal).toBeGreaterThanOrEqual(16);
    const poems = await server.get('/admin/content/poetry/page/center');
    expect(poems.body.total).toBeGreaterThanOrEqual(8);
    expect(poems.body.data.map((p: { title: string }) => p.title)).toContain('春晓');
    expect((await server.get('/admin/content/prose/page/center')).body.total).toBeGreaterThanOrEqual(4);
  });

  it('publishes a video with a promotion tag and reads it back in the list and the detail', async () => {
    const published = await server.post(
      '/app/api/content/video',
      {
        title: '  清晨的洱海  ',
        videoUrl: '/resource/files/demo/videos/cat-nap.mp4',
        coverUrl: '/resource/files/demo/videos/cat-nap.jpg',
        duration: 42,
        relation: { busyType: 'BusyTask', busyTitle: '帮忙拍一段探店视频', childTaskNumber: 'T20261122' },
      },
      bearer(author.token),
    );
    expect(published.body).toMatchObject({
      code: 200,
      data: {
        userId: author.userId,
        title: '清晨的洱海',
        videoUrl: '/resource/files/demo/videos/cat-nap.mp4',
        state: 'OnShelf',
        praiseCount: 0,
        praiseObj: false,
        collectObj: false,
        followObj: false,
        episodeRelevance: null,
        relation: {
          busyType: 'BusyTask',
          busyTitle: '帮忙拍一段探店视频',
          userName: '',
          childTaskNumber: 'T20261122',
        },
      },
    });
    const id = published.body.data.id as number;
    const page = await server.get('/app/api/content/video/page/center');
    expect(page.body.data[0]).toMatchObject({ id, nickName: '狐小满', userName: '10000001' });
    const detail = await server.get(`/app/api/content/video/${id}`);
    expect(detail.body.data).toMatchObject({
      id,
      duration: 42,
      coverUrl: '/resource/files/demo/videos/cat-nap.jpg',
    });
    expect((await server.get('/app/api/content/video/999999')).body).toMatchObject({
      code: 404,
      msg: '内容不存在或已下架',
    });
  });

  it('publishes an article with a promotion tag, changes it and takes it off by editing', async () => {
    const published = await server.post(
      '/app/api/content/article',
      {
        title: '厨房里的三件好物',
        contentHtml: '<p>用了一年的锅和刀。</p>',
        relation: { busyType: 'Window', busyTitle: '厨房好物', userName: '小满的橱窗' },
      },
      bearer(author.token),
    );
    expect(published.body.data.relation).toEqual({
      busyType: 'Window',
      busyTitle: '厨房好物',
      userName: '小满的橱窗',
      childTaskNumber: null,
    });
    const id = published.body.data.id as number;
    const wish = { busyType: 'BusyTask', busyTitle: '帮忙试用炒锅' };
    // A wish tag without the wish it opens is refused, and nothing changes.
    const refused = await server.put('/admin/article', { id, relation: wish }, bearer(author.token));
    expect(refused.body.code).toBe(400);
    expect((await server.get(`/app/api/content/article/${id}`)).body.data.relation.busyType).toBe('Window');
    // Another user cannot change the tag.
    const foreign = await server.put('/admin/article', { id, relation: null }, bearer(other.token));
    expect(foreign.body.code).toBe(403);
    const edited = await server.put(
      '/admin/article',
      { id, relation: { ...wish, childTaskNumber: 'T1001' } },
      bearer(author.token),
    );
    expect(edited.body.data.relation).toMatchObject({ busyType: 'BusyTask', childTaskNumber: 'T1001' });
    const cleared = await server.put('/admin/article', { id, relation: null }, bearer(author.token));
    expect(cleared.body.data.relation).toBeNull();
    expect((await server.get(`/app/api/content/article/${id}`)).body.data.relation).toBeNull();
  });

  it('filters articles by category and site', async () => {
    const published = await server.post(
      '/app/api/content/article',
      { title: '分类文章', contentHtml: '<p>只在第九类</p>', categoryId: 9, siteId: 77 },
      bearer(author.token),
    );
    expect(published.body.data).toMatchObject({ categoryId: 9, siteId: 77 });
    const byCategory = await server.get('/app/api/content/article/list?categoryId=9');
    expect(byCategory.body).toMatchObject({ total: 1, data: [{ id: published.body.data.id }] });
    const bySite = await server.get('/app/api/content/article/page/center?siteId=77&categoryId=9');
    expect(bySite.body.total).toBe(1);
    expect((await server.get('/app/api/content/article/list?categoryId=9&siteId=78')).body.total).toBe(0);
    const travel = await server.get('/app/api/content/article/list?categoryId=1&pageSize=50');
    expect(travel.body.total).toBeGreaterThanOrEqual(3);
  });

  it('lets guests read but not publish', async () => {
    expect((await server.get('/app/api/content/article/list?pageSize=2')).body.data).toHaveLength(2);
    const attempts = [
      server.post('/app/api/content/video', {
        title: 'x',
        videoUrl: '/resource/files/demo/videos/cat-nap.mp4',
      }),
      server.post('/app/api/content/article', { title: 'x', contentHtml: '<p>x</p>' }),
      server.post('/app/api/question', { title: 'x' }),
      server.post('/app/api/question/1/answer', { contentHtml: 'x' }),
      server.post('/app/api/content/poetry', { title: 'x', content: 'x' }),
      server.post('/app/api/content/prose', { title: 'x', content: 'x' }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, msg: '请先登录' });
    }
  });

  it('names the field and the rule of bad input', async () => {
    const tooLong = await server.post(
      '/app/api/content/article',
      { title: '长'.repeat(51), contentHtml: '<p>正文</p>' },
      bearer(author.token),
    );
    expect(tooLong.body).toMatchObject({ code: 400, msg: '参数 title 长度不能超过 50 个字符' });
    const missing = await server.post('/app/api/content/video', { title: '没有视频' }, bearer(author.token));
    expect(missing.body).toMatchObject({ code: 400, msg: '缺少必填参数 videoUrl' });
    const notUploaded = await server.post(
      '/app/api/content/video',
      { title: '外链视频', videoUrl: 'https://example.com/a.mp4' },
      bearer(author.token),
    );
    expect(notUploaded.body.code).toBe(400);
    expect(notUploaded.body.msg).toContain('videoUrl');
    const badTag = await server.post(
      '/app/api/content/video',
      {
        title: '标签',
        videoUrl: '/resource/files/demo/videos/cat-nap.mp4',
        relation: { busyType: 'Shop', busyTitle: 'x' },
      },
      bearer(author.token),
    );
    expect(badTag.body.code).toBe(400);
    expect(badTag.body.msg).toContain('relation.busyType');
    const untied = await server.post(
      '/app/api/content/video',
      {
        title: '心愿',
        videoUrl: '/resource/files/demo/videos/cat-nap.mp4',
        relation: { busyType: 'BusyTask', busyTitle: '心愿' },
      },
      bearer(author.token),
    );
    expect(untied.body).toMatchObject({ code: 400 });
    expect(untied.body.msg).toContain('relation.childTaskNumber');
    const tooBig = await server.post(
      '/app/api/content/article',
      { title: '长文', contentHtml: 'a'.repeat(50_001) },
      bearer(author.token),
    );
    expect(tooBig.body).toMatchObject({ code: 400, msg: '参数 contentHtml 长度不能超过 50000 个字符' });
  });

  it('strips every dangerous part of rich text and refuses a body left empty', async () => {
    const published = await server.post(
      '/app/api/content/article',
      {
        title: '安全的富文本',
        contentHtml: `<p style="color:red" onclick="steal()">你好<strong>世界</strong></p>${XSS}<img src="/resource/files/demo/pictures/cat.jpg" alt="图">`,
      },
      bearer(author.token),
    );
    expect(published.body.code).toBe(200);
    const detail = await server.get(`/app/api/content/article/${published.body.data.id}`);
    const html = detail.body.data.contentHtml as string;
    for (const bad of ['onerror', 'onclick', 'script', 'alert', 'javascript', 'style', 'src="x"']) {
      expect(html).not.toContain(bad);
    }
    expect(html).toBe(
      '<p>你好<strong>世界</strong></p><a rel="noopener noreferrer">x</a><img src="/resource/files/demo/pictures/cat.jpg" alt="图" />',
    );
    expect(detail.body.data.summary).toBe('你好世界 x');

    const onlyScript = await server.post(
      '/app/api/content/article',
      { title: '空', contentHtml: '<script>alert(1)</script>' },
      bearer(author.token),
    );
    expect(onlyScript.body).toMatchObject({ code: 400, msg: '内容不能为空' });

    const answer = await server.post(
      '/app/api/question/1/answer',
      { contentHtml: `<p>回答</p>${XSS}` },
      bearer(author.token),
    );
    expect(answer.body.data.contentHtml).toBe('<p>回答</p><a rel="noopener noreferrer">x</a>');
  });

  it('asks and answers a question, counting the answer', async () => {
    const asked = await server.post(
      '/app/api/question',
      { title: '周末去哪里爬山？', contentHtml: '<p>想找一条半天能走完的路线。</p>' },
      bearer(author.token),
    );
    expect(asked.body.data).toMatchObject({ answerCount: 0, summary: '想找一条半天能走完的路线。' });
    const id = asked.body.data.id as number;
    const answered = await server.post(
      `/app/api/question/${id}/answer`,
      { contentHtml: '<p>推荐香山，地铁直达。</p>' },
      bearer(other.token),
    );
    expect(answered.body.data).toMatchObject({ questionId: id, userId: other.userId, nickName: '山间晚风' });
    expect((await server.get(`/app/api/question/${id}`)).body.data.answerCount).toBe(1);
    const answers = await server.get(`/app/api/question/${id}/answers`);
    expect(answers.body).toMatchObject({ total: 1, data: [{ contentHtml: '<p>推荐香山，地铁直达。</p>' }] });
    expect((await server.get('/app/api/question/page/center')).body.data[0].id).toBe(id);
    const nowhere = await server.post(
      '/app/api/question/999999/answer',
      { contentHtml: 'x' },
      bearer(other.token),
    );
    expect(nowhere.body.code).toBe(404);
  });

  it('posts poems and prose as plain text', async () => {
    const poem = await server.post(
      '/app/api/content/poetry',
      {
        title: '鹿柴',
        author: '王维',
        dynasty: '唐',
        content: '空山不见人，但闻人语响。\n返景入深林，复照青苔上。',
      },
      bearer(author.token),
    );
    expect(poem.body.data).toMatchObject({ title: '鹿柴', author: '王维', userId: author.userId });
    const prose = await server.post(
      '/app/api/content/prose',
      { title: '<b>小记</b>', content: '今天 <i>天气</i> 很好。' },
      bearer(author.token),
    );
    expect(prose.body.data).toMatchObject({ title: '<b>小记</b>', content: '今天 <i>天气</i> 很好。' });
    expect((await server.get('/admin/content/poetry/page/center')).body.data[0].title).toBe('鹿柴');
    expect((await server.get('/admin/content/prose/page/center')).body.data[0].id).toBe(prose.body.data.id);
  });

  it('lets only the author edit or take down, and changes nothing otherwise', async () => {
    const article = await server.post(
      '/app/api/content/article',
      { title: '我的文章', contentHtml: '<p>原文</p>' },
      bearer(author.token),
    );
    const id = article.body.data.id as number;
    const edits = [
      server.put('/admin/article', { id, title: '被改了' }, bearer(other.token)),
      server.post('/admin/article/update/batch/state', { ids: [id], state: 'OffShelf' }, bearer(other.token)),
    ];
    for (const answer of await Promise.all(edits)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 403, msg: '只能修改或下架自己发布的内容' });
    }
    expect((await server.get(`/app/api/content/article/${id}`)).body.data).toMatchObject({
      title: '我的文章',
      state: 'OnShelf',
    });
    const unknown = await server.put('/admin/article', { id: 999999, title: 'x' }, bearer(author.token));
    expect(unknown.status).toBe(404);
    const mixed = await server.post(
      '/admin/article/update/batch/state',
      { ids: [id, 999999], state: 'OffShelf' },
      bearer(author.token),
    );
    expect(mixed.status).toBe(404);
    expect((await server.get(`/app/api/content/article/${id}`)).body.data.state).toBe('OnShelf');

    const edited = await server.put(
      '/admin/article',
      { id, title: '改过的文章', contentHtml: '<p>新的正文</p><script>x</script>' },
      bearer(author.token),
    );
    expect(edited.body.data).toMatchObject({
      title: '改过的文章',
      contentHtml: '<p>新的正文</p>',
      summary: '新的正文',
    });
  });

  it('hides content taken off shelf from lists and strangers, and brings it back', async () => {
    const video = await server.post(
      '/app/api/content/video',
      { title: '要下架的视频', videoUrl: '/resource/files/demo/videos/cat-nap.mp4' },
      bearer(author.token),
    );
    const question = await server.post('/app/api/question', { title: '要下架的问题' }, bearer(author.token));
    const videoId = video.body.data.id as number;
    const questionId = question.body.data.id as number;
    const other403 = await server.put('/admin/video', { id: videoId, title: 'x' }, bearer(other.token));
    expect(other403.status).toBe(403);
    expect(
      (await server.put('/admin/question', { id: questionId, title: 'x' }, bearer(other.token))).status,
    ).toBe(403);

    const off = await server.post(
      '/admin/video/update/batch/state',
      { ids: [videoId], state: 'OffShelf' },
      bearer(author.token),
    );
    expect(off.body.data).toEqual({ updated: 1 });
    await server.post(
      '/admin/question/update/batch/state',
      { ids: [questionId], state: 'OffShelf' },
      bearer(author.token),
    );
    const ids = (answer: { body: { data: Array<{ id: number }> } }) =>
      answer.body.data.map((item) => item.id);
    expect(ids(await server.get('/app/api/content/video/page/center?pageSize=50'))).not.toContain(videoId);
    expect(ids(await server.get('/app/api/question/page/center?pageSize=50'))).not.toContain(questionId);
    expect((await server.get(`/app/api/content/video/${videoId}`)).status).toBe(404);
    expect((await server.get(`/app/api/content/video/${videoId}`, bearer(other.token))).status).toBe(404);
    const own = await server.get(`/app/api/content/video/${videoId}`, bearer(author.token));
    expect(own.body.data.state).toBe('OffShelf');
    expect(
      (await server.post(`/app/api/question/${questionId}/answer`, { contentHtml: 'x' }, bearer(other.token)))
        .status,
    ).toBe(404);

    await server.post(
      '/admin/video/update/batch/state',
      { ids: [videoId], state: 'OnShelf' },
      bearer(author.token),
    );
    expect(ids(await server.get('/app/api/content/video/page/center?pageSize=50'))).toContain(videoId);
    const badState = await server.post(
      '/admin/video/update/batch/state',
      { ids: [videoId], state: 'CompelOff' },
      bearer(author.token),
    );
    expect(badState.body.code).toBe(400);
  });
});

describe('works on the profile', () => {
  it('counts what a user has published and is on the shelf', async () => {
    const server = await startTestServer('sqlite');
    try {
      const { token } = await loginBySms(server, '13700000099');
      const works = async () => (await server.get('/app/user/stat', bearer(token))).body.data.worksCount;
      expect(await works()).toBe(0);
      const article = await server.post(
        '/app/api/content/article',
        { title: '武汉的早餐', contentHtml: '<p>热干面配蛋酒。</p>' },
        bearer(token),
      );
      await server.post('/app/api/question', { title: '武汉哪里的热干面最好吃？' }, bearer(token));
      expect(await works()).toBe(2);
      await server.post(
        '/admin/article/update/batch/state',
        { ids: [article.body.data.id], state: 'OffShelf' },
        bearer(token),
      );
      expect(await works()).toBe(1);
    } finally {
      await server.stop();
    }
  });
});
