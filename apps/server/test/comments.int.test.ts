import { CHINA_TIME_PATTERN } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionOf } from '../src/features/comments/ip-region.js';
import { targets } from '../src/compose.js';
import type { TargetInfo } from '../src/features/social/targets.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

/** Objects of a test-only business type whose author and state the test sets directly. */
const things = new Map<number, TargetInfo>();
targets.register({
  busyType: 'CommentTestThing',
  find: async (_db, busyCode) => things.get(busyCode) ?? null,
});

type User = SessionUserForTest;

interface Listed {
  id: number;
  pid: number;
  content: string;
  [field: string]: unknown;
}

describe('the region of an address', () => {
  it('names the province in China, the country abroad, and 未知 for private or bad addresses', () => {
    expect(regionOf('120.24.78.68')).toBe('广东');
    expect(regionOf('::ffff:120.24.78.68')).toBe('广东');
    expect(regionOf('8.8.8.8')).toBe('美国');
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.9', 'not-an-ip', ''])
      expect(regionOf(ip)).toBe('未知');
  });
});

describe.each(databaseKinds())('comments on %s', (kind) => {
  let server: TestServer;
  let author: User;
  let viewer: User;
  let other: User;
  const BASE = { busyType: 'CommentTestThing', busyCode: 1 };
  const list = (query: string, token?: string) =>
    server.get(`/app/api/common/comment/list?busyType=CommentTestThing&${query}`, token ? bearer(token) : {});
  const post = (payload: Record<string, unknown>, token = viewer.token) =>
    server.post('/app/api/common/comment', { ...BASE, siteId: 1, busyUser: 1, ...payload }, bearer(token));

  beforeAll(async () => {
    server = await startTestServer(kind);
    [author, viewer, other] = (await makeUsers(server, 3, '1390003')) as [User, User, User];
    things.set(1, { authorId: author.userId, actionable: true });
    things.set(2, { authorId: author.userId, actionable: false });
    things.set(3, { authorId: author.userId, actionable: true });
    things.set(4, { authorId: author.userId, actionable: true });
  });
  afterAll(() => server.stop());

  it('refuses empty, over-long and misplaced comments, and guests', async () => {
    expect((await post({ content: '' })).body).toMatchObject({ code: 400, msg: '内容不能为空' });
    expect((await post({ content: ' \t\n ' })).body).toMatchObject({ code: 400, msg: '内容不能为空' });
    expect((await post({ content: '字'.repeat(501) })).body.code).toBe(400);
    expect((await post({ content: '你好', busyCode: 404 })).body.code).toBe(404);
    expect((await post({ content: '你好', busyCode: 2 })).body.code).toBe(400);
    expect((await post({ content: '你好', pid: 999_999 })).body).toMatchObject({
      code: 404,
      msg: '回复的评论不存在',
    });
    const guest = await server.post('/app/api/common/comment', { ...BASE, content: '你好' });
    expect(guest.body.code).toBe(401);
    expect((await list('busyCode=404')).body.code).toBe(404);
    expect((await list('busyCode=1&pageSize=1001')).body.code).toBe(400);
  });

  it('posts comments and replies, counting them, and shows author badge, region and reply target', async () => {
    const first = await post({ content: '  沙发  ' });
    expect(first.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const byAuthor = await post({ content: '谢谢支持' }, author.token);
    const top = first.body.data.id as number;
    const reply = await post(
      { content: '同意', pid: top, replyId: top, replyUser: viewer.userId },
      other.token,
    );
    const replyToReply = await post(
      { content: '哈哈', pid: top, replyId: reply.body.data.id, replyUser: 12345 },
      author.token,
    );
    expect(replyToReply.body.code).toBe(200);

    const page = await list('busyCode=1&pageNum=1&pageSize=10', viewer.token);
    expect(page.body).toMatchObject({ code: 200, total: 2 });
    expect(page.body.data.map((c: Listed) => c.content)).toEqual(['谢谢支持', '沙发']);
    const [authorComment, viewerComment] = page.body.data;
    expect(authorComment).toMatchObject({ id: byAuthor.body.data.id, pid: 0, isAuthor: true, replyCount: 0 });
    expect(authorComment.lastCommentId).toBeUndefined();
    expect(viewerComment).toMatchObject({
      id: top,
      pid: 0,
      commentUser: viewer.userId,
      commentUserName: expect.any(String),
      commentUserAvatar: expect.any(String),
      content: '沙发',
      commentTime: expect.stringMatching(CHINA_TIME_PATTERN),
      ipAddress: '未知',
      praiseObj: false,
      praiseCount: 0,
      replyCount: 2,
      lastCommentId: replyToReply.body.data.id,
      isAuthor: false,
    });

    const replies = await list(`busyCode=1&pid=${top}`);
    expect(replies.body.total).toBe(2);
    expect(replies.body.data.map((c: Listed) => c.content)).toEqual(['同意', '哈哈']);
    expect(replies.body.data[0]).toMatchObject({ pid: top, replyUser: viewer.userId, isAuthor: false });
    // Whom a reply answers comes from the stored comment, not from the client's replyUser.
    expect(replies.body.data[1]).toMatchObject({ replyUser: other.userId, isAuthor: true });

    const counter = await server.db
      .selectFrom('objectCounters')
      .select(['commentCount', 'topCommentCount'])
      .where('busyType', '=', 'CommentTestThing')
      .where('busyCode', '=', 1)
      .executeTakeFirstOrThrow();
    expect(counter).toEqual({ commentCount: 4, topCommentCount: 2 });

    // A reply must stay under a top-level comment of the same object.
    expect((await post({ content: 'x', pid: reply.body.data.id })).body.code).toBe(404);
    expect((await post({ content: 'x', busyCode: 3, pid: top })).body.code).toBe(404);
    expect((await post({ content: 'x', pid: top, replyId: byAuthor.body.data.id })).body.code).toBe(404);
  });

  it('likes a comment on its own count, shows it to the viewer, and reports it', async () => {
    const mine = await post({ content: '点赞我' }, other.token);
    const id = mine.body.data.id as number;
    const like = await server.post(
      '/app/api/common/like',
      { busyType: 'Comment', busyCode: id, authorUserId: 0 },
      bearer(viewer.token),
    );
    expect(like.body.data).toBe(true);
    const seen = (await list('busyCode=1&pageSize=1', viewer.token)).body.data[0];
    expect(seen).toMatchObject({ id, praiseObj: true, praiseCount: 1 });
    expect((await list('busyCode=1&pageSize=1', author.token)).body.data[0].praiseObj).toBe(false);
    expect((await list('busyCode=1&pageSize=1')).body.data[0].praiseObj).toBe(false);
    expect((await server.get('/app/user/stat', bearer(other.token))).body.data.likedCount).toBe(1);

    const report = (token: string) =>
      server.post(
        '/app/operate/addReportInfo',
        { objId: id, objType: 'Comment', reportType: 'Abuse' },
        bearer(token),
      );
    expect((await report(viewer.token)).body.code).toBe(200);
    expect((await report(other.token)).body.msg).toBe('不能举报自己发布的内容');
  });

  it('pages 1000 comments by keyset and by page number alike, and replies 10 at a time', async () => {
    const { db } = server;
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      busyType: 'CommentTestThing',
      busyCode: 3,
      userId: viewer.userId,
      pid: 0,
      replyId: 0,
      replyUserId: 0,
      content: `评论 ${i}`,
      ipAddress: '未知',
      praiseCount: 0,
      replyCount: 0,
      lastReplyId: 0,
      createdAt: 1_700_000_000_000 + i,
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await db
        .insertInto('comments')
        .values(rows.slice(start, start + 200))
        .execute();
    }
    await db
      .insertInto('objectCounters')
      .values({
        busyType: 'CommentTestThing',
        busyCode: 3,
        praiseCount: 0,
        collectCount: 0,
        commentCount: 1000,
        shareCount: 0,
        topCommentCount: 1000,
      })
      .execute();

    const seen: number[] = [];
    let lastId: number | undefined;
    for (let page = 1; page <= 100; page++) {
      const answer = await list(`busyCode=3&pageSize=10${lastId ? `&lastId=${lastId}` : ''}`);
      expect(answer.body.total).toBe(1000);
      const ids = answer.body.data.map((c: Listed) => c.id);
      expect(ids).toHaveLength(10);
      if (page === 37) {
        const byNumber = await list('busyCode=3&pageSize=10&pageNum=37');
        expect(byNumber.body.data.map((c: Listed) => c.id)).toEqual(ids);
      }
      seen.push(...ids);
      lastId = ids.at(-1);
    }
    expect(new Set(seen).size).toBe(1000);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect((await list(`busyCode=3&pageSize=10&lastId=${lastId}`)).body.data).toEqual([]);
    // Only answers take the long page.
    expect((await list('busyCode=3&pageSize=1000')).body.data).toHaveLength(100);

    // Replies: 25 under one comment, read 10 at a time oldest first as the panel does.
    const parent = seen[0]!;
    for (let i = 0; i < 25; i++)
      await post({ busyCode: 3, content: `回复 ${i}`, pid: parent, replyId: parent });
    const loaded: string[] = [];
    let total = Infinity;
    for (let num = 1; loaded.length < total; num++) {
      const answer = await list(`busyCode=3&pid=${parent}&pageNum=${num}&pageSize=10`);
      total = answer.body.total;
      expect(answer.body.data.length).toBe(Math.min(10, total - loaded.length));
      loaded.push(...answer.body.data.map((c: Listed) => c.content));
    }
    expect(loaded).toEqual(Array.from({ length: 25 }, (_, i) => `回复 ${i}`));
    const keyset = await list(`busyCode=3&pid=${parent}&pageSize=10&lastId=${seen[0]}`);
    expect(keyset.body.data[0].content).toBe('回复 0');
  }, 60_000);

  it('answers comment lists to guests', async () => {
    const answer = await server.get('/app/api/common/comment/list?busyType=CommentTestThing&busyCode=4');
    expect(answer.body).toMatchObject({ code: 200, total: 0, data: [] });
  });
});
