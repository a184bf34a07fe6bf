import { formatChinaTime, games } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintGameToken } from '../src/features/games/token.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { grantRoleForTest } from './console-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const API = {
  home: '/app/api/game/home',
  list: '/app/api/game/list',
  info: '/app/api/game/info',
  start: '/app/api/game/start',
  token: '/app/api/game/token',
  heartbeat: '/app/api/game/heartbeat',
  recent: '/app/api/game/recent',
  wallet: '/app/api/wallet/virtualCoin',
} as const;

describe.each(databaseKinds())('the game centre and the game token on %s', (kind) => {
  let server: TestServer;
  let player: SessionUserForTest;
  let other: SessionUserForTest;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    server = await startTestServer(kind);
    [player, other] = (await makeUsers(server, 2, '1396701')) as [SessionUserForTest, SessionUserForTest];
    for (const row of await server.db.selectFrom('games').select(['id', 'slug']).execute()) {
      ids.set(row.slug, Number(row.id));
    }
  });
  afterAll(() => server.stop());

  /** A game API call as a game makes it: from the opaque origin of a sandboxed frame, with its token. */
  const gameApi = (path: string, token: string | null) =>
    fetch(`${server.url}${path}`, {
      headers: { origin: 'null', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const gameApiBody = async (path: string, token: string | null): Promise<any> =>
    (await gameApi(path, token)).json();

  const start = async (slug: string, user: SessionUserForTest | null) => {
    const answer = await server.post(API.start, { gameId: ids.get(slug) }, user ? bearer(user.token) : {});
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as games.GameSession;
  };

  it('lists the three shipped games, each served from the file store as a sandboxed page', async () => {
    expect([...ids.keys()].sort()).toEqual(['2048', 'gomoku', 'snake']);
    const home = (await server.get(API.home)).body.data as games.GameHome;
    expect(home.banners.map((game) => game.name)).toEqual(['2048', '五子棋']);
    expect(home.categories).toEqual([
      { key: 'puzzle', name: '益智', count: 1 },
      { key: 'board', name: '棋牌', count: 1 },
      { key: 'arcade', name: '休闲', count: 1 },
    ]);
    expect(home.hottest.map((game) => game.name)).toEqual(['2048', '五子棋', '贪吃蛇']);
    expect(home.newest[0]!.name).toBe('贪吃蛇');
    expect(home.recent).toEqual([]);

    const info = (await server.get(`${API.info}?id=${ids.get('2048')}`)).body.data as games.GameDetail;
    expect(info.rebateRule).toMatchObject({
      percent: 10,
      thresholdCoins: 100,
      text: '每周消费满100狐币返10%',
    });
    expect(info.items.map((item) => [item.key, item.priceCoins, item.owned])).toEqual([
      ['skin-night', 60, false],
      ['skin-candy', 50, false],
    ]);
    for (const url of [info.icon, info.banner, ...info.screenshots]) {
      expect((await server.get(url)).status, url).toBe(200);
    }

    const session = await start('2048', null);
    expect(session).toMatchObject({ player: null, token: null, expiresAt: null, orientation: 'portrait' });
    const page = await fetch(session.entryUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toBe('sandbox allow-scripts');
    const html = await page.text();
    expect(html).toContain('<script src="bridge.js"></script>');
    const bridge = await fetch(new URL('bridge.js', session.entryUrl));
    expect(await bridge.text()).toContain("type: 'fox:hello'");

    const board = (await server.get(`${API.list}?category=board&sort=new`)).body;
    expect(board.total).toBe(1);
    expect(board.data[0].name).toBe('五子棋');
  });

  it('starts a game for a player: recent game recorded, a token for that game and player only', async () => {
    const session = await start('gomoku', player);
    expect(session.player?.nickName).toBeTruthy();
    expect(session.token).toMatch(/^fg1\./);
    expect(session.expiresAt! - Date.now()).toBeGreaterThan((games.GAME_TOKEN_SECONDS - 30) * 1000);
    expect(session.expiresAt! - Date.now()).toBeLessThanOrEqual(games.GAME_TOKEN_SECONDS * 1000);
    expect(session.apiBase).toBe(`${server.url}/game-api/v1`);

    const me = await gameApi('/game-api/v1/me', session.token);
    expect(me.headers.get('access-control-allow-origin')).toBe('*');
    expect(me.headers.get('access-control-allow-credentials')).toBeNull();
    const body = (await me.json()) as any;
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      id: player.userId,
      nickName: session.player!.nickName,
      gameId: ids.get('gomoku'),
    });
    expect(Object.keys(body.data).sort()).toEqual(['avatar', 'expiresAt', 'gameId', 'id', 'nickName']);

    const recent = (await server.get(API.recent, bearer(player.token))).body;
    expect(recent.data.map((game: games.Game) => game.name)).toEqual(['五子棋']);
    const home = (await server.get(API.home, bearer(player.token))).body.data as games.GameHome;
    expect(home.recent.map((game) => game.name)).toEqual(['五子棋']);
  });

  it('refuses the game token as a portal session, and any session as a game token', async () => {
    const session = await start('snake', player);
    const asSession = await server.get(API.wallet, bearer(session.token!));
    expect(asSession.body.code).toBe(401);
    const renewed = await server.post(API.token, { gameId: ids.get('snake') }, bearer(session.token!));
    expect(renewed.body.code).toBe(401);
    const sessionAsToken = await gameApiBody('/game-api/v1/me', player.token);
    expect(sessionAsToken).toMatchObject({ code: 401, msg: '游戏授权无效或已过期，请重新进入游戏' });
  });

  it('refuses an expired token, a forged one and one moved to another game', async () => {
    const db = server.db;
    const expired = await mintGameToken(db, ids.get('snake')!, player.userId, Date.now() - 11 * 60_000);
    expect((await gameApiBody('/game-api/v1/me', expired.token)).code).toBe(401);

    const { token } = await start('snake', player);
    const [, , userId, expires, sig] = token!.split('.');
    const moved = `fg1.${ids.get('2048')}.${userId}.${expires}.${sig}`;
    expect((await gameApiBody('/game-api/v1/purchases', moved)).code).toBe(401);
    const someoneElse = `fg1.${ids.get('snake')}.${other.userId}.${expires}.${sig}`;
    expect((await gameApiBody('/game-api/v1/me', someoneElse)).code).toBe(401);
    const noToken = await gameApi('/game-api/v1/me', null);
    expect(noToken.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await noToken.json()) as any).code).toBe(401);

    const fresh = await server.post(API.token, { gameId: ids.get('snake') }, bearer(player.token));
    expect((await gameApiBody('/game-api/v1/me', fresh.body.data.token)).code).toBe(200);
  });

  it('answers the preflight of a sandboxed game for its Authorization header', async () => {
    const preflight = await fetch(`${server.url}/game-api/v1/purchases`, {
      method: 'OPTIONS',
      headers: {
        origin: 'null',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('credits play time no faster than the clock, and only for a game the player started', async () => {
    const beat = (gameId: number, seconds: unknown) =>
      server.post(API.heartbeat, { gameId, seconds }, bearer(other.token));
    expect((await beat(ids.get('2048')!, 30)).body.data.playSeconds).toBe(0);
    await start('2048', other);
    const first = await beat(ids.get('2048')!, 30);
    // Just started: at most the seconds really passed (plus the allowance for late timers).
    expect(first.body.data.playSeconds).toBeLessThanOrEqual(3);
    const backdated = Date.now() - 40_000;
    await server.db
      .updateTable('gamePlays')
      .set({ lastBeatAt: backdated })
      .where('userId', '=', other.userId)
      .execute();
    const second = await beat(ids.get('2048')!, 30);
    expect(second.body.data.playSeconds - first.body.data.playSeconds).toBe(30);
    const info = (await server.get(`${API.info}?id=${ids.get('2048')}`, bearer(other.token))).body.data;
    expect(info.playSeconds).toBe(second.body.data.playSeconds);
  });

  it('answers bad input with a clear message and no 500', async () => {
    const cases: Array<[string, unknown, string | null]> = [
      [API.start, { gameId: 'abc' }, 'gameId'],
      [API.start, { gameId: 999_999 }, '游戏不存在或已下架'],
      [API.heartbeat, { gameId: ids.get('2048'), seconds: 3600 }, 'seconds'],
      [API.token, {}, 'gameId'],
    ];
    for (const [path, body, words] of cases) {
      const answer = await server.post(path, body, bearer(player.token));
      expect(answer.body.code, path).toBeGreaterThanOrEqual(400);
      expect(answer.body.code, path).toBeLessThan(500);
      if (words) expect(answer.body.msg, path).toContain(words);
    }
    expect((await server.get(`${API.info}?id=0`)).body.code).toBe(400);
    expect((await server.get(`${API.list}?category=shooter`)).body.code).toBe(400);
    const { token } = await start('2048', player);
    const badQuery = await gameApiBody('/game-api/v1/purchases?itemKey=../x', token);
    expect(badQuery.code).toBe(400);
    expect(badQuery.msg).toContain('itemKey');
  });

  it("takes a player's report of a game to the console's report queue, shown in place", async () => {
    const report = await server.post(
      '/app/operate/addReportInfo',
      { objType: 'Game', objId: ids.get('snake'), reportType: 'Spam' },
      bearer(player.token),
    );
    expect(report.body.code, JSON.stringify(report.body)).toBe(200);
    const missing = await server.post(
      '/app/operate/addReportInfo',
      { objType: 'Game', objId: 999_999, reportType: 'Spam' },
      bearer(player.token),
    );
    expect(missing.body.code).toBe(404);
    await grantRoleForTest(server, other.userId, 'operationsAdministrator');
    const queue = await server.get('/admin/api/console/reports?objType=Game', bearer(other.token));
    expect(queue.body.code, JSON.stringify(queue.body)).toBe(200);
    expect(queue.body.data).toHaveLength(1);
    const opened = await server.get(
      `/admin/api/console/reports/${queue.body.data[0].id}`,
      bearer(other.token),
    );
    expect(opened.body.data.preview).toMatchObject({ title: '贪吃蛇' });
  });

  it('finds games by words of their names and descriptions through the site search', async () => {
    const found = async (keyword: string) =>
      (await server.get(`/app/api/search/game?keyword=${encodeURIComponent(keyword)}`)).body;
    expect((await found('贪吃蛇')).data.map((game: games.Game) => game.name)).toEqual(['贪吃蛇']);
    expect((await found('人机对战')).data.map((game: games.Game) => game.name)).toEqual(['五子棋']);
    const merged = await found('合并');
    expect(merged.data.map((game: games.Game) => game.name)).toEqual(['2048']);
    expect(merged.data[0]).toMatchObject({ categoryName: '益智', hasRebate: true });
    expect((await found('象棋大师')).data).toEqual([]);
    expect((await server.get('/app/api/search/game?keyword=')).body.code).toBe(400);
  });

  it('accepts tracking events of business type Game (a play started, time played)', async () => {
    const answer = await server.post(
      '/admin/api/user/behavior/addList',
      {
        list: [
          {
            eventTime: formatChinaTime(Date.now()),
            businessType: 'Game',
            operaType: 2,
            pageName: 'game-app',
            eventName: String(ids.get('2048')),
            eventAttribute: { duration: 30 },
          },
        ],
      },
      bearer(player.token),
    );
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ code: 200, data: { accepted: 1 } });
  });
});
