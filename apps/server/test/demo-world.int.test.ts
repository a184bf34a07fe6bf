import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOPIC_COMMENTS,
  TOPIC_REPLIES,
  EVERYDAY_REPLIES,
  topicOf,
} from '../src/features/comments/seed-topics.js';
import { contentWorks } from '../src/features/content/index.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const COMMENTS = '/app/api/common/comment/list';
const DRAMAS = '/app/api/playlet/list';

/** What a newcomer finds in the demo world: comments that fit their posts, chats, groups, a full drama shelf. */
describe.each(databaseKinds())('the lived-in demo world on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  it('comments on every work about what the work is about', async () => {
    const works = await contentWorks.all(server.platform.database.db);
    const topics = new Map(works.map((work) => [`${work.busyType}:${work.busyCode}`, topicOf(work)]));
    const commented = new Set<string>();
    const comments = await server.db
      .selectFrom('comments')
      .select(['busyType', 'busyCode', 'pid', 'content'])
      // The books' comments are written by the novels feature for each book (novel-comments.int.test.ts).
      .where('busyType', '!=', 'Novel')
      .execute();
    for (const comment of comments) {
      const key = `${comment.busyType}:${comment.busyCode}`;
      const topic = topics.get(key);
      expect(topic, key).toBeDefined();
      commented.add(key);
      const said =
        comment.pid === 0 ? TOPIC_COMMENTS[topic!] : [...TOPIC_REPLIES[topic!], ...EVERYDAY_REPLIES];
      expect(said, `${key}: ${comment.content}`).toContain(comment.content);
    }
    // Every demo work that gets comments has a topic of its own.
    expect([...commented].filter((key) => topics.get(key) === 'everyday')).toEqual([]);
  });

  it('speaks of cats under the cat article, and of cats nowhere else', async () => {
    const { body } = await server.get('/app/api/content/article/list?pageSize=50');
    const catArticle = (body.data as Array<{ id: number; title: string }>).find((a) =>
      a.title.includes('猫'),
    )!;
    expect(catArticle).toBeDefined();
    const page = await server.get(`${COMMENTS}?busyType=Article&busyCode=${catArticle.id}&pageSize=20`);
    const texts = (page.body.data as Array<{ content: string }>).map((comment) => comment.content);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((text) => text.includes('猫'))).toBe(true);

    const works = await contentWorks.all(server.platform.database.db);
    const titles = new Map(works.map((work) => [`${work.busyType}:${work.busyCode}`, work.title]));
    const aboutCats = await server.db
      .selectFrom('comments')
      .select(['busyType', 'busyCode'])
      .where('content', 'like', '%猫%')
      .execute();
    expect(aboutCats.length).toBeGreaterThan(5);
    for (const { busyType, busyCode } of aboutCats) {
      expect(titles.get(`${busyType}:${busyCode}`)).toContain('猫');
    }
  });

  it('gives every drama a cover of its own, served, and fills every row of the drama home', async () => {
    const dramas = await server.db
      .selectFrom('dramas')
      .select(['id', 'title', 'coverUrl', 'userId'])
      .execute();
    const covers = dramas.map((drama) => drama.coverUrl);
    expect(new Set(covers).size).toBe(dramas.length);
    const posters = new Set(
      (await server.db.selectFrom('videos').select('coverUrl').execute()).map((v) => v.coverUrl),
    );
    for (const cover of covers) {
      expect(cover).toMatch(/^\/resource\/files\/demo\/covers\/[a-z0-9-]+\.jpg$/);
      expect(posters.has(cover)).toBe(false);
      const picture = await fetch(server.url + cover);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
    }

    // The home: the hottest drama featured over a grid of twelve more, and the twelve newest (DramaHomePage).
    const ROW = 6;
    const hot = await server.get(`${DRAMAS}?sort=hot&pageSize=${2 * ROW + 1}`);
    const fresh = await server.get(`${DRAMAS}?sort=new&pageSize=${2 * ROW}`);
    expect(hot.body.data).toHaveLength(2 * ROW + 1);
    expect(fresh.body.data).toHaveLength(2 * ROW);
    expect(hot.body.data[0].title).toBe('长安雪');

    // The demo purchases still hold: 10000002 bought the first paid episode of every drama on the shelf.
    const buyer = await server.db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', '10000002')
      .executeTakeFirstOrThrow();
    const all = (await server.get(`${DRAMAS}?pageSize=50`)).body.data as Array<{ id: number }>;
    const unlocks = await server.db
      .selectFrom('episodeUnlocks')
      .select('dramaId')
      .where('userId', '=', buyer.id)
      .execute();
    expect(unlocks.map((row) => Number(row.dramaId)).sort((a, b) => a - b)).toEqual(
      all.map((drama) => drama.id).sort((a, b) => a - b),
    );
  });
});
