import type { im } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greetNewFriend } from '../src/features/friends/pass-greeting.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, type ChatDevice } from './im-socket.js';

type User = SessionUserForTest;

const GREETING = '我已通过你的好友申请，现在我们可以开始聊天了';

describe.each(databaseKinds())('the chat message of an agreed friend request on %s', (kind) => {
  let server: TestServer;
  let users: User[];
  const open: ChatDevice[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    users = await makeUsers(server, 6, '1390881');
  });
  afterAll(async () => {
    await Promise.all(open.map((device) => device.close()));
    await server.stop();
  });

  const device = async (user: User) => {
    const made = await connectDevice(server, user.token);
    open.push(made);
    return made;
  };
  const request = async (from: User, to: User) => {
    const sent = await server.post(
      '/app/friends',
      { friendId: to.userId, applyMsg: '你好' },
      bearer(from.token),
    );
    expect(sent.body.code).toBe(200);
    return sent.body.data.id as number;
  };
  const agree = (by: User, id: number, headers: Record<string, string> = {}) =>
    server.post('/app/friends/pass', { id }, { ...bearer(by.token), ...headers });
  const history = async (viewer: User, peer: User) => {
    const { body } = await server.get(
      `/im/chat/message/inner/list?sessionType=single&receiverId=${peer.userId}`,
      bearer(viewer.token),
    );
    expect(body.code).toBe(200);
    return body.data as im.Message[];
  };

  it('reaches the applicant live, from the agreeing user, and is stored once however often agree is sent', async () => {
    const [applicant, receiver] = [users[0]!, users[1]!];
    const applicantDesk = await device(applicant);
    const receiverPhone = await device(receiver);
    const id = await request(applicant, receiver);

    const [first, second] = await Promise.all([agree(receiver, id), agree(receiver, id)]);
    expect([first.body.code, second.body.code].sort()).toEqual([200, 400]);
    expect((await agree(receiver, id)).body).toMatchObject({ code: 400, msg: '该好友申请已处理' });

    const live = await applicantDesk.next(
      (frame) => frame.type === 'message' && frame.data.localId === `friend-pass-${id}`,
    );
    expect(live.type === 'message' && live.data).toMatchObject({
      sessionType: 'single',
      messageType: 'text',
      body: { content: GREETING },
      sender: { id: receiver.userId },
      receiver: { id: applicant.userId },
    });
    // The agreeing user's other devices show it too.
    await receiverPhone.next(
      (frame) => frame.type === 'message' && frame.data.localId === `friend-pass-${id}`,
    );

    const seen = await history(applicant, receiver);
    expect(seen.filter((message) => message.body.content === GREETING)).toHaveLength(1);
    const conversations = await server.get('/im/chat/message/outer/list', bearer(applicant.token));
    expect(conversations.body.data[0]).toMatchObject({
      receiver: { id: receiver.userId },
      unreadCount: 1,
      body: { content: GREETING },
    });
    expect(
      applicantDesk.messages().filter((message) => message.localId === `friend-pass-${id}`),
    ).toHaveLength(1);
  });

  it('stores the greeting once even when it is sent again for the same request', async () => {
    const [applicant, receiver] = [users[2]!, users[3]!];
    const id = await request(applicant, receiver);
    expect((await agree(receiver, id)).body.code).toBe(200);
    const delivery = { bus: server.platform.bus, lang: 'zh' as const };
    await greetNewFriend(
      server.db,
      delivery,
      { fromUserId: receiver.userId, toUserId: applicant.userId, requestId: id },
      Date.now(),
    );
    expect((await history(receiver, applicant)).map((message) => message.body.content)).toEqual([GREETING]);
  });

  it('speaks the agreeing user’s language and sends nothing on a rejection', async () => {
    const [applicant, receiver, rejected] = [users[4]!, users[5]!, users[0]!];
    const id = await request(applicant, receiver);
    expect((await agree(receiver, id, { lang: 'en_US' })).body.code).toBe(200);
    expect((await history(applicant, receiver))[0]?.body.content).toBe(
      'I have accepted your friend request, now we can start chatting',
    );

    const declined = await request(rejected, receiver);
    const answer = await server.post('/app/friends/reject', { id: declined }, bearer(receiver.token));
    expect(answer.body.code).toBe(200);
    expect(await history(rejected, receiver)).toEqual([]);
  });
});
