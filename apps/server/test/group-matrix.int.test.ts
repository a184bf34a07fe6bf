import { formatChinaTime, groupRoles, type groups, type wishes } from '@fox/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TaskPlans } from '../src/features/groups/index.js';
import { dissolveGroup } from '../src/features/groups/lifecycle.js';
import { groupsMessages } from '../src/features/groups/messages.js';
import { setRole } from '../src/features/groups/settings.js';
import { imClock } from '../src/features/im/clock.js';
import { bearer, makeFriends, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestResponse, type TestServer } from './harness.js';

/**
 * The matrix of spec 002 §6 on the server: for every row and every one of the six derived roles, a member
 * holding that role calls the row's real endpoint in a group (leader, admin, user) or its sub-group
 * (subLeader, subAdmin, subGroup) made for the case, and either sees the effect or is refused with the
 * row's message and nothing changes. Then the rules under the matrix: kinds, the plan at work, mutes.
 */

type Role = groupRoles.DerivedRole;
type User = SessionUserForTest;
const msg = (key: keyof typeof groupsMessages) => groupsMessages[key].zh;

interface World {
  main: number;
  sub: number;
}

/** A row's call, and whether its effect shows afterwards (read by the main group's leader where it can). */
interface Case {
  action: groupRoles.GroupAction;
  label: string;
  /** Only for rows that answer with a list: a role outside the row sees its group left out, not a 403. */
  listed?: true;
  prepare?: (world: World, groupId: number) => Promise<void>;
  run: (world: World, groupId: number, actor: User) => Promise<TestResponse>;
  effect: (world: World, groupId: number, actor: User, answer: TestResponse) => Promise<boolean>;
}

/** Rows whose endpoints live with the join and anti-harassment calls, tested there. */
const ELSEWHERE: groupRoles.GroupAction[] = ['qrCode', 'approveJoin'];

describe.each(databaseKinds())('the group role matrix on %s', (kind) => {
  let server: TestServer;
  let leader: User;
  let admin: User;
  let user: User;
  let subAdmin: User;
  let subMember: User;
  let target: User;
  let outsider: User;
  let mainOnly: User;
  let stranger: User;

  const as = (who: User) => bearer(who.token);
  const detail = async (groupId: number, who: User = leader) =>
    (await server.get(`/im/group/${groupId}`, as(who))).body.data as groups.Group;
  const members = async (groupId: number) =>
    (await server.get(`/im/group/user/all?groupId=${groupId}`, as(leader))).body.data as groups.Member[];
  const memberOf = async (groupId: number, who: User) =>
    (await members(groupId)).find((member) => member.userId === who.userId);
  const ok = (answer: TestResponse) => {
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };

  /** A group: leader, an admin, an ordinary member; and its sub-group made by the leader, with an admin. */
  async function world(): Promise<World> {
    const made = ok(
      await server.post(
        '/im/group',
        {
          name: '矩阵主群',
          userIds: [admin, user, subAdmin, subMember, target, mainOnly].map((u) => u.userId),
        },
        as(leader),
      ),
    ) as groups.Group;
    ok(
      await server.put(
        '/im/group/user/role',
        { groupId: made.id, userIds: [admin.userId], permissionType: 'group_admin' },
        as(leader),
      ),
    );
    const sub = ok(
      await server.post(
        '/im/group/sub',
        { pid: made.id, name: '矩阵子群', userIds: [subAdmin, subMember, target].map((u) => u.userId) },
        as(leader),
      ),
    ) as groups.Group;
    ok(
      await server.put(
        '/im/group/user/role',
        { groupId: sub.id, userIds: [subAdmin.userId], permissionType: 'group_admin' },
        as(leader),
      ),
    );
    return { main: made.id, sub: sub.id };
  }

  /** Who holds each role, and in which of the two groups. */
  const holders: Record<Role, { actor: () => User; group: (world: World) => number }> = {
    leader: { actor: () => leader, group: (w) => w.main },
    admin: { actor: () => admin, group: (w) => w.main },
    user: { actor: () => user, group: (w) => w.main },
    subLeader: { actor: () => leader, group: (w) => w.sub },
    subAdmin: { actor: () => subAdmin, group: (w) => w.sub },
    subGroup: { actor: () => subMember, group: (w) => w.sub },
  };

  const cases: Case[] = [
    {
      action: 'viewName',
      label: 'reads the group',
      run: (_w, id, actor) => server.get(`/im/group/${id}`, as(actor)),
      effect: async (_w, _id, _a, answer) =>
        answer.status === 200 && answer.body.data.name.startsWith('矩阵'),
    },
    {
      action: 'editName',
      label: 'renames the group',
      run: (_w, id, actor) => server.put('/im/group', { id, name: '改过的群名' }, as(actor)),
      effect: async (_w, id) => (await detail(id)).name === '改过的群名',
    },
    {
      action: 'avatar',
      label: 'changes the group avatar',
      run: (_w, id, actor) => server.put('/im/group', { id, logo: 'pictures/new-logo.png' }, as(actor)),
      effect: async (_w, id) => (await detail(id)).logo === 'pictures/new-logo.png',
    },
    {
      action: 'joinSettings',
      label: 'turns join approval on',
      run: (_w, id, actor) => server.post(`/im/group/switch/${id}`, { needConfirm: true }, as(actor)),
      effect: async (_w, id) => (await detail(id)).needConfirm,
    },
    {
      action: 'joinSettings',
      label: 'renews the passphrase',
      run: async (_w, id, actor) => {
        const before = await server.get(`/im/group/word/${id}`, as(leader));
        const answer = await server.post(`/im/group/word/${id}`, {}, as(actor));
        answer.body.before = before.body.data.groupWord;
        return answer;
      },
      effect: async (_w, id, _a, answer) =>
        (await server.get(`/im/group/word/${id}`, as(leader))).body.data.groupWord !== answer.body.before,
    },
    {
      action: 'bindFriends',
      label: 'binds newcomers as friends',
      run: (_w, id, actor) => server.put('/im/group', { id, bindUser: true }, as(actor)),
      effect: async (_w, id) => (await detail(id)).bindUser,
    },
    {
      action: 'memberManagement',
      label: 'opens member management',
      run: (_w, id, actor) => server.get(`/im/group/user/manage?groupId=${id}`, as(actor)),
      effect: async (_w, _id, _a, answer) =>
        answer.status === 200 &&
        (answer.body.data as { userId: number }[]).some((row) => row.userId === target.userId),
    },
    {
      action: 'antiHarassment',
      label: 'finds the group among those it may give a rule',
      listed: true,
      run: (_w, _id, actor) => server.get('/im/group/isLeader?pageSize=100', as(actor)),
      effect: async (_w, id, _a, answer) => (answer.body.data as { id: number }[]).some((g) => g.id === id),
    },
    {
      action: 'setAdmins',
      label: 'makes a member an admin',
      run: (_w, id, actor) =>
        server.put(
          '/im/group/user/role',
          { groupId: id, userIds: [target.userId], permissionType: 'group_admin' },
          as(actor),
        ),
      effect: async (_w, id) => (await memberOf(id, target))?.permissionType === 'group_admin',
    },
    {
      action: 'nickname',
      label: 'sets a nickname of its own',
      run: (_w, id, actor) =>
        server.put('/im/group/user/nickname', { groupId: id, groupUserNickName: ' 矩阵昵称 ' }, as(actor)),
      effect: async (_w, id, actor) => (await detail(id, actor)).groupUserNickName === '矩阵昵称',
    },
    {
      action: 'forbidAddFriend',
      label: 'forbids adding each other as friends',
      run: (_w, id, actor) => server.put('/im/group/addFriend', { id, addFriend: false }, as(actor)),
      effect: async (_w, id) => !(await detail(id)).addFriend,
    },
    {
      action: 'mute',
      label: 'mutes everyone',
      run: (_w, id, actor) => server.put('/im/group', { id, forbid: true }, as(actor)),
      effect: async (_w, id) => (await detail(id)).forbid,
    },
    {
      action: 'mute',
      label: 'saves the mute periods',
      run: (_w, id, actor) =>
        server.put(
          '/im/group/forbid/time',
          { groupId: id, timeList: [{ startTime: '12:00', endTime: '14:00' }] },
          as(actor),
        ),
      effect: async (_w, id) => (await detail(id)).timeList.length === 1,
    },
    {
      action: 'mute',
      label: 'mutes one member',
      run: (_w, id, actor) =>
        server.put(
          '/im/group/user/forbid',
          { groupId: id, userIds: [target.userId], forbid: true },
          as(actor),
        ),
      effect: async (_w, id) => (await memberOf(id, target))?.forbid === true,
    },
    {
      action: 'pin',
      label: 'pins the chat',
      run: (_w, id, actor) => server.post(`/im/chat/message/asTop/group/${id}`, {}, as(actor)),
      effect: async (_w, _id, _a, answer) => answer.status === 200 && answer.body.data === true,
    },
    {
      action: 'viewAnnouncement',
      label: 'reads the announcement',
      prepare: async (_w, id) =>
        void ok(await server.put('/im/group', { id, groupNotice: '矩阵公告' }, as(leader))),
      run: (_w, id, actor) => server.get(`/im/group/${id}`, as(actor)),
      effect: async (_w, _id, _a, answer) =>
        answer.status === 200 && answer.body.data.groupNotice === '矩阵公告',
    },
    {
      action: 'editAnnouncement',
      label: 'edits the announcement',
      run: (_w, id, actor) => server.put('/im/group', { id, groupNotice: '新公告' }, as(actor)),
      effect: async (_w, id) => (await detail(id)).groupNotice === '新公告',
    },
    {
      action: 'passphrase',
      label: 'reads the passphrase',
      run: (_w, id, actor) => server.get(`/im/group/word/${id}`, as(actor)),
      effect: async (_w, _id, _a, answer) =>
        answer.status === 200 && /^[2-9A-HJ-NP-Z]{8}$/.test(answer.body.data.groupWord),
    },
    {
      action: 'dissolve',
      label: 'dissolves the group',
      run: (_w, id, actor) => server.del(`/im/group/${id}`, as(actor)),
      effect: async (_w, id) => (await detail(id)).dissolved,
    },
    {
      action: 'exit',
      label: 'leaves the group',
      run: (_w, id, actor) => server.del(`/im/group/user/removeGroup/${id}`, as(actor)),
      effect: async (_w, id, actor) => (await server.get(`/im/group/${id}`, as(actor))).status === 404,
    },
    {
      action: 'removeMember',
      label: 'removes a member',
      run: (_w, id, actor) =>
        server.post('/im/group/user/kick', { groupId: id, userIds: [target.userId] }, as(actor)),
      effect: async (_w, id) => (await memberOf(id, target)) === undefined,
    },
    {
      action: 'addMember',
      label: 'brings a friend in',
      // Into the group, a friend from outside; into the sub-group, a member of the main group.
      run: (w, id, actor) =>
        server.post(
          '/im/group/user/add',
          { groupId: id, userIds: [(id === w.main ? outsider : mainOnly).userId] },
          as(actor),
        ),
      effect: async (w, id) => (await memberOf(id, id === w.main ? outsider : mainOnly)) !== undefined,
    },
    {
      action: 'createSubGroup',
      label: 'makes a sub-group',
      run: (_w, id, actor) =>
        server.post('/im/group/sub', { pid: id, name: '又一个子群', userIds: [target.userId] }, as(actor)),
      effect: async (w) =>
        (await server.get(`/im/group/sub/list?groupId=${w.main}`, as(leader))).body.total === 3,
    },
  ];

  beforeAll(async () => {
    server = await startTestServer(kind);
    const made = await makeUsers(server, 9, '1395432');
    [leader, admin, user, subAdmin, subMember, target, outsider, mainOnly, stranger] = made as [
      User,
      User,
      User,
      User,
      User,
      User,
      User,
      User,
      User,
    ];
    const friendly = made.slice(0, 8);
    for (const [index, a] of friendly.entries())
      for (const b of friendly.slice(index + 1)) await makeFriends(server, a, b);
  });
  afterEach(() => {
    imClock.now = () => Date.now();
  });
  afterAll(() => server.stop());

  it('walks every row of the matrix but those of the join calls', () => {
    const walked = new Set(cases.map((c) => c.action));
    const rows = Object.keys(groupRoles.GROUP_ACTIONS) as groupRoles.GroupAction[];
    expect(rows.filter((row) => !walked.has(row) && !ELSEWHERE.includes(row))).toEqual([]);
  });

  const table = cases.flatMap((c) =>
    groupRoles.DERIVED_ROLES.map((role) => ({
      ...c,
      role,
      allowed: groupRoles.may(role, c.action, { groupType: role.startsWith('sub') ? 'subGroup' : 'group' }),
    })),
  );

  it.each(table)('$action: $role $label → allowed $allowed', async (row) => {
    const w = await world();
    const holder = holders[row.role];
    const groupId = holder.group(w);
    const actor = holder.actor();
    expect((await detail(groupId, actor)).role).toBe(row.role);
    await row.prepare?.(w, groupId);
    const answer = await row.run(w, groupId, actor);
    if (row.allowed) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await row.effect(w, groupId, actor, answer)).toBe(true);
    } else {
      if (!row.listed) {
        expect(answer.status).toBe(403);
        expect(answer.body.msg).toBe(msg(`groups.mayNot.${row.action}`));
      }
      expect(await row.effect(w, groupId, actor, answer)).toBe(false);
    }
  });

  it('removing an admin makes them an ordinary member; nobody mutes a manager, admins act on members only', async () => {
    const w = await world();
    ok(
      await server.put(
        '/im/group/user/role',
        { groupId: w.main, userIds: [admin.userId], permissionType: 'group_user' },
        as(leader),
      ),
    );
    expect((await memberOf(w.main, admin))?.permissionType).toBe('group_user');
    expect((await detail(w.main, admin)).role).toBe('user');

    const onManager = await server.put(
      '/im/group/user/forbid',
      { groupId: w.sub, userIds: [subAdmin.userId], forbid: true },
      as(leader),
    );
    expect(onManager.status).toBe(403);
    expect(onManager.body.msg).toBe(msg('groups.muteTargetManager'));
    const onLeader = await server.put(
      '/im/group/user/forbid',
      { groupId: w.sub, userIds: [leader.userId], forbid: true },
      as(subAdmin),
    );
    expect(onLeader.status).toBe(403);
    expect((await memberOf(w.sub, leader))?.forbid).toBe(false);
    // A subAdmin removes an ordinary member, never the subLeader.
    const kickLeader = await server.post(
      '/im/group/user/kick',
      { groupId: w.sub, userIds: [leader.userId] },
      as(subAdmin),
    );
    expect(kickLeader.status).toBe(403);
    expect(kickLeader.body.msg).toBe(msg('groups.notOutranked'));
    ok(
      await server.post('/im/group/user/kick', { groupId: w.sub, userIds: [subMember.userId] }, as(subAdmin)),
    );
    expect(await memberOf(w.sub, subMember)).toBeUndefined();
  });

  it('takes a jpg, jpeg or png avatar only and a name of 16, and tells the chat of the avatar', async () => {
    const w = await world();
    const gif = await server.put('/im/group', { id: w.main, logo: 'pictures/logo.gif' }, as(user));
    expect(gif.status).toBe(400);
    expect(gif.body.msg).toBe(msg('groups.logoType'));
    expect((await detail(w.main)).logo).toBe('');
    ok(await server.put('/im/group', { id: w.main, logo: 'pictures/logo.JPEG?v=2' }, as(user)));
    // Spec 002 §9: the name holds 16 characters.
    expect((await server.put('/im/group', { id: w.main, name: '一'.repeat(17) }, as(leader))).status).toBe(
      400,
    );
    ok(await server.put('/im/group', { id: w.main, name: '一'.repeat(16) }, as(leader)));
    const history = await server.get(
      `/im/chat/message/inner/list?sessionType=group&receiverId=${w.main}&pageSize=50`,
      as(leader),
    );
    const logoLine = history.body.data.find((m: { commandType: string }) => m.commandType === 'groupLogo');
    expect(logoLine).toMatchObject({ messageType: 'command' });
    expect(logoLine.body.content).toContain('修改了群头像');
  });

  it('keeps the nickname to normal and group kinds, and nobody adds members to form or task groups by hand', async () => {
    const w = await world();
    await server.db
      .updateTable('imGroups')
      .set({ groupType: 'groupForm' })
      .where('id', '=', w.main)
      .execute();
    expect((await detail(w.main, user)).role).toBe('user');
    const nick = await server.put(
      '/im/group/user/nickname',
      { groupId: w.main, groupUserNickName: '表单昵称' },
      as(leader),
    );
    expect(nick.status).toBe(400);
    expect(nick.body.msg).toBe(msg('groups.nicknameKind'));
    expect((await detail(w.main)).groupUserNickName).toBe('');
    const add = await server.post(
      '/im/group/user/add',
      { groupId: w.main, userIds: [outsider.userId] },
      as(leader),
    );
    expect(add.status).toBe(400);
    expect(add.body.msg).toBe(msg('groups.formGroupMembers'));
    expect(await memberOf(w.main, outsider)).toBeUndefined();

    await server.db.updateTable('imGroups').set({ groupType: 'normal' }).where('id', '=', w.main).execute();
    ok(
      await server.put(
        '/im/group/user/nickname',
        { groupId: w.main, groupUserNickName: '普通昵称' },
        as(user),
      ),
    );
    const short = await server.put(
      '/im/group/user/nickname',
      { groupId: w.main, groupUserNickName: ' 一 ' },
      as(user),
    );
    expect(short.status).toBe(400);
    expect((await detail(w.main, user)).groupUserNickName).toBe('普通昵称');
  });

  it('refuses set admins to a subLeader and dissolving to both leaders while the order is in Execute', async () => {
    const w = await world();
    const taskNumber = `M${kind}${Date.now()}`;
    await server.db.updateTable('imGroups').set({ taskNumber }).where('id', '=', w.main).execute();
    let state: wishes.WishState = 'Execute';
    const plans: TaskPlans = {
      plansOf: async () =>
        new Map([
          [
            taskNumber,
            {
              taskNumber,
              taskTitle: 'Matrix wish',
              fullAmount: 300,
              state,
              standNum: 1,
              standAmount: 300,
              deliveryStandard: 'One photo',
              deliveryNum: 0,
              receiveNum: 1,
              taskReceUserName: '',
              busyTaskUpdateTime: formatChinaTime(0),
              groupUserUpdateTime: formatChinaTime(0),
              publisherId: leader.userId,
            },
          ],
        ]),
    };
    const promote = { groupId: w.sub, userIds: [target.userId], permissionType: 'group_admin' as const };
    await expect(setRole(server.db, undefined, leader.userId, promote, plans)).rejects.toMatchObject({
      code: 403,
      messageKey: 'groups.planAtWork',
    });
    expect((await memberOf(w.sub, target))?.permissionType).toBe('group_user');
    // The main group's leader sets admins whatever the plan.
    await setRole(server.db, undefined, leader.userId, { ...promote, groupId: w.main }, plans);
    expect((await memberOf(w.main, target))?.permissionType).toBe('group_admin');
    for (const groupId of [w.sub, w.main])
      await expect(dissolveGroup(server.db, undefined, leader.userId, groupId, plans)).rejects.toMatchObject({
        code: 400,
        messageKey: 'groups.taskInProgress',
      });
    expect(msg('groups.taskInProgress')).toBe('商单进行中，禁止解散群聊');

    state = 'WaitApproveSettle';
    await setRole(server.db, undefined, leader.userId, promote, plans);
    expect((await memberOf(w.sub, target))?.permissionType).toBe('group_admin');
    await expect(dissolveGroup(server.db, undefined, leader.userId, w.sub, plans)).rejects.toMatchObject({
      messageKey: 'groups.taskInProgress',
    });
    state = 'OverSettle';
    await dissolveGroup(server.db, undefined, leader.userId, w.sub, plans);
    expect((await detail(w.sub)).dissolved).toBe(true);
  });

  it('saves at most 5 mute periods, refuses overlaps (across midnight too), and mutes on the clock', async () => {
    const w = await world();
    const save = (timeList: { startTime: string; endTime: string }[], by: User = admin) =>
      server.put('/im/group/forbid/time', { groupId: w.main, timeList }, as(by));
    const period = (startTime: string, endTime: string) => ({ startTime, endTime });
    const five = [
      period('08:00', '09:00'),
      period('10:00', '11:00'),
      period('12:00', '13:00'),
      period('14:00', '15:00'),
      period('22:00', '07:00'),
    ];
    ok(await save(five));
    expect((await detail(w.main)).timeList).toEqual(five);
    expect((await save([...five, period('16:00', '17:00')])).status).toBe(400);

    const overlap = await save([period('12:00', '14:00'), period('13:00', '15:00')]);
    expect(overlap.status).toBe(400);
    expect(overlap.body.msg).toBe('禁言时间已存在请修改后保存');
    const acrossMidnight = await save([period('22:00', '07:00'), period('06:00', '08:00')]);
    expect(acrossMidnight.status).toBe(400);
    expect(acrossMidnight.body.msg).toBe('禁言时间已存在请修改后保存');
    const empty = await save([period('09:00', '09:00')]);
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(msg('groups.muteTimeEmpty'));
    expect((await detail(w.main)).timeList).toEqual(five);

    ok(await save([period('22:00', '07:00'), period('07:00', '08:00')]));
    ok(await server.put('/im/group', { id: w.main, forbidTime: true }, as(leader)));
    const muted = async () => (await server.get(`/im/group/forbid/${w.main}`, as(user))).body.data as boolean;
    const at = (hh: number, mm: number) => () => Date.UTC(2026, 10, 23, hh - 8, mm);
    imClock.now = at(23, 30);
    expect(await muted()).toBe(true);
    imClock.now = at(6, 59);
    expect(await muted()).toBe(true);
    imClock.now = at(7, 30);
    expect(await muted()).toBe(true);
    imClock.now = at(8, 0);
    expect(await muted()).toBe(false);
    imClock.now = at(21, 59);
    expect(await muted()).toBe(false);
  });

  it('reads the first members of the grid by limit, with the head count as total', async () => {
    const w = await world();
    const extra = await makeUsers(server, 8, '1395433');
    for (const friend of extra) await makeFriends(server, leader, friend);
    ok(
      await server.post(
        '/im/group/user/add',
        { groupId: w.main, userIds: extra.map((u) => u.userId) },
        as(leader),
      ),
    );
    ok(
      await server.put(
        '/im/group/user/role',
        { groupId: w.main, userIds: [mainOnly.userId], permissionType: 'group_admin' },
        as(leader),
      ),
    );
    const first = await server.get(`/im/group/user/all?groupId=${w.main}&limit=11`, as(user));
    expect(first.body.total).toBe(15);
    const rows = first.body.data as groups.Member[];
    expect(rows).toHaveLength(11);
    expect(rows.slice(0, 3).map((m) => [m.userId, m.permissionType])).toEqual([
      [leader.userId, 'group_leader'],
      [admin.userId, 'group_admin'],
      [mainOnly.userId, 'group_admin'],
    ]);
    const all = (await server.get(`/im/group/user/all?groupId=${w.main}`, as(user))).body
      .data as groups.Member[];
    expect(all).toHaveLength(15);
    expect(all.slice(0, 11).map((m) => m.userId)).toEqual(rows.map((m) => m.userId));
    const admins = await server.get(
      `/im/group/user/all?groupId=${w.main}&permissionType=group_admin&limit=1`,
      as(user),
    );
    expect(admins.body).toMatchObject({ total: 2, data: [{ userId: admin.userId }] });
  });

  it('lists a main group and its sub-groups to members of either, and tells the main group of a new one', async () => {
    const w = await world();
    const list = async (who: User, groupId = w.main) =>
      server.get(`/im/group/sub/list?groupId=${groupId}`, as(who));
    for (const [who, groupId] of [
      [subMember, w.sub],
      [user, w.main],
    ] as const) {
      const answer = await list(who, groupId);
      expect(answer.body.total).toBe(2);
      expect(answer.body.data.map((g: { id: number; isMain: boolean }) => [g.id, g.isMain])).toEqual([
        [w.main, true],
        [w.sub, false],
      ]);
    }
    expect((await list(user)).body.data[1].inGroup).toBe(false);
    expect((await list(stranger)).status).toBe(404);

    const sub = await detail(w.sub);
    expect(sub).toMatchObject({
      pid: w.main,
      groupType: 'subGroup',
      userId: leader.userId,
      role: 'subLeader',
    });
    const mainHistory = await server.get(
      `/im/chat/message/inner/list?sessionType=group&receiverId=${w.main}&pageSize=50`,
      as(user),
    );
    expect(
      mainHistory.body.data.some((m: { commandType: string }) => m.commandType === 'createSubgroup'),
    ).toBe(true);

    const free = await server.get(`/im/group/user/notInSubGroup?groupId=${w.main}`, as(admin));
    expect((free.body.data as { userId: number }[]).map((m) => m.userId).sort()).toEqual(
      [user, mainOnly].map((u) => u.userId).sort(),
    );
    expect((await server.get(`/im/group/user/notInSubGroup?groupId=${w.main}`, as(user))).status).toBe(403);
    const withOutsider = await server.post(
      '/im/group/sub',
      { pid: w.main, name: '外人子群', userIds: [outsider.userId] },
      as(admin),
    );
    expect(withOutsider.status).toBe(403);
    expect(withOutsider.body.msg).toBe(msg('groups.subMembersOutside'));
    const byAdmin = ok(
      await server.post(
        '/im/group/sub',
        { pid: w.main, name: '管理员的子群', userIds: [user.userId] },
        as(admin),
      ),
    );
    expect(byAdmin.role).toBe('subLeader');
  });

  it('ends the sub-groups with their main group, and tells the main group when a sub-group ends', async () => {
    const w = await world();
    const second = ok(
      await server.post(
        '/im/group/sub',
        { pid: w.main, name: '收队二组', userIds: [user.userId] },
        as(admin),
      ),
    ) as groups.Group;
    ok(await server.del(`/im/group/${second.id}`, as(admin)));
    const mainHistory = await server.get(
      `/im/chat/message/inner/list?sessionType=group&receiverId=${w.main}&pageSize=50`,
      as(user),
    );
    expect(
      mainHistory.body.data.some(
        (m: { commandType: string; body: { content: string } }) =>
          m.commandType === 'subgroupDissolve' && m.body.content.includes('收队二组'),
      ),
    ).toBe(true);
    expect((await detail(w.sub, subMember)).dissolved).toBe(false);

    ok(await server.del(`/im/group/${w.main}`, as(leader)));
    const sub = await detail(w.sub, subMember);
    expect(sub).toMatchObject({ dissolved: true, sendBlock: 'dissolved' });
    const subHistory = await server.get(
      `/im/chat/message/inner/list?sessionType=group&receiverId=${w.sub}&pageSize=50`,
      as(subMember),
    );
    expect(
      subHistory.body.data.some(
        (m: { commandType: string; body: { content: string } }) =>
          m.commandType === 'ungroup' && m.body.content === msg('groups.lineDissolvedWithMain'),
      ),
    ).toBe(true);
  });

  it('shows member management with how each came in, keeps one passphrase until renewed, lists the groups one leads', async () => {
    const w = await world();
    const managed = ok(await server.get(`/im/group/user/manage?groupId=${w.main}`, as(admin)));
    const byId = new Map((managed as { userId: number }[]).map((m) => [m.userId, m]));
    expect(byId.get(leader.userId)).toMatchObject({ joinWay: 'create', inviterId: null, role: 'leader' });
    expect(byId.get(user.userId)).toMatchObject({
      joinWay: 'invite',
      inviterId: leader.userId,
      role: 'user',
    });
    expect(byId.get(admin.userId)).toMatchObject({ role: 'admin', permissionType: 'group_admin' });

    const word = ok(await server.get(`/im/group/word/${w.main}`, as(user))).groupWord as string;
    expect(ok(await server.get(`/im/group/word/${w.main}`, as(admin))).groupWord).toBe(word);
    const renewed = ok(await server.post(`/im/group/word/${w.main}`, {}, as(admin))).groupWord as string;
    expect(renewed).not.toBe(word);
    expect(ok(await server.get(`/im/group/word/${w.main}`, as(user))).groupWord).toBe(renewed);

    const led = async (who: User) =>
      (
        (await server.get('/im/group/isLeader?pageSize=100', as(who))).body.data as {
          id: number;
          role: Role;
        }[]
      ).filter((g) => g.id === w.main || g.id === w.sub);
    expect(await led(leader)).toEqual([
      expect.objectContaining({ id: w.sub, role: 'subLeader' }),
      expect.objectContaining({ id: w.main, role: 'leader' }),
    ]);
    expect(await led(subAdmin)).toEqual([expect.objectContaining({ id: w.sub, role: 'subAdmin' })]);
    expect(await led(user)).toEqual([]);
  });

  it('gives the demo world a sub-group and a form group, so every kind shows', async () => {
    const kinds = await server.db
      .selectFrom('imGroups as g')
      .leftJoin('imGroups as p', 'p.id', 'g.pid')
      .select(['g.name', 'g.groupType', 'p.name as parentName'])
      .where('g.name', 'in', ['北高峰收队组', '夜跑报名群'])
      .orderBy('g.id')
      .execute();
    expect(kinds).toEqual([
      { name: '北高峰收队组', groupType: 'subGroup', parentName: '周末徒步小分队' },
      { name: '夜跑报名群', groupType: 'groupForm', parentName: null },
    ]);
  });
});
