import { CHINA_TIME_PATTERN, formatChinaTime, parseChinaTime } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVideo } from '../src/features/content/videos.js';
import { bearer, makeFriends, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, isMessage, textTo, type ChatDevice } from './im-socket.js';
import { PATHS, topUp } from './money-support.js';

/**
 * Fields named like times that are not moments: the login's lifetime in seconds, a group's mute switch,
 * and the clock-of-day bounds of its mute windows.
 */
const NOT_MOMENTS = new Set(['expiresTime', 'forbidTime', 'startTime', 'endTime']);

/** Every `*Time` field of an answer or a frame, wherever it sits, by its path. */
function timeFieldsOf(value: unknown, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      timeFieldsOf(item, `${path}[${index}]`).forEach((v, k) => found.set(k, v)),
    );
  } else if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.endsWith('Time') && !NOT_MOMENTS.has(key)) found.set(at, field);
      else timeFieldsOf(field, at).forEach((v, k) => found.set(k, v));
    }
  }
  return found;
}

/**
 * Every time of `answer` is China-time text (or null where the contract allows none), and the ones named
 * in `stored` render the instant kept in the database, to the second.
 */
function expectChinaTimes(answer: unknown, stored: Record<string, number>): void {
  const times = timeFieldsOf(answer);
  expect(times.size, JSON.stringify(answer).slice(0, 300)).toBeGreaterThan(0);
  for (const [path, value] of times) {
    if (value === null) continue;
    expect(value, path).toEqual(expect.stringMatching(CHINA_TIME_PATTERN));
    expect(parseChinaTime(value as string), path).not.toBeNull();
  }
  for (const [path, ms] of Object.entries(stored)) {
    expect(times.get(path), path).toBe(formatChinaTime(ms));
    const shown = parseChinaTime(times.get(path) as string)!;
    expect(ms - shown, path).toBeGreaterThanOrEqual(0);
    expect(ms - shown, path).toBeLessThan(1000);
  }
}

// A quarter second past midnight of New Year in China, while UTC is still on 31 December.
const NEW_YEAR_IN_CHINA = Date.UTC(2025, 11, 31, 16, 0, 0, 250);

describe.each(databaseKinds())('times in answers and frames on %s', (kind) => {
  let server: TestServer;
  let author: SessionUserForTest;
  let viewer: SessionUserForTest;
  let videoId: number;
  const devices: ChatDevice[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    [author, viewer] = (await makeUsers(server, 2, '1397300')) as [SessionUserForTest, SessionUserForTest];
    videoId = await insertVideo(server.db, {
      userId: author.userId,
      title: '跨年的狐狸',
      videoUrl: '/resource/demo/v.mp4',
      createdAt: NEW_YEAR_IN_CHINA,
    });
  });
  afterAll(async () => {
    await Promise.all(devices.map((device) => device.close()));
    await server.stop();
  });

  const storedAt = async (table: 'comments' | 'notices' | 'imMessages', id: number) =>
    Number(
      (await server.db.selectFrom(table).select('createdAt').where('id', '=', id).executeTakeFirstOrThrow())
        .createdAt,
    );

  it('shows a video published at midnight UTC+8 on the new year’s date, in its detail and the list', async () => {
    const detail = await server.get(`/app/api/content/video/${videoId}`);
    expect(detail.body.data.createTime).toBe('2026-01-01 00:00:00');
    expectChinaTimes(detail.body.data, { createTime: NEW_YEAR_IN_CHINA, updateTime: NEW_YEAR_IN_CHINA });

    const list = await server.get('/app/api/content/video/page/center?pageNum=1&pageSize=50');
    const index = list.body.data.findIndex((item: { id: number }) => item.id === videoId);
    expect(index).toBeGreaterThanOrEqual(0);
    expectChinaTimes(list.body.data, { [`[${index}].createTime`]: NEW_YEAR_IN_CHINA });
  });

  it('gives a comment and the notice it raises the times they were stored with', async () => {
    const posted = await server.post(
      '/app/api/common/comment',
      { busyType: 'Video', busyCode: videoId, content: '新年好' },
      bearer(viewer.token),
    );
    expect(posted.body.code).toBe(200);
    const commentId = posted.body.data.id as number;
    const comments = await server.get(`/app/api/common/comment/list?busyType=Video&busyCode=${videoId}`);
    const index = comments.body.data.findIndex((item: { id: number }) => item.id === commentId);
    expectChinaTimes(comments.body.data, {
      [`[${index}].commentTime`]: await storedAt('comments', commentId),
    });

    const notices = await server.get('/app/notice/interact/page?pageNum=1&pageSize=10', bearer(author.token));
    const notice = notices.body.data.find((item: { type: string }) => item.type === 'commentReceive');
    expect(notice).toBeDefined();
    expectChinaTimes(notice, { createTime: await storedAt('notices', notice.id) });
  });

  it('gives a chat message the same time over the socket and over HTTP, and the conversation its pin', async () => {
    await makeFriends(server, author, viewer);
    const sender = await connectDevice(server, viewer.token);
    const receiver = await connectDevice(server, author.token);
    devices.push(sender, receiver);
    sender.send(textTo(author.userId, 'times-1', '你好'));
    const echo = await sender.next(isEcho('times-1'));
    const delivered = await receiver.next(isMessage('times-1'));
    const stored = await storedAt('imMessages', echo.data.id);
    expectChinaTimes(echo, { 'data.createTime': stored });
    expectChinaTimes(delivered, { 'data.createTime': stored });
    // The order of a conversation is its sequence number, which stays a number.
    expect(typeof delivered.data.seq).toBe('number');

    const history = await server.get(
      `/im/chat/message/inner/list?sessionType=single&receiverId=${viewer.userId}`,
      bearer(author.token),
    );
    expectChinaTimes(history.body.data, { '[0].createTime': stored });
    const caughtUp = await server.get(
      `/im/chat/message/after/list?sessionType=single&receiverId=${viewer.userId}&afterSeq=0`,
      bearer(author.token),
    );
    expectChinaTimes(caughtUp.body.data, { '[0].createTime': stored });

    const pinned = await server.post(
      `/im/chat/message/asTop/single/${viewer.userId}`,
      {},
      bearer(author.token),
    );
    expect(pinned.body.data).toBe(true);
    const row = await server.db
      .selectFrom('imConversations')
      .select(['asTopTime', 'updatedAt'])
      .where('userId', '=', author.userId)
      .where('peerId', '=', viewer.userId)
      .executeTakeFirstOrThrow();
    const list = await server.get('/im/chat/message/outer/list', bearer(author.token));
    expectChinaTimes(list.body.data, {
      '[0].asTopTime': Number(row.asTopTime),
      '[0].updateTime': Number(row.updatedAt),
    });
  });

  it('gives an order its expiry, a statement line its ledger time and a profile its registration', async () => {
    const orderNo = await topUp(server, viewer, 6);
    const order = await server.get(`${PATHS.state}?masterOrderNo=${orderNo}`, bearer(viewer.token));
    const stored = await server.db
      .selectFrom('payOrders')
      .select('expiresAt')
      .where('orderNo', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(stored.expiresAt).not.toBeNull();
    expectChinaTimes(order.body.data, { expireTime: Number(stored.expiresAt) });

    const bills = await server.get('/app/api/wallet/bill?pageNum=1&pageSize=10', bearer(viewer.token));
    expect(bills.body.data.length).toBeGreaterThan(0);
    const transfer = await server.db
      .selectFrom('ledgerTransfers')
      .select('createdAt')
      .where('id', '=', bills.body.data[0].id)
      .executeTakeFirstOrThrow();
    expectChinaTimes(bills.body.data, { '[0].createTime': Number(transfer.createdAt) });

    const profile = await server.get('/app/user/profile', bearer(viewer.token));
    const user = await server.db
      .selectFrom('users')
      .select('createdAt')
      .where('id', '=', viewer.userId)
      .executeTakeFirstOrThrow();
    expectChinaTimes(profile.body.data, { createTime: Number(user.createdAt) });
  });
});
