import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/features/auth/sessions.js';
import { seedFriends } from '../src/features/friends/seed.js';
import type { DatabaseSchema } from '../src/schema.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

type User = SessionUserForTest;

const DAY = 86_400_000;

describe.each(databaseKinds())('friends, friend requests and labels on %s', (kind) => {
  let server: TestServer;
  let users: User[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    users = await makeUsers(server, 8, '1390131');
  });
  afterAll(() => server.stop());

  const as = (user: User) => ({
    get: (path: string) => server.get(path, bearer(user.token)),
    post: (path: string, body: unknown) => server.post(path, body, bearer(user.token)),
    put: (path: string, body: unknown) => server.put(path, body, bearer(user.token)),
    del: (path: string) => server.del(path, bearer(user.token)),
  });
  const user = (index: number) => users[index]!;

  /** Sends a request from `from` to `to` and agrees to it; answers the request as the receiver sees it. */
  const befriend = async (from: User, to: User, alias = '') => {
    const sent = await as(from).post('/app/friends', { friendId: to.userId, applyMsg: 'hi', alias });
    expect(sent.body.code).toBe(200);
    const agreed = await as(to).post('/app/friends/pass', { id: sent.body.data.id });
    expect(agreed.body.code).toBe(200);
    return agreed.body.data;
  };
  const bookOf = async (owner: User) =>
    ((await as(owner).get('/app/friends/book')).body.data as Array<{ friendId: number }>).map(
      (friend) => friend.friendId,
    );

  it('answers 401 to guests on every friends endpoint', async () => {
    const calls = [
      server.post('/app/friends', { friendId: user(1).userId }),
      server.put('/app/friends', { friendId: user(1).userId, remark: 'x' }),
      server.get('/app/friends/get/1'),
      server.del('/app/friends/delete/1'),
      server.get('/app/friends/list'),
      server.get('/app/friends/book'),
      server.get('/app/friends/count'),
      server.get('/app/friends/apply/list'),
      server.post('/app/friends/apply/read', {}),
      server.post('/app/friends/pass', { id: 1 }),
      server.post('/app/friends/reject', { id: 1 }),
      server.get('/app/user/tag/list'),
      server.post('/app/friends/label', { name: '同事' }),
      server.del('/app/friends/label/1'),
      server.get('/app/friends/label/1/friends'),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, msg: '请先登录' });
    }
  });

  it('refuses befriending oneself, an unknown user and bad input, naming the field', async () => {
    const me = as(user(0));
    expect((await me.post('/app/friends', { friendId: user(0).userId })).body).toMatchObject({
      code: 400,
      msg: '不能添加自己为好友',
    });
    expect((await me.post('/app/friends', { friendId: 99_999_999 })).body).toMatchObject({
      code: 404,
      msg: '用户不存在',
    });
    const long = await me.post('/app/friends', { friendId: user(1).userId, applyMsg: '长'.repeat(129) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('applyMsg');
    expect(long.body.msg).toContain('128');
    const alias = await me.post('/app/friends', { friendId: user(1).userId, alias: '名'.repeat(17) });
    expect(alias.body.code).toBe(400);
    expect(alias.body.msg).toContain('alias');
    const source = await me.post('/app/friends', { friendId: user(1).userId, source: 'qq' });
    expect(source.body.code).toBe(400);
    expect(source.body.msg).toContain('source');
    const missing = await me.post('/app/friends', { applyMsg: 'hi' });
    expect(missing.body.code).toBe(400);
    expect(missing.body.msg).toContain('friendId');
    // None of these left a request behind.
    expect((await me.get('/app/friends/apply/list')).body.total).toBe(0);
  });

  it('updates a pending request when it is sent again instead of adding one', async () => {
    const [from, to] = [user(0), user(1)];
    const first = await as(from).post('/app/friends', {
      friendId: to.userId,
      applyMsg: '你好',
      alias: '老同学',
      source: 'platform',
    });
    expect(first.body).toMatchObject({
      code: 200,
      data: { friendId: to.userId, applyState: 'audit', active: 'Y', applyMsgList: ['你好'] },
    });
    const again = await as(from).post('/app/friends', { friendId: to.userId, applyMsg: '我是小王' });
    expect(again.body.data).toMatchObject({
      id: first.body.data.id,
      applyMsg: '我是小王',
      applyMsgList: ['你好', '我是小王'],
    });

    const rows = await server.db
      .selectFrom('friendRequests')
      .select('id')
      .where('userId', '=', from.userId)
      .where('friendId', '=', to.userId)
      .execute();
    expect(rows).toHaveLength(1);

    const received = await as(to).get('/app/friends/apply/list');
    expect(received.body).toMatchObject({ code: 200, total: 1 });
    expect(received.body.data[0]).toMatchObject({
      id: first.body.data.id,
      friendId: from.userId,
      applyState: 'audit',
      active: 'N',
      readState: 0,
      applyMsg: '我是小王',
    });
    expect(received.body.data[0].userAvatar).toMatch(/^\/resource\/avatar\//);
    expect((await as(to).get('/app/friends/count')).body.data).toMatchObject({
      approvalFriendCount: 1,
      friendCount: 0,
    });
    await as(to).post('/app/friends/apply/read', {});
    expect((await as(to).get('/app/friends/count')).body.data.approvalFriendCount).toBe(0);
    expect((await as(to).get('/app/friends/apply/list')).body.data[0].readState).toBe(1);
  });

  it('keeps one request however many arrive at once', async () => {
    const [from, to] = [user(4), user(7)];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        as(from).post('/app/friends', { friendId: to.userId, applyMsg: `第${i}次` }),
      ),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    const listed = await as(to).get('/app/friends/apply/list');
    expect(listed.body.total).toBe(1);
    expect(listed.body.data[0].applyMsgList).toHaveLength(6);
  });

  it('lets only the receiver agree, and makes the friendship mutual', async () => {
    const [from, to, stranger] = [user(0), user(1), user(2)];
    const { id } = (await as(to).get('/app/friends/apply/list')).body.data[0];
    expect((await as(from).post('/app/friends/pass', { id })).body).toMatchObject({
      code: 403,
      msg: '只有被申请人可以处理该好友申请',
    });
    expect((await as(from).post('/app/friends/reject', { id })).body.code).toBe(403);
    expect((await as(stranger).post('/app/friends/pass', { id })).body.code).toBe(404);
    expect((await as(to).post('/app/friends/pass', { id: 'abc' })).body.code).toBe(400);
    expect(await bookOf(from)).toEqual([]);

    const agreed = await as(to).post('/app/friends/pass', { id });
    expect(agreed.body).toMatchObject({ code: 200, msg: '操作成功', data: { applyState: 'pass' } });
    expect(await bookOf(from)).toEqual([to.userId]);
    expect(await bookOf(to)).toEqual([from.userId]);
    const mine = (await as(from).get('/app/friends/book')).body.data[0];
    // The alias given when asking becomes the applicant's remark.
    expect(mine).toMatchObject({ alias: '老同学', displayName: '老同学', meFriend: true, himFriend: true });
    expect((await as(to).get('/app/friends/count')).body.data).toMatchObject({ friendCount: 1 });
    expect((await as(from).get('/app/friends/apply/list')).body.data[0]).toMatchObject({
      applyState: 'pass',
      active: 'Y',
    });

    expect((await as(to).post('/app/friends/pass', { id })).body).toMatchObject({
      code: 400,
      msg: '该好友申请已处理',
    });
    expect((await as(from).post('/app/friends', { friendId: to.userId })).body).toMatchObject({
      code: 400,
      msg: '你们已经是好友了',
    });
  });

  it('rejects a request, and reads one older than 7 days as timeOut that cannot be agreed', async () => {
    const [receiver, rejected, expired] = [user(3), user(4), user(5)];
    const no = await as(rejected).post('/app/friends', { friendId: receiver.userId, applyMsg: '在吗' });
    const answer = await as(receiver).post('/app/friends/reject', { id: no.body.data.id });
    expect(answer.body.data).toMatchObject({ applyState: 'reject', active: 'N' });
    expect((await as(receiver).post('/app/friends/pass', { id: no.body.data.id })).body.code).toBe(400);

    const old = await as(expired).post('/app/friends', { friendId: receiver.userId });
    await server.db
      .updateTable('friendRequests')
      .set({ createdAt: Date.now() - 7 * DAY - 60_000 })
      .where('id', '=', old.body.data.id)
      .execute();
    const listed = await as(receiver).get('/app/friends/apply/list?applyState=timeOut');
    expect(listed.body.total).toBe(1);
    expect(listed.body.data[0]).toMatchObject({ id: old.body.data.id, applyState: 'timeOut' });
    expect((await as(receiver).get('/app/friends/apply/list?applyState=reject')).body.total).toBe(1);
    expect((await as(receiver).get('/app/friends/apply/list?applyState=audit')).body.total).toBe(0);
    expect((await as(receiver).get('/app/friends/count')).body.data.approvalFriendCount).toBe(0);
    expect((await as(receiver).post('/app/friends/pass', { id: old.body.data.id })).body).toMatchObject({
      code: 400,
      msg: '好友申请已过期',
    });
    expect(await bookOf(receiver)).toEqual([]);
    expect((await as(receiver).get('/app/friends/apply/list?applyState=maybe')).body.code).toBe(400);

    // Asking again after the timeout opens the request anew.
    const renewed = await as(expired).post('/app/friends', {
      friendId: receiver.userId,
      applyMsg: '再试一次',
    });
    expect(renewed.body.data).toMatchObject({
      id: old.body.data.id,
      applyState: 'audit',
      applyMsgList: ['再试一次'],
    });
    expect((await as(receiver).post('/app/friends/pass', { id: old.body.data.id })).body.code).toBe(200);
    expect(await bookOf(receiver)).toEqual([expired.userId]);
  });

  it("edits and reads only one's own friends, checking remark, notes and images", async () => {
    const [me, friend, stranger] = [user(0), user(1), user(2)];
    const edit = await as(me).put('/app/friends', {
      friendId: friend.userId,
      remark: '  小李  ',
      notePhone: '138 0000 0000',
      noteTxt: '大学同学',
      noteImage: `/resource/files/demo/pictures/cat.jpg, ${server.url}/resource/files/demo/pictures/xihu.jpg`,
    });
    expect(edit.body).toMatchObject({
      code: 200,
      data: {
        friendId: friend.userId,
        alias: '小李',
        notePhone: '138 0000 0000',
        noteTxt: '大学同学',
        noteImage: '/resource/files/demo/pictures/cat.jpg,/resource/files/demo/pictures/xihu.jpg',
        tag: '',
        tagIds: [],
        meFriend: true,
      },
    });
    const detail = await as(me).get(`/app/friends/get/${friend.userId}`);
    expect(detail.body.data).toMatchObject({ alias: '小李', noteTxt: '大学同学' });
    // Only the fields sent change.
    await as(me).put('/app/friends', { friendId: friend.userId, noteTxt: '' });
    expect((await as(me).get(`/app/friends/get/${friend.userId}`)).body.data).toMatchObject({
      alias: '小李',
      noteTxt: '',
    });
    // The friend's own view of me is theirs alone.
    expect((await as(friend).get(`/app/friends/get/${me.userId}`)).body.data.alias).toBe('');

    const six = Array.from({ length: 6 }, () => '/resource/files/demo/pictures/cat.jpg').join(',');
    expect(
      (await as(me).put('/app/friends', { friendId: friend.userId, noteImage: six })).body,
    ).toMatchObject({ code: 400, msg: '最多上传 5 张图片' });
    const badImage = await as(me).put('/app/friends', { friendId: friend.userId, noteImage: 'javascript:x' });
    expect(badImage.body).toMatchObject({ code: 400, msg: 'noteImage.0 必须是本站上传的文件地址' });
    const elsewhere = await as(me).put('/app/friends', {
      friendId: friend.userId,
      noteImage: 'https://img.example.com/b.png',
    });
    expect(elsewhere.body).toMatchObject({ code: 400, msg: 'noteImage.0 必须是本站上传的文件地址' });
    const longRemark = await as(me).put('/app/friends', { friendId: friend.userId, remark: '名'.repeat(17) });
    expect(longRemark.body.code).toBe(400);
    expect(longRemark.body.msg).toContain('remark');
    const badPhone = await as(me).put('/app/friends', { friendId: friend.userId, notePhone: 'call me' });
    expect(badPhone.body.msg).toContain('notePhone');
    expect((await as(me).get(`/app/friends/get/${friend.userId}`)).body.data.alias).toBe('小李');

    const foreign = await as(me).put('/app/friends', { friendId: stranger.userId, remark: 'x' });
    expect(foreign.body).toMatchObject({ code: 404, msg: '对方不是你的好友' });
    expect((await as(me).get(`/app/friends/get/${stranger.userId}`)).body.code).toBe(404);
    expect((await as(me).get('/app/friends/get/abc')).body.code).toBe(400);
  });

  it('lists friends by page and name, and checks notInGroupId without filtering by it', async () => {
    const me = user(6);
    for (const other of [user(0), user(1), user(2)]) await befriend(me, other);
    await as(me).put('/app/friends', { friendId: user(2).userId, remark: '表哥' });

    const first = await as(me).get('/app/friends/list?pageNum=1&pageSize=2');
    expect(first.body).toMatchObject({ code: 200, msg: '查询成功', total: 3 });
    expect(first.body.data).toHaveLength(2);
    const second = await as(me).get('/app/friends/list?pageNum=2&pageSize=2');
    expect(second.body.data).toHaveLength(1);
    const named = await as(me).get(`/app/friends/list?alias=${encodeURIComponent('表哥')}`);
    expect(named.body.total).toBe(1);
    expect(named.body.data[0]).toMatchObject({ friendId: user(2).userId, displayName: '表哥' });
    expect((await as(me).get('/app/friends/list?notInGroupId=5&applyState=pass')).body.total).toBe(3);

    const badGroup = await as(me).get('/app/friends/list?notInGroupId=abc');
    expect(badGroup.body.code).toBe(400);
    expect(badGroup.body.msg).toContain('notInGroupId');
    expect((await as(me).get('/app/friends/list?applyState=audit')).body.msg).toContain('applyState');
    expect((await as(me).get('/app/friends/list?pageSize=101')).body.msg).toContain('pageSize');
    expect((await as(me).get('/app/friends/count')).body.data).toMatchObject({ friendCount: 3 });
  });

  it('creates, edits and deletes labels under their rules', async () => {
    const me = user(6);
    const save = (body: unknown) => as(me).post('/app/friends/label', body);
    expect((await save({ name: '   ' })).body).toMatchObject({ code: 400, msg: '标签名称不能为空' });
    expect((await save({ friendIds: [] })).body).toMatchObject({ code: 400, msg: '标签名称不能为空' });
    const tooLong = await save({ name: '一二三四五六七八九十一二三四五六' });
    expect(tooLong.body.code).toBe(400);
    expect(tooLong.body.msg).toContain('name');

    const created = await save({ name: '  家人  ', friendIds: [user(0).userId, user(1).userId] });
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        name: '家人',
        tagFriendCount: 2,
        friendIds: [user(0).userId, user(1).userId].sort((a, b) => a - b),
      },
    });
    const labelId = created.body.data.id as number;
    expect((await save({ name: '家人' })).body).toMatchObject({ code: 409, msg: '标签名称已存在' });
    expect((await save({ name: '陌生人', friendIds: [user(5).userId] })).body).toMatchObject({
      code: 400,
      msg: '标签中只能添加自己的好友',
    });

    const edited = await save({ name: '亲人', friendIds: `${user(2).userId}`, tagId: labelId });
    expect(edited.body.data).toMatchObject({ id: labelId, name: '亲人', friendIds: [user(2).userId] });
    const members = await as(me).get(`/app/friends/label/${labelId}/friends`);
    expect(members.body).toMatchObject({ total: 1 });
    expect(members.body.data[0]).toMatchObject({ friendId: user(2).userId, displayName: '表哥' });
    expect((await as(me).get(`/app/friends/get/${user(2).userId}`)).body.data).toMatchObject({
      tag: '亲人',
      tagIds: [labelId],
    });

    // Someone else's label can be neither edited, listed nor deleted.
    const other = as(user(0));
    expect((await other.post('/app/friends/label', { name: 'x', tagId: labelId })).body.code).toBe(404);
    expect((await other.get(`/app/friends/label/${labelId}/friends`)).body.code).toBe(404);
    expect((await other.del(`/app/friends/label/${labelId}`)).body.code).toBe(404);

    // The remark dialog sets a friend's labels too, and only with one's own labels.
    const put = await as(me).put('/app/friends', { friendId: user(0).userId, tag: `${labelId}` });
    expect(put.body.data).toMatchObject({ tag: '亲人', tagIds: [labelId] });
    const foreignTag = await other.post('/app/friends/label', { name: '朋友' });
    const notMine = await as(me).put('/app/friends', {
      friendId: user(0).userId,
      tag: [foreignTag.body.data.id],
    });
    expect(notMine.body).toMatchObject({ code: 400, msg: '标签不存在' });

    const listed = await as(me).get('/app/user/tag/list');
    expect(listed.body).toMatchObject({ code: 200, total: 1 });
    expect(listed.body.data[0]).toMatchObject({ id: labelId, tagFriendCount: 2 });
    expect((await as(me).get('/app/friends/count')).body.data.tagCount).toBe(1);

    expect((await as(me).del(`/app/friends/label/${labelId}`)).body.code).toBe(200);
    expect((await as(me).get('/app/user/tag/list')).body.total).toBe(0);
    expect(await bookOf(me)).toHaveLength(3);
  });

  it('allows at most 50 labels per user', async () => {
    const me = as(user(7));
    for (let i = 1; i <= 50; i++)
      expect((await me.post('/app/friends/label', { name: `标签${i}` })).body.code).toBe(200);
    expect((await me.post('/app/friends/label', { name: '第五十一个' })).body).toMatchObject({
      code: 400,
      msg: '最多只能创建 50 个标签',
    });
    expect((await me.get('/app/user/tag/list')).body.total).toBe(50);
    // Many at once still stop at the limit.
    const other = as(user(5));
    for (let i = 1; i <= 45; i++) await other.post('/app/friends/label', { name: `分组${i}` });
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => other.post('/app/friends/label', { name: `并发${i}` })),
    );
    expect(burst.filter((answer) => answer.body.code === 200)).toHaveLength(5);
    expect((await other.get('/app/user/tag/list')).body.total).toBe(50);
    // Editing one still works at the limit.
    const first = (await me.get('/app/user/tag/list')).body.data[0];
    expect((await me.post('/app/friends/label', { name: '改名', tagId: first.id })).body.code).toBe(200);
  });

  it('ends a friendship for both sides and takes the friend out of labels', async () => {
    const [me, friend] = [user(6), user(0)];
    const label = await as(me).post('/app/friends/label', { name: '朋友', friendIds: [friend.userId] });
    const theirs = await as(friend).post('/app/friends/label', { name: '好友们', friendIds: [me.userId] });
    expect(theirs.body.code).toBe(200);

    expect((await as(me).del(`/app/friends/delete/${friend.userId}`)).body).toMatchObject({ code: 200 });
    expect(await bookOf(me)).not.toContain(friend.userId);
    expect(await bookOf(friend)).not.toContain(me.userId);
    expect((await as(friend).get(`/app/friends/get/${me.userId}`)).body.code).toBe(404);
    const tags = (await as(me).get('/app/user/tag/list')).body.data;
    expect(tags.find((t: { id: number }) => t.id === label.body.data.id)).toMatchObject({
      tagFriendCount: 0,
    });
    const theirTags = (await as(friend).get('/app/user/tag/list')).body.data;
    expect(theirTags.find((t: { id: number }) => t.id === theirs.body.data.id)).toMatchObject({
      friendIds: [],
    });
    expect((await as(me).del(`/app/friends/delete/${friend.userId}`)).body.code).toBe(404);

    // Either may ask again from scratch.
    const again = await as(friend).post('/app/friends', { friendId: me.userId, applyMsg: '重新加回来' });
    expect(again.body.data).toMatchObject({ applyState: 'audit', applyMsgList: ['重新加回来'] });
  });
});

describe.each(databaseKinds())('the demo friends on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  const db = () => server.db;
  const demo = async (userName: string) => {
    const row = await db()
      .selectFrom('users')
      .select('id')
      .where('userName', '=', userName)
      .executeTakeFirstOrThrow();
    const session = await openSession(db(), Number(row.id), 'PC');
    return { userId: Number(row.id), token: session.accessToken };
  };

  it('gives demo users friends, requests to answer and labels', async () => {
    const first = await demo('10000001');
    const book = await server.get('/app/friends/book', bearer(first.token));
    expect(book.body.total).toBeGreaterThanOrEqual(3);
    expect(book.body.data.map((f: { displayName: string }) => f.displayName)).toContain('晚风');
    const requests = await server.get('/app/friends/apply/list?applyState=audit', bearer(first.token));
    expect(requests.body.data[0]).toMatchObject({ active: 'N', userName: '10000011' });
    const labels = await server.get('/app/user/tag/list', bearer(first.token));
    expect(labels.body.total).toBeGreaterThanOrEqual(2);
    const counts = await server.get('/app/friends/count', bearer(first.token));
    expect(counts.body.data).toMatchObject({ approvalFriendCount: 1, friendCount: book.body.total });
    // The seeded request can really be agreed.
    const agreed = await server.post(
      '/app/friends/pass',
      { id: requests.body.data[0].id },
      bearer(first.token),
    );
    expect(agreed.body.data.applyState).toBe('pass');

    const fourth = await demo('10000004');
    const expired = await server.get('/app/friends/apply/list?applyState=timeOut', bearer(fourth.token));
    expect(expired.body.total).toBe(1);
  });

  it('leaves demo user 10000012 untouched', async () => {
    const { userId } = await demo('10000012');
    const touching = async (table: 'friendRequests' | 'friendships') =>
      db()
        .selectFrom(table)
        .select('id')
        .where((eb) => eb.or([eb('userId', '=', userId), eb('friendId', '=', userId)]))
        .execute();
    expect(await touching('friendRequests')).toEqual([]);
    expect(await touching('friendships')).toEqual([]);
    expect(await db().selectFrom('friendLabels').select('id').where('userId', '=', userId).execute()).toEqual(
      [],
    );
    expect(
      await db().selectFrom('friendLabelMembers').select('labelId').where('friendId', '=', userId).execute(),
    ).toEqual([]);
  });

  it('seeds the same friends every time', async () => {
    const rolledBack = new Error('rolled back');
    /** Seeds the friends anew inside a transaction that is then undone, and reads what it made. */
    const seededOnce = async () => {
      let snapshot: unknown;
      try {
        await db()
          .transaction()
          .execute(async (trx: Kysely<DatabaseSchema>) => {
            for (const table of [
              'friendLabelMembers',
              'friendLabels',
              'friendships',
              'friendRequests',
            ] as const)
              await trx.deleteFrom(table).execute();
            await seedFriends(trx, 1_790_000_000_000);
            snapshot = {
              friendships: await trx
                .selectFrom('friendships')
                .select(['userId', 'friendId', 'remark', 'createdAt'])
                .orderBy('userId')
                .orderBy('friendId')
                .execute(),
              requests: await trx
                .selectFrom('friendRequests')
                .select(['userId', 'friendId', 'applyMsg', 'state', 'createdAt'])
                .orderBy('userId')
                .orderBy('friendId')
                .execute(),
              labels: await trx
                .selectFrom('friendLabels as l')
                .leftJoin('friendLabelMembers as m', 'm.labelId', 'l.id')
                .select(['l.userId', 'l.name', 'm.friendId'])
                .orderBy('l.userId')
                .orderBy('l.name')
                .orderBy('m.friendId')
                .execute(),
            };
            throw rolledBack;
          });
      } catch (error) {
        if (error !== rolledBack) throw error;
      }
      return snapshot;
    };
    const once = await seededOnce();
    expect(await seededOnce()).toEqual(once);
    expect((once as { friendships: unknown[] }).friendships.length).toBeGreaterThan(0);
  });
});
