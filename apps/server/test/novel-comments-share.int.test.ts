import type { im } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeFriends, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, isError, isMessage, type ChatDevice } from './im-socket.js';

type User = SessionUserForTest;
const COMMENTS = '/app/api/common/comment/list';

/** The demo books' readers talk under them, and a book travels into a chat as a card that opens it. */
describe.each(databaseKinds())('books in comments and chats on %s', (kind) => {
  let server: TestServer;
  let alice: User;
  let bob: User;
  let aliceDesk: ChatDevice;
  let bobDesk: ChatDevice;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, bob] = (await makeUsers(server, 2, '1390922')) as [User, User];
    await makeFriends(server, alice, bob);
    [aliceDesk, bobDesk] = await Promise.all([
      connectDevice(server, alice.token),
      connectDevice(server, bob.token),
    ]);
  });
  afterAll(async () => {
    await Promise.all([aliceDesk.close(), bobDesk.close()]);
    await server.stop();
  });

  const bookNamed = (title: string) =>
    server.db
      .selectFrom('novelBooks')
      .select(['id', 'authorId'])
      .where('title', '=', title)
      .executeTakeFirstOrThrow();

  it('seeds reader comments with replies, the writer answering and likes, counted on the book', async () => {
    const book = await bookNamed('雾港来信');
    const page = await server.get(`${COMMENTS}?busyType=Novel&busyCode=${book.id}&pageSize=20`);
    expect(page.body.code).toBe(200);
    const tops = page.body.data as Array<{ id: number; content: string; replyCount: number }>;
    expect(tops.length).toBe(4);
    expect(tops.map((comment) => comment.content)).toContain(
      '雾港的氛围感太强了，潮湿、昏黄、汽笛声，全都有画面',
    );

    const rows = await server.db
      .selectFrom('comments')
      .select(['userId', 'pid', 'praiseCount', 'replyCount'])
      .where('busyType', '=', 'Novel')
      .where('busyCode', '=', Number(book.id))
      .execute();
    const replies = rows.filter((row) => row.pid !== 0);
    expect(replies.length).toBe(5);
    expect(replies.some((row) => Number(row.userId) === Number(book.authorId))).toBe(true);
    expect(
      rows.filter((row) => row.pid === 0).every((row) => Number(row.userId) !== Number(book.authorId)),
    ).toBe(true);
    expect(rows.some((row) => Number(row.praiseCount) > 0)).toBe(true);

    const info = await server.get(`/app/api/novel/info?id=${book.id}`);
    expect(info.body.data.commentCount).toBe(rows.length);

    // Every demo book has its readers talking.
    const commented = await server.db
      .selectFrom('comments')
      .select('busyCode')
      .distinct()
      .where('busyType', '=', 'Novel')
      .execute();
    expect(commented.length).toBe(8);
  });

  it('sends a book card to a friend, who receives it as sent', async () => {
    const book = await bookNamed('青灯照剑');
    const share = { type: 'novel', id: Number(book.id), title: '青灯照剑', coverImage: '' } as const;
    aliceDesk.send({
      localId: 'book-1',
      receiverId: bob.userId,
      sessionType: 'single',
      messageType: 'share',
      share,
    });
    const echo = (await aliceDesk.next(isEcho('book-1'))).data as im.Message;
    expect(echo.messageType).toBe('share');
    expect(echo.share).toMatchObject({ type: 'novel', id: Number(book.id), title: '青灯照剑' });
    const received = (await bobDesk.next(isMessage('book-1'))).data as im.Message;
    expect(received.share).toMatchObject({ type: 'novel', id: Number(book.id) });

    const thread = await server.get(
      `/im/chat/message/inner/list?sessionType=single&receiverId=${alice.userId}&pageNum=1&pageSize=15`,
      bearer(bob.token),
    );
    expect((thread.body.data as im.Message[]).some((message) => message.share?.type === 'novel')).toBe(true);
  });

  it('refuses a card of a kind the platform does not know', async () => {
    aliceDesk.send({
      localId: 'book-2',
      receiverId: bob.userId,
      sessionType: 'single',
      messageType: 'share',
      share: { type: 'magazine', id: 1, title: '不存在的类型' },
    });
    const refused = await aliceDesk.next(isError('book-2'));
    expect(refused.code).toBe(400);
  });
});
