import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../src/features/content/articles.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

type User = SessionUserForTest;

describe.each(databaseKinds())('notices on %s', (kind) => {
  let server: TestServer;
  let author: User;
  let fan: User;
  let other: User;
  let articleId: number;

  const as = (user: User) => ({
    get: (path: string) => server.get(path, bearer(user.token)),
    post: (path: string, body: unknown) => server.post(path, body, bearer(user.token)),
  });
  const unread = async (user: User) => {
    const { body } = await as(user).get('/app/notice/tab/list');
    return Object.fromEntries(
      body.data.map((e: { type: string; unReadCount: number }) => [e.type, e.unReadCount]),
    );
  };
  const interact = async (user: User, page = 1) =>
    (await as(user).get(`/app/notice/interact/page?pageNum=${page}&pageSize=10`)).body;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [author, fan, other] = (await makeUsers(server, 3, '1390071')) as [User, User, User];
    articleId = await insertArticle(server.db, {
      userId: author.userId,
      title: '春天的狐狸',
      contentHtml: '<p>正文</p>',
      createdAt: Date.now(),
    });
  });
  afterAll(() => server.stop());

  it('tells the author of a like and a collect, once, and never for an unlike or oneself', async () => {
    const target = { busyType: 'Article', busyCode: articleId };
    expect((await as(fan).post('/app/api/common/like', target)).body.data).toBe(true);
    expect((await as(fan).post('/app/api/common/collect', target)).body.data).toBe(true);
    expect((await as(author).post('/app/api/common/like', target)).body.data).toBe(true);

    const page = await interact(author);
    expect(page.total).toBe(2);
    expect(page.data.map((n: { type: string }) => n.type).sort()).toEqual(['collect', 'like']);
    expect(page.data[0]).toMatchObject({
      operatorUserId: fan.userId,
      content: '春天的狐狸',
      topType: 'Article',
      topCode: articleId,
      readState: 0,
    });
    expect((await interact(fan)).total).toBe(0);

    // Unliking adds nothing; liking again replaces the earlier like instead of piling up.
    expect((await as(fan).post('/app/api/common/like', target)).body.data).toBe(false);
    expect((await interact(author)).total).toBe(2);
    expect((await as(fan).post('/app/api/common/like', target)).body.data).toBe(true);
    expect((await interact(author)).total).toBe(2);
  });

  it('tells the author of a comment and the replied-to user of a reply, never the commenter', async () => {
    const comment = await as(fan).post('/app/api/common/comment', {
      busyType: 'Article',
      busyCode: articleId,
      content: '看图 https://img.example.com/a.png',
    });
    expect(comment.body.code).toBe(200);
    const page = await interact(author);
    expect(page.data[0]).toMatchObject({
      type: 'commentReceive',
      operatorUserId: fan.userId,
      content: '看图 https://img.example.com/a.png',
      topCode: articleId,
    });

    const before = (await interact(author)).total;
    await as(author).post('/app/api/common/comment', {
      busyType: 'Article',
      busyCode: articleId,
      content: '谢谢',
      pid: comment.body.data.id,
    });
    expect((await interact(author)).total).toBe(before);
    const fanPage = await interact(fan);
    expect(fanPage.data[0]).toMatchObject({
      type: 'commentSend',
      operatorUserId: author.userId,
      content: '谢谢',
    });

    // A third user replies to the fan's comment: the fan hears of a reply, the author of a comment.
    const authorBefore = (await interact(author)).total;
    await as(other).post('/app/api/common/comment', {
      busyType: 'Article',
      busyCode: articleId,
      content: '同感',
      pid: comment.body.data.id,
      replyId: comment.body.data.id,
      replyUser: fan.userId,
    });
    expect((await interact(fan)).data[0]).toMatchObject({
      type: 'commentSend',
      operatorUserId: other.userId,
    });
    const authorPage = await interact(author);
    expect(authorPage.total).toBe(authorBefore + 1);
    expect(authorPage.data[0]).toMatchObject({ type: 'commentReceive', operatorUserId: other.userId });
  });

  it('tells the author of a question of each answer, once, and never of their own', async () => {
    const asked = await as(author).post('/app/api/question', {
      title: '狐狸冬天吃什么？',
      contentHtml: '<p>求解</p>',
    });
    expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
    const questionId = asked.body.data.id as number;
    const before = (await interact(author)).total;
    const answered = await as(fan).post(`/app/api/question/${questionId}/answer`, {
      contentHtml: '<p>吃老鼠和浆果</p>',
    });
    expect(answered.body.code, JSON.stringify(answered.body)).toBe(200);
    await as(author).post(`/app/api/question/${questionId}/answer`, { contentHtml: '<p>自问自答</p>' });
    const page = await interact(author);
    expect(page.total).toBe(before + 1);
    expect(page.data[0]).toMatchObject({
      type: 'questionReceive',
      operatorUserId: fan.userId,
      content: '吃老鼠和浆果',
      topType: 'Question',
      topCode: questionId,
      objType: 'Answer',
    });
  });

  it('lists new fans with meFollowHim, and a friend request under friend', async () => {
    expect((await as(fan).post('/app/user/focus', { focusUserId: author.userId })).body.data).toBe(true);
    let fans = (await as(author).get('/app/notice/getFansNoticeList')).body;
    expect(fans.total).toBe(1);
    expect(fans.data[0]).toMatchObject({ userId: fan.userId, meFollowHim: false, readState: 0 });
    await as(author).post('/app/user/focus', { focusUserId: fan.userId });
    fans = (await as(author).get('/app/notice/getFansNoticeList')).body;
    expect(fans.data[0].meFollowHim).toBe(true);
    // The author's follow back is the fan's own fans notice, not the author's.
    expect((await as(fan).get('/app/notice/getFansNoticeList')).body.data[0].userId).toBe(author.userId);

    const sent = await as(other).post('/app/friends', { friendId: author.userId, applyMsg: '你好呀' });
    expect(sent.body.code).toBe(200);
    const requests = (await as(author).get('/app/notice/friend/page')).body;
    expect(requests.data).toEqual([
      expect.objectContaining({ userId: other.userId, content: '你好呀', readState: 0 }),
    ]);
    expect((await as(other).get('/app/notice/friend/page')).body.total).toBe(0);
  });

  it('counts unread per tab and entry, and marks one tab read', async () => {
    const counts = await unread(author);
    expect(counts).toMatchObject({ interact: 5, fans: 1, friend: 1, system: 0, publisher: 0 });
    const outer = (await as(author).get('/app/notice/outer/list')).body.data;
    expect(outer).toEqual([
      { type: 'outerSystem', unReadCount: 0 },
      { type: 'outerFriend', unReadCount: 2 },
      { type: 'outerInteract', unReadCount: 5 },
      { type: 'outerTask', unReadCount: 0 },
    ]);
    const system = (await as(author).get('/app/notice/getSystemReadNum')).body.data;
    expect(system.map((e: { type: string }) => e.type)).toEqual(['system', 'shop', 'wallet', 'mcn']);

    expect((await as(author).post('/app/notice/read', { tab: 'interact' })).body.data).toBe(5);
    expect(await unread(author)).toMatchObject({ interact: 0, fans: 1 });
    expect((await interact(author)).data.every((n: { readState: number }) => n.readState === 1)).toBe(true);
    // The fan's own notices stay unread.
    expect((await unread(fan)).interact).toBe(2);
  });

  it('pages by 10, newest first', async () => {
    const { db } = server;
    const rows = Array.from({ length: 12 }, (_, i) => ({
      userId: other.userId,
      tab: 'system' as const,
      type: 'account',
      operatorId: 0,
      topType: null,
      topCode: null,
      objType: null,
      coverImage: '',
      title: `系统通知 ${i + 1}`,
      content: '',
      extra: '{}',
      readState: 0,
      createdAt: 1_000 + i,
    }));
    await db.insertInto('notices').values(rows).execute();
    const first = (await as(other).get('/app/notice/system/page')).body;
    expect(first.total).toBe(12);
    expect(first.data).toHaveLength(10);
    expect(first.data[0].title).toBe('系统通知 12');
    const second = (await as(other).get('/app/notice/system/page?pageNum=2&pageSize=10')).body;
    expect(second.data.map((n: { title: string }) => n.title)).toEqual(['系统通知 2', '系统通知 1']);
    expect((await as(author).get('/app/notice/system/page')).body.total).toBe(0);
    expect((await as(other).get('/app/notice/task/page?noticeType=publisher')).body).toMatchObject({
      code: 200,
      total: 0,
      data: [],
    });
  });

  it('refuses guests and bad input', async () => {
    for (const path of [
      '/app/notice/outer/list',
      '/app/notice/interact/page',
      '/app/notice/getFansNoticeList',
    ]) {
      expect((await server.get(path)).body.code).toBe(401);
    }
    expect((await server.post('/app/notice/read', { tab: 'interact' })).body.code).toBe(401);
    expect((await as(author).post('/app/notice/read', { tab: 'nonsense' })).body.code).toBe(400);
    expect((await as(author).get('/app/notice/interact/page?pageNum=0')).body.code).toBe(400);
    expect((await as(author).get('/app/notice/task/page?noticeType=boss')).body.code).toBe(400);
    expect((await as(author).get('/app/notice/task/page')).body.code).toBe(400);
  });
});
