/**
 * Reading a long novel, in one run on one server (SQLite, or PostgreSQL when DATABASE_URL is set; its own
 * schema, dropped at the end), each figure beside the bare authenticated route of the same server:
 *
 * (a) GET /app/user/profile: the logged-in baseline every ratio is taken against;
 * (b) GET /app/api/novel/chapter of chapter 1 (free) of a book with BENCH_CHAPTERS (5,000) chapters;
 * (c) the same of chapter 5,000 (paid, unlocked by the reader: the unlock is checked on every read);
 * (d) GET /app/api/novel/catalogue, the page of 50 that holds chapter 5,000.
 *
 * Aim: a chapter at least 0.5 of the bare route's requests per second, chapter 5,000 as fast as chapter 1
 * (both are one index look by book and chapter number), and the catalogue page small (its bytes printed).
 */
import { sql } from 'kysely';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { novelsDb } from '../apps/server/src/features/novels/books.js';
import { appendChapters, insertBook } from '../apps/server/src/features/novels/publish.js';
import { registerByPhone } from '../apps/server/src/features/users/accounts.js';
import { allTables } from '../apps/server/src/schema.js';
import { fetchEnvelope, listenLocal, measureChecked, report, runBench, type Measured } from './load.js';
import { assembleBenchPortal, write } from './portal.js';
import { fetchSigningKeys, headerSigner } from './signed-headers.js';

const CHAPTERS = Number(process.env.BENCH_CHAPTERS ?? 5_000);
/** The last fifth of the book costs coins, as a serial's later chapters do. */
const PAID_FROM = Math.floor(CHAPTERS * 0.8) + 1;
const PARAGRAPH =
  '夜色沉沉，港口的灯一盏接一盏地亮起来。她沿着湿漉漉的石阶往下走，听见远处有人在喊船的名字，声音被雾吞掉了一半。';

async function main(): Promise<void> {
  const portal = await assembleBenchPortal('novels', {
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
  });
  const { app, platform } = portal;
  try {
    const origin = await listenLocal(app);
    const keys = await fetchSigningKeys(origin);
    const db = allTables(platform.database.db);
    const author = await registerByPhone(db, '13500000001', undefined);
    const reader = await registerByPhone(db, '13500000002', undefined);

    // The book, written the way a writer's import writes it: 500 chapters a time, about 2,000 characters each.
    const started = Date.now();
    const novels = novelsDb(platform.database.db);
    const bookId = await insertBook(novels, {
      authorId: author.id,
      title: '压测长篇',
      synopsis: '五千章的长篇连载。',
      coverUrl: '',
      category: '悬疑',
      tags: ['压测'],
      status: 'serialising',
      siteId: author.siteId,
      createdAt: started,
    });
    const text = Array.from({ length: 36 }, () => PARAGRAPH).join('\n');
    for (let first = 1; first <= CHAPTERS; first += 500) {
      const count = Math.min(500, CHAPTERS - first + 1);
      await appendChapters(
        novels,
        bookId,
        Array.from({ length: count }, (_, index) => {
          const number = first + index;
          return {
            title: `第${number}章 雾中`,
            text,
            wordCount: text.length,
            price: number >= PAID_FROM ? 2 : 0,
          };
        }),
        Date.now(),
      );
    }
    // The reader bought the last chapter (the row an unlock writes), so reading it checks the unlock.
    const last = await novels
      .selectFrom('novelChapters')
      .select('id')
      .where('bookId', '=', bookId)
      .where('chapterNumber', '=', CHAPTERS)
      .executeTakeFirstOrThrow();
    await novels
      .insertInto('novelUnlocks')
      .values({ userId: reader.id, bookId, chapterId: Number(last.id), price: 2, createdAt: Date.now() })
      .execute();
    write(`a book of ${CHAPTERS} chapters written in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    if (!process.env.DATABASE_URL) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);

    const token = (await openSession(db, reader.id, 'PC')).accessToken;
    const authorization = { authorization: `Bearer ${token}` };
    const figures: Array<[string, string]> = [
      ['bare: GET /app/user/profile', '/app/user/profile'],
      ['chapter 1', `/app/api/novel/chapter?id=${bookId}&chapter=1`],
      [`chapter ${CHAPTERS}`, `/app/api/novel/chapter?id=${bookId}&chapter=${CHAPTERS}`],
      [
        `catalogue page holding ${CHAPTERS}`,
        `/app/api/novel/catalogue?id=${bookId}&fromNumber=${CHAPTERS - 49}&pageSize=50`,
      ],
    ];
    const runs: Measured[] = [];
    for (const [name, url] of figures) {
      const sign = headerSigner(keys, url.split('?')[0]!, { token, userId: reader.id });
      const payload = await fetchEnvelope(`${origin}${url}`, sign(), authorization);
      const data = (payload as { data: unknown }).data;
      if (url.includes('/chapter?') && !(data as { paragraphs: unknown }).paragraphs) {
        throw new Error(`${name} answered without its text`);
      }
      write(`${name}: ${Buffer.byteLength(JSON.stringify(payload))} bytes of JSON\n`);
      runs.push(await measureChecked(name, `${origin}${url}`, sign, authorization));
    }
    report(runs, runs[0]!);
    const rate = (run: Measured) => run.result.requests.average;
    const chapterRatio = Math.min(rate(runs[1]!), rate(runs[2]!)) / rate(runs[0]!);
    const depthRatio = rate(runs[2]!) / rate(runs[1]!);
    write(
      `\nslowest chapter / bare: ${chapterRatio.toFixed(3)} (aim: at least 0.5); ` +
        `chapter ${CHAPTERS} / chapter 1: ${depthRatio.toFixed(3)}\n`,
    );
    if (chapterRatio < 0.5) process.exitCode = 1;
  } finally {
    await portal.close();
  }
}

runBench(main);
