import type { groupHarass, groups, im } from '@fox/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { imClock } from '../src/features/im/clock.js';
import { bearer, makeFriends, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startSiblingServer, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, isError, type ChatDevice } from './im-socket.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isCommand =
  (commandType: string) =>
  (frame: im.ServerFrame): frame is Extract<im.ServerFrame, { type: 'message' }> =>
    frame.type === 'message' && frame.data.commandType === commandType;

let sent = 0;
const groupText = (groupId: number, content: string) => ({
  localId: `harass-${++sent}`,
  receiverId: groupId,
  sessionType: 'group',
  messageType: 'text',
  content,
});

/** A rule as the settings dialog sends it, with what a test changes. */
const ruleBody = (groupIds: number[], extra: Record<string, unknown> = {}) => ({
  title: '禁止广告',
  enableAd: true,
  adWordList: '加微信,兼职刷单，VX',
  enableScreen: false,
  screenLimit: null,
  punishType: 2,
  groupList: groupIds.join(','),
  ...extra,
});

/** A group of a leader, an admin and two members, all friends of the leader. */
async function makeGroup(server: TestServer, prefix: string) {
  const [leader, admin, member, other] = (await makeUsers(server, 4, prefix)) as [
    SessionUserForTest,
    SessionUserForTest,
    SessionUserForTest,
    SessionUserForTest,
  ];
  for (const friend of [admin, member, other]) await makeFriends(server, leader, friend);
  const created = await server.post(
    '/im/group',
    { userIds: [admin.userId, member.userId, other.userId] },
    bearer(leader.token),
  );
  expect(created.body.code).toBe(200);
  const group = created.body.data as groups.Group;
  await server.db
    .updateTable('imGroupMembers')
    .set({ permissionType: 'group_admin' })
    .where('groupId', '=', group.id)
    .where('userId', '=', admin.userId)
    .execute();
  return { group, leader, admin, member, other };
}

const history = (server: TestServer, user: SessionUserForTest, groupId: number) =>
  server.get(
    `/im/chat/message/inner/list?sessionType=group&receiverId=${groupId}&pageSize=50`,
    bearer(user.token),
  );

const listItem = async (server: TestServer, user: SessionUserForTest, groupId: number) => {
  const list = await server.get('/im/chat/message/outer/list', bearer(user.token));
  return (list.body.data as im.Conversation[]).find(
    (c) => c.sessionType === 'group' && c.receiver.id === groupId,
  );
};

describe.each(databaseKinds())('anti-harassment rules on %s', (kind) => {
  let server: TestServer;
  const open: ChatDevice[] = [];
  const device = async (user: SessionUserForTest, on = server) => {
    const made = await connectDevice(on, user.token);
    open.push(made);
    return made;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterEach(() => {
    imClock.now = () => Date.now();
  });
  afterAll(async () => {
    await Promise.all(open.map((d) => d.close()));
    await server.stop();
  });

  it('saves, shows, lists and deletes a rule; the managers only; every check has its message', async () => {
    const { group, leader, admin, member } = await makeGroup(server, '1371100');
    const save = (by: SessionUserForTest, body: Record<string, unknown>) =>
      server.post('/im/group/noHarass', body, bearer(by.token));
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await save(leader, body);
      expect(answer.status).toBe(400);
      return answer.body.msg as string;
    };
    expect(await refusal(ruleBody([group.id], { title: '  ' }))).toBe('请填写规则名称');
    expect(await refusal(ruleBody([group.id], { adWordList: '' }))).toBe('请添加关键词');
    expect(await refusal(ruleBody([group.id], { adWordList: ' ，, ' }))).toBe('请添加关键词');
    expect(await refusal(ruleBody([group.id], { enableScreen: true, screenLimit: null }))).toBe(
      '请填写限制字数',
    );
    expect(await refusal(ruleBody([group.id], { enableScreen: true }))).toBe('请填写限制字数');
    expect(await refusal(ruleBody([group.id], { enableScreen: true, screenLimit: 49 }))).toBe(
      '限制字数不少于50字',
    );
    expect(await refusal(ruleBody([group.id], { enableScreen: true, screenLimit: 10000 }))).toBe(
      '限制字数最多9999字',
    );
    expect(
      await refusal(ruleBody([group.id], { adWordList: '一二三四五六七八九十一二三四五六七八九十一' })),
    ).toBe('关键词最多20个字：一二三四五六七八九十一二三四五六七八九十一');
    const many = Array.from({ length: 101 }, (_, i) => `词${i}`).join(',');
    expect(await refusal(ruleBody([group.id], { adWordList: many }))).toBe('关键词最多添加100个');
    expect(await refusal(ruleBody([group.id], { punishType: 3 }))).toBe(
      '请选择处罚方式：1 移出群聊，2 不显示消息',
    );
    // Each keyword's 20 characters are code points: twenty emoji are twenty.
    const emoji = '😀'.repeat(20);
    expect((await save(leader, ruleBody([group.id], { adWordList: emoji }))).body.code).toBe(200);

    // A plain member may not; one group of the list where the viewer may not refuses the whole save.
    const byMember = await save(member, ruleBody([group.id]));
    expect(byMember.status).toBe(403);
    expect(byMember.body.msg).toBe('只有群主和管理员可以为群聊设置防骚扰规则');
    const elsewhere = await makeGroup(server, '1371101');
    const mixed = await save(leader, ruleBody([group.id, elsewhere.group.id]));
    expect(mixed.status).toBe(403);
    expect((await server.get(`/im/group/noHarass/${group.id}`, bearer(member.token))).status).toBe(403);

    const saved = await save(admin, ruleBody([group.id], { enableScreen: true, screenLimit: 50 }));
    expect(saved.body.code).toBe(200);
    const rule = saved.body.data as groupHarass.Rule;
    expect(rule).toMatchObject({
      title: '禁止广告',
      enableAd: true,
      adWordList: '加微信,兼职刷单,VX',
      enableScreen: true,
      screenLimit: 50,
      punishType: 2,
      groupList: String(group.id),
    });
    // The group follows the admin's rule now, in place of the leader's emoji rule.
    const details = await server.get(`/im/group/noHarass/${group.id}`, bearer(leader.token));
    expect(details.body.data).toEqual(rule);
    const detail = await server.get(`/im/group/${group.id}`, bearer(leader.token));
    expect(detail.body.data.harassRuleId).toBe(rule.id);

    // Editing moves the version. Its maker edits it, and so does a manager of every group following it;
    // a plain member may not; only its maker deletes it.
    const before = await server.db
      .selectFrom('imGroupHarassRules')
      .select('version')
      .where('id', '=', rule.id)
      .executeTakeFirstOrThrow();
    expect((await save(member, { ...ruleBody([group.id]), id: rule.id })).status).toBe(403);
    const byLeader = await save(leader, { ...ruleBody([group.id], { title: '群主改过' }), id: rule.id });
    expect(byLeader.body.data).toMatchObject({ id: rule.id, title: '群主改过' });
    const edited = await save(admin, {
      ...ruleBody([group.id], { title: '禁止刷单', punishType: 1 }),
      id: rule.id,
    });
    expect(edited.body.data).toMatchObject({
      id: rule.id,
      title: '禁止刷单',
      punishType: 1,
      screenLimit: null,
    });
    const after = await server.db
      .selectFrom('imGroupHarassRules')
      .select('version')
      .where('id', '=', rule.id)
      .executeTakeFirstOrThrow();
    expect(after.version).toBe(before.version + 2);

    const mine = await server.get('/im/group/noHarass/list?pageSize=10', bearer(admin.token));
    expect(mine.body.total).toBe(1);
    expect(mine.body.data[0]).toMatchObject({ id: rule.id, groupList: String(group.id) });
    const leaders = await server.get('/im/group/noHarass/list', bearer(leader.token));
    expect(leaders.body.data[0]).toMatchObject({ adWordList: emoji, groupList: '' });

    expect((await server.del(`/im/group/noHarass/rule/${rule.id}`, bearer(leader.token))).status).toBe(404);
    expect((await server.del(`/im/group/noHarass/rule/${rule.id}`, bearer(admin.token))).body.code).toBe(200);
    expect((await server.get(`/im/group/noHarass/${group.id}`, bearer(leader.token))).body.data).toBeNull();
  });

  it('hides a message with a keyword inside a Chinese sentence from everyone but its sender', async () => {
    const { group, leader, member, other } = await makeGroup(server, '1371102');
    await server.post('/im/group/noHarass', ruleBody([group.id]), bearer(leader.token));
    const otherDesk = await device(other);
    const memberDesk = await device(member);
    const memberPhone = await device(member);
    const unreadBefore = (await listItem(server, other, group.id))!.unreadCount;

    const hidden = groupText(group.id, '想赚钱的朋友请加微信领取资料');
    memberDesk.send(hidden);
    const echo = (await memberDesk.next(isEcho(hidden.localId))).data;
    expect(echo.body.content).toBe('想赚钱的朋友请加微信领取资料');
    await memberPhone.next((f) => f.type === 'message' && f.data.localId === hidden.localId);
    // Latin keywords match whatever their case.
    const latin = groupText(group.id, '私我vx有惊喜');
    memberDesk.send(latin);
    await memberDesk.next(isEcho(latin.localId));
    const fine = groupText(group.id, '大家晚上好');
    memberDesk.send(fine);
    await memberDesk.next(isEcho(fine.localId));
    await otherDesk.next((f) => f.type === 'message' && f.data.localId === fine.localId);
    await sleep(100);
    expect(otherDesk.messages().map((m) => m.localId)).toEqual([fine.localId]);

    const otherHistory = await history(server, other, group.id);
    const contents = (otherHistory.body.data as im.Message[]).map((m) => m.body.content);
    expect(contents).toContain('大家晚上好');
    expect(contents).not.toContain('想赚钱的朋友请加微信领取资料');
    const memberHistory = await history(server, member, group.id);
    expect((memberHistory.body.data as im.Message[]).map((m) => m.body.content)).toContain(
      '想赚钱的朋友请加微信领取资料',
    );
    expect(memberHistory.body.total - otherHistory.body.total).toBe(2);

    // The other member's unread grew by the one message they can read.
    const item = (await listItem(server, other, group.id))!;
    expect(item.unreadCount).toBe(unreadBefore + 1);
    expect(item.body.content).toBe('大家晚上好');
    const stats = await server.get('/im/chat/stat/person', bearer(other.token));
    expect(stats.body.data.unreadCount).toBeGreaterThanOrEqual(1);

    // After a hidden one comes last, the other's preview stays on what they read.
    const last = groupText(group.id, '兼职刷单日结');
    memberDesk.send(last);
    await memberDesk.next(isEcho(last.localId));
    expect((await listItem(server, other, group.id))!.body.content).toBe('大家晚上好');
    expect((await listItem(server, member, group.id))!.body.content).toBe('兼职刷单日结');

    // Nobody else can report, forward or recall what they cannot read.
    const report = await server.post(
      '/im/chat/message/report',
      { busyCode: 'xyhGroup', objId: echo.id, reportCategoryId: 'Spam' },
      bearer(other.token),
    );
    expect(report.status).toBe(404);
    const forward = await server.post(
      `/im/chat/message/forward/${echo.id}`,
      { targets: [{ sessionType: 'group', receiverId: group.id }] },
      bearer(other.token),
    );
    expect(forward.status).toBe(404);
    const recall = await server.post(`/im/chat/message/recall/${echo.id}`, {}, bearer(leader.token));
    expect(recall.status).toBe(404);
    // Its sender still can.
    expect(
      (await server.post(`/im/chat/message/recall/${echo.id}`, {}, bearer(member.token))).body.code,
    ).toBe(200);
  });

  it('removes a sender whose message breaks a kick rule, and refuses the message', async () => {
    const { group, leader, member, other } = await makeGroup(server, '1371103');
    await server.post('/im/group/noHarass', ruleBody([group.id], { punishType: 1 }), bearer(leader.token));
    const otherDesk = await device(other);
    const memberDesk = await device(member);
    const bad = groupText(group.id, '兼职刷单，日赚五百');
    memberDesk.send(bad);
    const refused = await memberDesk.next(isError(bad.localId));
    expect(refused.msg).toBe('消息违反了群聊防骚扰规则，未能发送，你已被移出群聊');
    const line = await otherDesk.next(isCommand('kickGroup'));
    expect(line.data.body.content).toMatch(/违反群聊防骚扰规则“禁止广告”，已被移出群聊$/);
    await memberDesk.next(isCommand('kickGroup'));
    const members = await server.get(`/im/group/user/all?groupId=${group.id}`, bearer(leader.token));
    expect((members.body.data as groups.Member[]).map((m) => m.userId)).not.toContain(member.userId);
    expect(
      (await history(server, leader, group.id)).body.data.map((m: im.Message) => m.body.content),
    ).not.toContain('兼职刷单，日赚五百');
    const again = groupText(group.id, '还能说话吗');
    memberDesk.send(again);
    expect((await memberDesk.next(isError(again.localId))).code).toBe(404);
  });

  it('hides a message over the character limit, counting code points; managers and rule-free groups are untouched', async () => {
    const { group, leader, admin, member, other } = await makeGroup(server, '1371104');
    await server.post(
      '/im/group/noHarass',
      ruleBody([group.id], { enableAd: true, adWordList: '加微信', enableScreen: true, screenLimit: 50 }),
      bearer(leader.token),
    );
    const otherDesk = await device(other);
    const memberDesk = await device(member);
    const adminDesk = await device(admin);
    // Fifty emoji are a hundred UTF-16 units but fifty characters: within the limit.
    const fifty = groupText(group.id, '😀'.repeat(50));
    const long = groupText(group.id, '好'.repeat(51));
    const byAdmin = groupText(group.id, `管理员可以加微信${'好'.repeat(60)}`);
    memberDesk.send(fifty);
    memberDesk.send(long);
    adminDesk.send(byAdmin);
    await memberDesk.next(isEcho(long.localId));
    await otherDesk.next((f) => f.type === 'message' && f.data.localId === byAdmin.localId);
    await sleep(100);
    await otherDesk.next((f) => f.type === 'message' && f.data.localId === fifty.localId);
    // Two senders' sockets: their messages may arrive in either order.
    expect(
      otherDesk
        .messages()
        .map((m) => m.localId)
        .sort(),
    ).toEqual([fifty.localId, byAdmin.localId].sort());

    // A group without a rule: the same words reach everyone.
    const free = await makeGroup(server, '1371105');
    const freeOther = await device(free.other);
    const freeMember = await device(free.member);
    const plain = groupText(free.group.id, '加微信');
    freeMember.send(plain);
    await freeOther.next((f) => f.type === 'message' && f.data.localId === plain.localId);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl).each(databaseKinds())(
  'anti-harassment across two server processes, %s',
  (kind) => {
    let first: TestServer;
    let second: TestServer;
    const open: ChatDevice[] = [];
    const device = async (on: TestServer, user: SessionUserForTest) => {
      const made = await connectDevice(on, user.token);
      open.push(made);
      return made;
    };

    beforeAll(async () => {
      first = await startTestServer(kind, { env: { REDIS_URL: redisUrl! } });
      second = await startSiblingServer(kind, first, { REDIS_URL: redisUrl! });
    });
    afterEach(() => {
      imClock.now = () => Date.now();
    });
    afterAll(async () => {
      await Promise.all(open.map((d) => d.close()));
      await second.stop();
      await first.stop();
    });

    it('a rule saved or changed on one process applies to the next send on the other', async () => {
      const { group, leader, member, other } = await makeGroup(first, '1371106');
      const otherOnFirst = await device(first, other);
      const memberOnSecond = await device(second, member);
      const saved = await first.post('/im/group/noHarass', ruleBody([group.id]), bearer(leader.token));
      const ruleId = (saved.body.data as groupHarass.Rule).id;

      const hidden = groupText(group.id, '请加微信');
      memberOnSecond.send(hidden);
      await memberOnSecond.next(isEcho(hidden.localId));
      // The second process compiled the rule; a new keyword saved on the first applies there at once.
      await first.post(
        '/im/group/noHarass',
        { ...ruleBody([group.id], { adWordList: '红包群' }), id: ruleId },
        bearer(leader.token),
      );
      const newWord = groupText(group.id, '快来红包群');
      const oldWord = groupText(group.id, '现在可以说加微信了');
      memberOnSecond.send(newWord);
      memberOnSecond.send(oldWord);
      await otherOnFirst.next((f) => f.type === 'message' && f.data.localId === oldWord.localId);
      await sleep(100);
      expect(otherOnFirst.messages().map((m) => m.localId)).toEqual([oldWord.localId]);
    });

    it('a timed mute window set on one process blocks the send on both', async () => {
      const { group, leader, member } = await makeGroup(first, '1371107');
      await first.put(
        '/im/group/forbid/time',
        { groupId: group.id, timeList: [{ startTime: '12:00', endTime: '14:00' }] },
        bearer(leader.token),
      );
      await first.put('/im/group', { id: group.id, forbidTime: true }, bearer(leader.token));
      imClock.now = () => Date.UTC(2026, 10, 23, 12 - 8, 30);
      for (const on of [first, second]) {
        const desk = await device(on, member);
        const frame = groupText(group.id, '午休时间');
        desk.send(frame);
        expect((await desk.next(isError(frame.localId))).msg).toBe('禁言中');
      }
      imClock.now = () => Date.UTC(2026, 10, 23, 15 - 8, 0);
      const desk = await device(second, member);
      const frame = groupText(group.id, '下午好');
      desk.send(frame);
      await desk.next(isEcho(frame.localId));
    });
  },
);
