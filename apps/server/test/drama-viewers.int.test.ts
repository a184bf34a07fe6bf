import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { dramaOnShelf, PATHS, topUp, type SaleFacts } from './money-support.js';

describe.each(databaseKinds())("a viewer's bought and watched dramas on %s", (kind) => {
  let server: TestServer;
  let viewer: SessionUserForTest;
  let first: SaleFacts;
  let second: SaleFacts;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [viewer] = (await makeUsers(server, 1, '1397812')) as [SessionUserForTest];
    await topUp(server, viewer, 100);
    first = await dramaOnShelf(server, 0);
    second = await dramaOnShelf(server, 1);
  });
  afterAll(() => server.stop());

  const as = {
    get: (path: string) => server.get(path, bearer(viewer.token)),
    post: (path: string, body: unknown) => server.post(path, body, bearer(viewer.token)),
  };
  const buy = (drama: SaleFacts, whole: boolean) =>
    as.post(PATHS.orders, {
      payType: 'virtual-pay',
      paySource: whole ? 102 : 101,
      masterId: drama.dramaId,
      materialId: drama.paidEpisodes[0]!.id,
      payPrice: whole
        ? Math.min(drama.playletPrice, drama.singlePrice * drama.paidEpisodes.length)
        : drama.singlePrice,
    });
  const listOf = async (shelf: 'bought' | 'watched') => {
    const answer = await as.get(`/app/api/playlet/${shelf}?pageNum=1&pageSize=12`);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body as {
      total: number;
      data: Array<{ id: number; unlockedCount: number; lastEpisodeNumber?: number }>;
    };
  };

  it('lists each drama bought once, latest purchase first, with the episodes unlocked', async () => {
    expect((await listOf('bought')).total).toBe(0);
    expect((await buy(first, false)).body.code).toBe(200);
    expect((await buy(second, false)).body.code).toBe(200);
    // Buying the rest of the first drama moves it to the top, still one row.
    expect((await buy(first, true)).body.code).toBe(200);
    const bought = await listOf('bought');
    expect(bought.total).toBe(2);
    expect(bought.data.map((drama) => drama.id)).toEqual([first.dramaId, second.dramaId]);
    expect(bought.data[0]!.unlockedCount).toBe(first.paidEpisodes.length);
    expect(bought.data[1]!.unlockedCount).toBe(1);
    const unlocks = await server.db
      .selectFrom('episodeUnlocks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', viewer.userId)
      .where('dramaId', '=', first.dramaId)
      .executeTakeFirstOrThrow();
    expect(Number(unlocks.n)).toBe(bought.data[0]!.unlockedCount);
  });

  it('keeps where the viewer got to in each drama they watched, latest first', async () => {
    expect(
      (await as.post('/app/api/playlet/watch', { episodeRelevance: first.dramaId, episodeNumber: 1 })).body
        .code,
    ).toBe(200);
    await as.post('/app/api/playlet/watch', { episodeRelevance: second.dramaId, episodeNumber: 2 });
    await as.post('/app/api/playlet/watch', { episodeRelevance: first.dramaId, episodeNumber: 3 });
    const watched = await listOf('watched');
    expect(watched.total).toBe(2);
    expect(watched.data.map((drama) => [drama.id, drama.lastEpisodeNumber])).toEqual([
      [first.dramaId, 3],
      [second.dramaId, 2],
    ]);
    // Watching did not make anything bought.
    expect((await listOf('bought')).data.map((drama) => drama.unlockedCount)).toEqual([
      first.paidEpisodes.length,
      1,
    ]);
  });

  it('refuses an episode the drama does not have, a drama that is not there, and guests', async () => {
    const beyond = await as.post('/app/api/playlet/watch', {
      episodeRelevance: first.dramaId,
      episodeNumber: 199,
    });
    expect(beyond.body.code).toBe(404);
    const missing = await as.post('/app/api/playlet/watch', { episodeRelevance: 999999, episodeNumber: 1 });
    expect(missing.body.code).toBe(404);
    const bad = await as.post('/app/api/playlet/watch', {
      episodeRelevance: first.dramaId,
      episodeNumber: 0,
    });
    expect(bad.body.code).toBe(400);
    expect((await server.get('/app/api/playlet/watched?pageNum=1&pageSize=12')).body.code).toBe(401);
    expect((await listOf('watched')).data[0]!.lastEpisodeNumber).toBe(3);
  });
});
