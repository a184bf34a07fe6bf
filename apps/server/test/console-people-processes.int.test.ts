import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encryptedPassword, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import {
  createGroupForTest,
  GROUPS,
  groupText,
  PEOPLE,
  publicIdOf,
  setPasswordForTest,
} from './console-people-support.js';
import { makeOperators, type Operator } from './console-support.js';
import { databaseKinds } from './harness.js';
import type { ServerProcess } from './im-server-process.js';
import { closed, connectDevice, isEcho, isError, type ChatDevice } from './im-socket.js';
import { TwoProcesses } from './im-two-processes.js';
import { signedHeader } from './signer.js';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * The back office's actions reach every server process at once: two processes (src/main.ts each) on one
 * database and one Redis; the operator acts on the first, the people concerned are on the second.
 */
describe.skipIf(!redisUrl).each(databaseKinds())('console actions across two processes, %s', (kind) => {
  let cluster: TwoProcesses;
  let ops: Operator;
  let people: SessionUserForTest[];
  const devices: ChatDevice[] = [];

  /** A signed API call to one of the processes, as the web client makes it. */
  const call = async (
    node: ServerProcess,
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
    body?: unknown,
  ) => {
    const header = signedHeader(await cluster.helper.keys(), { url: path, token });
    const response = await fetch(`${node.url}${path}`, {
      method,
      headers: {
        ...(token ? bearer(token) : {}),
        'x-encrypt-key': header,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; msg: string; data: any };
  };
  const device = async (node: ServerProcess, user: SessionUserForTest) => {
    const opened = await connectDevice(node, user.token);
    devices.push(opened);
    return opened;
  };

  beforeAll(async () => {
    cluster = await TwoProcesses.start(kind, redisUrl!);
    ops = (await makeOperators(cluster.helper, '1391720')).operators.operationsAdministrator;
    people = await makeUsers(cluster.helper, 3, '1391721');
  }, 120_000);
  afterAll(async () => {
    await Promise.all(devices.map((opened) => opened.close()));
    await cluster?.stop();
  });

  it('disabling ends the socket on the other process at once, and every call and login there', async () => {
    const { first, second, helper } = cluster;
    const person = people[0]!;
    await setPasswordForTest(helper, person.userId, 'fox123456');
    const socket = await device(second, person);
    const closing = closed(socket.socket);

    const disabled = await call(first, 'POST', `${PEOPLE}/${person.userId}/disable`, ops.token, {
      reason: '盗号风险',
    });
    expect(disabled).toMatchObject({ code: 200, data: { state: 'disabled' } });
    // Closed without the socket sending anything: the bus told the second process.
    expect(await closing).toBe(4001);
    const profile = await call(second, 'GET', '/app/user/profile', person.token);
    expect(profile).toMatchObject({ code: 11014, msg: '账号已被停用：盗号风险，请联系客服' });
    const login = await call(second, 'POST', '/auth/v2/login', null, {
      loginType: 'PASSWORD',
      userName: await publicIdOf(helper, person.userId),
      password: await encryptedPassword(helper, 'fox123456'),
      deviceType: 'PC',
    });
    expect(login).toMatchObject({ code: 403, msg: '账号已被停用：盗号风险，请联系客服' });

    await call(first, 'POST', `${PEOPLE}/${person.userId}/enable`, ops.token, {});
    const back = await call(second, 'POST', '/auth/v2/login', null, {
      loginType: 'PASSWORD',
      userName: await publicIdOf(helper, person.userId),
      password: await encryptedPassword(helper, 'fox123456'),
      deviceType: 'PC',
    });
    expect(back.code).toBe(200);
  }, 60_000);

  it("a ban refuses a member's send on the other process at once; lifting it lets them send", async () => {
    const { first, second, helper } = cluster;
    const [leader, member] = [people[1]!, people[2]!];
    const group = await createGroupForTest(helper, leader, [member], '跨进程群');
    const memberDesk = await device(second, member);
    memberDesk.send(groupText(group.id, 'before-ban', '封禁前'));
    await memberDesk.next(isEcho('before-ban'));

    const banned = await call(first, 'POST', `${GROUPS}/${group.id}/ban`, ops.token, { reason: '违规' });
    expect(banned).toMatchObject({ code: 200, data: { state: 1 } });
    memberDesk.send(groupText(group.id, 'right-after-ban', '还能发吗'));
    expect(await memberDesk.next(isError('right-after-ban'))).toMatchObject({
      code: 403,
      msg: '群聊已被封禁，无法发送消息',
    });

    await call(first, 'POST', `${GROUPS}/${group.id}/unban`, ops.token, {});
    memberDesk.send(groupText(group.id, 'right-after-unban', '恢复了'));
    await memberDesk.next(isEcho('right-after-unban'));
  }, 60_000);
});
