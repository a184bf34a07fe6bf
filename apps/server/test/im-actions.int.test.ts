import { im, parseChinaTime } from '@fox/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { imClock } from '../src/features/im/clock.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, isMessage, textTo, type ChatDevice } from './im-socket.js';

const isRecallOf =
  (id: number) =>
  (frame: im.ServerFrame): frame is Extract<im.ServerFrame, { type: 'recall' }> =>
    frame.type === 'recall' && frame.data.id === id;

describe.each(databaseKinds())('chat message actions on %s', (kind) => {
  let server: TestServer;
  let users: SessionUserForTest[];
  let alice: SessionUserForTest;
  let bob: SessionUserForTest;
  let carol: SessionUserForTest;
  const open: ChatDevice[] = [];
  const device = async (user: SessionUserForTest) => {
    const made = await connectDevice(server, user.token);
    open.push(made);
    return made;
  };
  let sent = 0;
  /** Sends from `from` to `to` through a socket and answers the stored message. */
  const send = async (from: ChatDevice, frame: Record<string, unknown>) => {
    const localId = `act-${++sent}`;
    from.send({ ...frame, localId });
    return (await from.next(isEcho(localId))).data;
  };
  const inner = (user: SessionUserForTest, receiverId: number) =>
    server.get(`/im/chat/message/inner/list?sessionType=single&receiverId=${receiverId}`, bearer(user.token));
  const after = (user: SessionUserForTest, receiverId: number) =>
    server.get(
      `/im/chat/message/after/list?sessionType=single&receiverId=${receiverId}&afterSeq=0`,
      bearer(user.token),
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    users = await makeUsers(server, 14, '1391234');
    [alice, bob, carol] = users as [SessionUserForTest, SessionUserForTest, SessionUserForTest];
  });
  afterEach(() => {
    imClock.now = () => Date.now();
  });
  afterAll(async () => {
    await Promise.all(open.map((d) => d.close()));
    await server.stop();
  });

  it('recalls within 2 minutes: both of the other side’s devices get the frame and the content is gone', async () => {
    const aliceDesk = await device(alice);
    const bobDesk = await device(bob);
    const bobPhone = await device(bob);
    const message = await send(aliceDesk, textTo(bob.userId, 'x', '说错了'));

    imClock.now = () => parseChinaTime(message.createTime)! + im.RECALL_WINDOW_MS - 1000;
    const stranger = await server.post(`/im/chat/message/recall/${message.id}`, {}, bearer(carol.token));
    expect(stranger.status).toBe(404);
    const notOwn = await server.post(`/im/chat/message/recall/${message.id}`, {}, bearer(bob.token));
    expect(notOwn.status).toBe(403);
    expect(notOwn.body.msg).toBe('只能撤回自己发送的消息');

    const recall = await server.post(`/im/chat/message/recall/${message.id}`, {}, bearer(alice.token));
    expect(recall.body.code).toBe(200);
    expect(recall.body.data).toMatchObject({ id: message.id, isRecall: true, body: { content: '' } });
    for (const other of [bobDesk, bobPhone, aliceDesk]) {
      const frame = await other.next(isRecallOf(message.id));
      expect(frame.data).toMatchObject({ isRecall: true, body: { content: '' } });
    }

    const bobHistory = await inner(bob, alice.userId);
    expect(bobHistory.body.data[0]).toMatchObject({ id: message.id, isRecall: true, body: { content: '' } });
    expect(JSON.stringify((await after(bob, alice.userId)).body)).not.toContain('说错了');
    const bobList = await server.get('/im/chat/message/outer/list', bearer(bob.token));
    expect(bobList.body.data[0].body.content).toBe('');
    expect(bobList.body.data[0]).toMatchObject({ lastRecalled: true, lastSenderId: alice.userId });

    const again = await server.post(`/im/chat/message/recall/${message.id}`, {}, bearer(alice.token));
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('该消息已撤回');
    const forward = await server.post(
      `/im/chat/message/forward/${message.id}`,
      { targets: [{ sessionType: 'single', receiverId: carol.userId }] },
      bearer(alice.token),
    );
    expect(forward.status).toBe(400);
  });

  it('refuses a recall after 2 minutes and changes nothing', async () => {
    const aliceDesk = await device(alice);
    const message = await send(aliceDesk, textTo(bob.userId, 'x', '两分钟前'));
    imClock.now = () => parseChinaTime(message.createTime)! + im.RECALL_WINDOW_MS + 1000;
    const late = await server.post(`/im/chat/message/recall/${message.id}`, {}, bearer(alice.token));
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('发送时间超过2分钟的消息，不能被撤回');
    const history = await inner(bob, alice.userId);
    expect(history.body.data[0]).toMatchObject({
      id: message.id,
      isRecall: false,
      body: { content: '两分钟前' },
    });
  });

  it('deletes a message from the requester’s view only, and never a voice message', async () => {
    const aliceDesk = await device(alice);
    const message = await send(aliceDesk, textTo(carol.userId, 'x', '只删我这边'));
    const before = (await inner(alice, carol.userId)).body.total as number;

    expect((await server.del(`/im/chat/message/one/${message.id}`, bearer(users[5]!.token))).status).toBe(
      404,
    );
    const removed = await server.del(`/im/chat/message/one/${message.id}`, bearer(alice.token));
    expect(removed.body.code).toBe(200);
    const mine = await inner(alice, carol.userId);
    expect(mine.body.data.map((m: im.Message) => m.id)).not.toContain(message.id);
    expect(mine.body.total).toBe(before - 1);
    const myCatchUp = await after(alice, carol.userId);
    expect(myCatchUp.body.data.map((m: im.Message) => m.id)).not.toContain(message.id);
    const theirs = await inner(carol, alice.userId);
    expect(theirs.body.data.map((m: im.Message) => m.id)).toContain(message.id);

    const voice = await send(aliceDesk, {
      receiverId: carol.userId,
      sessionType: 'single',
      messageType: 'voice',
      content: '/resource/files/demo/videos/cat-nap.mp4',
      duration: 3,
    });
    const voiceDelete = await server.del(`/im/chat/message/one/${voice.id}`, bearer(alice.token));
    expect(voiceDelete.status).toBe(400);
    expect(voiceDelete.body.msg).toBe('语音消息不能删除');
    const voiceForward = await server.post(
      `/im/chat/message/forward/${voice.id}`,
      { targets: [{ sessionType: 'single', receiverId: bob.userId }] },
      bearer(alice.token),
    );
    expect(voiceForward.status).toBe(400);
    // Voice may be recalled, within the window.
    const voiceRecall = await server.post(`/im/chat/message/recall/${voice.id}`, {}, bearer(alice.token));
    expect(voiceRecall.body.code).toBe(200);
  });

  it('forwards to 2 receivers live, each a new message from the forwarder; 10 are refused', async () => {
    const [dave, erin] = [users[3]!, users[4]!];
    const bobDesk = await device(bob);
    const daveDesk = await device(dave);
    const erinDesk = await device(erin);
    const original = await send(bobDesk, textTo(alice.userId, 'x', '值得转发'));

    const tooMany = await server.post(
      `/im/chat/message/forward/${original.id}`,
      { targets: users.slice(3, 13).map((u) => ({ sessionType: 'single', receiverId: u.userId })) },
      bearer(alice.token),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toBe('最多只能转发给9个好友/群');
    const stranger = await server.post(
      `/im/chat/message/forward/${original.id}`,
      { targets: [{ sessionType: 'single', receiverId: dave.userId }] },
      bearer(carol.token),
    );
    expect(stranger.status).toBe(404);

    const forward = await server.post(
      `/im/chat/message/forward/${original.id}`,
      {
        targets: [
          { sessionType: 'single', receiverId: dave.userId },
          { sessionType: 'single', receiverId: erin.userId },
        ],
      },
      bearer(alice.token),
    );
    expect(forward.body.code).toBe(200);
    expect(forward.body.data.sent).toHaveLength(2);
    expect(forward.body.data.skipped).toEqual([]);
    for (const [desk, user] of [
      [daveDesk, dave],
      [erinDesk, erin],
    ] as const) {
      const frame = await desk.next((f) => f.type === 'message' && f.data.sender.id === alice.userId);
      expect(frame.type === 'message' && frame.data).toMatchObject({
        messageType: 'text',
        body: { content: '值得转发' },
        sender: { id: alice.userId },
        receiver: { id: user.userId },
        seq: 1,
      });
    }
    expect(bobDesk.frames.filter(isMessage('x'))).toEqual([]);
  });
});
