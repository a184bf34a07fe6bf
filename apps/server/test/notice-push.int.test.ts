import type { im } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../src/features/content/articles.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startSiblingServer, startTestServer, type TestServer } from './harness.js';
import { connectDevice, type ChatDevice } from './im-socket.js';

type User = SessionUserForTest;
type NoticeFrame = Extract<im.ServerFrame, { type: 'notice' }>;
const isNotice = (frame: im.ServerFrame): frame is NoticeFrame => frame.type === 'notice';

describe.each(databaseKinds())('notices pushed over the socket on %s', (kind) => {
  let server: TestServer;
  let author: User;
  let fan: User;
  let articleId: number;
  const open: ChatDevice[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    [author, fan] = (await makeUsers(server, 2, '1390891')) as [User, User];
    articleId = await insertArticle(server.db, {
      userId: author.userId,
      title: '秋天的狐狸',
      contentHtml: '<p>正文</p>',
      createdAt: Date.now(),
    });
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

  it('tells every open device of the author at once when their article is liked, and nobody else', async () => {
    const [desk, phone, fanDesk] = [await device(author), await device(author), await device(fan)];
    const like = await server.post(
      '/app/api/common/like',
      { busyType: 'Article', busyCode: articleId },
      bearer(fan.token),
    );
    expect(like.body.data).toBe(true);

    for (const authorDevice of [desk, phone]) {
      const frame = await authorDevice.next(isNotice);
      expect(frame.data).toEqual({ kind: 'outerInteract', tab: 'interact' });
    }
    // The frame is a cue: the unread count it announces is already there to read.
    const tabs = await server.get('/app/notice/tab/list', bearer(author.token));
    expect(tabs.body.data).toContainEqual({ type: 'interact', unReadCount: 1 });
    expect(fanDesk.frames.filter(isNotice)).toEqual([]);
  });

  it('pushes a follow to the fans entry and nothing for an unlike', async () => {
    const desk = await device(author);
    await server.post('/app/user/focus', { focusUserId: author.userId }, bearer(fan.token));
    expect((await desk.next(isNotice)).data).toEqual({ kind: 'outerFriend', tab: 'fans' });

    const unlike = await server.post(
      '/app/api/common/like',
      { busyType: 'Article', busyCode: articleId },
      bearer(fan.token),
    );
    expect(unlike.body.data).toBe(false);
    // The like's notice is published before its answer; a moment more covers the socket's travel.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(desk.frames.filter(isNotice)).toHaveLength(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl).each(databaseKinds())('notices pushed across processes on Redis, %s', (kind) => {
  let first: TestServer;
  let second: TestServer;
  let author: User;
  let fan: User;
  let articleId: number;
  let desk: ChatDevice;

  beforeAll(async () => {
    first = await startTestServer(kind, { env: { REDIS_URL: redisUrl! } });
    second = await startSiblingServer(kind, first, { REDIS_URL: redisUrl! });
    [author, fan] = (await makeUsers(first, 2, '1390892')) as [User, User];
    articleId = await insertArticle(first.platform.database.db, {
      userId: author.userId,
      title: '冬天的狐狸',
      contentHtml: '<p>正文</p>',
      createdAt: Date.now(),
    });
    desk = await connectDevice(second, author.token);
  });
  afterAll(async () => {
    await desk.close();
    await second.stop();
    await first.stop();
  });

  it('reaches the author’s socket on the other process', async () => {
    const like = await first.post(
      '/app/api/common/like',
      { busyType: 'Article', busyCode: articleId },
      bearer(fan.token),
    );
    expect(like.body.data).toBe(true);
    expect((await desk.next(isNotice)).data).toEqual({ kind: 'outerInteract', tab: 'interact' });
  });
});
