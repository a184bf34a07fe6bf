import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import {
  auditOf,
  createGroupForTest,
  groupText,
  passwordLogin,
  PEOPLE,
  publicIdOf,
  setPasswordForTest,
  systemNoticesOf,
} from './console-people-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { closed, connectDevice, isEcho, isError, textTo, type ChatDevice } from './im-socket.js';

/**
 * The back office's users: search by each key, paged by key; the detail; disabling (sessions, sockets,
 * logins) and re-enabling; muting from chat and lifting it. Every action leaves an audit entry and a system
 * notice to the account's owner, and bad input changes nothing.
 */
describe.each(databaseKinds())('console users on %s', (kind) => {
  let server: TestServer;
  let ops: Operator;
  let superOp: Operator;
  let people: SessionUserForTest[];
  const devices: ChatDevice[] = [];
  const as = (operator: Operator) => bearer(operator.token);

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SEED_DEMO: 'false' } });
    const { operators } = await makeOperators(server, '1391700');
    ops = operators.operationsAdministrator;
    superOp = operators.superAdmin;
    people = await makeUsers(server, 6, '1391701');
    // Five who share the start of a nickname, and one who does not.
    for (const [index, person] of people.entries()) {
      const nickName = index < 5 ? `巡山队员${index}` : '山下路人';
      await server.db.updateTable('users').set({ nickName }).where('id', '=', person.userId).execute();
    }
  });
  afterAll(async () => {
    await Promise.all(devices.map((device) => device.close()));
    await server.stop();
  });

  it('finds users by public ID, by phone (shown in full) and by the start of a nickname, page by key', async () => {
    const target = people[2]!;
    const byId = await server.get(`${PEOPLE}?userName=${await publicIdOf(server, target.userId)}`, as(ops));
    expect(byId.body).toMatchObject({
      code: 200,
      total: 1,
      data: [{ id: target.userId, phone: '13917010002' }],
    });
    const byPhone = await server.get(`${PEOPLE}?phone=13917010002`, as(ops));
    expect(byPhone.body.data.map((row: { id: number }) => row.id)).toEqual([target.userId]);
    expect((await server.get(`${PEOPLE}?phone=1391701000`, as(ops))).body.data).toEqual([]);

    // Name order, two at a time: each page starts after the last row of the one before.
    const prefix = encodeURIComponent('巡山');
    const seen: string[] = [];
    let before: number | undefined;
    for (let page = 0; page < 3; page++) {
      const query = `${PEOPLE}?nickName=${prefix}&pageSize=2${before ? `&before=${before}` : ''}`;
      const { body } = await server.get(query, as(ops));
      expect(body.code).toBe(200);
      seen.push(...body.data.map((row: { nickName: string }) => row.nickName));
      expect(body.total).toBe(body.data.length + (page < 2 ? 1 : 0));
      before = body.data.at(-1)?.id;
    }
    expect(seen).toEqual(['巡山队员0', '巡山队员1', '巡山队员2', '巡山队员3', '巡山队员4']);
    // A nickname is found by its start, not by a part in the middle.
    expect((await server.get(`${PEOPLE}?nickName=${encodeURIComponent('队员')}`, as(ops))).body.data).toEqual(
      [],
    );
  });

  it('lists every account newest first, or by state, and refuses two keys at once', async () => {
    const newest = await server.get(`${PEOPLE}?pageSize=3`, as(ops));
    const ids = newest.body.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const next = await server.get(`${PEOPLE}?pageSize=3&before=${ids.at(-1)}`, as(ops));
    expect(next.body.data[0].id).toBeLessThan(ids.at(-1));
    const both = await server.get(`${PEOPLE}?phone=13917010002&nickName=a`, as(ops));
    expect(both.body).toMatchObject({ code: 400, msg: '请只按一个条件查找：phone, nickName' });
    expect((await server.get(`${PEOPLE}?state=gone`, as(ops))).body.code).toBe(400);
  });

  it("shows a user's detail with cheap counts, and 404 for nobody", async () => {
    const person = people[0]!;
    const { body } = await server.get(`${PEOPLE}/${person.userId}`, as(ops));
    expect(body.data).toMatchObject({
      id: person.userId,
      nickName: '巡山队员0',
      phone: '13917010000',
      roles: ['user'],
      state: 'active',
      stateReason: '',
      stateTime: null,
      mute: null,
      counts: { followCount: 0, fansCount: 0, likedCount: 0, liveSessions: 1 },
    });
    expect((await server.get(`${PEOPLE}/999999`, as(ops))).body).toMatchObject({
      code: 404,
      msg: '用户不存在',
    });
  });

  it('disables an account: its next request answers 11014 with the reason, its socket closes, login is refused', async () => {
    const person = people[1]!;
    await setPasswordForTest(server, person.userId, 'fox123456');
    const publicId = await publicIdOf(server, person.userId);
    const socket = await connectDevice(server, person.token);
    devices.push(socket);
    const closing = closed(socket.socket);

    const missing = await server.post(`${PEOPLE}/${person.userId}/disable`, {}, as(ops));
    expect(missing.body.code).toBe(400);
    expect((await server.post(`${PEOPLE}/999999/disable`, { reason: '刷广告' }, as(ops))).body.code).toBe(
      404,
    );
    const self = await server.post(`${PEOPLE}/${ops.userId}/disable`, { reason: '试试' }, as(ops));
    expect(self.body).toMatchObject({ code: 403, msg: '不能对自己执行该操作' });
    const boss = await server.post(`${PEOPLE}/${superOp.userId}/disable`, { reason: '试试' }, as(ops));
    expect(boss.body.code).toBe(403);
    expect(await auditOf(server, 'user', person.userId)).toEqual([]);

    const disabled = await server.post(
      `${PEOPLE}/${person.userId}/disable`,
      { reason: '发布违规广告' },
      as(ops),
    );
    expect(disabled.body.data).toMatchObject({ state: 'disabled', stateReason: '发布违规广告' });
    expect(disabled.body.data.stateTime).not.toBeNull();

    const call = await server.get('/app/user/profile', bearer(person.token));
    expect(call.body).toMatchObject({ code: 11014, msg: '账号已被停用：发布违规广告，请联系客服' });
    expect(await closing).toBe(4001);
    const login = await passwordLogin(server, publicId, 'fox123456');
    expect(login).toMatchObject({ code: 403, msg: '账号已被停用：发布违规广告，请联系客服' });
    const again = await server.post(`${PEOPLE}/${person.userId}/disable`, { reason: '再停' }, as(ops));
    expect(again.body).toMatchObject({ code: 400, msg: '该账号已是停用状态' });

    const [entry] = await auditOf(server, 'user', person.userId);
    expect(entry).toMatchObject({ action: 'user.disable', operatorId: ops.userId, reason: '发布违规广告' });
    expect(JSON.parse(entry!.before)).toEqual({ state: 'active', stateReason: '' });
    expect(JSON.parse(entry!.after)).toMatchObject({ state: 'disabled', sessionsEnded: 1 });
    const [notice] = await systemNoticesOf(server, person.userId);
    expect(notice).toMatchObject({ type: 'accountDisabled', title: '账号已被停用' });
    expect(notice!.content).toContain('发布违规广告');

    // Re-enabled, the account logs in again; the session ended when it was disabled stays over.
    const enabled = await server.post(`${PEOPLE}/${person.userId}/enable`, { reason: '申诉通过' }, as(ops));
    expect(enabled.body.data).toMatchObject({ state: 'active', stateReason: '申诉通过' });
    expect((await passwordLogin(server, publicId, 'fox123456')).code).toBe(200);
    expect((await server.get('/app/user/profile', bearer(person.token))).body.code).toBe(401);
    expect((await auditOf(server, 'user', person.userId))[0]).toMatchObject({ action: 'user.enable' });
    expect((await systemNoticesOf(server, person.userId))[0]).toMatchObject({ type: 'accountEnabled' });
    const twice = await server.post(`${PEOPLE}/${person.userId}/enable`, {}, as(ops));
    expect(twice.body).toMatchObject({ code: 400, msg: '该账号未被停用' });
  });

  it('mutes an account from chat until a time: a send is refused with the end time; lifting lets it send', async () => {
    const [talker, friend] = [people[3]!, people[4]!];
    const socket = await connectDevice(server, talker.token);
    devices.push(socket);

    const noAmount = await server.post(
      `${PEOPLE}/${talker.userId}/mute`,
      { unit: 'hours', reason: '辱骂' },
      as(ops),
    );
    expect(noAmount.body).toMatchObject({
      code: 400,
      msg: '请填写禁言时长（amount），或选择直到解除（untilLifted）',
    });
    const tooLong = { unit: 'days', amount: 4000, reason: '辱骂' };
    expect((await server.post(`${PEOPLE}/${talker.userId}/mute`, tooLong, as(ops))).body.code).toBe(400);
    const noReason = await server.post(`${PEOPLE}/${talker.userId}/mute`, { unit: 'untilLifted' }, as(ops));
    expect(noReason.body.code).toBe(400);
    expect(await auditOf(server, 'user', talker.userId)).toEqual([]);

    const muted = await server.post(
      `${PEOPLE}/${talker.userId}/mute`,
      { unit: 'hours', amount: 2, reason: '在群里辱骂他人' },
      as(ops),
    );
    const until = muted.body.data.mute.until as string;
    expect(muted.body.data.mute).toMatchObject({ reason: '在群里辱骂他人' });
    socket.send(textTo(friend.userId, 'while-muted', '你好'));
    const refused = await socket.next(isError('while-muted'));
    expect(refused).toMatchObject({ code: 403, msg: `禁言中，${until} 后可发送消息` });
    // In a group too, even one the muted account leads.
    const group = await createGroupForTest(server, talker, [friend], '巡山小队');
    socket.send(groupText(group.id, 'muted-in-group', '大家好'));
    expect((await socket.next(isError('muted-in-group'))).msg).toBe(`禁言中，${until} 后可发送消息`);
    const [notice] = await systemNoticesOf(server, talker.userId);
    expect(notice).toMatchObject({ type: 'accountMuted' });
    expect(notice!.content).toContain(until);

    const forever = { unit: 'untilLifted', reason: '屡次违规' };
    const mutedForever = await server.post(`${PEOPLE}/${talker.userId}/mute`, forever, as(ops));
    expect(mutedForever.body.data.mute).toMatchObject({ until: null, reason: '屡次违规' });
    socket.send(textTo(friend.userId, 'muted-forever', '你好'));
    expect((await socket.next(isError('muted-forever'))).msg).toBe('禁言中，解除前无法发送消息');

    const lifted = await server.post(`${PEOPLE}/${talker.userId}/unmute`, {}, as(ops));
    expect(lifted.body.data.mute).toBeNull();
    socket.send(textTo(friend.userId, 'after-unmute', '又能说话了'));
    await socket.next(isEcho('after-unmute'));
    const liftedTwice = await server.post(`${PEOPLE}/${talker.userId}/unmute`, {}, as(ops));
    expect(liftedTwice.body).toMatchObject({ code: 400, msg: '该账号未被禁言' });
    const actions = (await auditOf(server, 'user', talker.userId)).map((entry) => entry.action);
    expect(actions).toEqual(['user.unmute', 'user.mute', 'user.mute']);
    expect((await systemNoticesOf(server, talker.userId))[0]).toMatchObject({ type: 'accountUnmuted' });
  });
});
