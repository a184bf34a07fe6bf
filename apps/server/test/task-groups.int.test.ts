import { formatChinaTime, type groups, type im, type wishes } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTaskGroup,
  createGroupDirectory,
  joinTaskGroup,
  openTaskGroup,
  taskGroupIdOf,
  taskGroupMemberIds,
  TaskGroupOutbox,
  type TaskPlans,
} from '../src/features/groups/index.js';
import { dissolveGroup } from '../src/features/groups/lifecycle.js';
import { groupsMessages } from '../src/features/groups/messages.js';
import { groupDetail } from '../src/features/groups/queries.js';
import { conversationList } from '../src/features/im/conversations.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, isError, type ChatDevice } from './im-socket.js';

/**
 * Task groups (issue 17 item 6): what the wishes feature calls inside its transactions, and what members
 * then see through the groups' and the chat's routes. The wishes feature is another branch's: its plans are
 * answered here by a test TaskPlans that says what the wishes would.
 */

const planFor = (taskNumber: string, state: wishes.WishState, publisherId: number): wishes.Plan => ({
  taskNumber,
  taskTitle: `Wish ${taskNumber}`,
  fullAmount: 300,
  state,
  standNum: 3,
  standAmount: 100,
  deliveryStandard: 'Three photos of the shop front',
  deliveryNum: 1,
  receiveNum: 2,
  taskReceUserName: '',
  busyTaskUpdateTime: formatChinaTime(0),
  groupUserUpdateTime: formatChinaTime(0),
  publisherId,
});

/** What the wishes would answer: a plan per taskNumber set by the test. */
function testPlans(): TaskPlans & { set(plan: wishes.Plan): void; asked: string[][] } {
  const known = new Map<string, wishes.Plan>();
  const asked: string[][] = [];
  return {
    asked,
    set: (plan) => void known.set(plan.taskNumber, plan),
    async plansOf(_db, taskNumbers) {
      asked.push([...taskNumbers]);
      return new Map(taskNumbers.filter((n) => known.has(n)).map((n) => [n, known.get(n)!]));
    },
  };
}

describe.each(databaseKinds())('task groups on %s', (kind) => {
  let server: TestServer;
  let publisher: SessionUserForTest;
  let taker: SessionUserForTest;
  let second: SessionUserForTest;
  let stranger: SessionUserForTest;
  const open: ChatDevice[] = [];
  let sent = 0;
  let wishes = 0;
  const nextTaskNumber = () => `T${kind}${Date.now()}${++wishes}`;

  const device = async (user: SessionUserForTest) => {
    const made = await connectDevice(server, user.token);
    open.push(made);
    return made;
  };
  const groupText = (groupId: number, content: string) => ({
    localId: `t-${++sent}`,
    receiverId: groupId,
    sessionType: 'group',
    messageType: 'text',
    content,
  });

  /** Runs the calls as the wishes feature does: in its transaction, delivering the lines after commit. */
  async function asWishes<T>(work: (trx: TestServer['db'], outbox: TaskGroupOutbox) => Promise<T>) {
    const outbox = new TaskGroupOutbox();
    const result = await server.db.transaction().execute((trx) => work(trx, outbox));
    await outbox.deliver(server.db, server.platform.bus);
    return result;
  }

  const openFor = (taskNumber: string, takerId: number, now = Date.now()) =>
    asWishes((trx, outbox) =>
      openTaskGroup(
        trx,
        { taskNumber, title: `Wish ${taskNumber}`, publisherId: publisher.userId, takerId, now },
        outbox,
      ),
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    [publisher, taker, second, stranger] = (await makeUsers(server, 4, '1396543')) as [
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
    ];
    const names: [SessionUserForTest, string][] = [
      [publisher, '王发布'],
      [taker, '李接单'],
      [second, '赵跑腿'],
      [stranger, '路人甲'],
    ];
    for (const [user, nickName] of names)
      await server.db.updateTable('users').set({ nickName }).where('id', '=', user.userId).execute();
  });
  afterAll(async () => {
    await Promise.all(open.map((d) => d.close()));
    await server.stop();
  });

  it('opens one group per wish, publisher leading, and lets later takers join once each', async () => {
    const taskNumber = nextTaskNumber();
    expect(await taskGroupIdOf(server.db, taskNumber)).toBeNull();
    const publisherDesk = await device(publisher);

    const groupId = await openFor(taskNumber, taker.userId);
    expect(await taskGroupIdOf(server.db, taskNumber)).toBe(groupId);
    // The opening line reaches the publisher's open device after the commit, the taker's name masked.
    const opened = await publisherDesk.next(
      (f) => f.type === 'message' && f.data.receiver.id === groupId && f.data.commandType === 'createGroup',
    );
    expect(opened.type === 'message' && opened.data.body.content).toContain('李**');

    // Opening again (a retried acceptance) makes nothing new.
    expect(await openFor(taskNumber, taker.userId)).toBe(groupId);
    // A second taker accepted later: open answers the same group and brings them in.
    expect(await openFor(taskNumber, second.userId)).toBe(groupId);
    await asWishes((trx, outbox) =>
      joinTaskGroup(trx, { taskNumber, takerId: second.userId, now: Date.now() }, outbox),
    );
    await asWishes((trx, outbox) =>
      joinTaskGroup(trx, { taskNumber, takerId: publisher.userId, now: Date.now() }, outbox),
    );
    expect((await taskGroupMemberIds(server.db, taskNumber)).sort()).toEqual(
      [publisher.userId, taker.userId, second.userId].sort(),
    );
    const joined = await publisherDesk.next(
      (f) => f.type === 'message' && f.data.receiver.id === groupId && f.data.commandType === 'joinGroup',
    );
    expect(joined.type === 'message' && joined.data.body.content).toContain('赵**');

    const rows = await server.db
      .selectFrom('imGroupMembers')
      .select(['userId', 'permissionType', 'specialRole'])
      .where('groupId', '=', groupId)
      .orderBy('joinedAt')
      .orderBy('userId')
      .execute();
    expect(rows.map((r) => [Number(r.userId), r.permissionType, r.specialRole])).toEqual(
      expect.arrayContaining([
        [publisher.userId, 'group_leader', 'taskPublish'],
        [taker.userId, 'group_user', 'taskRece'],
        [second.userId, 'group_user', 'taskRece'],
      ]),
    );
    expect(rows).toHaveLength(3);
    // One line for the opening and one for the second taker: the repeats wrote nothing.
    const history = await server.get(
      `/im/chat/message/inner/list?sessionType=group&receiverId=${groupId}&pageSize=50`,
      bearer(publisher.token),
    );
    expect(history.body.data.map((m: im.Message) => m.commandType).sort()).toEqual([
      'createGroup',
      'joinGroup',
    ]);

    // A join rolled back with the wishes' transaction leaves nothing behind.
    const third = nextTaskNumber();
    await expect(
      server.db.transaction().execute(async (trx) => {
        await openTaskGroup(trx, {
          taskNumber: third,
          title: 'rolled back',
          publisherId: publisher.userId,
          takerId: taker.userId,
          now: Date.now(),
        });
        throw new Error('the wish failed');
      }),
    ).rejects.toThrow('the wish failed');
    expect(await taskGroupIdOf(server.db, third)).toBeNull();
  });

  it('marks task chats on the conversation list: msgSource 1, the viewer’s role, groupExt and planVo', async () => {
    const taskNumber = nextTaskNumber();
    const groupId = await openFor(taskNumber, taker.userId);
    await openFor(taskNumber, second.userId);

    const list = await server.get('/im/chat/message/outer/list', bearer(taker.token));
    const item = list.body.data.find((c: im.Conversation) => c.receiver.id === groupId) as im.Conversation;
    expect(item).toMatchObject({
      sessionType: 'group',
      groupType: 'groupTask',
      msgSource: 1,
      specialRole: 'taskRece',
      // compose.ts answers no plan until the wishes feature is merged.
      planVo: null,
    });
    expect(JSON.parse(item.groupExt!)).toEqual({
      taskNumber,
      taskNumberList: [taskNumber],
      taskPublishUserId: publisher.userId,
      taskReceUserIds: [taker.userId, second.userId],
    });

    // With the wishes' plans, the item carries the plan; one question answers the whole page.
    const plans = testPlans();
    plans.set(planFor(taskNumber, 'Execute', publisher.userId));
    const page = await conversationList(server.db, createGroupDirectory({ plans }), publisher.userId, 0, 100);
    const mine = page.rows.find((c) => c.receiver.id === groupId)!;
    expect(mine).toMatchObject({ specialRole: 'taskPublish', msgSource: 1 });
    expect(mine.planVo).toEqual(planFor(taskNumber, 'Execute', publisher.userId));
    expect(plans.asked).toHaveLength(1);

    // An ordinary group's item carries none of it.
    const ordinary = list.body.data.filter((c: im.Conversation) => c.groupType !== 'groupTask');
    for (const other of ordinary)
      expect(other).toMatchObject({ specialRole: null, planVo: null, groupExt: null });
  });

  it('shows the plan and the viewer’s task role on the group details', async () => {
    const taskNumber = nextTaskNumber();
    const groupId = await openFor(taskNumber, taker.userId);
    const over = await server.get(`/im/group/${groupId}`, bearer(taker.token));
    expect(over.body.data).toMatchObject({
      groupType: 'groupTask',
      specialRole: 'taskRece',
      myRole: 'group_user',
      planVo: null,
    });
    const plans = testPlans();
    plans.set(planFor(taskNumber, 'WaitApproveSettle', publisher.userId));
    const detail = await groupDetail(server.db, groupId, publisher.userId, plans);
    expect(detail).toMatchObject({ specialRole: 'taskPublish', myRole: 'group_leader' });
    expect(detail.planVo).toEqual(planFor(taskNumber, 'WaitApproveSettle', publisher.userId));
    // A stranger learns nothing of it.
    expect((await server.get(`/im/group/${groupId}`, bearer(stranger.token))).status).toBe(404);
  });

  it('masks every member name but the viewer’s own, in the member list and on messages', async () => {
    const taskNumber = nextTaskNumber();
    const groupId = await openFor(taskNumber, taker.userId);
    await openFor(taskNumber, second.userId);

    const members = await server.get(`/im/group/user/all?groupId=${groupId}`, bearer(taker.token));
    const byId = new Map(members.body.data.map((m: groups.Member) => [m.userId, m]));
    expect(byId.get(publisher.userId)).toMatchObject({ nickName: '王**', specialRole: 'taskPublish' });
    expect(byId.get(second.userId)).toMatchObject({ nickName: '赵**', specialRole: 'taskRece' });
    expect(byId.get(taker.userId)).toMatchObject({ nickName: '李接单' });
    for (const member of members.body.data as groups.Member[])
      if (member.userId !== taker.userId) expect(member.userName).toMatch(/^.\*\*$/u);

    const takerDesk = await device(taker);
    const frame = groupText(groupId, '我开始做了');
    takerDesk.send(frame);
    const echoed = (await takerDesk.next(isEcho(frame.localId))).data;
    expect(echoed.sender.name).toBe('李**');
    const history = await server.get(
      `/im/chat/message/inner/list?sessionType=group&receiverId=${groupId}&pageSize=50`,
      bearer(publisher.token),
    );
    const text = history.body.data.find((m: im.Message) => m.localId === frame.localId);
    expect(text.sender.name).toBe('李**');
  });

  it('refuses the cards between the publisher and the takers, not between takers', async () => {
    const taskNumber = nextTaskNumber();
    const groupId = await openFor(taskNumber, taker.userId);
    await openFor(taskNumber, second.userId);
    const card = (viewer: SessionUserForTest, of: SessionUserForTest) =>
      server.get(`/im/group/${groupId}/user/${of.userId}`, bearer(viewer.token));

    const toPublisher = await card(taker, publisher);
    expect(toPublisher.status).toBe(403);
    expect(toPublisher.body.msg).toBe('商单发布者与接单者不能互相查看名片');
    expect((await card(publisher, taker)).status).toBe(403);
    const peer = await card(taker, second);
    expect(peer.status).toBe(200);
    expect(peer.body.data).toMatchObject({
      userId: second.userId,
      nickName: '赵**',
      specialRole: 'taskRece',
    });
    expect((await card(publisher, publisher)).body.data).toMatchObject({ nickName: '王发布' });
    expect((await card(stranger, taker)).status).toBe(404);
    expect((await server.get(`/im/group/${groupId}/user/abc`, bearer(taker.token))).status).toBe(400);
    // Nobody is brought into a task group by hand.
    const added = await server.post(
      '/im/group/user/add',
      { groupId, userIds: [stranger.userId] },
      bearer(publisher.token),
    );
    expect(added.status).toBe(400);
  });

  it('refuses to dissolve while the wish is at work, and allows it once settled', async () => {
    const taskNumber = nextTaskNumber();
    const groupId = await openFor(taskNumber, taker.userId);
    const plans = testPlans();
    for (const state of ['Execute', 'WaitApproveSettle'] as const) {
      plans.set(planFor(taskNumber, state, publisher.userId));
      await expect(
        dissolveGroup(server.db, undefined, publisher.userId, groupId, plans),
      ).rejects.toMatchObject({ code: 400, messageKey: 'groups.taskInProgress' });
    }
    expect(groupsMessages['groups.taskInProgress'].zh).toBe('商单进行中，禁止解散群聊');
    expect((await server.get(`/im/group/${groupId}`, bearer(publisher.token))).body.data.dissolved).toBe(
      false,
    );
    plans.set(planFor(taskNumber, 'OverSettle', publisher.userId));
    await dissolveGroup(server.db, undefined, publisher.userId, groupId, plans);
    expect((await server.get(`/im/group/${groupId}`, bearer(publisher.token))).body.data.dissolved).toBe(
      true,
    );
  });

  it('ends the order: nobody can send any more, and closing again changes nothing', async () => {
    const taskNumber = nextTaskNumber();
    const groupId = await openFor(taskNumber, taker.userId);
    const takerDesk = await device(taker);
    const before = groupText(groupId, '交付了');
    takerDesk.send(before);
    await takerDesk.next(isEcho(before.localId));

    await asWishes((trx, outbox) => closeTaskGroup(trx, { taskNumber, now: Date.now() }, outbox));
    await takerDesk.next(
      (f) => f.type === 'message' && f.data.receiver.id === groupId && f.data.commandType === 'orderEnded',
    );
    await asWishes((trx, outbox) => closeTaskGroup(trx, { taskNumber, now: Date.now() }, outbox));
    // A wish that never had a group closes nothing.
    await asWishes((trx, outbox) =>
      closeTaskGroup(trx, { taskNumber: nextTaskNumber(), now: Date.now() }, outbox),
    );

    const detail = await server.get(`/im/group/${groupId}`, bearer(taker.token));
    expect(detail.body.data).toMatchObject({ state: 2, sendBlock: 'orderEnded' });
    for (const user of [taker, publisher]) {
      const desk = user === taker ? takerDesk : await device(publisher);
      const after = groupText(groupId, '还在吗');
      desk.send(after);
      expect((await desk.next(isError(after.localId))).msg).toBe('订单已结束');
    }
    const history = await server.get(
      `/im/chat/message/inner/list?sessionType=group&receiverId=${groupId}&pageSize=50`,
      bearer(taker.token),
    );
    expect(history.body.data.filter((m: im.Message) => m.commandType === 'orderEnded')).toHaveLength(1);
  });
});
