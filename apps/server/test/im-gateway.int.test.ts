import { CHINA_TIME_PATTERN, im, parseChinaTime } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeToken } from '../src/features/auth/sessions.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { uploadPdf } from './media-support.js';
import {
  closed,
  connectDevice,
  isEcho,
  isError,
  isMessage,
  openSocket,
  textTo,
  wsUrl,
  type ChatDevice,
} from './im-socket.js';

const IDLE_MS = 1500;

describe.each(databaseKinds())('the chat socket on %s', (kind) => {
  let server: TestServer;
  let alice: SessionUserForTest;
  let bob: SessionUserForTest;
  let carol: SessionUserForTest;
  const open: ChatDevice[] = [];
  const device = async (user: SessionUserForTest) => {
    const made = await connectDevice(server, user.token);
    open.push(made);
    return made;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { WS_IDLE_TIMEOUT_MS: String(IDLE_MS) } });
    [alice, bob, carol] = (await makeUsers(server, 3, '1381234')) as [
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
    ];
  });
  afterAll(async () => {
    await Promise.all(open.map((d) => d.close()));
    await server.stop();
  });

  const messageCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('imMessages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const inner = (user: SessionUserForTest, receiverId: number, extra = '') =>
    server.get(
      `/im/chat/message/inner/list?sessionType=single&receiverId=${receiverId}${extra}`,
      bearer(user.token),
    );

  it('echoes a send to the sender with its localId and seq and delivers it to every device of both users', async () => {
    const aliceDesk = await device(alice);
    const aliceLaptop = await device(alice);
    const bobDesk = await device(bob);
    const bobPhone = await device(bob);

    aliceDesk.send(textTo(bob.userId, 'hello-1', '你好，鲍勃'));
    const echo = await aliceDesk.next(isEcho('hello-1'));
    expect(echo.data).toMatchObject({
      localId: 'hello-1',
      seq: 1,
      sessionType: 'single',
      messageType: 'text',
      body: { content: '你好，鲍勃' },
      sender: { id: alice.userId },
      receiver: { id: bob.userId },
    });
    expect(echo.data.id).toBeGreaterThan(0);
    expect(Math.abs(parseChinaTime(echo.data.createTime)! - Date.now())).toBeLessThan(10_000);

    for (const other of [bobDesk, bobPhone, aliceLaptop]) {
      const delivered = await other.next(isMessage('hello-1'));
      expect(delivered.data).toEqual(echo.data);
    }
    // The sending socket gets the echo, not a second copy as a message.
    expect(aliceDesk.messages()).toEqual([]);

    bobPhone.send(textTo(alice.userId, 'reply-1', '收到'));
    const reply = await bobPhone.next(isEcho('reply-1'));
    expect(reply.data.seq).toBe(2);
    expect(reply.data.chatId).toBe(echo.data.chatId);
    await aliceDesk.next(isMessage('reply-1'));

    const history = await inner(bob, alice.userId);
    expect(history.body.total).toBe(2);
    expect(history.body.data.map((m: im.Message) => m.localId)).toEqual(['reply-1', 'hello-1']);

    const bobList = await server.get('/im/chat/message/outer/list', bearer(bob.token));
    expect(bobList.body.data).toHaveLength(1);
    expect(bobList.body.data[0]).toMatchObject({
      sessionType: 'single',
      receiver: { id: alice.userId },
      unreadCount: 1,
      lastSeq: 2,
      messageType: 'text',
      body: { content: '收到' },
    });
    const aliceStat = await server.get('/im/chat/stat/person', bearer(alice.token));
    expect(aliceStat.body.data).toEqual({ unreadCount: 1, unreadConversationCount: 1 });

    const read = await server.post(`/im/chat/message/read/single/${bob.userId}`, {}, bearer(alice.token));
    expect(read.body.code).toBe(200);
    const afterRead = await server.get('/im/chat/stat/person', bearer(alice.token));
    expect(afterRead.body.data).toEqual({ unreadCount: 0, unreadConversationCount: 0 });
  });

  it('answers http_ping with pong', async () => {
    const socket = await openSocket(wsUrl(server, `token=${carol.token}`));
    const answer = new Promise<string>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(data.toString())),
    );
    socket.send(im.HEARTBEAT_TEXT);
    expect(await answer).toBe(im.PONG_TEXT);
    socket.close();
  });

  it('closes a socket that stays silent past the idle limit, and keeps one that beats', async () => {
    const silent = await openSocket(wsUrl(server, `token=${carol.token}`));
    const beating = await device(carol);
    const started = Date.now();
    expect(await closed(silent)).toBe(im.IDLE_CLOSE_CODE);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(IDLE_MS - 100);
    expect(waited).toBeLessThan(IDLE_MS + 3000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(beating.socket.readyState).toBe(beating.socket.OPEN);
  });

  it('stores a retried send once, echoing and delivering the same message each time', async () => {
    const sender = await device(alice);
    const receiver = await device(bob);
    const before = await messageCount();
    const frame = textTo(bob.userId, 'retry-7', '网络不好，再发一次');
    sender.send(frame);
    const first = await sender.next(isEcho('retry-7'));
    sender.send(frame);
    sender.send(frame);
    const echoes = await sender.collect(isEcho('retry-7'), 3);
    expect(echoes.map((e) => (e.type === 'echo' ? e.data : null))).toEqual([
      first.data,
      first.data,
      first.data,
    ]);

    // A marker sent afterwards proves the receiver has seen everything the retries could have caused.
    sender.send(textTo(bob.userId, 'after-retry', '这是下一条'));
    await receiver.next(isMessage('after-retry'));
    // The first delivery may never have arrived (the bus was down), so each answer is delivered again:
    // the same message, the same seq, which a client merging by seq shows once.
    const copies = receiver.messages().filter((m) => m.localId === 'retry-7');
    expect(copies).toHaveLength(3);
    expect(copies.every((m) => m.seq === first.data.seq && m.id === first.data.id)).toBe(true);
    expect(await messageCount()).toBe(before + 2);
  });

  it('lets nobody read a conversation they are not in', async () => {
    const peek = await inner(carol, alice.userId);
    expect(peek.body.code).toBe(200);
    expect(peek.body.total).toBe(0);
    expect(peek.body.data).toEqual([]);
    const catchUp = await server.get(
      `/im/chat/message/after/list?sessionType=single&receiverId=${bob.userId}&afterSeq=0`,
      bearer(carol.token),
    );
    expect(catchUp.body.data).toEqual([]);
    const asGuest = await inner({ userId: 0, token: '' }, alice.userId);
    expect(asGuest.body.code).toBe(401);
  });

  it('refuses an upgrade without a valid token', async () => {
    await expect(openSocket(wsUrl(server, ''))).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(wsUrl(server, 'token=not-a-session'))).rejects.toMatchObject({ status: 401 });
  });

  it('answers bad frames with an error frame and stores nothing', async () => {
    const sender = await device(carol);
    const receiver = await device(bob);
    const before = await messageCount();
    const cases: Array<[unknown, string | null, number, RegExp]> = [
      ['{not json', null, 400, /不是有效的 JSON/],
      [{ localId: 'b1', receiverId: bob.userId, sessionType: 'single' }, 'b1', 400, /messageType/],
      [textTo(bob.userId, 'b2', 'x'.repeat(im.MESSAGE_TEXT_MAX + 1)), 'b2', 400, /content/],
      [textTo(bob.userId, 'b3', '   '), 'b3', 400, /不能发送空白消息/],
      [textTo(carol.userId, 'b4', '自言自语'), 'b4', 400, /不能给自己发消息/],
      [textTo(999_999, 'b5', '有人吗'), 'b5', 404, /用户不存在/],
      [{ ...textTo(bob.userId, 'b6', '大家好'), sessionType: 'group' }, 'b6', 404, /群聊不存在或你不在群中/],
      [
        { ...textTo(bob.userId, 'b7', ''), messageType: 'photo', content: 'http://evil/x.png' },
        'b7',
        400,
        /resource/,
      ],
      [
        { ...textTo(bob.userId, 'b8', ''), messageType: 'file', content: '/resource/files/a.pdf' },
        'b8',
        400,
        /file/,
      ],
      [{ ...textTo(bob.userId, 'b9', ''), messageType: 'share' }, 'b9', 400, /share/],
      [{ ...textTo(bob.userId, 'b10', 'hi'), commandType: 'recall' }, 'b10', 400, /recall/],
    ];
    for (const [frame, localId, code, text] of cases) {
      sender.send(frame);
      const error = await sender.next(isError(localId));
      expect(error.code).toBe(code);
      expect(error.msg).toMatch(text);
      sender.frames.length = 0;
    }
    sender.send(textTo(bob.userId, 'good-after-bad', '正常消息'));
    await receiver.next(isMessage('good-after-bad'));
    expect(receiver.messages().map((m) => m.localId)).toEqual(['good-after-bad']);
    expect(await messageCount()).toBe(before + 1);
  });

  it('accepts photo, file and share messages with their fields', async () => {
    const sender = await device(carol);
    sender.send({
      ...textTo(alice.userId, 'p1', ''),
      messageType: 'photo',
      content: '/resource/files/demo/pictures/cat.jpg',
    });
    sender.send({
      ...textTo(alice.userId, 'f1', ''),
      messageType: 'file',
      content: await uploadPdf(server, carol.token),
      file: { fileName: '计划.pdf', fileSize: 2048 },
    });
    sender.send({
      ...textTo(alice.userId, 's1', ''),
      messageType: 'share',
      share: { type: 'article', id: 42, title: '好文分享' },
    });
    const photo = await sender.next(isEcho('p1'));
    expect(photo.data).toMatchObject({
      messageType: 'photo',
      body: { content: '/resource/files/demo/pictures/cat.jpg' },
    });
    const file = await sender.next(isEcho('f1'));
    expect(file.data.file).toEqual({ fileName: '计划.pdf', fileSize: 2048, status: 'download' });
    const share = await sender.next(isEcho('s1'));
    expect(share.data.share).toEqual({ type: 'article', id: 42, title: '好文分享' });
  });

  it('pins, unpins and deletes a conversation of the viewer only', async () => {
    const pin = await server.post(`/im/chat/message/asTop/single/${carol.userId}`, {}, bearer(alice.token));
    expect(pin.body.data).toBe(true);
    const list = await server.get('/im/chat/message/outer/list', bearer(alice.token));
    expect(list.body.data[0].receiver.id).toBe(carol.userId);
    expect(list.body.data[0].asTopTime).toMatch(CHINA_TIME_PATTERN);
    const unpin = await server.post(`/im/chat/message/asTop/single/${carol.userId}`, {}, bearer(alice.token));
    expect(unpin.body.data).toBe(false);

    const id = list.body.data[0].id as number;
    const stranger = await server.del(`/im/chat/message/delete/${id}`, bearer(bob.token));
    expect(stranger.body.code).toBe(404);
    const removed = await server.del(`/im/chat/message/delete/${id}`, bearer(alice.token));
    expect(removed.body.code).toBe(200);
    const after = await server.get('/im/chat/message/outer/list', bearer(alice.token));
    expect(after.body.data.map((c: im.Conversation) => c.receiver.id)).not.toContain(carol.userId);
    const carolSide = await server.get('/im/chat/message/outer/list', bearer(carol.token));
    expect(carolSide.body.data.map((c: im.Conversation) => c.receiver.id)).toContain(alice.userId);
    const writer = await device(carol);
    writer.send(textTo(alice.userId, 'comes-back', '我又来了'));
    await writer.next(isEcho('comes-back'));
    const back = await server.get('/im/chat/message/outer/list', bearer(alice.token));
    const returned = back.body.data.find((c: im.Conversation) => c.receiver.id === carol.userId);
    expect(returned).toMatchObject({ unreadCount: 1, asTopTime: null, body: { content: '我又来了' } });

    // A group the viewer is not in has no conversation to pin.
    const group = await server.post(`/im/chat/message/asTop/group/${carol.userId}`, {}, bearer(alice.token));
    expect(group.status).toBe(404);
  });

  it('closes a socket at once when its session is revoked, storing nothing sent meanwhile', async () => {
    const [dave] = await makeUsers(server, 1, '1381235');
    const socket = await device(dave!);
    const before = await messageCount();
    const closing = closed(socket.socket);
    await revokeToken(server.db, server.platform.bus, dave!.token, 'logout');
    // Sent while the socket is being closed: refused for the ended session if it arrives first, else lost.
    socket.send(textTo(alice.userId, 'after-logout', '还能发吗'));
    expect(await closing).toBe(4001);
    const refused = socket.frames.find(isError('after-logout'));
    if (refused) expect(refused.code).toBe(401);
    expect(socket.frames.some(isEcho('after-logout'))).toBe(false);
    expect(await messageCount()).toBe(before);
  });
});
