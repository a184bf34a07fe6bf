import { parseChinaTime } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/features/auth/sessions.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const LIST = '/app/api/playlet/list';
const INFO = '/app/api/playlet/info';
const EPISODES = '/app/api/playlet/episodes';

interface DramaAnswer {
  id: number;
  title: string;
  state: string;
  playCount: number;
  createTime: string;
  episodeCount: number;
  freeCount: number;
  singlePrice: number;
  playletPrice: number;
  isPlatform: boolean;
  categoryName: string;
  coverUrl: string;
  userName: string;
  unlockedCount: number;
}

interface EpisodeAnswer {
  id: number;
  episodeNumber: number;
  title: string;
  videoUrl: string;
  coverUrl: string;
  episodePay: boolean;
  paid: boolean;
}

type User = SessionUserForTest;

/** A watchable episode's video: a stored file with the viewer's signature. */
const SIGNED_VIDEO = /^\/resource\/files\/[\w/.-]+\.mp4\?uid=\d+&exp=\d+&sig=[\w-]{43}$/;

describe.each(databaseKinds())('dramas on %s', (kind) => {
  let server: TestServer;
  let viewer: User;
  let other: User;
  /** 狐小满, the demo creator of 《归途》. */
  let creator: User;
  const dramaIdOf = new Map<string, number>();

  beforeAll(async () => {
    server = await startTestServer(kind);
    [viewer, other] = (await makeUsers(server, 2, '1398811')) as [User, User];
    const { db } = server;
    const demo = await db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', '10000001')
      .executeTakeFirstOrThrow();
    creator = { userId: Number(demo.id), token: (await openSession(db, Number(demo.id), 'PC')).accessToken };
    for (const row of await db.selectFrom('dramas').select(['id', 'title']).execute()) {
      dramaIdOf.set(row.title, Number(row.id));
    }
  });
  afterAll(() => server.stop());

  const idOf = (title: string) => {
    const id = dramaIdOf.get(title);
    if (id === undefined) throw new Error(`no drama ${title}`);
    return id;
  };
  const episodes = async (title: string, token?: string): Promise<EpisodeAnswer[]> => {
    const answer = await server.get(
      `${EPISODES}?episodeRelevance=${idOf(title)}`,
      token ? bearer(token) : {},
    );
    expect(answer.body.code).toBe(200);
    return answer.body.data;
  };

  it('seeds dramas of twenty episodes and more, one sold by the platform, one off and one forced off', async () => {
    const { db } = server;
    const all = await db.selectFrom('dramas').selectAll().execute();
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.every((drama) => drama.episodeCount >= 20)).toBe(true);
    expect(all.every((drama) => drama.freeCount >= 3 && drama.freeCount <= 10)).toBe(true);
    expect(all.filter((drama) => drama.isPlatform === 1)).toHaveLength(1);
    expect(all.map((drama) => drama.state)).toEqual(expect.arrayContaining(['OffShelf', 'CompelOff']));
    expect(all.find((drama) => drama.title === '归途')?.episodeCount).toBe(24);
    expect(all.some((drama) => drama.episodeCount > 50)).toBe(true);
    const stored = await db
      .selectFrom('dramaEpisodes')
      .select((eb) => ['dramaId', eb.fn.countAll<number>().as('n'), eb.fn.max('episodeNumber').as('last')])
      .groupBy('dramaId')
      .execute();
    for (const drama of all) {
      const row = stored.find((episode) => Number(episode.dramaId) === Number(drama.id));
      expect(Number(row?.n)).toBe(drama.episodeCount);
      expect(Number(row?.last)).toBe(drama.episodeCount);
    }
  });

  it("gives paid episodes private copies of the clips, none a free video's file, one copy a clip", async () => {
    const { db } = server;
    const episodes = await db
      .selectFrom('dramaEpisodes as e')
      .innerJoin('dramas as d', 'd.id', 'e.dramaId')
      .select(['e.videoUrl', 'e.episodeNumber', 'd.freeCount'])
      .execute();
    const paid = new Set(episodes.filter((e) => e.episodeNumber > e.freeCount).map((e) => e.videoUrl));
    const free = new Set(episodes.filter((e) => e.episodeNumber <= e.freeCount).map((e) => e.videoUrl));
    const videos = await db.selectFrom('videos').select('videoUrl').execute();
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.filter((video) => paid.has(video.videoUrl))).toEqual([]);
    expect([...free].filter((url) => paid.has(url))).toEqual([]);

    const keys = [...paid].map((url) => url.replace('/resource/files/', ''));
    expect(keys.every((key) => !key.startsWith('demo/'))).toBe(true);
    const rows = await db
      .selectFrom('uploads')
      .select(['key', 'access', 'kind'])
      .where('key', 'in', keys)
      .execute();
    expect(rows).toHaveLength(keys.length);
    expect(rows.every((row) => row.access === 'paidEpisode' && row.kind === 'video')).toBe(true);
    // One copy per clip, however many paid episodes replay it.
    const clips = new Set(videos.map((video) => video.videoUrl)).size;
    expect(keys.length).toBeGreaterThan(1);
    expect(keys.length).toBeLessThanOrEqual(clips);
  });

  it('lists only dramas on the shelf, hottest or newest first', async () => {
    const hot = await server.get(`${LIST}?pageSize=50`);
    expect(hot.body).toMatchObject({ code: 200, msg: '查询成功' });
    const dramas = hot.body.data as DramaAnswer[];
    expect(hot.body.total).toBe(dramas.length);
    expect(dramas.length).toBeGreaterThanOrEqual(4);
    expect(dramas.every((drama) => drama.state === 'OnShelf')).toBe(true);
    expect(dramas.map((drama) => drama.title)).not.toContain('逆风少年');
    expect(dramas.map((drama) => drama.title)).not.toContain('替嫁千金');
    const plays = dramas.map((drama) => drama.playCount);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    expect(dramas[0]).toMatchObject({
      title: '长安雪',
      isPlatform: true,
      episodeCount: 60,
      categoryName: '古装',
    });
    expect(dramas[0]!.coverUrl).toMatch(/\.jpg$/);

    const fresh = (await server.get(`${LIST}?sort=new&pageSize=50`)).body.data as DramaAnswer[];
    const times = fresh.map((drama) => parseChinaTime(drama.createTime)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(fresh[0]!.title).not.toBe(dramas[0]!.title);

    const paged = await server.get(`${LIST}?pageSize=2&pageNum=2`);
    expect(paged.body.data.map((drama: DramaAnswer) => drama.id)).toEqual(
      dramas.slice(2, 4).map((d) => d.id),
    );
  });

  it('finds dramas by a keyword in the title, taking wildcards literally', async () => {
    const found = await server.get(`${LIST}?keyword=${encodeURIComponent('长安')}`);
    expect(found.body.data.map((drama: DramaAnswer) => drama.title)).toEqual(['长安雪']);
    expect((await server.get(`${LIST}?keyword=${encodeURIComponent('逆风')}`)).body.total).toBe(0);
    expect((await server.get(`${LIST}?keyword=%25`)).body.total).toBe(0);
    expect((await server.get(`${LIST}?keyword=_`)).body.total).toBe(0);
  });

  it('answers the info of a taken-down drama with its state, and 404 for an unknown one', async () => {
    const info = await server.get(`${INFO}?episodeRelevance=${idOf('归途')}`);
    expect(info.body.data).toMatchObject({
      title: '归途',
      userName: '10000001',
      nickName: '狐小满',
      episodeCount: 24,
      freeCount: 5,
      singlePrice: 0.8,
      playletPrice: 12.9,
      isPlatform: false,
      collectObj: false,
      unlockedCount: 0,
    });
    const off = await server.get(`${INFO}?episodeRelevance=${idOf('逆风少年')}`);
    expect(off.body.data).toMatchObject({ state: 'OffShelf', episodeCount: 20 });
    const forced = await server.get(`${INFO}?episodeRelevance=${idOf('替嫁千金')}`);
    expect(forced.body.data.state).toBe('CompelOff');
    expect((await server.get(`${INFO}?episodeRelevance=999999`)).body).toMatchObject({
      code: 404,
      msg: '短剧不存在或已下架',
    });
  });

  it('shows a drama under review to its creator alone', async () => {
    const { db } = server;
    const id = idOf('归途');
    await db.updateTable('dramas').set({ state: 'WaitApprove' }).where('id', '=', id).execute();
    try {
      expect((await server.get(`${INFO}?episodeRelevance=${id}`, bearer(viewer.token))).body.code).toBe(404);
      expect((await server.get(`${EPISODES}?episodeRelevance=${id}`)).body.code).toBe(404);
      const own = await server.get(`${INFO}?episodeRelevance=${id}`, bearer(creator.token));
      expect(own.body.data.state).toBe('WaitApprove');
    } finally {
      await db.updateTable('dramas').set({ state: 'OnShelf' }).where('id', '=', id).execute();
    }
  });

  it('locks the paid episodes of a guest and sends no file address for them', async () => {
    const list = await episodes('归途');
    expect(list.map((episode) => episode.episodeNumber)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(list[0]).toMatchObject({
      episodeRelevance: idOf('归途'),
      playletTitle: '归途',
      episodeCount: 24,
      userName: '10000001',
      episodePay: false,
      paid: true,
      praiseObj: false,
      followObj: false,
      relation: null,
    });
    expect(list[0]!.title).toMatch(/^第1集 /);
    for (const episode of list) {
      const free = episode.episodeNumber <= 5;
      expect(episode).toMatchObject({ episodePay: !free, paid: free });
      if (free) expect(episode.videoUrl).toMatch(SIGNED_VIDEO);
      else expect(episode.videoUrl).toBe('');
      expect(episode.coverUrl).toMatch(/\.jpg$/);
    }
  });

  it('lets the creator watch every episode of their drama', async () => {
    const list = await episodes('归途', creator.token);
    expect(list.every((episode) => episode.paid && SIGNED_VIDEO.test(episode.videoUrl))).toBe(true);
    expect(list.filter((episode) => episode.episodePay)).toHaveLength(19);
  });

  it('opens a bought episode for its buyer only', async () => {
    const { db } = server;
    const dramaId = idOf('归途');
    const sixth = (await episodes('归途')).find((episode) => episode.episodeNumber === 6)!;
    await db
      .insertInto('episodeUnlocks')
      .values({ userId: viewer.userId, episodeId: sixth.id, dramaId, orderId: null, createdAt: Date.now() })
      .execute();
    const mine = await episodes('归途', viewer.token);
    expect(mine.find((episode) => episode.id === sixth.id)).toMatchObject({ paid: true, episodePay: true });
    expect(mine.find((episode) => episode.id === sixth.id)!.videoUrl).toMatch(SIGNED_VIDEO);
    expect(mine.find((episode) => episode.episodeNumber === 7)).toMatchObject({ paid: false, videoUrl: '' });
    const theirs = await episodes('归途', other.token);
    expect(theirs.find((episode) => episode.id === sixth.id)).toMatchObject({ paid: false, videoUrl: '' });

    const info = (token: string) => server.get(`${INFO}?episodeRelevance=${dramaId}`, bearer(token));
    expect((await info(viewer.token)).body.data.unlockedCount).toBe(1);
    expect((await info(other.token)).body.data.unlockedCount).toBe(0);
    const listed = (await server.get(`${LIST}?pageSize=50`, bearer(viewer.token))).body.data as DramaAnswer[];
    expect(listed.find((drama) => drama.id === dramaId)?.unlockedCount).toBe(1);
  });

  it('answers the episodes of a taken-down drama, the free ones still playable', async () => {
    const list = await episodes('逆风少年');
    expect(list).toHaveLength(20);
    expect(list.filter((episode) => episode.paid)).toHaveLength(4);
  });
});
