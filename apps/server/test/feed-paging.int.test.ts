import { feed } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_SEEN_LIMIT } from '../src/features/feed/ranking.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { referenceOrder, referenceScore, seededRandom, type ReferenceItem } from './feed-reference.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { nextSecond, readingMoment } from './reading-moment.js';

const HOUR = 3_600_000;
const TABLE_OF = { video: 'videos', article: 'articles', question: 'questions' } as const;
const SITE = 12;

type Item = { kind: ReferenceItem['kind']; id: number; title: string; siteId: number; cursor: string };
type Page = { total: number; data: Item[] };
type Stocked = Omit<ReferenceItem, 'seen'> & { siteId: number };

const keyOf = (item: { kind: string; id: number }) => `${item.kind}:${item.id}`;

describe.each(databaseKinds())('paging the home feed by cursor on %s', (kind) => {
  let server: TestServer;
  let author: SessionUserForTest;
  let reader: SessionUserForTest;
  let longReader: SessionUserForTest;
  const random = seededRandom(12);
  const stocked: Stocked[] = [];
  const base = Math.floor(Date.now() / HOUR) * HOUR - 300 * HOUR;

  const page = async (query: string, user?: SessionUserForTest): Promise<Page> => {
    const answer = await server.get(`/app/api/content/feed/home?${query}`, user ? bearer(user.token) : {});
    expect(answer.body.code, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    return answer.body as Page;
  };

  /** Stores items straight into the content tables, with engagement, as many at once as a page holds. */
  async function stock(count: number, at: () => number): Promise<Stocked[]> {
    const { db } = server;
    const made: Stocked[] = [];
    for (let n = 0; n < count; n++) {
      const itemKind = (['video', 'article', 'question'] as const)[Math.floor(random() * 3)]!;
      const createdAt = at();
      const counts = {
        praiseCount: Math.floor(random() * 12),
        commentCount: random() < 0.15 ? Math.floor(random() * 300) : 0,
        collectCount: random() < 0.1 ? Math.floor(random() * 5) : 0,
      };
      const common = {
        userId: author.userId,
        title: `条目${stocked.length + made.length}`,
        state: 'OnShelf' as const,
        siteId: random() < 0.2 ? SITE : 11,
        createdAt,
        updatedAt: createdAt,
        ...counts,
      };
      const row =
        itemKind === 'video'
          ? await db
              .insertInto('videos')
              .values({ ...common, videoUrl: '/resource/demo/v.mp4', coverUrl: '', duration: 5 })
              .returning('id')
              .executeTakeFirstOrThrow()
          : itemKind === 'article'
            ? await db
                .insertInto('articles')
                .values({ ...common, summary: '', coverUrl: '', contentHtml: '<p>正文</p>' })
                .returning('id')
                .executeTakeFirstOrThrow()
            : await db
                .insertInto('questions')
                .values({ ...common, summary: '', contentHtml: '<p>描述</p>' })
                .returning('id')
                .executeTakeFirstOrThrow();
      made.push({ kind: itemKind, id: Number(row.id), siteId: common.siteId, createdAt, ...counts });
    }
    stocked.push(...made);
    return made;
  }

  /** Tells the server the user was shown the item, as the web client does for each card. */
  async function expose(user: SessionUserForTest, item: { kind: string; id: number }) {
    const answer = await server.post(
      '/app/api/ai/rec/add',
      {
        itemId: item.id,
        itemType: item.kind === 'question' ? 'item' : item.kind,
        bhvType: 'expose',
        sceneId: `home_${item.kind}`,
      },
      bearer(user.token),
    );
    expect(answer.body.code).toBe(200);
  }

  /**
   * Reads the feed page after page by cursor, as the web client does: the first page with `first`, the
   * next ones with `kept` and the cursor of the last item read, until a page comes back empty.
   */
  async function readByCursor(
    first: string,
    kept: string,
    user: SessionUserForTest | undefined,
    between?: (items: Item[]) => Promise<void>,
  ) {
    const pages: Page[] = [];
    let query = first;
    for (;;) {
      const next = await page(query, user);
      pages.push(next);
      if (next.data.length === 0) return pages;
      await between?.(next.data);
      query = `${kept}&cursor=${encodeURIComponent(next.data.at(-1)!.cursor)}`;
    }
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SEED_DEMO: 'false' } });
    [author, reader, longReader] = (await makeUsers(server, 3, '1390073')) as [
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
    ];
    // Half-hour steps over 250 hours: many items share an hour, and some a moment, with items of other kinds.
    await stock(500, () => base - Math.floor(random() * 500) * (HOUR / 2));
  });
  afterAll(() => server.stop());

  it('keeps the score in the database as the rule says', async () => {
    const { db } = server;
    for (const [name, table] of Object.entries(TABLE_OF)) {
      const rows = await db.selectFrom(table).select(['id', 'feedScore']).execute();
      const byId = new Map(rows.map((row) => [Number(row.id), Number(row.feedScore)]));
      for (const item of stocked.filter((entry) => entry.kind === name)) {
        expect(byId.get(item.id), `${name} ${item.id}`).toBe(referenceScore(item));
      }
    }
    const [video] = stocked.filter((item) => item.kind === 'video');
    for (const [praiseCount, step] of [
      [0, 0],
      [1, 1],
      [1022, 9],
      [1023, 10],
      [90_000, 10],
    ] as const) {
      await db
        .updateTable('videos')
        .set({ praiseCount, commentCount: 0, collectCount: 0 })
        .where('id', '=', video!.id)
        .execute();
      const row = await db
        .selectFrom('videos')
        .select('feedScore')
        .where('id', '=', video!.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.feedScore)).toBe(Math.floor(video!.createdAt / HOUR) + 12 * step);
    }
    await db
      .updateTable('videos')
      .set({
        praiseCount: video!.praiseCount,
        commentCount: video!.commentCount,
        collectCount: video!.collectCount,
      })
      .where('id', '=', video!.id)
      .execute();
  });

  it(
    'reads 50 pages without a repeat or a gap while items are published and the reader is shown them',
    { timeout: 180_000 },
    async () => {
      // Seen before the reading: these come after every unseen item, in their own mixed order.
      const seenBefore = stocked.filter((_, index) => index % 17 === 3);
      for (const item of seenBefore) await expose(reader, item);
      await nextSecond();
      const { query: asOf } = readingMoment(Date.now());
      const seenKeys = new Set(seenBefore.map(keyOf));
      const expected = referenceOrder(
        stocked.map((item) => ({ ...item, seen: seenKeys.has(keyOf(item)) })),
      ).map(keyOf);
      expect(expected).toHaveLength(feed.FEED_MAX_PAGE * feed.FEED_PAGE_SIZE);

      let round = 0;
      const pages = await readByCursor(asOf, 'pageSize=10', reader, async (items) => {
        round += 1;
        // The reader is shown the page, sees again two items seen before, and others publish meanwhile.
        for (const item of items) await expose(reader, item);
        for (const item of seenBefore.slice((round * 2) % seenBefore.length).slice(0, 2))
          await expose(reader, item);
        await stock(2, () => Date.now());
      });
      const read = pages.flatMap((next) => next.data);
      expect(pages).toHaveLength(feed.FEED_MAX_PAGE + 1);
      expect(read.map(keyOf)).toEqual(expected);
      expect(new Set(read.map(keyOf)).size).toBe(read.length);
      expect(pages.every((next) => next.total === feed.FEED_MAX_PAGE * feed.FEED_PAGE_SIZE)).toBe(true);
      // The unseen part first, then what was seen before the reading.
      expect(read.slice(-seenBefore.length).every((item) => seenKeys.has(keyOf(item)))).toBe(true);

      // A client that pages by number with the same moment gets the same pages, walked from the start.
      for (const pageNum of [1, 2, 26, 48, 50]) {
        const byNumber = await page(`pageNum=${pageNum}&${asOf}`, reader);
        expect(byNumber.data.map(keyOf), `page ${pageNum}`).toEqual(pages[pageNum - 1]!.data.map(keyOf));
      }

      // A new reading puts the new items first and what this reading showed after them.
      const fresh = await page('pageSize=20', reader);
      expect(fresh.data.slice(0, 5).every((item) => item.title.startsWith('条目5'))).toBe(true);
    },
  );

  it("shows one site's items only, in the same order, when a site is chosen", async () => {
    const asOf = readingMoment(Date.now());
    // The cursor keeps the reading's site: the next pages do not name it again.
    const pages = await readByCursor(`siteId=${SITE}&pageSize=7&${asOf.query}`, 'pageSize=7', undefined);
    const read = pages.flatMap((next) => next.data);
    const expected = referenceOrder(
      stocked
        .filter((item) => item.siteId === SITE && item.createdAt <= asOf.ms)
        .map((item) => ({ ...item, seen: false })),
    ).map(keyOf);
    expect(read.map(keyOf)).toEqual(expected);
    expect(read.every((item) => item.siteId === SITE)).toBe(true);
    expect(pages[0]!.total).toBe(expected.length);
  });

  it(
    "pushes down the viewer's latest seen items only, however long the history",
    { timeout: 60_000 },
    async () => {
      const { db } = server;
      const reading = readingMoment(Date.now());
      const asOf = reading.ms;
      const history = stocked.filter((item) => item.createdAt < asOf).slice(0, RECENT_SEEN_LIMIT + 40);
      await db
        .insertInto('seenItems')
        .values(
          history.map((item, index) => ({
            userId: longReader.userId,
            busyType: feed.BUSY_TYPE_OF_KIND[item.kind],
            itemId: item.id,
            firstSeenAt: asOf - 100_000 + index,
            lastSeenAt: asOf - 100_000 + index,
          })),
        )
        .execute();
      // The 40 seen first are older than the latest RECENT_SEEN_LIMIT: they count as unseen again.
      const recent = new Set(history.slice(40).map(keyOf));
      const expected = referenceOrder(
        stocked
          .filter((item) => item.createdAt <= asOf)
          .map((item) => ({ ...item, seen: recent.has(keyOf(item)) })),
      )
        .map(keyOf)
        .slice(0, feed.FEED_MAX_PAGE * 20);
      const pages = await readByCursor(`pageSize=20&${reading.query}`, 'pageSize=20', longReader);
      expect(pages.flatMap((next) => next.data).map(keyOf)).toEqual(expected);
    },
  );

  it('refuses a cursor it did not make with a 400 naming it, and ends at the feed depth', async () => {
    for (const cursor of ['abc', '1.5.0.u....', `1.${'z'.repeat(11)}.0.r.u....`, 'x'.repeat(300)]) {
      const answer = await server.get(`/app/api/content/feed/home?cursor=${encodeURIComponent(cursor)}`);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.msg).toContain('cursor');
    }
    // 500 items served: as deep as pages of ten may go, whatever the cursor says the reading holds.
    const deep = await page(`cursor=${encodeURIComponent(`1.${Date.now().toString(36)}.dw.zz.u....`)}`);
    expect(deep.data).toEqual([]);
  });
});
