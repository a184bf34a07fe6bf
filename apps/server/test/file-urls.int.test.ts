import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, isError, type ChatDevice } from './im-socket.js';
import { DEMO_PICTURE, DEMO_VIDEO, makeSeller, PUBLISH, uploadClip, uploadPicture } from './media-support.js';

type User = SessionUserForTest;

const PROFILE = '/app/user/profile';
const ARTICLE = '/app/api/content/article';
const VIDEO = '/app/api/content/video';

describe.each(databaseKinds())('addresses users set, on %s', (kind) => {
  let server: TestServer;
  let user: User;
  let friend: User;
  /** Sells a drama whose paid episode plays `privateVideo`. */
  let seller: User;
  let picture: string;
  let privateVideo: string;
  let publicVideo: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [user, friend] = (await makeUsers(server, 2, '1398877')) as [User, User];
    seller = await makeSeller(server, '1398878');
    picture = await uploadPicture(server, user.token);
    publicVideo = await uploadClip(server, seller.token);
    privateVideo = await uploadClip(server, seller.token);
    const drama = await server.post(
      PUBLISH,
      {
        title: '付费的剧',
        singlePrice: 1,
        playletPrice: 2,
        freeCount: 1,
        episodes: [
          { title: '第1集', videoUrl: publicVideo },
          { title: '第2集', videoUrl: privateVideo },
        ],
      },
      bearer(seller.token),
    );
    expect(drama.body.code).toBe(200);
  });
  afterAll(() => server.stop());

  const avatarOf = async () => (await server.get(PROFILE, bearer(user.token))).body.data.avatar as string;

  it('takes an avatar only from the portal’s own pictures, relative or absolute on its host', async () => {
    const before = await avatarOf();
    const refusals: Array<[string, string]> = [
      ['https://img.example.com/a.png', 'avatar 必须是本站上传的文件地址'],
      ['//img.example.com/a.png', 'avatar 必须是本站上传的文件地址'],
      ['javascript:alert(1)', 'avatar 必须是本站上传的文件地址'],
      ['/app/api/wallet/virtualCoin', 'avatar 必须是本站上传的文件地址'],
      ['/resource/files/../../etc/passwd', 'avatar 必须是本站上传的文件地址'],
      [`${picture}?x=1`, 'avatar 必须是本站上传的文件地址'],
      ['http://portal.elsewhere.example' + picture, 'avatar 必须是本站上传的文件地址'],
      ['/resource/files/2026/11/none.png', 'avatar 指向的文件不存在，请重新上传'],
      [publicVideo, 'avatar 必须是图片'],
      [privateVideo, 'avatar 必须是图片'],
    ];
    for (const [avatar, msg] of refusals) {
      const answer = await server.post(PROFILE, { avatar }, bearer(user.token));
      expect(answer.status, avatar).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, msg });
    }
    const english = await server.post(
      PROFILE,
      { avatar: 'https://img.example.com/a.png' },
      { ...bearer(user.token), lang: 'en_US' },
    );
    expect(english.body.msg).toBe('avatar must be the address of a file uploaded to this site');
    expect(await avatarOf()).toBe(before);

    expect((await server.post(PROFILE, { avatar: server.url + picture }, bearer(user.token))).body.code).toBe(
      200,
    );
    expect(await avatarOf()).toBe(picture);
    // Another user's public picture, a demo picture and a default avatar are the portal's own too.
    await server.post(PROFILE, { avatar: DEMO_PICTURE }, bearer(friend.token));
    expect((await server.get(PROFILE, bearer(friend.token))).body.data.avatar).toBe(DEMO_PICTURE);
    expect((await server.post(PROFILE, { avatar: picture }, bearer(friend.token))).body.code).toBe(200);
    expect(
      (await server.post(PROFILE, { avatar: '/resource/avatar/10000001.svg' }, bearer(friend.token))).body
        .code,
    ).toBe(200);
  });

  it('refuses pictures from elsewhere and a paid episode’s file in articles and videos', async () => {
    const article = (body: Record<string, unknown>) =>
      server.post(ARTICLE, { title: '图文', contentHtml: '<p>正文</p>', ...body }, bearer(user.token));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ coverUrl: '/resource/a.png' }, 'coverUrl 必须是本站上传的文件地址'],
      [
        { contentHtml: '<p>看图</p><img src="https://evil.example/x.png">' },
        'contentHtml 必须是本站上传的文件地址',
      ],
      [{ contentHtml: `<p>看图</p><img src="${privateVideo}">` }, 'contentHtml 必须是图片'],
      [
        { contentHtml: `<p>看图</p><img src="${picture}"><img src="/resource/files/x.png">` },
        'contentHtml 指向的文件不存在，请重新上传',
      ],
    ];
    for (const [body, msg] of cases) {
      const answer = await article(body);
      expect(answer.body, msg).toMatchObject({ code: 400, msg });
    }
    const ok = await article({ coverUrl: picture, contentHtml: `<p>看图</p><img src="${DEMO_PICTURE}">` });
    expect(ok.body).toMatchObject({ code: 200, data: { coverUrl: picture } });

    const stolen = await server.post(VIDEO, { title: '搬运', videoUrl: privateVideo }, bearer(user.token));
    expect(stolen.body).toMatchObject({ code: 400, msg: 'videoUrl 是付费剧集的文件，不能在这里使用' });
    // Even its owner cannot show it in public: nobody else could play it.
    const own = await server.post(VIDEO, { title: '我的', videoUrl: privateVideo }, bearer(seller.token));
    expect(own.body.msg).toBe('videoUrl 是付费剧集的文件，不能在这里使用');
    const free = await server.post(
      VIDEO,
      { title: '免费', videoUrl: publicVideo, coverUrl: picture },
      bearer(user.token),
    );
    expect(free.body.code).toBe(200);
    const wrongKind = await server.post(VIDEO, { title: '图片', videoUrl: DEMO_PICTURE }, bearer(user.token));
    expect(wrongKind.body.msg).toBe('videoUrl 必须是视频');
  });

  it('refuses report and feedback pictures that are not the portal’s own', async () => {
    const feedback = await server.post(
      '/admin/feedbackInfo',
      { type: 'problem', content: '播放有问题', images: [DEMO_PICTURE, privateVideo] },
      bearer(user.token),
    );
    expect(feedback.body).toMatchObject({ code: 400, msg: 'images.1 必须是图片' });
    const report = await server.post(
      '/app/operate/addReportInfo',
      {
        objId: 1,
        objType: 'Video',
        reportType: 'Spam',
        imageUrl: `${DEMO_PICTURE},https://evil.example/x.png`,
      },
      bearer(user.token),
    );
    expect(report.body).toMatchObject({ code: 400, msg: 'imageUrl.1 必须是本站上传的文件地址' });
  });

  it('refuses chat files and share pictures that are not the portal’s own, storing nothing', async () => {
    const device: ChatDevice = await connectDevice(server, user.token);
    try {
      const to = { receiverId: friend.userId, sessionType: 'single' };
      device.send({ ...to, localId: 'u1', messageType: 'photo', content: privateVideo });
      device.send({
        ...to,
        localId: 'u2',
        messageType: 'video',
        content: '/resource/files/2026/11/none.mp4',
      });
      device.send({
        ...to,
        localId: 'u3',
        messageType: 'share',
        share: { type: 'article', id: 1, title: '好文', coverImage: 'https://evil.example/x.png' },
      });
      device.send({ ...to, localId: 'u4', messageType: 'photo', content: DEMO_PICTURE });
      const chatFile = (field: string) =>
        `${field} 必须是本站已上传、可以发送的文件（付费剧集的文件不能发送）`;
      expect((await device.next(isError('u1'))).msg).toBe(chatFile('content'));
      expect((await device.next(isError('u2'))).msg).toBe(chatFile('content'));
      expect((await device.next(isError('u3'))).msg).toBe(chatFile('share.coverImage'));
      expect((await device.next(isEcho('u4'))).data.body).toMatchObject({ content: DEMO_PICTURE });
      const stored = await server.db
        .selectFrom('imMessages')
        .select('localId')
        .where('senderId', '=', user.userId)
        .execute();
      expect(stored.map((row) => row.localId)).toEqual(['u4']);
    } finally {
      await device.close();
    }
  });

  it('still refuses a demo clip or another user’s video as a drama episode', async () => {
    const answer = await server.post(
      PUBLISH,
      {
        title: '借来的剧',
        singlePrice: 0,
        playletPrice: 0,
        freeCount: 1,
        episodes: [{ title: '第1集', videoUrl: DEMO_VIDEO }],
      },
      bearer(user.token),
    );
    expect(answer.body).toMatchObject({
      code: 400,
      msg: 'episodes.0.videoUrl 不是您上传的文件，短剧只能使用自己上传的视频',
    });
  });
});
