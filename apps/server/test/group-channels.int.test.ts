import type { groups, im } from '@fox/contracts';
import { groupChannels, groupJoin } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeFriends, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, type ChatDevice } from './im-socket.js';

type Ticket = Record<string, string | number>;
type Person = { userId: number; userName: string; joinTime: string };
type Record_ = { userId: number; inviteCount: number; inviteList: Person[] };

describe.each(databaseKinds())('join channels, invite records and pre-join messages on %s', (kind) => {
  let server: TestServer;
  let leader: SessionUserForTest;
  let member: SessionUserForTest;
  let stranger: SessionUserForTest;
  let people: SessionUserForTest[];
  let next = 0;
  const open: ChatDevice[] = [];
  const newcomer = () => people[next++]!;
  const as = (user: SessionUserForTest) => bearer(user.token);
  const device = async (user: SessionUserForTest) => {
    const made = await connectDevice(server, user.token);
    open.push(made);
    return made;
  };

  const createGroup = async (name: string) => {
    const answer = await server.post('/im/group', { userIds: [member.userId], name }, as(leader));
    expect(answer.body.code).toBe(200);
    return answer.body.data as groups.Group;
  };
  const join = (user: SessionUserForTest, ticket: Ticket) => server.post('/im/group/join', ticket, as(user));
  const linkOf = async (user: SessionUserForTest, groupId: number): Promise<Ticket> => {
    const code = (await server.post(`/im/group/gencode/${groupId}`, {}, as(user))).body.data;
    return { groupId, inviteUserId: code.inviteId, inviteCalculate: code.inviteCalculate };
  };
  const addChannel = async (groupId: number, channelName: string) => {
    const answer = await server.post('/im/group/channel', { groupId, channelName }, as(leader));
    expect(answer.body.code).toBe(200);
    return answer.body.data as groupChannels.Channel;
  };
  const history = async (user: SessionUserForTest, groupId: number) =>
    (
      await server.get(
        `/im/chat/message/inner/list?sessionType=group&receiverId=${groupId}&pageSize=50`,
        as(user),
      )
    ).body.data as im.Message[];
  const records = async (groupId: number, extra = '') =>
    (await server.get(`/im/group/invite/list?groupId=${groupId}${extra}`, as(leader))).body;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const users = await makeUsers(server, 20, '1397722');
    [leader, member, stranger] = users as [SessionUserForTest, SessionUserForTest, SessionUserForTest];
    people = users.slice(3);
    await makeFriends(server, leader, member);
  });
  afterAll(async () => {
    await Promise.all(open.map((d) => d.close()));
    await server.stop();
  });

  it('adds, lists, opens, edits and deletes channels for the join-settings roles only', async () => {
    const group = await createGroup('渠道管理');
    const channel = await addChannel(group.id, '小红书');
    expect(channel).toMatchObject({
      groupId: group.id,
      channelName: '小红书',
      channelNote: '',
      channelUserCount: 0,
    });
    expect(channel.channelCode).toMatch(/^[A-Za-z0-9]{8,12}$/);
    expect(channel.channelUrl).toBe(
      `${groupJoin.JOIN_PAGE_PATH}?type=joinGroup&groupId=${group.id}&channelCode=${channel.channelCode}`,
    );
    const other = await addChannel(group.id, '公众号');
    expect(other.channelCode).not.toBe(channel.channelCode);

    const list = await server.get(`/im/group/channel/list?groupId=${group.id}`, as(leader));
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((c: groupChannels.Channel) => c.channelName)).toEqual(['公众号', '小红书']);

    const edited = await server.put(
      '/im/group/channel',
      {
        id: channel.id,
        channelName: '小红书二',
        channelNote: '春季活动',
        channelImage: ['/resource/files/a.png'],
      },
      as(leader),
    );
    expect(edited.body.data).toMatchObject({
      channelName: '小红书二',
      channelNote: '春季活动',
      channelImage: ['/resource/files/a.png'],
      channelCode: channel.channelCode,
    });
    expect((await server.get(`/im/group/channel/${channel.id}`, as(leader))).body.data).toMatchObject({
      channelName: '小红书二',
      channelNote: '春季活动',
    });
    const noName = await server.post(
      '/im/group/channel',
      { groupId: group.id, channelName: '  ' },
      as(leader),
    );
    expect(noName.status).toBe(400);
    const longNote = await server.put(
      '/im/group/channel',
      { id: channel.id, channelName: 'x', channelNote: 'x'.repeat(groupChannels.CHANNEL_NOTE_MAX + 1) },
      as(leader),
    );
    expect(longNote.status).toBe(400);

    for (const attempt of [
      server.post('/im/group/channel', { groupId: group.id, channelName: '我的' }, as(member)),
      server.get(`/im/group/channel/list?groupId=${group.id}`, as(member)),
      server.get(`/im/group/channel/${channel.id}`, as(member)),
      server.del(`/im/group/channel/${channel.id}`, as(member)),
      server.get(`/im/group/channel/users?channelId=${channel.id}`, as(member)),
      server.get(`/im/group/invite/list?groupId=${group.id}`, as(member)),
      server.get(`/im/group/fake/list?groupId=${group.id}`, as(member)),
      server.post('/im/group/fake', { groupId: group.id, busyContent: '你好' }, as(member)),
    ]) {
      const refused = await attempt;
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('只有群主和管理员可以修改进群设置');
    }
    expect((await server.get(`/im/group/channel/list?groupId=${group.id}`, as(stranger))).status).toBe(404);

    expect((await server.del(`/im/group/channel/${other.id}`, as(leader))).body.code).toBe(200);
    expect((await server.get(`/im/group/channel/${other.id}`, as(leader))).status).toBe(404);
    const gone = await join(newcomer(), { channelCode: other.channelCode });
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('该渠道不存在或已删除');
  });

  it('counts those who join through a channel and lists them; they stay when the channel goes', async () => {
    const group = await createGroup('渠道入群');
    const channel = await addChannel(group.id, '抖音');
    const [first, second] = [newcomer(), newcomer()];
    const preview = await server.get(`/im/group/join/preview?channelCode=${channel.channelCode}`, as(first));
    expect(preview.body.data).toMatchObject({ groupId: group.id, channelName: '抖音', inGroup: false });
    expect((await join(first, { channelCode: channel.channelCode })).body.data).toMatchObject({
      id: group.id,
    });
    await join(second, { channelCode: channel.channelCode });
    await join(second, { channelCode: channel.channelCode });

    const detail = await server.get(`/im/group/channel/${channel.id}`, as(leader));
    expect(detail.body.data.channelUserCount).toBe(2);
    const users = await server.get(`/im/group/channel/users?channelId=${channel.id}`, as(leader));
    expect(users.body.total).toBe(2);
    expect(users.body.data.map((p: Person) => p.userId).sort()).toEqual([first.userId, second.userId].sort());
    const lines = (await history(leader, group.id)).filter((m) => m.commandType === 'joinGroup');
    expect(lines.at(-1)?.body.content).toContain('通过渠道“抖音”加入了群聊');

    await server.del(`/im/group/channel/${channel.id}`, as(leader));
    const members = await server.get(`/im/group/user/all?groupId=${group.id}`, as(leader));
    expect(members.body.data.map((m: groups.Member) => m.userId)).toContain(first.userId);
  });

  it('keeps invite records: who brought how many and whom, bound friends and one channel apart', async () => {
    const group = await createGroup('邀请记录');
    const byLeader = await linkOf(leader, group.id);
    const byMember = await linkOf(member, group.id);
    const [a, b, c, d] = [newcomer(), newcomer(), newcomer(), newcomer()];
    await join(a, byLeader);
    await join(b, byLeader);
    await join(c, byMember);
    await server.db.updateTable('imGroups').set({ bindUser: 1 }).where('id', '=', group.id).execute();
    await join(d, byMember);

    const all = await records(group.id);
    expect(all.total).toBe(2);
    // The leader also brought the member in when making the group.
    expect(all.data.map((r: Record_) => [r.userId, r.inviteCount])).toEqual([
      [leader.userId, 3],
      [member.userId, 2],
    ]);
    expect(all.data[0].inviteList.map((p: Person) => p.userId).sort()).toEqual(
      [a.userId, b.userId, member.userId].sort(),
    );

    const bound = await records(group.id, '&channelType=bindUser');
    expect(bound.data.map((r: Record_) => [r.userId, r.inviteCount])).toEqual([[member.userId, 1]]);
    expect(bound.data[0].inviteList.map((p: Person) => p.userId)).toEqual([d.userId]);

    // A channel's joiners were brought by the one who made and spread its link.
    const channel = await addChannel(group.id, '微博');
    const e = newcomer();
    await join(e, { channelCode: channel.channelCode });
    const viaChannel = await records(group.id, `&channelCode=${channel.channelCode}`);
    expect(viaChannel.total).toBe(1);
    expect(viaChannel.data[0]).toMatchObject({ userId: leader.userId, inviteCount: 1 });
    expect(viaChannel.data[0].inviteList.map((p: Person) => p.userId)).toEqual([e.userId]);

    const paged = await records(group.id, '&pageSize=1&pageNum=2');
    expect(paged.total).toBe(2);
    expect(paged.data.map((r: Record_) => r.userId)).toEqual([member.userId]);
  });

  it('keeps at most 10 pre-join messages of 200 characters, which each newcomer alone is shown', async () => {
    const group = await createGroup('入群消息');
    const add = (busyContent: string) =>
      server.post('/im/group/fake', { groupId: group.id, busyContent }, as(leader));
    const first = (await add('欢迎新朋友')).body.data as groupChannels.FakeMessage;
    expect(first).toMatchObject({ groupId: group.id, busyType: 'FakeImMessage', busyContent: '欢迎新朋友' });
    expect((await add('x'.repeat(groupChannels.FAKE_MESSAGE_MAX + 1))).status).toBe(400);
    expect((await add('   ')).status).toBe(400);
    const second = (await add('群规见公告')).body.data as groupChannels.FakeMessage;
    const edited = await server.put(
      '/im/group/fake',
      { id: second.id, groupId: group.id, busyContent: '请先阅读群公告' },
      as(leader),
    );
    expect(edited.body.data.busyContent).toBe('请先阅读群公告');
    const listed = await server.get(`/im/group/fake/list?groupId=${group.id}`, as(leader));
    expect(listed.body.data.map((f: groupChannels.FakeMessage) => f.busyContent)).toEqual([
      '欢迎新朋友',
      '请先阅读群公告',
    ]);

    const memberDesk = await device(member);
    const visitor = newcomer();
    const visitorDesk = await device(visitor);
    await join(visitor, await linkOf(member, group.id));
    await visitorDesk.collect(
      (frame) =>
        frame.type === 'message' && frame.data.messageType === 'text' && frame.data.receiver.id === group.id,
      2,
    );
    // Everything delivered for the join has gone out before this line reaches the member.
    const marker = {
      localId: 'after-join',
      receiverId: group.id,
      sessionType: 'group',
      messageType: 'text',
      content: '欢迎',
    };
    const leaderDesk = await device(leader);
    leaderDesk.send(marker);
    await leaderDesk.next(isEcho('after-join'));
    await memberDesk.next((frame) => frame.type === 'message' && frame.data.body.content === '欢迎');
    const heard = memberDesk.messages().map((m) => m.body.content);
    expect(heard).not.toContain('欢迎新朋友');

    const seen = await history(visitor, group.id);
    const texts = seen
      .filter((m) => m.messageType === 'text' && m.body.content !== '欢迎')
      .sort((x, y) => x.seq - y.seq);
    expect(texts.map((m) => [m.body.content, m.sender.id])).toEqual([
      ['欢迎新朋友', leader.userId],
      ['请先阅读群公告', leader.userId],
    ]);

    for (let i = 3; i <= groupChannels.FAKE_MESSAGES_MAX; i++)
      expect((await add(`第${i}条`)).body.code).toBe(200);
    const eleventh = await add('第11条');
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.msg).toBe('最多添加10条信息');
    expect((await server.del(`/im/group/fake/${group.id}/${first.id}`, as(leader))).body.code).toBe(200);
    expect((await server.del(`/im/group/fake/${group.id}/${first.id}`, as(leader))).status).toBe(404);
    expect((await add('第11条')).body.code).toBe(200);
  });

  it('writes pre-join lines in the leader’s name without marking the chat read for the leader', async () => {
    const group = await createGroup('未读');
    await server.post('/im/group/fake', { groupId: group.id, busyContent: '欢迎' }, as(leader));
    await join(newcomer(), await linkOf(member, group.id));
    const list = await server.get('/im/chat/message/outer/list', as(leader));
    const item = list.body.data.find(
      (c: im.Conversation) => c.sessionType === 'group' && c.receiver.id === group.id,
    );
    // The newcomer's join line is unread for the leader, whatever else the count holds.
    expect(item.unreadCount).toBeGreaterThan(0);
  });

  it('does not show a newcomer’s pre-join messages in another member’s history', async () => {
    const group = await createGroup('仅新人可见');
    await server.post('/im/group/fake', { groupId: group.id, busyContent: '只给新人看' }, as(leader));
    const visitor = newcomer();
    await join(visitor, await linkOf(leader, group.id));
    expect((await history(visitor, group.id)).map((m) => m.body.content)).toContain('只给新人看');
    expect((await history(member, group.id)).map((m) => m.body.content)).not.toContain('只给新人看');
  });
});
