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
});
