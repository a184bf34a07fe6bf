import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { uploadClip, uploadPicture } from './media-support.js';

const PUBLISH = '/app/api/playlet';
const STATE = '/app/api/playlet/state';
const INFO = '/app/api/playlet/info';
const EPISODES = '/app/api/playlet/episodes';

/** What each publisher uploaded: four videos of their own; covers are any public picture. */
const uploaded = new Map<number, string[]>();
let cover = '';

const episode = (n: number, videos: string[]) => ({
  title: `第${n}集 雨夜`,
  videoUrl: videos[n - 1]!,
  coverUrl: cover,
  duration: 60,
});

const drama = (overrides: Record<string, unknown> = {}, by: User = seller) => ({
  title: '晚风里的约定',
  intro: '一段发生在海边小城的故事。',
  categoryName: '都市',
  singlePrice: 0.8,
  playletPrice: 9.9,
  freeCount: 2,
  episodes: [1, 2, 3, 4].map((n) => episode(n, uploaded.get(by.userId)!)),
  ...overrides,
});

type User = SessionUserForTest;
/** A seller with a verified pay account and bank card. */
let seller: User;

describe.each(databaseKinds())('publishing and collecting dramas on %s', (kind) => {
  let server: TestServer;
  /** No pay account. */
  let newcomer: User;
  let viewer: User;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [seller, newcomer, viewer] = (await makeUsers(server, 3, '1398822')) as [User, User, User];
    const now = Date.now();
    const { db } = server;
    await db
      .insertInto('payAccounts')
      .values({ userId: seller.userId, state: 'Pass', updatedAt: now })
      .execute();
    await db
      .insertInto('bankCards')
      .values({ userId: seller.userId, state: 'Pass', updatedAt: now })
      .execute();
    for (const user of [seller, newcomer]) {
      const videos = [];
      for (let i = 0; i < 4; i++) videos.push(await uploadClip(server, user.token));
      uploaded.set(user.userId, videos);
    }
    cover = await uploadPicture(server, seller.token);
  });
  afterAll(() => server.stop());

  const dramaCount = async () => {
    const { db } = server;
    const [dramas, episodes] = await Promise.all([
      db
        .selectFrom('dramas')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('dramaEpisodes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return [Number(dramas.n), Number(episodes.n)];
  };

  it('refuses bad prices and episode lists with 400, storing nothing', async () => {
    const before = await dramaCount();
    const bad = [
      drama({ singlePrice: -1 }),
      drama({ playletPrice: 9.999 }),
      drama({ singlePrice: 0.125 }),
      drama({ playletPrice: 100_000_000 }),
      drama({ episodes: [] }),
      drama({ episodes: undefined }),
      drama({ episodes: [{ title: '第1集', videoUrl: 'https://elsewhere.example/a.mp4' }] }),
      drama({ title: '   ' }),
    ];
    for (const body of bad) {
      const answer = await server.post(PUBLISH, body, bearer(seller.token));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(400);
    }
    const tooManyFree = await server.post(PUBLISH, drama({ freeCount: 5 }), bearer(seller.token));
    expect(tooManyFree.body).toMatchObject({ code: 400, msg: '免费集数（5）不能超过总集数（4）' });
    expect(await dramaCount()).toEqual(before);
  });

  it("refuses files that are not the publisher's own videos, naming the field, storing nothing", async () => {
    const before = await dramaCount();
    const others = uploaded.get(newcomer.userId)!;
    const mine = uploaded.get(seller.userId)!;
    const refusals: Array<[unknown, string]> = [
      [{ videoUrl: others[0] }, 'episodes.0.videoUrl 不是您上传的文件，短剧只能使用自己上传的视频'],
      [
        { videoUrl: '/resource/files/demo/videos/cat-nap.mp4' },
        'episodes.0.videoUrl 不是您上传的文件，短剧只能使用自己上传的视频',
      ],
      [{ videoUrl: '/resource/files/2026/11/none.mp4' }, 'episodes.0.videoUrl 指向的文件不存在，请重新上传'],
      [{ videoUrl: 'https://elsewhere.example/a.mp4' }, 'episodes.0.videoUrl 必须是本站上传的文件地址'],
      [{ videoUrl: `${mine[0]}?uid=1` }, 'episodes.0.videoUrl 必须是本站上传的文件地址'],
      [{ videoUrl: cover }, 'episodes.0.videoUrl 必须是视频'],
      [{ videoUrl: mine[0], coverUrl: mine[1] }, 'episodes.0.coverUrl 必须是图片'],
      [
        { videoUrl: mine[0], coverUrl: 'https://img.example/a.jpg' },
        'episodes.0.coverUrl 必须是本站上传的文件地址',
      ],
    ];
    for (const [first, msg] of refusals) {
      const episodes = [{ ...episode(1, mine), ...(first as object) }, episode(2, mine)];
      const answer = await server.post(PUBLISH, drama({ episodes }), bearer(seller.token));
      expect(answer.status, msg).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, msg });
    }
    const english = await server.post(
      PUBLISH,
      drama({ episodes: [episode(1, others), episode(2, others)] }),
      { ...bearer(seller.token), lang: 'en_US' },
    );
    expect(english.body.msg).toBe(
      'episodes.0.videoUrl is not a file you uploaded; a drama can only use videos you uploaded yourself',
    );
    const badCover = await server.post(PUBLISH, drama({ coverUrl: mine[2] }), bearer(seller.token));
    expect(badCover.body.msg).toBe('coverUrl 必须是图片');
    expect(await dramaCount()).toEqual(before);
  });

  it('makes the videos of paid episodes private and leaves the free ones public', async () => {
    const videos = [1, 2, 3].map(() => '');
    for (let i = 0; i < 3; i++) videos[i] = await uploadClip(server, seller.token);
    // An absolute address on the portal's own host is one of its files too, kept as a site path.
    const episodes = videos.map((videoUrl, i) => ({
      title: `第${i + 1}集`,
      videoUrl: server.url + videoUrl,
    }));
    const answer = await server.post(
      PUBLISH,
      drama({ title: '私有文件', freeCount: 1, episodes }),
      bearer(seller.token),
    );
    expect(answer.body.code).toBe(200);
    const { db } = server;
    const stored = await db
      .selectFrom('dramaEpisodes')
      .select('videoUrl')
      .where('dramaId', '=', answer.body.data.id)
      .orderBy('episodeNumber')
      .execute();
    expect(stored.map((row) => row.videoUrl)).toEqual(videos);
    const access = await db
      .selectFrom('uploads')
      .select(['key', 'access'])
      .where(
        'key',
        'in',
        videos.map((url) => url.replace('/resource/files/', '')),
      )
      .execute();
    const accessOf = (url: string) => access.find((row) => `/resource/files/${row.key}` === url)?.access;
    expect(videos.map(accessOf)).toEqual(['public', 'paidEpisode', 'paidEpisode']);
    expect((await fetch(server.url + videos[0])).status).toBe(200);
    expect((await fetch(server.url + videos[1])).status).toBe(403);
  });

  it('refuses to let a user without a pay account sell, while a free drama publishes', async () => {
    const before = await dramaCount();
    const selling = await server.post(PUBLISH, drama({}, newcomer), bearer(newcomer.token));
    expect(selling.status).toBe(403);
    expect(selling.body).toMatchObject({ code: 403, msg: '您还未实名认证，请先认证' });
    const wholeOnly = await server.post(PUBLISH, drama({ singlePrice: 0 }, newcomer), bearer(newcomer.token));
    expect(wholeOnly.body.msg).toBe('您还未实名认证，请先认证');
    expect(await dramaCount()).toEqual(before);

    const free = await server.post(
      PUBLISH,
      drama({ title: '免费看的小剧场', singlePrice: 0, playletPrice: 0 }, newcomer),
      bearer(newcomer.token),
    );
    expect(free.body).toMatchObject({
      code: 200,
      data: { title: '免费看的小剧场', state: 'OnShelf', episodeCount: 4, userId: newcomer.userId },
    });
    // Priced, but every episode is free: nothing is sold, so no pay account is needed.
    const allFree = await server.post(PUBLISH, drama({ freeCount: 4 }, newcomer), bearer(newcomer.token));
    expect(allFree.body.code).toBe(200);
  });

  it('publishes a paid drama of a verified seller with its episodes numbered in order', async () => {
    const published = await server.post(PUBLISH, drama({ singlePrice: 1.5 }), bearer(seller.token));
    expect(published.body).toMatchObject({
      code: 200,
      data: {
        userId: seller.userId,
        title: '晚风里的约定',
        state: 'OnShelf',
        isPlatform: false,
        singlePrice: 1.5,
        playletPrice: 9.9,
        freeCount: 2,
        episodeCount: 4,
        coverUrl: cover,
      },
    });
    const id = published.body.data.id as number;
    const { db } = server;
    const row = await db.selectFrom('dramas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([Number(row.singlePriceCents), Number(row.playletPriceCents)]).toEqual([150, 990]);
    const episodes = (await server.get(`${EPISODES}?episodeRelevance=${id}`)).body.data;
    expect(episodes.map((e: { episodeNumber: number }) => e.episodeNumber)).toEqual([1, 2, 3, 4]);
    expect(episodes.map((e: { paid: boolean }) => e.paid)).toEqual([true, true, false, false]);
    const mine = await server.get('/app/api/playlet/mine', bearer(seller.token));
    expect(mine.body.data.map((d: { id: number }) => d.id)).toContain(id);
  });

  it('lets only the creator put a drama off and on the shelf, never out of a platform takedown', async () => {
    const id = (await server.post(PUBLISH, drama({ title: '只属于我的剧' }), bearer(seller.token))).body.data
      .id as number;
    const stranger = await server.put(STATE, { id, state: 'OffShelf' }, bearer(viewer.token));
    expect(stranger.body).toMatchObject({ code: 404, msg: '短剧不存在或已下架' });
    expect(
      (await server.put(STATE, { id: 999_999, state: 'OffShelf' }, bearer(seller.token))).body.code,
    ).toBe(404);

    const off = await server.put(STATE, { id, state: 'OffShelf' }, bearer(seller.token));
    expect(off.body.data.state).toBe('OffShelf');
    const listed = await server.get(`/app/api/playlet/list?pageSize=50`);
    expect(listed.body.data.map((d: { id: number }) => d.id)).not.toContain(id);
    expect((await server.get(`${INFO}?episodeRelevance=${id}`)).body.data.state).toBe('OffShelf');
    expect((await server.put(STATE, { id, state: 'OnShelf' }, bearer(seller.token))).body.data.state).toBe(
      'OnShelf',
    );

    await server.db.updateTable('dramas').set({ state: 'CompelOff' }).where('id', '=', id).execute();
    const lifted = await server.put(STATE, { id, state: 'OnShelf' }, bearer(seller.token));
    expect(lifted.status).toBe(403);
    expect(lifted.body).toMatchObject({ code: 403, msg: '该短剧已被平台强制下架，不能自行上架' });
    expect((await server.get(`${INFO}?episodeRelevance=${id}`)).body.data.state).toBe('CompelOff');
    expect((await server.put(STATE, { id, state: 'CompelOff' }, bearer(seller.token))).status).toBe(400);
  });

  it('collects a drama through the social collect and lists it under the collected dramas', async () => {
    const id = (await server.post(PUBLISH, drama({ title: '值得收藏的剧' }), bearer(seller.token))).body.data
      .id as number;
    const collected = await server.post(
      '/app/api/common/collect',
      { busyCode: id, busyType: 'Playlet' },
      bearer(viewer.token),
    );
    expect(collected.body).toMatchObject({ code: 200, data: true });
    const list = await server.get('/app/api/dj/collect/list', bearer(viewer.token));
    expect(list.body).toMatchObject({ code: 200, total: 1 });
    expect(list.body.data[0]).toMatchObject({ id, title: '值得收藏的剧', collectObj: true, collectCount: 1 });
    expect((await server.get(`${INFO}?episodeRelevance=${id}`)).body.data).toMatchObject({
      collectObj: false,
      collectCount: 1,
    });
    expect((await server.get('/app/api/dj/collect/list')).status).toBe(401);

    const again = await server.post(
      '/app/api/common/collect',
      { busyCode: id, busyType: 'Playlet' },
      bearer(viewer.token),
    );
    expect(again.body.data).toBe(false);
    expect((await server.get('/app/api/dj/collect/list', bearer(viewer.token))).body.total).toBe(0);
  });

  it("counts likes of an episode and shows the viewer's flags on it", async () => {
    const id = (await server.post(PUBLISH, drama({ title: '点个赞吧' }), bearer(seller.token))).body.data
      .id as number;
    const first = (await server.get(`${EPISODES}?episodeRelevance=${id}`)).body.data[0];
    const liked = await server.post(
      '/app/api/common/like',
      { busyCode: first.id, busyType: 'PlayletVideo' },
      bearer(viewer.token),
    );
    expect(liked.body.data).toBe(true);
    await server.post('/app/user/focus', { focusUserId: seller.userId }, bearer(viewer.token));
    const seen = (await server.get(`${EPISODES}?episodeRelevance=${id}`, bearer(viewer.token))).body.data;
    expect(seen[0]).toMatchObject({ praiseObj: true, praiseCount: 1, followObj: true });
    expect(seen[1]).toMatchObject({ praiseObj: false, praiseCount: 0, followObj: true });

    await server.put(STATE, { id, state: 'OffShelf' }, bearer(seller.token));
    const closed = await server.post(
      '/app/api/common/collect',
      { busyCode: id, busyType: 'Playlet' },
      bearer(viewer.token),
    );
    expect(closed.body.code).toBe(400);
  });
});
