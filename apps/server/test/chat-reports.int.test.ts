import type { im } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeFriends, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, textTo, type ChatDevice } from './im-socket.js';

type User = SessionUserForTest;

describe.each(databaseKinds())('reporting a chat message on %s', (kind) => {
  let server: TestServer;
  let alice: User;
  let bob: User;
  let carol: User;
  let dave: User;
  let aliceDesk: ChatDevice;
  let sent = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, bob, carol, dave] = (await makeUsers(server, 4, '1390911')) as [User, User, User, User];
    aliceDesk = await connectDevice(server, alice.token);
  });
  afterAll(async () => {
    await aliceDesk.close();
    await server.stop();
  });

  /** Alice sends to Bob; answers the stored message. */
  const send = async (frame: Record<string, unknown>): Promise<im.Message> => {
    const localId = `report-${++sent}`;
    aliceDesk.send({ ...frame, localId });
    return (await aliceDesk.next(isEcho(localId))).data;
  };
  const report = (by: User, body: Record<string, unknown>) =>
    server.post('/im/chat/message/report', body, bearer(by.token));
  const reportsOn = (messageId: number) =>
    server.db
      .selectFrom('reports')
      .selectAll()
      .where('objId', '=', messageId)
      .where('objType', 'in', ['xyhMessage', 'xyhGroup'])
      .execute();

  it('stores the receiver’s report once, with the sender and a copy of what was said', async () => {
    const message = await send(textTo(bob.userId, '', '这是一条骚扰消息'));
    const information = '描'.repeat(300);
    const ok = await report(bob, {
      busyCode: 'xyhMessage',
      objId: message.id,
      reportCategoryId: 'Abuse',
      reportInformation: information,
      image: '/resource/files/demo/pictures/cat.jpg,/resource/files/demo/pictures/xihu.jpg',
    });
    expect(ok.body).toMatchObject({ code: 200, data: null });

    const again = await report(bob, { busyCode: 'xyhMessage', objId: message.id, reportCategoryId: 'Spam' });
    expect(again.body).toMatchObject({ code: 400, msg: '您已举报过该内容，请耐心等待处理' });

    const rows = await reportsOn(message.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      objType: 'xyhMessage',
      title: '这是一条骚扰消息',
      reportType: 'Abuse',
      reportInformation: information,
      imageUrl: '/resource/files/demo/pictures/cat.jpg,/resource/files/demo/pictures/xihu.jpg',
      state: 'pending',
    });
    expect(Number(rows[0]!.userId)).toBe(bob.userId);
    expect(Number(rows[0]!.authorId)).toBe(alice.userId);
  });

  it('refuses one’s own message, a stranger, and a description over 300 characters', async () => {
    const message = await send(textTo(bob.userId, '', '你好'));
    const own = await report(alice, { busyCode: 'xyhMessage', objId: message.id, reportCategoryId: 'Spam' });
    expect(own.body).toMatchObject({ code: 400, msg: '不能举报自己发送的消息' });

    // A stranger is told what a missing message gets: nothing about someone else's chat.
    const stranger = await report(carol, {
      busyCode: 'xyhMessage',
      objId: message.id,
      reportCategoryId: 'Spam',
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.msg).toBe('消息不存在');
    const missing = await report(bob, {
      busyCode: 'xyhMessage',
      objId: 99_999_999,
      reportCategoryId: 'Spam',
    });
    expect(missing.body).toMatchObject({ code: 404, msg: '消息不存在' });

    const long = await report(bob, {
      busyCode: 'xyhMessage',
      objId: message.id,
      reportCategoryId: 'Spam',
      reportInformation: '长'.repeat(301),
    });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('reportInformation');
    expect(long.body.msg).toContain('300');
    expect(await reportsOn(message.id)).toEqual([]);
  });

  it('refuses a business card, the group kind on a single chat, Other without text and six images', async () => {
    const card = await send({
      receiverId: bob.userId,
      sessionType: 'single',
      messageType: 'share',
      share: { type: 'person', id: alice.userId, name: '小狐狸' },
    });
    const onCard = await report(bob, { busyCode: 'xyhMessage', objId: card.id, reportCategoryId: 'Spam' });
    expect(onCard.body).toMatchObject({ code: 400, msg: '名片消息不能举报' });

    const message = await send(textTo(bob.userId, '', '再见'));
    const wrongKind = await report(bob, {
      busyCode: 'xyhGroup',
      objId: message.id,
      reportCategoryId: 'Spam',
    });
    expect(wrongKind.body.code).toBe(400);
    expect(wrongKind.body.msg).toContain('xyhMessage');

    const other = await report(bob, { busyCode: 'xyhMessage', objId: message.id, reportCategoryId: 'Other' });
    expect(other.body).toMatchObject({ code: 400, msg: '请填写举报信息' });
    const unknownReason = await report(bob, {
      busyCode: 'xyhMessage',
      objId: message.id,
      reportCategoryId: 'Nope',
    });
    expect(unknownReason.body).toMatchObject({ code: 400, msg: '请选择举报类型' });
    const images = Array.from({ length: 6 }, () => '/resource/files/demo/pictures/cat.jpg').join(',');
    const tooMany = await report(bob, {
      busyCode: 'xyhMessage',
      objId: message.id,
      reportCategoryId: 'Spam',
      image: images,
    });
    expect(tooMany.body).toMatchObject({ code: 400, msg: '最多上传 5 张图片' });
    expect(await reportsOn(card.id)).toEqual([]);
    expect(await reportsOn(message.id)).toEqual([]);

    const guest = await server.post('/im/chat/message/report', {
      busyCode: 'xyhMessage',
      objId: message.id,
      reportCategoryId: 'Spam',
    });
    expect(guest.status).toBe(401);
  });
  // Creating a group and adding members take friends.
  const befriend = (a: User, b: User) => makeFriends(server, a, b);

  it('lets a member report a group message as xyhGroup; not a stranger, nor a member who joined after it', async () => {
    await befriend(alice, bob);
    await befriend(alice, dave);
    const created = await server.post('/im/group', { userIds: [bob.userId] }, bearer(alice.token));
    expect(created.body.code).toBe(200);
    const groupId = created.body.data.id as number;
    const message = await send({
      receiverId: groupId,
      sessionType: 'group',
      messageType: 'text',
      content: '群里的广告',
    });
    const added = await server.post(
      '/im/group/user/add',
      { groupId, userIds: [dave.userId] },
      bearer(alice.token),
    );
    expect(added.body.code).toBe(200);

    const asSingle = await report(bob, {
      busyCode: 'xyhMessage',
      objId: message.id,
      reportCategoryId: 'Spam',
    });
    expect(asSingle.body.code).toBe(400);
    expect(asSingle.body.msg).toContain('xyhGroup');
    for (const outsider of [carol, dave]) {
      const refused = await report(outsider, {
        busyCode: 'xyhGroup',
        objId: message.id,
        reportCategoryId: 'Spam',
      });
      expect(refused.body).toMatchObject({ code: 404, msg: '消息不存在' });
    }
    const own = await report(alice, { busyCode: 'xyhGroup', objId: message.id, reportCategoryId: 'Spam' });
    expect(own.body).toMatchObject({ code: 400, msg: '不能举报自己发送的消息' });

    const ok = await report(bob, { busyCode: 'xyhGroup', objId: message.id, reportCategoryId: 'Spam' });
    expect(ok.body.code).toBe(200);
    const rows = await reportsOn(message.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ objType: 'xyhGroup', title: '群里的广告' });
    expect(Number(rows[0]!.authorId)).toBe(alice.userId);
  });
});
