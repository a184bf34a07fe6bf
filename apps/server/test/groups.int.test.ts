import { groups, im, parseChinaTime } from '@fox/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { imClock } from '../src/features/im/clock.js';
import { bearer, makeFriends, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, isError, type ChatDevice } from './im-socket.js';

const isCommand =
  (commandType: string) =>
  (frame: im.ServerFrame): frame is Extract<im.ServerFrame, { type: 'message' }> =>
    frame.type === 'message' && frame.data.commandType === commandType;

const isFrameOf =
  (type: 'message' | 'recall', id: number) =>
  (frame: im.ServerFrame): frame is Extract<im.ServerFrame, { type: 'message' | 'recall' }> =>
    frame.type === type && frame.data.id === id;

describe.each(databaseKinds())('group chat on %s', (kind) => {
  let server: TestServer;
  let users: SessionUserForTest[];
  let leader: SessionUserForTest;
  let admin: SessionUserForTest;
  let member: SessionUserForTest;
  let other: SessionUserForTest;
  let stranger: SessionUserForTest;
  const open: ChatDevice[] = [];
  const device = async (user: SessionUserForTest) => {
    const made = await connectDevice(server, user.token);
    open.push(made);
    return made;
  };
  let sent = 0;
  const groupText = (groupId: number, content: string, extra: Record<string, unknown> = {}) => ({
    localId: `g-${++sent}`,
    receiverId: groupId,
    sessionType: 'group',
    messageType: 'text',
    content,
    ...extra,
  });
  const sendAndEcho = async (from: ChatDevice, frame: ReturnType<typeof groupText>) => {
    from.send(frame);
    return (await from.next(isEcho(frame.localId))).data;
  };
  const befriend = (a: SessionUserForTest, b: SessionUserForTest) => makeFriends(server, a, b);
  const createGroup = async (by: SessionUserForTest, members: SessionUserForTest[], name?: string) => {
    const answer = await server.post(
      '/im/group',
      { userIds: members.map((u) => u.userId), ...(name ? { name } : {}) },
      bearer(by.token),
    );
    expect(answer.body.code).toBe(200);
    return answer.body.data as groups.Group;
  };
  const history = (user: SessionUserForTest, groupId: number) =>
    server.get(
      `/im/chat/message/inner/list?sessionType=group&receiverId=${groupId}&pageSize=50`,
      bearer(user.token),
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    users = await makeUsers(server, 6, '1397654');
    [leader, admin, member, other, stranger] = users as [
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
    ];
    for (const friend of [admin, member, other]) await befriend(leader, friend);
  });
  afterEach(() => {
    imClock.now = () => Date.now();
  });
  afterAll(async () => {
    await Promise.all(open.map((d) => d.close()));
    await server.stop();
  });

  it('creates a group from friends only; every member hears it and lists it, a stranger sees nothing', async () => {
    const notFriend = await server.post('/im/group', { userIds: [stranger.userId] }, bearer(leader.token));
    expect(notFriend.status).toBe(403);
    expect(notFriend.body.msg).toBe('只能邀请自己的好友加入群聊');
    const none = await server.post('/im/group', { userIds: [] }, bearer(leader.token));
    expect(none.status).toBe(400);

    const memberDesk = await device(member);
    const group = await createGroup(leader, [admin, member], '周末爬山群');
    expect(group).toMatchObject({
      name: '周末爬山群',
      userId: leader.userId,
      groupUserNum: 3,
      myRole: 'group_leader',
    });
    const created = await memberDesk.next(isCommand('createGroup'));
    expect(created.data).toMatchObject({
      messageType: 'command',
      receiver: { id: group.id, name: '周末爬山群' },
    });
    expect(created.data.body.content).toContain('加入了群聊');

    const list = await server.get('/im/chat/message/outer/list', bearer(member.token));
    const item = list.body.data.find((c: im.Conversation) => c.sessionType === 'group');
    expect(item).toMatchObject({
      receiver: { id: group.id, name: '周末爬山群' },
      unreadCount: 1,
      groupUserCount: 3,
      groupType: 'group',
    });
    expect(item.avatars).toHaveLength(3);
    const leaderList = await server.get('/im/chat/message/outer/list', bearer(leader.token));
    expect(leaderList.body.data.find((c: im.Conversation) => c.sessionType === 'group').unreadCount).toBe(0);

    expect((await server.get(`/im/group/${group.id}`, bearer(stranger.token))).status).toBe(404);
    expect((await history(stranger, group.id)).status).toBe(404);
    expect((await server.get(`/im/group/user/all?groupId=${group.id}`, bearer(stranger.token))).status).toBe(
      404,
    );
    const members = await server.get(`/im/group/user/all?groupId=${group.id}`, bearer(member.token));
    expect(members.body.data.map((m: groups.Member) => [m.userId, m.permissionType])).toEqual([
      [leader.userId, 'group_leader'],
      [admin.userId, 'group_user'],
      [member.userId, 'group_user'],
    ]);
    const mine = await server.get('/im/group/list', bearer(member.token));
    expect(mine.body.total).toBe(1);
    expect(mine.body.data[0]).toMatchObject({ id: group.id, myRole: 'group_user' });
  });

  it('delivers a group message to every member’s devices once; unread follows the read cursor', async () => {
    const group = await createGroup(leader, [admin, member]);
    const leaderDesk = await device(leader);
    const adminDesk = await device(admin);
    const memberDesk = await device(member);
    const memberPhone = await device(member);
    const strangerDesk = await device(stranger);
    const message = await sendAndEcho(memberDesk, groupText(group.id, '大家好'));
    expect(message).toMatchObject({
      sessionType: 'group',
      sender: { id: member.userId, role: 'group_user' },
    });
    for (const desk of [leaderDesk, adminDesk, memberPhone]) {
      const frame = await desk.next(isFrameOf('message', message.id));
      expect(frame.data.body.content).toBe('大家好');
    }
    expect(memberDesk.frames.filter((f) => f.type === 'message' && f.data.id === message.id)).toEqual([]);
    expect(strangerDesk.frames.filter((f) => f.type === 'message')).toEqual([]);

    // A retried send is stored once.
    memberDesk.send({ ...groupText(group.id, '大家好'), localId: message.localId });
    await memberDesk.next(
      (f) => f.type === 'echo' && f.localId === message.localId && f.data.id === message.id,
    );
    const leaderHistory = await history(leader, group.id);
    expect(leaderHistory.body.data.filter((m: im.Message) => m.body.content === '大家好')).toHaveLength(1);

    const stat = await server.get('/im/chat/stat/person', bearer(admin.token));
    expect(stat.body.data.unreadCount).toBeGreaterThanOrEqual(2);
    const read = await server.post(`/im/chat/message/read/group/${group.id}`, {}, bearer(admin.token));
    expect(read.body.code).toBe(200);
    const adminList = await server.get('/im/chat/message/outer/list', bearer(admin.token));
    const item = adminList.body.data.find(
      (c: im.Conversation) => c.receiver.id === group.id && c.sessionType === 'group',
    );
    expect(item.unreadCount).toBe(0);
    expect(item.body.content).toBe('大家好');
  });

  it('blocks sending when banned, ended, dissolved or muted, sparing the leader and admins from mutes', async () => {
    const group = await createGroup(leader, [admin, member]);
    await server.put(
      '/im/group/user/role',
      { groupId: group.id, userIds: [admin.userId], permissionType: 'group_admin' },
      bearer(leader.token),
    );
    const leaderDesk = await device(leader);
    const adminDesk = await device(admin);
    const memberDesk = await device(member);
    const refused = async (desk: ChatDevice, text: string) => {
      const frame = groupText(group.id, text);
      desk.send(frame);
      return (await desk.next(isError(frame.localId))).msg;
    };

    const onSelf = await server.put(
      '/im/group/user/forbid',
      { groupId: group.id, userIds: [admin.userId], forbid: true },
      bearer(admin.token),
    );
    expect(onSelf.status).toBe(400);
    const byMember = await server.put(
      '/im/group/user/forbid',
      { groupId: group.id, userIds: [leader.userId], forbid: true },
      bearer(member.token),
    );
    expect(byMember.status).toBe(403);
    const mute = await server.put(
      '/im/group/user/forbid',
      { groupId: group.id, userIds: [member.userId], forbid: true },
      bearer(admin.token),
    );
    expect(mute.body.code).toBe(200);
    expect(await refused(memberDesk, '我能说话吗')).toBe('禁言中');
    expect((await server.get(`/im/group/forbid/${group.id}`, bearer(member.token))).body.data).toBe(true);
    await server.put(
      '/im/group/user/forbid',
      { groupId: group.id, userIds: [member.userId], forbid: false },
      bearer(admin.token),
    );
    expect((await server.get(`/im/group/forbid/${group.id}`, bearer(member.token))).body.data).toBe(false);

    await server.put('/im/group', { id: group.id, forbid: true }, bearer(leader.token));
    expect(await refused(memberDesk, '全员禁言')).toBe('禁言中');
    await sendAndEcho(adminDesk, groupText(group.id, '管理员照常发言'));
    await server.put('/im/group', { id: group.id, forbid: false }, bearer(leader.token));

    // Timed windows: 12:00–14:00 China time.
    await server.put(
      '/im/group/forbid/time',
      { groupId: group.id, timeList: [{ startTime: '12:00', endTime: '14:00' }] },
      bearer(admin.token),
    );
    await server.put('/im/group', { id: group.id, forbidTime: true }, bearer(leader.token));
    imClock.now = () => Date.UTC(2026, 10, 23, 12 - 8, 30);
    expect(await refused(memberDesk, '午休时间')).toBe('禁言中');
    expect((await server.get(`/im/group/forbid/${group.id}`, bearer(member.token))).body.data).toBe(true);
    imClock.now = () => Date.UTC(2026, 10, 23, 15 - 8, 0);
    await sendAndEcho(memberDesk, groupText(group.id, '下午好'));
    imClock.now = () => Date.now();

    const { db } = server;
    await db
      .updateTable('imGroups')
      .set({ state: groups.GROUP_STATE_BANNED })
      .where('id', '=', group.id)
      .execute();
    expect(await refused(leaderDesk, '被封了')).toBe('群聊已被封禁，无法发送消息');
    await db
      .updateTable('imGroups')
      .set({ state: groups.GROUP_STATE_ORDER_ENDED })
      .where('id', '=', group.id)
      .execute();
    expect(await refused(adminDesk, '结束了')).toBe('订单已结束');
    await db.updateTable('imGroups').set({ state: 0 }).where('id', '=', group.id).execute();

    expect((await server.del(`/im/group/${group.id}`, bearer(admin.token))).status).toBe(403);
    const dissolve = await server.del(`/im/group/${group.id}`, bearer(leader.token));
    expect(dissolve.body.code).toBe(200);
    await memberDesk.next(isCommand('ungroup'));
    expect(await refused(leaderDesk, '还在吗')).toBe('群聊已解散，无法发送消息');
    const detail = await server.get(`/im/group/${group.id}`, bearer(member.token));
    expect(detail.body.data).toMatchObject({ dissolved: true, sendBlock: 'dissolved' });
  });

  it('lets only the leader and admins mention everyone, and only members be mentioned', async () => {
    const group = await createGroup(leader, [member]);
    const memberDesk = await device(member);
    const leaderDesk = await device(leader);
    const all = groupText(group.id, '@所有人 开会', { atIds: [im.MENTION_ALL] });
    memberDesk.send(all);
    expect((await memberDesk.next(isError(all.localId))).msg).toBe('只有群主和管理员可以@所有人');
    const outsider = groupText(group.id, '@路人', { atIds: [stranger.userId] });
    memberDesk.send(outsider);
    expect((await memberDesk.next(isError(outsider.localId))).msg).toBe('只能@群成员');
    await sendAndEcho(leaderDesk, groupText(group.id, '@所有人 开会', { atIds: [im.MENTION_ALL] }));
    const list = await server.get('/im/chat/message/outer/list', bearer(member.token));
    expect(list.body.data.find((c: im.Conversation) => c.receiver.id === group.id).atMe).toBe(true);
  });

  it('recalls by role: own within 2 minutes, the leader any within 24 hours, an admin never the leader’s', async () => {
    const group = await createGroup(leader, [admin, member]);
    await server.put(
      '/im/group/user/role',
      { groupId: group.id, userIds: [admin.userId], permissionType: 'group_admin' },
      bearer(leader.token),
    );
    const leaderDesk = await device(leader);
    const adminDesk = await device(admin);
    const memberDesk = await device(member);
    const recall = (by: SessionUserForTest, id: number) =>
      server.post(`/im/chat/message/recall/${id}`, {}, bearer(by.token));

    const fromMember = await sendAndEcho(memberDesk, groupText(group.id, '普通成员的话'));
    const fromLeader = await sendAndEcho(leaderDesk, groupText(group.id, '群主的话'));
    const fromAdmin = await sendAndEcho(adminDesk, groupText(group.id, '管理员的话'));

    imClock.now = () => parseChinaTime(fromMember.createTime)! + im.RECALL_WINDOW_MS + 1000;
    expect((await recall(member, fromMember.id)).body.msg).toContain('2');
    expect((await recall(member, fromLeader.id)).status).toBe(403);
    expect((await recall(admin, fromLeader.id)).status).toBe(403);
    expect((await recall(stranger, fromMember.id)).status).toBe(404);

    imClock.now = () => parseChinaTime(fromMember.createTime)! + groups.MANAGER_RECALL_WINDOW_MS - 1000;
    const byAdmin = await recall(admin, fromMember.id);
    expect(byAdmin.body.code).toBe(200);
    for (const desk of [leaderDesk, memberDesk]) {
      const frame = await desk.next(isFrameOf('recall', fromMember.id));
      expect(frame.data.body.content).toBe('');
    }
    expect((await recall(admin, fromAdmin.id)).body.code).toBe(200);
    imClock.now = () => parseChinaTime(fromLeader.createTime)! + groups.MANAGER_RECALL_WINDOW_MS + 1000;
    expect((await recall(leader, fromLeader.id)).status).toBe(400);
    imClock.now = () => parseChinaTime(fromLeader.createTime)! + groups.MANAGER_RECALL_WINDOW_MS - 1000;
    expect((await recall(leader, fromLeader.id)).body.code).toBe(200);
  });

  it('forwards to a group and skips a group where the forwarder is muted; all muted fails', async () => {
    const open1 = await createGroup(leader, [member]);
    const muted = await createGroup(leader, [member]);
    await server.put(
      '/im/group/user/forbid',
      { groupId: muted.id, userIds: [member.userId], forbid: true },
      bearer(leader.token),
    );
    const memberDesk = await device(member);
    const original = await sendAndEcho(memberDesk, groupText(open1.id, '转发我'));

    const partly = await server.post(
      `/im/chat/message/forward/${original.id}`,
      {
        targets: [
          { sessionType: 'group', receiverId: open1.id },
          { sessionType: 'group', receiverId: muted.id },
        ],
      },
      bearer(member.token),
    );
    expect(partly.body.code).toBe(200);
    expect(partly.body.data.sent).toHaveLength(1);
    expect(partly.body.data.skipped).toEqual([{ sessionType: 'group', receiverId: muted.id }]);
    const none = await server.post(
      `/im/chat/message/forward/${original.id}`,
      { targets: [{ sessionType: 'group', receiverId: muted.id }] },
      bearer(member.token),
    );
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('发送失败，请稍后重试');
    const notMine = await server.post(
      `/im/chat/message/forward/${original.id}`,
      { targets: [{ sessionType: 'group', receiverId: open1.id }] },
      bearer(stranger.token),
    );
    expect(notMine.status).toBe(404);
  });

  it('adds, removes and lets members exit; newcomers read from their join, the removed read nothing', async () => {
    const group = await createGroup(leader, [member]);
    const memberDesk = await device(member);
    await sendAndEcho(memberDesk, groupText(group.id, '加入之前的话'));

    const added = await server.post(
      '/im/group/user/add',
      { groupId: group.id, userIds: [other.userId] },
      bearer(leader.token),
    );
    expect(added.body.data.groupUserNum).toBe(3);
    const otherHistory = await history(other, group.id);
    expect(otherHistory.body.data.map((m: im.Message) => m.commandType)).toEqual(['joinGroup']);
    expect(JSON.stringify(otherHistory.body)).not.toContain('加入之前的话');

    expect(
      (
        await server.post(
          '/im/group/user/kick',
          { groupId: group.id, userIds: [other.userId] },
          bearer(member.token),
        )
      ).status,
    ).toBe(403);
    const kicked = await server.post(
      '/im/group/user/kick',
      { groupId: group.id, userIds: [other.userId] },
      bearer(leader.token),
    );
    expect(kicked.body.data.groupUserNum).toBe(2);
    expect((await history(other, group.id)).status).toBe(404);

    expect((await server.del(`/im/group/user/removeGroup/${group.id}`, bearer(leader.token))).body.msg).toBe(
      '群主不能退出群聊，请先解散群聊',
    );
    const exit = await server.del(`/im/group/user/removeGroup/${group.id}`, bearer(member.token));
    expect(exit.body.code).toBe(200);
    const after = await server.get('/im/chat/message/outer/list', bearer(member.token));
    expect(
      after.body.data.some((c: im.Conversation) => c.receiver.id === group.id && c.sessionType === 'group'),
    ).toBe(false);
    const leaderHistory = await history(leader, group.id);
    expect(leaderHistory.body.data[0]).toMatchObject({ commandType: 'quitGroup' });
  });
});
