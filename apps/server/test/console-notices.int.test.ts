import { formatChinaTime } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import {
  BROADCASTS,
  broadcastWhen,
  everyoneOnce,
  isSystemNotice,
  noticesPerUser,
  publicIdsOf,
  systemNotice,
} from './console-notices-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, type ChatDevice } from './im-socket.js';

type User = SessionUserForTest;

/** Small pages and short rests, so "everyone" (the demo world and the test's users) takes several pages. */
const FANOUT_ENV = {
  NOTICE_FANOUT_PAGE_SIZE: '3',
  NOTICE_FANOUT_PAUSE_MS: '5',
  NOTICE_BROADCAST_POLL_MS: '50',
};

describe.each(databaseKinds())('notices written in the back office on %s', (kind) => {
  let server: TestServer;
  let ops: Operator;
  let users: User[];
  let names: string[];
  const open: ChatDevice[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, { env: FANOUT_ENV });
    ({
      operators: { operationsAdministrator: ops },
    } = await makeOperators(server, '1391710'));
    users = await makeUsers(server, 6, '1391711');
    names = await publicIdsOf(
      server,
      users.map((user) => user.userId),
    );
  });
  afterAll(async () => {
    await Promise.all(open.map((device) => device.close()));
    await server.stop();
  });

  const send = (body: unknown) => server.post(BROADCASTS, body, bearer(ops.token));
  const counts = async () => {
    const [broadcasts, notices, audit] = await Promise.all(
      (['noticeBroadcasts', 'notices', 'auditEntries'] as const).map((table) =>
        server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    );
    return [Number(broadcasts!.n), Number(notices!.n), Number(audit!.n)];
  };

  it('brings a notice to one user over the socket, into the system tab with its unread count', async () => {
    const [alice, bob] = users as [User, User];
    const desk = await connectDevice(server, alice.token);
    const bobDesk = await connectDevice(server, bob.token);
    open.push(desk, bobDesk);
    const notice = { ...systemNotice('维护通知'), linkTitle: '查看详情', linkUrl: '/help?topic=upgrade' };
    const made = await send({ notice, audience: 'users', userNames: [names[0]], reason: '例行维护' });
    expect(made.body.code).toBe(200);
    expect(made.body.data).toMatchObject({ audience: 'users', recipientCount: 1, tab: 'system' });

    expect((await desk.next(isSystemNotice)).data).toEqual({ kind: 'outerSystem', tab: 'system' });
    const page = await server.get('/app/notice/system/page', bearer(alice.token));
    expect(page.body.total).toBe(1);
    expect(page.body.data[0]).toMatchObject({
      type: 'announcement',
      title: '维护通知',
      content: '平台将于今晚十点进行维护',
      readState: 0,
      extra: { systemType: 'announcement', linkTitle: '查看详情', linkUrl: '/help?topic=upgrade' },
    });
    const tabs = await server.get('/app/notice/tab/list', bearer(alice.token));
    expect(tabs.body.data).toContainEqual({ type: 'system', unReadCount: 1 });
    const outer = await server.get('/app/notice/outer/list', bearer(alice.token));
    expect(outer.body.data).toContainEqual({ type: 'outerSystem', unReadCount: 1 });

    const sent = await broadcastWhen(server, ops.token, made.body.data.id, (b) => b.state === 'sent');
    expect(sent).toMatchObject({ deliveredCount: 1, userNames: [names[0]] });
    expect(bobDesk.frames.filter(isSystemNotice)).toEqual([]);
    const audit = await server.get(
      `/admin/api/console/audit?targetType=noticeBroadcast&targetId=${made.body.data.id}`,
      bearer(ops.token),
    );
    expect(audit.body.data[0]).toMatchObject({ action: 'notice.broadcast', reason: '例行维护' });
  });

  it('brings a shop notice to each listed user once, a repeated ID counting once', async () => {
    const listed = names.slice(1, 5);
    const made = await send({
      notice: {
        tab: 'shop',
        title: '狐狸小铺',
        content: '您关注的商品降价了',
        price: '19.90',
        attrValue: { 颜色: '橙色' },
      },
      audience: 'users',
      userNames: [...listed, listed[0]],
    });
    expect(made.body.data.recipientCount).toBe(4);
    const sent = await broadcastWhen(server, ops.token, made.body.data.id, (b) => b.state === 'sent');
    expect(sent.deliveredCount).toBe(4);
    const held = await noticesPerUser(server, made.body.data.id);
    expect([...held.values()]).toEqual([1, 1, 1, 1]);
    const page = await server.get('/app/notice/shop/page', bearer(users[1]!.token));
    expect(page.body.data[0].extra).toMatchObject({
      shopTitle: '狐狸小铺',
      desc: '您关注的商品降价了',
      price: '19.90',
      attrValue: { 颜色: '橙色' },
    });
    expect((await server.get('/app/notice/shop/page', bearer(users[5]!.token))).body.total).toBe(0);
  });

  it('brings a notice to everyone in pages, each account exactly once', async () => {
    const made = await send({
      notice: {
        tab: 'wallet',
        noticeType: 'incomeSuccess',
        title: '活动奖励',
        content: '奖励已到账',
        amount: '8.88',
      },
      audience: 'everyone',
    });
    expect(made.body.data.recipientCount).toBeNull();
    const sent = await broadcastWhen(server, ops.token, made.body.data.id, (b) => b.state === 'sent');
    const check = await everyoneOnce(server, made.body.data.id);
    expect(check.users).toBeGreaterThan(3 * 5);
    expect(check).toMatchObject({ missing: [], doubled: [] });
    expect(sent.deliveredCount).toBe(check.users);
    const wallet = await server.get('/app/notice/wallet/page', bearer(users[2]!.token));
    expect(wallet.body.data[0].extra).toEqual({
      amount: 8.88,
      noticeType: 'incomeSuccess',
      payTypeName: '',
      payDetail: '',
    });
  });

  it('keeps a scheduled notice until its time, then sends it', async () => {
    const sendAt = Math.floor(Date.now() / 1000) * 1000 + 2000;
    const made = await send({
      notice: { tab: 'mcn', title: 'MCN 入驻', content: '欢迎加入' },
      audience: 'users',
      userNames: [names[5]],
      sendAt: formatChinaTime(sendAt),
    });
    expect(made.body.data).toMatchObject({ state: 'scheduled', sendAt: formatChinaTime(sendAt) });
    // Several polls of the runner pass before the time comes: nothing is sent early.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await noticesPerUser(server, made.body.data.id)).size).toBe(0);

    await broadcastWhen(server, ops.token, made.body.data.id, (b) => b.state === 'sent', 10_000);
    const row = await server.db
      .selectFrom('notices')
      .select('createdAt')
      .where('broadcastId', '=', made.body.data.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.createdAt)).toBeGreaterThanOrEqual(sendAt);
  });

  it('cancels a scheduled notice: it is never sent, and cannot be cancelled twice', async () => {
    const made = await send({
      notice: systemNotice('明日活动'),
      audience: 'everyone',
      sendAt: formatChinaTime(Date.now() + 3_600_000),
    });
    const cancelled = await server.post(
      `${BROADCASTS}/${made.body.data.id}/cancel`,
      { reason: '活动延期' },
      bearer(ops.token),
    );
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', deliveredCount: 0 });
    const again = await server.post(`${BROADCASTS}/${made.body.data.id}/cancel`, {}, bearer(ops.token));
    expect(again.body).toMatchObject({ code: 409, msg: '该通知已发送完毕或已取消，无法取消' });
    const listed = await server.get(`${BROADCASTS}?state=cancelled`, bearer(ops.token));
    expect(listed.body.data.map((b: { id: number }) => b.id)).toContain(made.body.data.id);
    const audit = await server.get(
      `/admin/api/console/audit?targetType=noticeBroadcast&targetId=${made.body.data.id}`,
      bearer(ops.token),
    );
    expect(audit.body.data[0]).toMatchObject({ action: 'notice.broadcastCancel', reason: '活动延期' });
  });

  it('pages the broadcasts by key, newest first', async () => {
    const first = await server.get(`${BROADCASTS}?pageSize=2`, bearer(ops.token));
    expect(first.body.data).toHaveLength(2);
    expect(first.body.total).toBe(3);
    const [newer, older] = first.body.data as Array<{ id: number }>;
    expect(newer!.id).toBeGreaterThan(older!.id);
    const next = await server.get(`${BROADCASTS}?pageSize=2&before=${older!.id}`, bearer(ops.token));
    expect(next.body.data[0].id).toBeLessThan(older!.id);
  });

  it('refuses bad input with a readable message and changes nothing', async () => {
    const before = await counts();
    const notice = systemNotice('标题');
    const cases: Array<[unknown, string]> = [
      [{ notice, audience: 'users', userNames: ['99999999'] }, '以下用户 ID 不存在：99999999'],
      [{ notice, audience: 'users' }, '缺少必填参数 userNames'],
      [{ notice, audience: 'users', userNames: [] }, 'userNames'],
      [{ notice, audience: 'everyone', userNames: [names[0]] }, 'userNames'],
      [{ notice, audience: 'users', userNames: ['abc'] }, 'userNames.0'],
      [{ notice: { tab: 'system', content: '没有标题' }, audience: 'everyone' }, 'notice.title'],
      [{ notice: { ...notice, tab: 'interact' }, audience: 'everyone' }, 'notice.tab'],
      [{ notice: { ...notice, linkUrl: 'https://evil.example/' }, audience: 'everyone' }, 'notice.linkUrl'],
      [
        {
          notice: { tab: 'wallet', noticeType: 'paySuccess', title: 'a', content: 'b' },
          audience: 'everyone',
        },
        'notice.amount',
      ],
      [
        { notice: { tab: 'shop', title: 'a', content: 'b', price: '1.999' }, audience: 'everyone' },
        'notice.price',
      ],
      [
        {
          notice: { tab: 'shop', title: 'a', content: 'b', coverImage: '/resource/files/2026/01/none.png' },
          audience: 'everyone',
        },
        'notice.coverImage',
      ],
      [{ notice, audience: 'everyone', sendAt: formatChinaTime(Date.now() - 3_600_000) }, '定时发送时间已过'],
      [{ notice, audience: 'everyone', sendAt: formatChinaTime(Date.now() + 91 * 86_400_000) }, '90 天'],
      [{ notice, audience: 'everyone', sendAt: '2026-02-30 10:00:00' }, 'sendAt'],
    ];
    for (const [body, expected] of cases) {
      const answer = await send(body);
      expect(answer.body.code, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg, JSON.stringify(body)).toContain(expected);
    }
    const missing = await server.post(`${BROADCASTS}/999999/cancel`, {}, bearer(ops.token));
    expect(missing.body).toMatchObject({ code: 404, msg: '该通知不存在' });
    expect((await server.get(`${BROADCASTS}/999999`, bearer(ops.token))).body.code).toBe(404);
    expect(await counts()).toEqual(before);
  });
});
