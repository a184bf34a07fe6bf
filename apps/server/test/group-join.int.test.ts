import type { im } from '@fox/contracts';
import { CHINA_TIME_PATTERN, groupJoin, groups, parseChinaTime } from '@fox/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { imClock } from '../src/features/im/clock.js';
import { bearer, makeFriends, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, type ChatDevice } from './im-socket.js';

type Code = {
  type: string;
  groupId: number;
  inviteId: number;
  inviteCalculate: string;
  sharePerson: string;
  expireTime: string;
  link: string;
};
type Ticket = Record<string, string | number>;

const DAY = 86_400_000;
const isJoinLine = (frame: im.ServerFrame): frame is Extract<im.ServerFrame, { type: 'message' }> =>
  frame.type === 'message' && frame.data.commandType === 'joinGroup';

describe.each(databaseKinds())('joining a group on %s', (kind) => {
  let server: TestServer;
  let leader: SessionUserForTest;
  let member: SessionUserForTest;
  let people: SessionUserForTest[];
  let next = 0;
  const open: ChatDevice[] = [];
  /** A user nobody has met yet, for each case of its own. */
  const newcomer = () => people[next++]!;
  const as = (user: SessionUserForTest) => bearer(user.token);

  const createGroup = async (name: string) => {
    const answer = await server.post('/im/group', { userIds: [member.userId], name }, as(leader));
    expect(answer.body.code).toBe(200);
    return answer.body.data as groups.Group;
  };
  const genCode = async (user: SessionUserForTest, groupId: number) => {
    const answer = await server.post(`/im/group/gencode/${groupId}`, {}, as(user));
    expect(answer.body.code).toBe(200);
    return answer.body.data as Code;
  };
  const linkTicket = (code: Code): Ticket => ({
    groupId: code.groupId,
    inviteUserId: code.inviteId,
    inviteCalculate: code.inviteCalculate,
  });
  const preview = (user: SessionUserForTest, ticket: Ticket) =>
    server.get(
      `/im/group/join/preview?${new URLSearchParams(Object.entries(ticket).map(([k, v]): [string, string] => [k, String(v)]))}`,
      as(user),
    );
  const join = (user: SessionUserForTest, ticket: Ticket) => server.post('/im/group/join', ticket, as(user));
  const apply = (user: SessionUserForTest, ticket: Ticket, applyContent: string) =>
    server.post('/im/group/apply', { ...ticket, applyContent }, as(user));
  const memberRow = (groupId: number, userId: number) =>
    server.db
      .selectFrom('imGroupMembers')
      .select(['userId', 'inviterId', 'channelId', 'joinWay', 'permissionType'])
      .where('groupId', '=', groupId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  const headCount = async (groupId: number) =>
    (
      await server.db
        .selectFrom('imGroups')
        .select('memberCount')
        .where('id', '=', groupId)
        .executeTakeFirstOrThrow()
    ).memberCount;
  const setGroup = (
    groupId: number,
    values: { needConfirm?: number; bindUser?: number; groupWord?: string },
  ) => server.db.updateTable('imGroups').set(values).where('id', '=', groupId).execute();
  const systemNotices = async (user: SessionUserForTest) =>
    (await server.get('/app/notice/system/page?pageSize=50', as(user))).body.data as {
      type: string;
      title: string;
      content: string;
    }[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    const users = await makeUsers(server, 20, '1397711');
    [leader, member] = users as [SessionUserForTest, SessionUserForTest];
    people = users.slice(2);
    await makeFriends(server, leader, member);
  });
  afterEach(() => {
    imClock.now = () => Date.now();
  });
  afterAll(async () => {
    await Promise.all(open.map((device) => device.close()));
    await server.stop();
  });

  it('gives each member a signed link whose QR code carries the same payload; a visitor joins by it as invited', async () => {
    const group = await createGroup('链接入群');
    const code = await genCode(member, group.id);
    expect(code).toMatchObject({ type: 'joinGroup', groupId: group.id, inviteId: member.userId });
    expect(code.sharePerson).not.toBe('');
    expect(code.expireTime).toMatch(CHINA_TIME_PATTERN);
    const days = (parseChinaTime(code.expireTime)! - Date.now()) / DAY;
    expect(days).toBeGreaterThan(groupJoin.INVITE_CODE_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(groupJoin.INVITE_CODE_DAYS);
    // The QR code is the link: the page it opens reads the same fields back from its query.
    const [path, query] = code.link.split('?') as [string, string];
    expect(path).toBe(groupJoin.JOIN_PAGE_PATH);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      type: 'joinGroup',
      groupId: String(group.id),
      inviteId: String(member.userId),
      inviteCalculate: code.inviteCalculate,
      sharePerson: code.sharePerson,
    });

    const visitor = newcomer();
    const seen = await preview(visitor, linkTicket(code));
    expect(seen.body.data).toMatchObject({
      groupId: group.id,
      name: '链接入群',
      groupUserNum: 2,
      needConfirm: false,
      inGroup: false,
      applying: false,
      inviter: { userId: member.userId },
      channelName: null,
    });

    const leaderDesk = await connectDevice(server, leader.token);
    open.push(leaderDesk);
    const joined = await join(visitor, linkTicket(code));
    expect(joined.body.code).toBe(200);
    expect(joined.body.data).toMatchObject({ id: group.id, myRole: 'group_user', groupUserNum: 3 });
    expect(await memberRow(group.id, visitor.userId)).toMatchObject({
      inviterId: member.userId,
      joinWay: 'link',
      channelId: null,
      permissionType: 'group_user',
    });
    const line = await leaderDesk.next(isJoinLine);
    expect(line.data.receiver.id).toBe(group.id);
    expect(line.data.body.content).toContain(code.sharePerson);
    expect(line.data.body.content).toContain('加入了群聊');

    // Already in: the page says so and joining again opens the group as it is.
    expect((await preview(visitor, linkTicket(code))).body.data.inGroup).toBe(true);
    const again = await join(visitor, linkTicket(code));
    expect(again.body.data).toMatchObject({ id: group.id, groupUserNum: 3 });
    expect(await headCount(group.id)).toBe(3);

    // One person joining from two devices at once is one member.
    const twin = newcomer();
    const both = await Promise.all([join(twin, linkTicket(code)), join(twin, linkTicket(code))]);
    expect(both.map((answer) => answer.body.data.groupUserNum)).toEqual([4, 4]);
    expect(await headCount(group.id)).toBe(4);
  });

  it('joins by the passphrase, whatever its letters’ case; an unknown one is 404', async () => {
    const group = await createGroup('口令入群');
    await setGroup(group.id, { groupWord: 'HJKM2345' });
    const visitor = newcomer();
    const joined = await join(visitor, { groupWord: 'hjkm2345' });
    expect(joined.body.data).toMatchObject({ id: group.id, myRole: 'group_user' });
    expect(await memberRow(group.id, visitor.userId)).toMatchObject({
      joinWay: 'passphrase',
      inviterId: null,
    });
    const unknown = await join(newcomer(), { groupWord: 'HJKM2346' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('口令不正确，未找到群聊');
    const two = await join(visitor, { groupWord: 'HJKM2345', channelCode: 'abcdefghij' });
    expect(two.status).toBe(400);
    expect(two.body.msg).toBe('请通过群链接、二维码、渠道或口令中的一种方式加入');
  });

  it('refuses forged, tampered and expired codes, and a reset voids every code given out', async () => {
    const group = await createGroup('防伪');
    const code = await genCode(leader, group.id);
    const visitor = newcomer();
    const last = code.inviteCalculate.at(-1) === 'A' ? 'B' : 'A';
    const tampered = { ...linkTicket(code), inviteCalculate: code.inviteCalculate.slice(0, -1) + last };
    const refusedTampered = await join(visitor, tampered);
    expect(refusedTampered.status).toBe(400);
    expect(refusedTampered.body.msg).toBe('群链接或二维码无效，请向群成员重新获取');
    // The code of one member passed off as another's.
    const forged = await join(visitor, { ...linkTicket(code), inviteUserId: member.userId });
    expect(forged.body.msg).toBe('群链接或二维码无效，请向群成员重新获取');
    // A later expiry written onto the code breaks its signature.
    const [expiry, signature] = code.inviteCalculate.split('.') as [string, string];
    const stretched = await preview(visitor, {
      ...linkTicket(code),
      inviteCalculate: `${Number(expiry) + 30 * 86_400}.${signature}`,
    });
    expect(stretched.body.msg).toBe('群链接或二维码无效，请向群成员重新获取');
    expect((await preview(visitor, { ...linkTicket(code), inviteCalculate: 'garbage' })).status).toBe(400);

    imClock.now = () => Date.now() + (groupJoin.INVITE_CODE_DAYS + 1) * DAY;
    const expired = await join(visitor, linkTicket(code));
    expect(expired.status).toBe(400);
    expect(expired.body.msg).toBe('群链接或二维码已过期，请向群成员重新获取');
    imClock.now = () => Date.now();
    expect(await memberRow(group.id, visitor.userId)).toBeUndefined();

    const byMember = await server.post(`/im/group/gencode/reset/${group.id}`, {}, as(member));
    expect(byMember.status).toBe(403);
    expect(byMember.body.msg).toBe('只有群主和管理员可以修改进群设置');
    expect((await server.post(`/im/group/gencode/reset/${group.id}`, {}, as(leader))).body.code).toBe(200);
    const voided = await join(visitor, linkTicket(code));
    expect(voided.body.msg).toBe('群链接或二维码无效，请向群成员重新获取');
    const fresh = await genCode(leader, group.id);
    expect((await join(visitor, linkTicket(fresh))).body.data).toMatchObject({ id: group.id });
  });

  it('answers 404 for a group that does not exist or was dissolved, and refuses a full one', async () => {
    const group = await createGroup('已满');
    const code = await genCode(leader, group.id);
    const missing = await preview(newcomer(), { ...linkTicket(code), groupId: 987_654_321 });
    expect(missing.status).toBe(404);

    await server.db
      .updateTable('imGroups')
      .set({ memberCount: groups.GROUP_MEMBERS_MAX })
      .where('id', '=', group.id)
      .execute();
    const full = await join(newcomer(), linkTicket(code));
    expect(full.status).toBe(400);
    expect(full.body.msg).toBe(`群成员已达上限 ${groups.GROUP_MEMBERS_MAX} 人`);
    await server.db.updateTable('imGroups').set({ memberCount: 2 }).where('id', '=', group.id).execute();

    expect((await server.del(`/im/group/${group.id}`, as(leader))).body.code).toBe(200);
    const dissolved = await join(newcomer(), linkTicket(code));
    expect(dissolved.status).toBe(404);
  });

  it('has a group that approves newcomers take applications; managers decide each once and the applicant is told', async () => {
    const group = await createGroup('审核入群');
    await setGroup(group.id, { needConfirm: 1 });
    const code = await genCode(member, group.id);
    const [hopeful, turnedAway] = [newcomer(), newcomer()];

    expect((await preview(hopeful, linkTicket(code))).body.data).toMatchObject({
      needConfirm: true,
      applying: false,
    });
    const direct = await join(hopeful, linkTicket(code));
    expect(direct.status).toBe(400);
    expect(direct.body.msg).toBe('该群需要群主审核，请提交入群申请');

    const first = await apply(hopeful, linkTicket(code), '想加入');
    expect(first.body.data).toMatchObject({ applyState: 'WaitApprove' });
    const second = await apply(hopeful, linkTicket(code), '真的想加入');
    expect(second.body.data.id).toBe(first.body.data.id);
    const tooLong = await apply(hopeful, linkTicket(code), '长'.repeat(groupJoin.APPLY_REASON_MAX + 1));
    expect(tooLong.status).toBe(400);
    expect((await preview(hopeful, linkTicket(code))).body.data.applying).toBe(true);
    const [once, again] = await Promise.all([
      apply(turnedAway, linkTicket(code), '路过'),
      apply(turnedAway, linkTicket(code), '路过'),
    ]);
    const refusedId = once.body.data.id as number;
    expect(again.body.data.id).toBe(refusedId);

    const told = await systemNotices(leader);
    expect(told.filter((notice) => notice.type === 'groupApply')).toHaveLength(2);
    expect(told.find((notice) => notice.content.includes('路过'))?.title).toBe('入群申请');

    const notAllowed = await server.get(`/im/apply/list?targetId=${group.id}`, as(member));
    expect(notAllowed.status).toBe(403);
    expect(notAllowed.body.msg).toBe('只有群主和管理员可以审核进群申请');
    const listed = await server.get(`/im/apply/list?targetId=${group.id}`, as(leader));
    expect(listed.body.total).toBe(2);
    expect(listed.body.data[1]).toMatchObject({
      id: first.body.data.id,
      userId: hopeful.userId,
      applyContent: '真的想加入',
      applyState: 'WaitApprove',
      groupName: '审核入群',
      inviterName: code.sharePerson,
    });

    const byMember = await server.put(
      '/im/apply/audit',
      { id: first.body.data.id, applyState: 'Pass' },
      as(member),
    );
    expect(byMember.status).toBe(403);
    const passed = await server.put(
      '/im/apply/audit',
      { id: first.body.data.id, applyState: 'Pass' },
      as(leader),
    );
    expect(passed.body.data).toMatchObject({ applyState: 'Pass', userId: hopeful.userId });
    expect(await memberRow(group.id, hopeful.userId)).toMatchObject({
      joinWay: 'apply',
      inviterId: member.userId,
    });
    const twice = await server.put(
      '/im/apply/audit',
      { id: first.body.data.id, applyState: 'Refuse' },
      as(leader),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('该申请已处理，请勿重复操作');

    const refused = await server.put('/im/apply/audit', { id: refusedId, applyState: 'Refuse' }, as(leader));
    expect(refused.body.data.applyState).toBe('Refuse');
    expect(await memberRow(group.id, turnedAway.userId)).toBeUndefined();

    expect((await systemNotices(hopeful)).map((notice) => notice.content)).toContain(
      '你加入群聊“审核入群”的申请已通过',
    );
    expect((await systemNotices(turnedAway)).map((notice) => notice.content)).toContain(
      '你加入群聊“审核入群”的申请未通过',
    );
    const listedAfter = await server.get(`/im/apply/list?targetId=${group.id}`, as(leader));
    expect(listedAfter.body.data.map((row: { applyState: string }) => row.applyState).sort()).toEqual([
      'Pass',
      'Refuse',
    ]);
    const inAlready = await apply(hopeful, linkTicket(code), '再来');
    expect(inAlready.body.msg).toBe('你已在该群中');
    expect(
      (await server.put('/im/apply/audit', { id: 987_654_321, applyState: 'Pass' }, as(leader))).status,
    ).toBe(404);
  });

  it('makes a newcomer and their inviter friends when the group binds them', async () => {
    const group = await createGroup('绑定好友');
    const code = await genCode(member, group.id);
    const unbound = newcomer();
    await join(unbound, linkTicket(code));
    await setGroup(group.id, { bindUser: 1 });
    const bound = newcomer();
    await join(bound, linkTicket(code));
    const friendsOf = async (user: SessionUserForTest) =>
      ((await server.get('/app/friends/list?pageSize=50', as(user))).body.data as { friendId: number }[]).map(
        (friend) => friend.friendId,
      );
    expect(await friendsOf(bound)).toEqual([member.userId]);
    expect(await friendsOf(member)).toContain(bound.userId);
    expect(await friendsOf(unbound)).toEqual([]);
    // By the passphrase nobody invited them: nobody to bind to.
    await setGroup(group.id, { groupWord: 'PQRS2345' });
    const byWord = newcomer();
    await join(byWord, { groupWord: 'PQRS2345' });
    expect(await friendsOf(byWord)).toEqual([]);
  });
});
