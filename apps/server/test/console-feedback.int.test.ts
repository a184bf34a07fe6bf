import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import { isSystemNotice, publicIdsOf } from './console-notices-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice } from './im-socket.js';

type User = SessionUserForTest;
const QUEUE = '/admin/api/console/feedback';

describe.each(databaseKinds())('feedback answered in the back office on %s', (kind) => {
  let server: TestServer;
  let ops: Operator;
  let alice: User;
  let bob: User;
  const sent: number[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({
      operators: { operationsAdministrator: ops },
    } = await makeOperators(server, '1391730'));
    [alice, bob] = (await makeUsers(server, 2, '1391731')) as [User, User];
    const items: Array<[User, string, string]> = [
      [alice, 'problem', '视频播放有卡顿现象'],
      [bob, 'suggestion', '希望增加夜间模式'],
      [alice, 'suggestion', '希望支持横屏观看短剧'],
    ];
    for (const [user, type, content] of items) {
      const answer = await server.post('/admin/feedbackInfo', { type, content }, bearer(user.token));
      sent.push(answer.body.data.id as number);
    }
  });
  afterAll(() => server.stop());

  const as = () => bearer(ops.token);

  it('lists feedback newest first by state and type, by key, with who sent it', async () => {
    const all = await server.get(`${QUEUE}?state=pending`, as());
    const ids = all.body.data.map((item: { id: number }) => item.id);
    expect(ids.slice(0, 3)).toEqual([...sent].reverse());
    const [aliceName] = await publicIdsOf(server, [alice.userId]);
    expect(all.body.data[0]).toMatchObject({
      userId: alice.userId,
      userName: aliceName,
      state: 'pending',
      reply: null,
      replyTime: null,
      repliedBy: null,
    });

    const suggestions = await server.get(`${QUEUE}?type=suggestion&pageSize=1`, as());
    expect(suggestions.body.data.map((item: { id: number }) => item.id)).toEqual([sent[2]]);
    expect(suggestions.body.total).toBe(2);
    const next = await server.get(`${QUEUE}?type=suggestion&pageSize=1&before=${sent[2]}`, as());
    expect(next.body.data.map((item: { id: number }) => item.id)).toEqual([sent[1]]);
  });

  it('answers one: handled, the user hears it as a system notice and sees the answer', async () => {
    const desk = await connectDevice(server, alice.token);
    const reply = await server.post(
      `${QUEUE}/${sent[0]}/reply`,
      { reply: '已修复播放卡顿，请更新后再试' },
      as(),
    );
    expect(reply.body.data).toMatchObject({
      state: 'handled',
      reply: '已修复播放卡顿，请更新后再试',
      repliedBy: ops.userId,
    });
    expect(reply.body.data.replyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await desk.next(isSystemNotice)).data).toEqual({ kind: 'outerSystem', tab: 'system' });
    await desk.close();
    const notices = await server.get('/app/notice/system/page', bearer(alice.token));
    expect(notices.body.data[0]).toMatchObject({
      type: 'feedback',
      title: '您的意见反馈有了回复',
      content: '已修复播放卡顿，请更新后再试',
      extra: { feedbackId: sent[0], feedbackType: 'problem', desc: '视频播放有卡顿现象' },
    });
    const mine = await server.get('/admin/feedbackInfo', bearer(alice.token));
    const answered = mine.body.data.find((item: { id: number }) => item.id === sent[0]);
    expect(answered).toMatchObject({ state: 'handled', reply: '已修复播放卡顿，请更新后再试' });
    expect(mine.body.data.find((item: { id: number }) => item.id === sent[2])).toMatchObject({
      state: 'pending',
      reply: null,
    });

    const handled = await server.get(`${QUEUE}?state=handled`, as());
    expect(handled.body.data.map((item: { id: number }) => item.id)).toEqual([sent[0]]);
    const audit = await server.get(`/admin/api/console/audit?targetType=feedback&targetId=${sent[0]}`, as());
    expect(audit.body.data[0]).toMatchObject({ action: 'feedback.reply', operatorId: ops.userId });
  });

  it('refuses a second answer, bad input and unknown feedback, changing nothing', async () => {
    const counts = async () =>
      Promise.all(
        (['notices', 'auditEntries'] as const).map(async (table) =>
          Number(
            (
              await server.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await counts();
    const again = await server.post(`${QUEUE}/${sent[0]}/reply`, { reply: '再回复一次' }, as());
    expect(again.body).toMatchObject({ code: 409, msg: '该反馈已回复，无需重复回复' });
    const short = await server.post(`${QUEUE}/${sent[1]}/reply`, { reply: '好' }, as());
    expect(short.body).toMatchObject({ code: 400, msg: '参数 reply 长度不能少于 2 个字符' });
    const unknown = await server.post(`${QUEUE}/999999/reply`, { reply: '不存在的反馈' }, as());
    expect(unknown.body).toMatchObject({ code: 404, msg: '该反馈不存在' });
    const badFilter = await server.get(`${QUEUE}?state=closed`, as());
    expect(badFilter.body.code).toBe(400);
    expect(badFilter.body.msg).toContain('state');
    expect((await server.get(`${QUEUE}/999999`, as())).body.code).toBe(404);
    expect(await counts()).toEqual(before);
    const still = await server.get(`${QUEUE}/${sent[1]}`, as());
    expect(still.body.data).toMatchObject({ state: 'pending', reply: null });
    const plain = await server.post(
      `${QUEUE}/${sent[1]}/reply`,
      { reply: '用户无权回复' },
      bearer(bob.token),
    );
    expect(plain.body.code).toBe(403);
  });
  it('answers once when two operators answer at the same moment', async () => {
    const [first, second] = await Promise.all(
      ['第一位运营的回复', '第二位运营的回复'].map((reply) =>
        server.post(`${QUEUE}/${sent[2]}/reply`, { reply }, as()),
      ),
    );
    expect([first!.body.code, second!.body.code].sort()).toEqual([200, 409]);
    const notices = await server.db
      .selectFrom('notices')
      .select('content')
      .where('userId', '=', alice.userId)
      .where('type', '=', 'feedback')
      .execute();
    expect(notices).toHaveLength(2);
    const stored = await server.get(`${QUEUE}/${sent[2]}`, as());
    expect([first!.body.data?.reply, second!.body.data?.reply]).toContain(stored.body.data.reply);
  });
});
