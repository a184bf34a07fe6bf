import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/features/auth/sessions.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { balanceOf, expectSoundLedger, topUp } from './money-support.js';

const API = '/app/api/novel';
const RATE = 10;

type User = SessionUserForTest;

describe.each(databaseKinds())('reading novels on %s', (kind) => {
  let server: TestServer;
  let reader: User;
  let other: User;
  /** A demo book with paid chapters, and its first paid chapter's number and text. */
  let book: { id: number; authorId: number; chapterCount: number };
  let paidNumber: number;
  let paidText: string;
  /** Every answer a test received, to scan for a locked chapter's text; and those to guests and others. */
  const answers: string[] = [];
  const notTheBuyers: string[] = [];
  const keep = (body: unknown, user: User | undefined) => {
    answers.push(JSON.stringify(body));
    if (user !== reader) notTheBuyers.push(JSON.stringify(body));
  };

  const get = async (path: string, user?: User) => {
    const answer = await server.get(path, user ? bearer(user.token) : {});
    keep(answer.body, user);
    return answer;
  };
  const post = async (path: string, body: unknown, user: User) => {
    const answer = await server.post(path, body, bearer(user.token));
    keep(answer.body, user);
    return answer;
  };
  const put = async (path: string, body: unknown, user: User) => {
    const answer = await server.put(path, body, bearer(user.token));
    keep(answer.body, user);
    return answer;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    [reader, other] = (await makeUsers(server, 2, '1396633')) as [User, User];
    const row = await server.db
      .selectFrom('novelBooks')
      .select(['id', 'authorId', 'chapterCount'])
      .where('paidChapterCount', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    book = { id: Number(row.id), authorId: Number(row.authorId), chapterCount: Number(row.chapterCount) };
    const paid = await server.db
      .selectFrom('novelChapters as c')
      .innerJoin('novelChapterTexts as t', 't.chapterId', 'c.id')
      .select(['c.chapterNumber', 't.text'])
      .where('c.bookId', '=', book.id)
      .where('c.price', '>', 0)
      .orderBy('c.chapterNumber')
      .executeTakeFirstOrThrow();
    paidNumber = Number(paid.chapterNumber);
    paidText = paid.text;
  });
  afterAll(() => server.stop());

  it('the home has featured books, all categories, four rankings, and continue reading only for readers', async () => {
    const guest = await get(`${API}/home`);
    expect(guest.body.code).toBe(200);
    const home = guest.body.data;
    expect(home.featured.length).toBeGreaterThan(0);
    expect(home.categories.map((c: { name: string }) => c.name)).toEqual([
      '玄幻',
      '仙侠',
      '都市',
      '历史',
      '科幻',
      '悬疑',
      '言情',
      '武侠',
    ]);
    expect(home.rankings.read.length).toBeGreaterThan(1);
    const reads = home.rankings.read.map((b: { readCount: number }) => b.readCount);
    expect(reads).toEqual([...reads].sort((a, b) => b - a));
    expect(home.rankings.finished.every((b: { status: string }) => b.status === 'finished')).toBe(true);
    expect(home.continueReading).toEqual([]);
    expect(home.featured[0].updateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('the ranked list pages by key without overlaps, and filters by category and status', async () => {
    const first = await get(`${API}/list?sort=collect&pageSize=3`);
    expect(first.body.code).toBe(200);
    expect(first.body.data).toHaveLength(3);
    const cursor = first.body.data[2].cursor;
    const next = await get(`${API}/list?sort=collect&pageSize=3&cursor=${encodeURIComponent(cursor)}`);
    const ids = [...first.body.data, ...next.body.data].map((b: { id: number }) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    const second = await get(`${API}/list?sort=collect&pageSize=3&pageNum=2`);
    expect(second.body.data.map((b: { id: number }) => b.id)).toEqual(
      next.body.data.map((b: { id: number }) => b.id),
    );
    const wuxia = await get(`${API}/list?category=${encodeURIComponent('武侠')}`);
    expect(wuxia.body.data.length).toBeGreaterThan(0);
    expect(wuxia.body.data.every((b: { category: string }) => b.category === '武侠')).toBe(true);
    const bad = await get(`${API}/list?cursor=nonsense`);
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toBe('翻页参数无效，请从第一页开始');
    const badSort = await get(`${API}/list?sort=loudest`);
    expect(badSort.body.code).toBe(400);
  });

  it('the catalogue pages by chapter number, marks paid and readable, and carries no text', async () => {
    const page = await get(`${API}/catalogue?id=${book.id}&fromNumber=1&pageSize=10`);
    expect(page.body.code).toBe(200);
    expect(page.body.total).toBe(book.chapterCount);
    expect(page.body.data.map((c: { chapterNumber: number }) => c.chapterNumber)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    const tail = await get(`${API}/catalogue?id=${book.id}&fromNumber=${paidNumber}&pageSize=5`, reader);
    expect(tail.body.data[0]).toMatchObject({ chapterNumber: paidNumber, paid: true, readable: false });
    expect(tail.body.data[0].price).toBeGreaterThan(0);
    expect(JSON.stringify(tail.body)).not.toContain(paidText.slice(0, 12));
    const beyond = await get(`${API}/catalogue?id=${book.id}&fromNumber=${book.chapterCount + 1}`);
    expect(beyond.body.data).toEqual([]);
    const missing = await get(`${API}/catalogue?id=999999`);
    expect(missing.body).toMatchObject({ code: 404, msg: '小说不存在或已下架' });
  });

  it('a free chapter opens for a guest; a paid one answers its lock and never its text', async () => {
    const free = await get(`${API}/chapter?id=${book.id}&chapter=1`);
    expect(free.body.code).toBe(200);
    expect(free.body.data.paragraphs.length).toBeGreaterThan(1);
    expect(free.body.data).toMatchObject({
      chapterNumber: 1,
      previousNumber: null,
      nextNumber: 2,
      lock: null,
    });
    const locked = await get(`${API}/chapter?id=${book.id}&chapter=${paidNumber}`);
    expect(locked.body.data.paragraphs).toBeNull();
    expect(locked.body.data.lock).toMatchObject({ balance: null, enough: false });
    const mine = await get(`${API}/chapter?id=${book.id}&chapter=${paidNumber}`, reader);
    expect(mine.body.data.paragraphs).toBeNull();
    expect(mine.body.data.lock).toMatchObject({ balance: 0, enough: false });
    const missing = await get(`${API}/chapter?id=${book.id}&chapter=${book.chapterCount + 1}`);
    expect(missing.body).toMatchObject({ code: 404, msg: '该章节不存在' });
    const zero = await get(`${API}/chapter?id=${book.id}&chapter=0`);
    expect(zero.body.code).toBe(400);
  });

  it('an unlock without coins is refused and charges nothing; auto needs the opt-in', async () => {
    const poor = await post(`${API}/chapter/unlock`, { id: book.id, chapter: paidNumber }, other);
    expect(poor.body.code).toBe(400);
    expect(poor.body.data).toBeNull();
    const auto = await post(`${API}/chapter/unlock`, { id: book.id, chapter: paidNumber, auto: true }, other);
    expect(auto.body).toMatchObject({ code: 409, msg: '未开启自动购买下一章' });
    const free = await post(`${API}/chapter/unlock`, { id: book.id, chapter: 1 }, other);
    expect(free.body).toMatchObject({ code: 400, msg: '该章节免费，无需购买' });
  });

  it('50 parallel unlocks of one chapter charge the reader once and open its text', async () => {
    // Every answer so far, before any unlock: the locked text is in none of them.
    for (const answer of answers) expect(answer).not.toContain(paidText.slice(0, 12));
    await topUp(server, reader, 10);
    const before = await balanceOf(server, reader);
    expect(before).toBe(10 * RATE);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.post(`${API}/chapter/unlock`, { id: book.id, chapter: paidNumber }, bearer(reader.token)),
      ),
    );
    expect(results.map((r) => r.body.code)).toEqual(Array(50).fill(200));
    const charged = results.map((r) => r.body.data.chargedCoins as number);
    const price = charged.find((c) => c > 0)!;
    expect(charged.filter((c) => c > 0)).toEqual([price]);
    expect(await balanceOf(server, reader)).toBe(before - price);
    const rows = await server.db
      .selectFrom('novelUnlocks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', reader.userId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(1);
    const opened = await get(`${API}/chapter?id=${book.id}&chapter=${paidNumber}`, reader);
    expect(opened.body.data.paragraphs.join('\n')).toBe(paidText);
    const stillLocked = await get(`${API}/chapter?id=${book.id}&chapter=${paidNumber}`, other);
    expect(stillLocked.body.data.paragraphs).toBeNull();
    expect(JSON.stringify(stillLocked.body)).not.toContain(paidText.slice(0, 12));
    const catalogue = await get(`${API}/catalogue?id=${book.id}&fromNumber=${paidNumber}&pageSize=2`, reader);
    expect(catalogue.body.data[0].readable).toBe(true);
    // The author's share of the sale is in their pending earnings, on the ledger.
    const share = await server.db
      .selectFrom('earningsRecords')
      .select(['kind', 'sourceType', 'amountCents'])
      .where('userId', '=', book.authorId)
      .where('kind', '=', 'novelSale')
      .execute();
    expect(share).toHaveLength(1);
    expect(Number(share[0]!.amountCents)).toBe(Math.floor((Math.floor((price * 100) / RATE) * 70) / 100));
    await expectSoundLedger(server);
  });

  it('auto-unlock buys the next paid chapter once it is turned on', async () => {
    const next = paidNumber + 1;
    const on = await put(`${API}/auto-unlock`, { id: book.id, autoUnlock: true }, reader);
    expect(on.body.data).toEqual({ id: book.id, autoUnlock: true });
    const view = await get(`${API}/chapter?id=${book.id}&chapter=${next}`, reader);
    expect(view.body.data).toMatchObject({ autoUnlock: true, paragraphs: null });
    const bought = await post(`${API}/chapter/unlock`, { id: book.id, chapter: next, auto: true }, reader);
    expect(bought.body.code).toBe(200);
    expect(bought.body.data.chargedCoins).toBeGreaterThan(0);
    expect(bought.body.data.chapter.paragraphs.length).toBeGreaterThan(0);
  });

  it('progress saved on one device is restored on another, and the shelf shows it', async () => {
    const saved = await post(
      `${API}/progress`,
      { id: book.id, chapter: 3, position: 0.42, offset: 120 },
      reader,
    );
    expect(saved.body.code).toBe(200);
    expect(saved.body.data).toMatchObject({ bookId: book.id, chapterNumber: 3, position: 0.42, offset: 120 });
    // A second login: another session of the same reader.
    const laptop = {
      userId: reader.userId,
      token: (await openSession(server.db, reader.userId, 'PC')).accessToken,
    };
    const restored = await get(`${API}/progress?id=${book.id}`, laptop);
    expect(restored.body.data).toMatchObject({ chapterNumber: 3, position: 0.42, offset: 120 });
    expect(restored.body.data.chapterTitle).toMatch(/^第3章/);
    const moved = await post(`${API}/progress`, { id: book.id, chapter: 4, position: 0.1 }, laptop);
    expect(moved.body.data.chapterNumber).toBe(4);
    const detail = await get(`${API}/info?id=${book.id}`, reader);
    expect(detail.body.data.progress).toMatchObject({ chapterNumber: 4, position: 0.1 });
    const recent = await get(`${API}/shelf?tab=recent`, reader);
    expect(recent.body.data[0]).toMatchObject({ book: { id: book.id }, progress: { chapterNumber: 4 } });
    const home = await get(`${API}/home`, reader);
    expect(home.body.data.continueReading[0].book.id).toBe(book.id);
    const none = await get(`${API}/progress?id=${book.id}`, other);
    expect(none.body).toMatchObject({ code: 200, data: null });
    const tooFar = await post(`${API}/progress`, { id: book.id, chapter: book.chapterCount + 1 }, reader);
    expect(tooFar.body.code).toBe(404);
    const badPosition = await post(`${API}/progress`, { id: book.id, chapter: 1, position: 2 }, reader);
    expect(badPosition.body.code).toBe(400);
  });

  it('collecting counts once, lists the book on the shelf, and marks it updated after a new chapter', async () => {
    const before = (await get(`${API}/info?id=${book.id}`, reader)).body.data.collectCount as number;
    const twice = await Promise.all([
      put(`${API}/collect`, { id: book.id, collected: true }, reader),
      put(`${API}/collect`, { id: book.id, collected: true }, reader),
    ]);
    expect(twice.map((a) => a.body.data.collected)).toEqual([true, true]);
    const detail = await get(`${API}/info?id=${book.id}`, reader);
    expect(detail.body.data).toMatchObject({ collected: true, collectCount: before + 1 });
    const shelf = await get(`${API}/shelf?tab=collected`, reader);
    const item = shelf.body.data.find((i: { book: { id: number } }) => i.book.id === book.id);
    expect(item).toMatchObject({ collected: true, updated: false });
    await server.db
      .updateTable('novelBooks')
      .set({ latestChapterAt: Date.now() + 60_000 })
      .where('id', '=', book.id)
      .execute();
    const later = await get(`${API}/shelf?tab=collected`, reader);
    expect(later.body.data.find((i: { book: { id: number } }) => i.book.id === book.id).updated).toBe(true);
    const off = await put(`${API}/collect`, { id: book.id, collected: false }, reader);
    expect(off.body.data).toMatchObject({ collected: false, collectCount: before });
    const guest = await server.get(`${API}/shelf`);
    expect(guest.body.code).toBe(401);
  });

  it('reading sends tracking events of business type Novel, stored for the reader', async () => {
    const sent = await server.post(
      '/admin/api/user/behavior/addList',
      [
        {
          eventTime: '2026-03-01 12:30:00',
          operUrl: `/novel/readerPage?id=${book.id}&chapter=3`,
          pageName: 'readerPage',
          businessType: 'Novel',
          operaType: 2,
          eventSign: 'novel_chapter_read',
          eventName: '阅读小说章节',
        },
      ],
      bearer(reader.token),
    );
    expect(sent.body).toMatchObject({ code: 200, data: { accepted: 1 } });
    const stored = await server.db
      .selectFrom('trackingEvents')
      .select(['businessType', 'userId'])
      .where('eventSign', '=', 'novel_chapter_read')
      .execute();
    expect(stored).toEqual([{ businessType: 'Novel', userId: reader.userId }]);
  });

  it('no answer to a guest or another reader ever held the paid chapter’s text', async () => {
    for (const chapter of [paidNumber, paidNumber + 1]) {
      keep((await server.get(`${API}/chapter?id=${book.id}&chapter=${chapter}`)).body, undefined);
      keep((await server.get(`${API}/catalogue?id=${book.id}&fromNumber=${chapter}`)).body, undefined);
    }
    expect(notTheBuyers.length).toBeGreaterThan(10);
    for (const answer of notTheBuyers) expect(answer).not.toContain(paidText.slice(0, 12));
  });
});
