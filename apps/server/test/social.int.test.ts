import { formatChinaTime } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets } from '../src/compose.js';
import type { TargetInfo } from '../src/features/social/targets.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

/** Objects of a test-only business type whose author and state the test sets directly. */
const things = new Map<number, TargetInfo>();
targets.register({
  busyType: 'SocialTestThing',
  find: async (_db, busyCode) => things.get(busyCode) ?? null,
});

type User = SessionUserForTest;

describe.each(databaseKinds())('follows, likes, collects, dislikes and reports on %s', (kind) => {
  let server: TestServer;
  let author: User;
  let viewer: User;
  let other: User;

  const counts = async (busyType: string, busyCode: number) => {
    const { db } = server;
    const counter = await db
      .selectFrom('objectCounters')
      .select(['praiseCount', 'collectCount'])
      .where('busyType', '=', busyType)
      .where('busyCode', '=', busyCode)
      .executeTakeFirst();
    const rows = await db
      .selectFrom('reactions')
      .select(['kind'])
      .where('busyType', '=', busyType)
      .where('busyCode', '=', busyCode)
      .execute();
    return {
      praiseCount: counter?.praiseCount ?? 0,
      collectCount: counter?.collectCount ?? 0,
      likeRows: rows.filter((row) => row.kind === 'like').length,
      collectRows: rows.filter((row) => row.kind === 'collect').length,
    };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    [author, viewer, other] = (await makeUsers(server, 3, '1390001')) as [User, User, User];
    things.set(1, { authorId: author.userId, actionable: true });
    things.set(2, { authorId: author.userId, actionable: false });
    things.set(3, { authorId: other.userId, actionable: true });
  });
  afterAll(() => server.stop());

  it('toggles a follow, refuses following oneself or nobody, and counts follows and fans', async () => {
    const on = await server.post('/app/user/focus', { focusUserId: author.userId }, bearer(viewer.token));
    expect(on.body).toMatchObject({ code: 200, data: true });
    await server.post('/app/user/focus', { focusUserId: author.userId }, bearer(other.token));
    const stat = await server.get('/app/user/stat', bearer(author.token));
    expect(stat.body.data).toMatchObject({ followCount: 0, fansCount: 2, worksCount: 0 });
    expect((await server.get('/app/user/stat', bearer(viewer.token))).body.data).toMatchObject({
      followCount: 1,
      fansCount: 0,
    });
    const off = await server.post('/app/user/focus', { focusUserId: author.userId }, bearer(viewer.token));
    expect(off.body.data).toBe(false);
    expect((await server.get('/app/user/stat', bearer(author.token))).body.data.fansCount).toBe(1);

    const self = await server.post('/app/user/focus', { focusUserId: viewer.userId }, bearer(viewer.token));
    expect(self.body).toMatchObject({ code: 400, msg: '不能关注自己' });
    const nobody = await server.post('/app/user/focus', { focusUserId: 99_999_999 }, bearer(viewer.token));
    expect(nobody.body.code).toBe(404);
    expect((await server.post('/app/user/focus', { focusUserId: 'x' }, bearer(viewer.token))).body.code).toBe(
      400,
    );
    expect((await server.post('/app/user/focus', { focusUserId: author.userId })).body.code).toBe(401);
    expect((await server.get('/app/user/stat')).body.code).toBe(401);
  });

  it('toggles a like and a collect with the count in step, trusting its own author record', async () => {
    const body = { busyType: 'SocialTestThing', busyCode: 1, authorUserId: viewer.userId };
    expect((await server.post('/app/api/common/like', body, bearer(viewer.token))).body.data).toBe(true);
    expect((await server.post('/app/api/common/collect', body, bearer(viewer.token))).body.data).toBe(true);
    expect(await counts('SocialTestThing', 1)).toEqual({
      praiseCount: 1,
      collectCount: 1,
      likeRows: 1,
      collectRows: 1,
    });
    // The like counts for the real author, not the one the client named.
    expect((await server.get('/app/user/stat', bearer(author.token))).body.data.likedCount).toBe(1);
    expect((await server.get('/app/user/stat', bearer(viewer.token))).body.data.likedCount).toBe(0);

    expect((await server.post('/app/api/common/like', body, bearer(viewer.token))).body.data).toBe(false);
    expect(await counts('SocialTestThing', 1)).toMatchObject({
      praiseCount: 0,
      likeRows: 0,
      collectCount: 1,
    });
    expect((await server.get('/app/user/stat', bearer(author.token))).body.data.likedCount).toBe(0);
  });

  it('refuses likes on unknown or closed objects, bad input and guests', async () => {
    const like = (payload: unknown, headers: Record<string, string> = bearer(viewer.token)) =>
      server.post('/app/api/common/like', payload, headers);
    const missing = await like({ busyType: 'SocialTestThing', busyCode: 404 });
    expect(missing.body).toMatchObject({ code: 404, msg: '内容不存在或已删除' });
    expect((await like({ busyType: 'NoSuchType', busyCode: 1 })).body.code).toBe(404);
    expect((await like({ busyType: 'SocialTestThing', busyCode: 2 })).body).toMatchObject({
      code: 400,
      msg: '该内容暂不支持此操作',
    });
    expect((await like({ busyType: 'SocialTestThing', busyCode: 1, authorUserId: 'abc' })).body.code).toBe(
      400,
    );
    expect((await like({ busyType: 'SocialTestThing', busyCode: -1 })).body.code).toBe(400);
    expect((await like({ busyCode: 1 })).body.code).toBe(400);
    expect((await like({ busyType: 'SocialTestThing', busyCode: 1 }, {})).body.code).toBe(401);
    const collectMissing = await server.post(
      '/app/api/common/collect',
      { busyType: 'SocialTestThing', busyCode: 404 },
      bearer(viewer.token),
    );
    expect(collectMissing.body.code).toBe(404);
  });

  it('keeps the like count equal to the like rows under 100 concurrent toggles', async () => {
    things.set(10, { authorId: author.userId, actionable: true });
    const crowd = await makeUsers(server, 100, '1390002');
    const body = { busyType: 'SocialTestThing', busyCode: 10, authorUserId: author.userId };
    const answers = await Promise.all(
      crowd.map((user) => server.post('/app/api/common/like', body, bearer(user.token))),
    );
    expect(answers.every((answer) => answer.body.code === 200 && answer.body.data === true)).toBe(true);
    expect(await counts('SocialTestThing', 10)).toMatchObject({ praiseCount: 100, likeRows: 100 });

    // The same crowd on a real question, whose count lives on the question's own row.
    const question = await server.post(
      '/app/api/question',
      { title: '大家都在看什么书？' },
      bearer(author.token),
    );
    const questionId = question.body.data.id as number;
    const onQuestion = { busyType: 'Question', busyCode: questionId };
    const liked100 = await Promise.all(
      crowd.map((user) => server.post('/app/api/common/like', onQuestion, bearer(user.token))),
    );
    expect(liked100.every((answer) => answer.body.data === true)).toBe(true);
    const stored = await server.db
      .selectFrom('questions')
      .select('praiseCount')
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    expect(stored.praiseCount).toBe(100);
    expect((await counts('Question', questionId)).likeRows).toBe(100);

    // The same user 101 times at once: every toggle applies, one after another.
    things.set(11, { authorId: author.userId, actionable: true });
    const same = { busyType: 'SocialTestThing', busyCode: 11 };
    const toggles = await Promise.all(
      Array.from({ length: 101 }, () => server.post('/app/api/common/like', same, bearer(viewer.token))),
    );
    expect(toggles.every((answer) => answer.body.code === 200)).toBe(true);
    const liked = toggles.filter((answer) => answer.body.data === true).length;
    expect(liked).toBe(51);
    const after = await counts('SocialTestThing', 11);
    expect(after.praiseCount).toBe(after.likeRows);
    expect(after.likeRows).toBe(1);
  }, 60_000);

  it('likes, collects and comments real content, counting on its row and flagging it for the viewer', async () => {
    const created = await server.post(
      '/app/api/question',
      { title: '周末去哪里爬山比较好？', contentHtml: '<p>求推荐</p>' },
      bearer(author.token),
    );
    expect(created.body.code).toBe(200);
    const id = created.body.data.id as number;
    const body = { busyType: 'Question', busyCode: id, authorUserId: 0 };
    expect((await server.post('/app/api/common/like', body, bearer(viewer.token))).body.data).toBe(true);
    expect((await server.post('/app/api/common/collect', body, bearer(viewer.token))).body.data).toBe(true);
    await server.post('/app/user/focus', { focusUserId: author.userId }, bearer(viewer.token));
    const comment = await server.post(
      '/app/api/common/comment',
      { busyType: 'Question', busyCode: id, content: '推荐香山' },
      bearer(viewer.token),
    );
    expect(comment.body.code).toBe(200);
    const row = await server.db
      .selectFrom('questions')
      .select(['praiseCount', 'collectCount', 'commentCount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ praiseCount: 1, collectCount: 1, commentCount: 1 });
    const seen = await server.get(`/app/api/question/${id}`, bearer(viewer.token));
    expect(seen.body.data).toMatchObject({
      praiseObj: true,
      collectObj: true,
      followObj: true,
      praiseCount: 1,
    });
    const guest = await server.get(`/app/api/question/${id}`);
    expect(guest.body.data).toMatchObject({ praiseObj: false, collectObj: false, followObj: false });
    const questions = await server.get('/app/question/collect/list', bearer(viewer.token));
    expect(questions.body.data).toEqual([expect.objectContaining({ busyType: 'Question', busyCode: id })]);
    const report = await server.post(
      '/app/operate/addReportInfo',
      { objId: id, objType: 'Question', reportType: 'Spam' },
      bearer(author.token),
    );
    expect(report.body.msg).toBe('不能举报自己发布的内容');
    expect((await server.post('/app/api/common/like', body, bearer(viewer.token))).body.data).toBe(false);
    await server.post('/app/user/focus', { focusUserId: author.userId }, bearer(viewer.token));
  });

  it('lists collections newest first, and questions on their own list', async () => {
    for (const code of [3, 1]) {
      things.set(100 + code, { authorId: author.userId, actionable: true });
    }
    await server.post(
      '/app/api/common/collect',
      { busyType: 'SocialTestThing', busyCode: 103 },
      bearer(other.token),
    );
    await server.post(
      '/app/api/common/collect',
      { busyType: 'SocialTestThing', busyCode: 101 },
      bearer(other.token),
    );
    const collectedAt = Date.now();
    // A collected question, stored directly: which content features serve questions is not this test's concern.
    await server.db
      .insertInto('reactions')
      .values({
        userId: other.userId,
        kind: 'collect',
        busyType: 'Question',
        busyCode: 1,
        authorId: 0,
        createdAt: collectedAt,
      })
      .execute();
    const all = await server.get('/app/user/collect/list?pageNum=1&pageSize=2', bearer(other.token));
    expect(all.body).toMatchObject({ code: 200, total: 3 });
    expect(all.body.data.map((item: { busyCode: number }) => item.busyCode)).toEqual([1, 101]);
    expect(all.body.data[0]).toMatchObject({ busyType: 'Question', busyCode: 1 });
    expect(all.body.data[0].createdAt).toBe(formatChinaTime(collectedAt));
    const second = await server.get('/app/user/collect/list?pageNum=2&pageSize=2', bearer(other.token));
    expect(second.body.data).toEqual([expect.objectContaining({ busyCode: 103 })]);
    const byType = await server.get('/app/user/collect/list?busyType=SocialTestThing', bearer(other.token));
    expect(byType.body.total).toBe(2);
    const questions = await server.get('/app/question/collect/list', bearer(other.token));
    expect(questions.body).toMatchObject({ total: 1, data: [{ busyType: 'Question', busyCode: 1 }] });
    expect((await server.get('/app/user/collect/list?pageSize=1000', bearer(other.token))).body.code).toBe(
      400,
    );
    expect((await server.get('/app/user/collect/list')).body.code).toBe(401);
  });

  it('keeps a dislike once per user and object', async () => {
    const body = { busyType: 'SocialTestThing', busyCode: 3, dislikeType: 'DislikeCategory' };
    expect((await server.post('/app/api/common/dislike', body, bearer(viewer.token))).body.data).toBe(true);
    expect((await server.post('/app/api/common/dislike', body, bearer(viewer.token))).body.data).toBe(true);
    const rows = await server.db
      .selectFrom('dislikes')
      .selectAll()
      .where('userId', '=', viewer.userId)
      .execute();
    expect(rows).toHaveLength(1);
    const wrongType = await server.post(
      '/app/api/common/dislike',
      { ...body, dislikeType: 'Nope' },
      bearer(viewer.token),
    );
    expect(wrongType.body.code).toBe(400);
    const missing = await server.post(
      '/app/api/common/dislike',
      { ...body, busyCode: 404 },
      bearer(viewer.token),
    );
    expect(missing.body.code).toBe(404);
    expect((await server.post('/app/api/common/dislike', body)).body.code).toBe(401);
  });

  it('answers the report reasons and the system configuration', async () => {
    const reasons = await server.get('/system/dict/data/type/report_type');
    expect(reasons.body.code).toBe(200);
    expect(reasons.body.data.map((entry: { dictLabel: string }) => entry.dictLabel)).toEqual([
      '色情低俗',
      '政治敏感',
      '违法犯罪',
      '垃圾广告',
      '人身攻击',
      '侵犯隐私',
      '抄袭侵权',
      '其他',
    ]);
    expect(reasons.body.data.at(-1)).toMatchObject({ dictLabel: '其他', dictValue: 'Other' });
    const config = await server.get('/system/dict/data/type/system_config');
    expect(config.body.data).toEqual([{ dictLabel: 'RechargeRate', dictValue: '10', dictSort: 1 }]);
    expect((await server.get('/system/dict/data/type/nothing_here')).body.data).toEqual([]);
  });

  it('files a report once, never on one’s own content, with the reason rules', async () => {
    const posted = await server.post(
      '/app/api/common/comment',
      { busyType: 'SocialTestThing', busyCode: 1, content: '加我好友领红包' },
      bearer(author.token),
    );
    const objId = posted.body.data.id as number;
    const report = (payload: Record<string, unknown>, token = viewer.token) =>
      server.post(
        '/app/operate/addReportInfo',
        { objId, objType: 'Comment', title: '评论', authorId: 1, reportType: 'Spam', ...payload },
        bearer(token),
      );
    const first = await report({
      imageUrl: `${server.url}/resource/files/demo/pictures/cat.jpg, /resource/files/demo/pictures/xihu.jpg`,
    });
    expect(first.body).toMatchObject({ code: 200, data: null });
    const stored = await server.db
      .selectFrom('reports')
      .selectAll()
      .where('userId', '=', viewer.userId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      objType: 'Comment',
      authorId: author.userId,
      imageUrl: '/resource/files/demo/pictures/cat.jpg,/resource/files/demo/pictures/xihu.jpg',
      state: 'pending',
    });
    expect((await report({})).body).toMatchObject({ code: 400, msg: '您已举报过该内容，请耐心等待处理' });
    expect((await report({}, author.token)).body).toMatchObject({ code: 400, msg: '不能举报自己发布的内容' });
    expect((await report({ reportType: 'Other' }, other.token)).body).toMatchObject({
      code: 400,
      msg: '请填写举报信息',
    });
    expect((await report({ reportType: 'Other', reportInformation: '   ' }, other.token)).body.msg).toBe(
      '请填写举报信息',
    );
    expect((await report({ reportInformation: '字'.repeat(201) }, other.token)).body.code).toBe(400);
    expect((await report({ reportType: 'Nope' }, other.token)).body).toMatchObject({
      code: 400,
      msg: '请选择举报类型',
    });
    const six = Array.from({ length: 6 }, () => '/resource/files/demo/pictures/cat.jpg').join(',');
    expect((await report({ imageUrl: six }, other.token)).body).toMatchObject({
      code: 400,
      msg: '最多上传 5 张图片',
    });
    expect((await report({ imageUrl: 'javascript:alert(1)' }, other.token)).body.code).toBe(400);
    expect(
      (
        await report(
          { imageUrl: `/resource/files/demo/pictures/cat.jpg, https://img.example.com/a.png` },
          other.token,
        )
      ).body,
    ).toMatchObject({
      code: 400,
      msg: 'imageUrl.1 必须是本站上传的文件地址',
    });
    expect((await report({ objType: 'Comic' }, other.token)).body.code).toBe(400);
    expect((await report({ objType: 'BusyTask', objId: 5 }, other.token)).body.code).toBe(404);
    expect((await report({}, '')).body.code).toBe(401);
    const other1 = await report({ reportType: 'Other', reportInformation: '标题党' }, other.token);
    expect(other1.body.code).toBe(200);
  });
});
