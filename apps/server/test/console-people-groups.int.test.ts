import type { im } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import {
  auditOf,
  createGroupForTest,
  GROUPS,
  groupText,
  PEOPLE,
  systemNoticesOf,
} from './console-people-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, isError, type ChatDevice } from './im-socket.js';

const isLine = (commandType: string) => (frame: im.ServerFrame) =>
  frame.type === 'message' && frame.data.commandType === commandType;

/**
 * The super operator's roles, and the back office's groups: search, detail, ban and its lifting, dissolving.
 * Every action leaves an audit entry and a system notice to the person it concerns.
 */
describe.each(databaseKinds())('console roles and groups on %s', (kind) => {
  let server: TestServer;
  let ops: Operator;
  let superOp: Operator;
  let plain: SessionUserForTest;
  let people: SessionUserForTest[];
  const devices: ChatDevice[] = [];
  const as = (operator: Operator) => bearer(operator.token);
  const device = async (user: SessionUserForTest) => {
    const opened = await connectDevice(server, user.token);
    devices.push(opened);
    return opened;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SEED_DEMO: 'false' } });
    const made = await makeOperators(server, '1391710');
    ({ user: plain } = made);
    ops = made.operators.operationsAdministrator;
    superOp = made.operators.superAdmin;
    people = await makeUsers(server, 6, '1391711');
  });
  afterAll(async () => {
    await Promise.all(devices.map((opened) => opened.close()));
    await server.stop();
  });

  it('grants a console role that holds from the next request, and revokes it', async () => {
    expect((await server.get(PEOPLE, bearer(plain.token))).body.code).toBe(403);
    const refused = await server.post(`${PEOPLE}/${plain.userId}/roles/grant`, { role: 'finance' }, as(ops));
    expect(refused.body.code).toBe(403);
    const unknownRole = { role: 'janitor' };
    expect(
      (await server.post(`${PEOPLE}/${plain.userId}/roles/grant`, unknownRole, as(superOp))).body.code,
    ).toBe(400);

    const role = { role: 'operationsAdministrator', reason: '新入职运营' };
    const granted = await server.post(`${PEOPLE}/${plain.userId}/roles/grant`, role, as(superOp));
    expect(granted.body.data.roles).toEqual(['user', 'operationsAdministrator']);
    expect((await server.get(PEOPLE, bearer(plain.token))).body.code).toBe(200);
    const held = await server.post(`${PEOPLE}/${plain.userId}/roles/grant`, role, as(superOp));
    expect(held.body).toMatchObject({ code: 400, msg: '该账号已拥有「运营管理员」角色' });
    const staff = await server.get('/admin/api/console/operators?role=operationsAdministrator', as(superOp));
    expect(staff.body.data.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([plain.userId, ops.userId]),
    );

    const revoked = await server.post(`${PEOPLE}/${plain.userId}/roles/revoke`, role, as(superOp));
    expect(revoked.body.data.roles).toEqual(['user']);
    expect((await server.get(PEOPLE, bearer(plain.token))).body.code).toBe(403);
    const actions = (await auditOf(server, 'user', plain.userId)).map((entry) => entry.action);
    expect(actions).toEqual(['user.revokeRole', 'user.grantRole']);
    const notices = (await systemNoticesOf(server, plain.userId)).map((notice) => notice.content);
    expect(notices).toEqual(['你的「运营管理员」后台权限已被收回。', '你已获得「运营管理员」后台权限。']);
  });

  it('keeps the last super operator', async () => {
    const own = { role: 'superAdmin' };
    const last = await server.post(`${PEOPLE}/${superOp.userId}/roles/revoke`, own, as(superOp));
    expect(last.body).toMatchObject({ code: 400, msg: '至少需要保留一位超级管理员' });
    const heir = people[5]!;
    await server.post(`${PEOPLE}/${heir.userId}/roles/grant`, own, as(superOp));
    expect((await server.post(`${PEOPLE}/${superOp.userId}/roles/revoke`, own, as(superOp))).body.code).toBe(
      200,
    );
    // The revoked one is refused from their next request on; the heir keeps the console.
    expect((await server.get('/admin/api/console/operators', as(superOp))).body.code).toBe(403);
    const back = await server.post(`${PEOPLE}/${superOp.userId}/roles/grant`, own, bearer(heir.token));
    expect(back.body.code).toBe(200);
  });

  it('finds groups by id and by the start of their name, and shows one', async () => {
    const [leader, member] = [people[0]!, people[1]!];
    const first = await createGroupForTest(server, leader, [member], '登山俱乐部');
    const second = await createGroupForTest(server, leader, [member], '登山装备交流');
    const byId = await server.get(`${GROUPS}?groupId=${first.id}`, as(ops));
    expect(byId.body.data).toMatchObject([{ id: first.id, name: '登山俱乐部', memberCount: 2, state: 0 }]);
    const byName = await server.get(`${GROUPS}?name=${encodeURIComponent('登山')}&pageSize=1`, as(ops));
    expect(byName.body).toMatchObject({ total: 2, data: [{ id: first.id }] });
    const after = await server.get(
      `${GROUPS}?name=${encodeURIComponent('登山')}&before=${first.id}`,
      as(ops),
    );
    expect(after.body).toMatchObject({ total: 1, data: [{ id: second.id }] });
    const detail = await server.get(`${GROUPS}/${first.id}`, as(ops));
    expect(detail.body.data).toMatchObject({
      owner: { id: leader.userId },
      memberCount: 2,
      state: 0,
      dissolved: false,
    });
    expect((await server.get(`${GROUPS}/999999`, as(ops))).body).toMatchObject({
      code: 404,
      msg: '群聊不存在',
    });
    expect((await server.get(`${GROUPS}?groupId=${first.id}&name=x`, as(ops))).body.code).toBe(400);
  });

  it('bans a group: every send in it is refused at once; lifting the ban lets members send again', async () => {
    const [leader, member] = [people[2]!, people[3]!];
    const group = await createGroupForTest(server, leader, [member], '违规拼车群');
    const memberDesk = await device(member);

    const noReason = await server.post(`${GROUPS}/${group.id}/ban`, {}, as(ops));
    expect(noReason.body.code).toBe(400);
    expect((await server.post(`${GROUPS}/999999/ban`, { reason: '违规' }, as(ops))).body.code).toBe(404);
    expect((await server.post(`${GROUPS}/${group.id}/unban`, {}, as(ops))).body.code).toBe(400);

    const banned = await server.post(`${GROUPS}/${group.id}/ban`, { reason: '组织违规拼车' }, as(ops));
    expect(banned.body.data).toMatchObject({ state: 1 });
    expect((await memberDesk.next(isLine('groupBan'))).type).toBe('message');
    memberDesk.send(groupText(group.id, 'in-banned', '还能说话吗'));
    expect(await memberDesk.next(isError('in-banned'))).toMatchObject({
      code: 403,
      msg: '群聊已被封禁，无法发送消息',
    });
    const [notice] = await systemNoticesOf(server, leader.userId);
    expect(notice).toMatchObject({ type: 'groupBanned' });
    expect(notice!.content).toBe('你的群聊「违规拼车群」因违反平台规定已被封禁，原因：组织违规拼车');
    const twice = await server.post(`${GROUPS}/${group.id}/ban`, { reason: '再封' }, as(ops));
    expect(twice.body).toMatchObject({ code: 400, msg: '该群聊已被封禁' });

    const lifted = await server.post(`${GROUPS}/${group.id}/unban`, { reason: '整改完成' }, as(ops));
    expect(lifted.body.data).toMatchObject({ state: 0 });
    memberDesk.send(groupText(group.id, 'after-unban', '恢复了'));
    await memberDesk.next(isEcho('after-unban'));
    const entries = await auditOf(server, 'group', group.id);
    expect(entries.map((entry) => entry.action)).toEqual(['group.unban', 'group.ban']);
    expect(JSON.parse(entries[1]!.after)).toMatchObject({ state: 1 });
    expect((await systemNoticesOf(server, leader.userId))[0]).toMatchObject({ type: 'groupUnbanned' });
  });

  it('dissolves a group that breaks the rules: members are told, nobody sends in it again', async () => {
    const [leader, member] = [people[4]!, people[1]!];
    const group = await createGroupForTest(server, leader, [member], '刷单群');
    const memberDesk = await device(member);

    const dissolved = await server.post(`${GROUPS}/${group.id}/dissolve`, { reason: '组织刷单' }, as(ops));
    expect(dissolved.body.data).toMatchObject({ dissolved: true });
    const line = await memberDesk.next(isLine('ungroup'));
    expect(line.type === 'message' && line.data.body.content).toBe('该群聊因违反平台规定已被解散');
    memberDesk.send(groupText(group.id, 'in-dissolved', '人呢'));
    expect((await memberDesk.next(isError('in-dissolved'))).msg).toBe('群聊已解散，无法发送消息');
    const detail = await server.get(`/im/group/${group.id}`, bearer(leader.token));
    expect(detail.body.data).toMatchObject({ dissolved: true });
    expect((await systemNoticesOf(server, leader.userId))[0]).toMatchObject({ type: 'groupDissolved' });
    expect((await auditOf(server, 'group', group.id))[0]).toMatchObject({
      action: 'group.dissolve',
      reason: '组织刷单',
    });
    const again = await server.post(`${GROUPS}/${group.id}/dissolve`, { reason: '再解散' }, as(ops));
    expect(again.body).toMatchObject({ code: 400, msg: '群聊已解散' });
  });
});
