import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startSiblingServer, startTestServer, type TestServer } from './harness.js';
import { revokeToken } from '../src/features/auth/sessions.js';
import { bearer, makeFriends, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { closed, connectDevice, isEcho, isMessage, textTo, type ChatDevice } from './im-socket.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl).each(databaseKinds())('two server processes on one Redis, %s', (kind) => {
  let first: TestServer;
  let second: TestServer;
  let alice: SessionUserForTest;
  let bob: SessionUserForTest;
  const devices: ChatDevice[] = [];
  const connect = async (server: TestServer, user: SessionUserForTest) => {
    const device = await connectDevice(server, user.token);
    devices.push(device);
    return device;
  };

  beforeAll(async () => {
    first = await startTestServer(kind, { env: { REDIS_URL: redisUrl! } });
    second = await startSiblingServer(kind, first, { REDIS_URL: redisUrl! });
    [alice, bob] = (await makeUsers(first, 2, '1389876')) as [SessionUserForTest, SessionUserForTest];
  });
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.close()));
    await second.stop();
    await first.stop();
  });

  it("delivers to each other's sockets, and to the sender's devices on the other process", async () => {
    const aliceOnFirst = await connect(first, alice);
    const aliceOnSecond = await connect(second, alice);
    const bobOnSecond = await connect(second, bob);
    const bobOnFirst = await connect(first, bob);

    aliceOnFirst.send(textTo(bob.userId, 'across-1', '跨进程你好'));
    const echo = await aliceOnFirst.next(isEcho('across-1'));
    expect((await bobOnSecond.next(isMessage('across-1'))).data).toEqual(echo.data);
    expect((await bobOnFirst.next(isMessage('across-1'))).data).toEqual(echo.data);
    expect((await aliceOnSecond.next(isMessage('across-1'))).data).toEqual(echo.data);

    bobOnSecond.send(textTo(alice.userId, 'across-2', '收到，来自另一台'));
    const reply = await bobOnSecond.next(isEcho('across-2'));
    expect(reply.data.seq).toBe(2);
    await aliceOnFirst.next(isMessage('across-2'));

    // Each device got each message exactly once, even though both processes share the channels.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobOnSecond.messages().map((m) => m.localId)).toEqual(['across-1']);
    expect(aliceOnFirst.messages().map((m) => m.localId)).toEqual(['across-2']);
    expect(aliceOnSecond.messages().map((m) => m.localId)).toEqual(['across-1', 'across-2']);
  });

  it('stops delivering to a process once its last socket of the user closed', async () => {
    const carolDevices = await makeUsers(first, 1, '1389877');
    const carol = carolDevices[0]!;
    const bobOnSecond = await connect(second, bob);
    const temporary = await connectDevice(second, carol.token);
    await temporary.close();
    const carolOnFirst = await connect(first, carol);
    bobOnSecond.send(textTo(carol.userId, 'after-leave', '还在吗'));
    await carolOnFirst.next(isMessage('after-leave'));
    expect(carolOnFirst.messages().map((m) => m.localId)).toEqual(['after-leave']);
  });

  it('delivers a group message to members connected to either process', async () => {
    const [leader, member, other] = await makeUsers(first, 3, '1389878');
    for (const friend of [member!, other!]) await makeFriends(first, leader!, friend);
    const created = await first.post(
      '/im/group',
      { userIds: [member!.userId, other!.userId] },
      bearer(leader!.token),
    );
    const groupId = created.body.data.id as number;
    const leaderOnFirst = await connect(first, leader!);
    const memberOnSecond = await connect(second, member!);
    const otherOnFirst = await connect(first, other!);
    leaderOnFirst.send({ ...textTo(groupId, 'group-across', '群里跨进程'), sessionType: 'group' });
    const echo = await leaderOnFirst.next(isEcho('group-across'));
    expect((await memberOnSecond.next(isMessage('group-across'))).data).toEqual(echo.data);
    expect((await otherOnFirst.next(isMessage('group-across'))).data).toEqual(echo.data);
  });

  it('closes a socket on the other process as soon as its session is revoked', async () => {
    const [dave] = await makeUsers(first, 1, '1389879');
    const daveOnSecond = await connect(second, dave!);
    const closing = closed(daveOnSecond.socket);
    await revokeToken(first.platform.database.db, first.platform.bus, dave!.token, 'logout');
    // The revocation travels over Redis to the second process, which closes the socket without waiting
    // for it to send anything.
    expect(await closing).toBe(4001);
  });
});
