import type { consoleGames, games } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTargets } from '../src/features/games/index.js';
import { bearer, loginBySms, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { balanceOf, expectSoundLedger } from './money-support.js';
import { act, auditOf } from './review-support.js';

const API = {
  home: '/app/api/game/home',
  list: '/app/api/game/list',
  info: '/app/api/game/info',
  start: '/app/api/game/start',
  recent: '/app/api/game/recent',
  rebateGames: '/app/api/game/rebate/games',
  periods: '/app/api/game/rebate/periods',
  claim: '/app/api/game/rebate/claim',
  search: '/app/api/search/game',
  console: '/admin/api/console/games',
} as const;

const namesOf = (list: games.Game[]) => list.map((game) => game.name);

describe.each(databaseKinds())('a game taken off the shelf and put back on %s', (kind) => {
  let server: TestServer;
  let player: SessionUserForTest;
  let operations: Operator;
  let finance: Operator;
  /** The demo player with last week's 2048 rebate to claim (the games seed). */
  let rebatePlayer: SessionUserForTest;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    server = await startTestServer(kind);
    const made = await makeOperators(server, '1396801');
    operations = made.operators.operationsAdministrator;
    finance = made.operators.finance;
    [player] = (await makeUsers(server, 1, '1396802')) as [SessionUserForTest];
    rebatePlayer = await loginBySms(server, '13800000008');
    for (const row of await server.db.selectFrom('games').select(['id', 'slug']).execute()) {
      ids.set(row.slug, Number(row.id));
    }
  });
  afterAll(() => server.stop());

  const consoleCall = (operator: SessionUserForTest, path: string, body?: unknown) =>
    body === undefined
      ? server.get(`${API.console}${path}`, bearer(operator.token))
      : server.post(`${API.console}${path}`, body, bearer(operator.token));
  const takeDown = async (slug: string, reason: string) => {
    const answer = await consoleCall(operations, `/${ids.get(slug)}/takeDown`, { reason });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as consoleGames.ConsoleGame;
  };
  const putBack = async (slug: string) => {
    const answer = await consoleCall(operations, `/${ids.get(slug)}/putBack`, { reason: '复核无问题' });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as consoleGames.ConsoleGame;
  };
  /** Every list a player sees the game in, as names. */
  const everyList = async (viewer: SessionUserForTest) => {
    const home = (await server.get(API.home, bearer(viewer.token))).body.data as games.GameHome;
    const search = await server.get(`${API.search}?keyword=${encodeURIComponent('皮肤')}`);
    return {
      banners: namesOf(home.banners),
      newest: namesOf(home.newest),
      hottest: namesOf(home.hottest),
      puzzleCount: home.categories.find((category) => category.key === 'puzzle')!.count,
      recent: namesOf(home.recent),
      list: namesOf((await server.get(`${API.list}?sort=hot`)).body.data),
      puzzle: namesOf((await server.get(`${API.list}?sort=new&category=puzzle`)).body.data),
      search: namesOf(search.body.data),
      recentPage: namesOf((await server.get(API.recent, bearer(viewer.token))).body.data),
      rebateGames: namesOf((await server.get(API.rebateGames, bearer(viewer.token))).body.data),
    };
  };

  it('takes a game out of every list, refuses it at info and start and refuses its token', async () => {
    const started = await server.post(API.start, { gameId: ids.get('2048') }, bearer(player.token));
    expect(started.body.code).toBe(200);
    const token = (started.body.data as games.GameSession).token!;
    const bought = await server.db.selectFrom('gamePurchases').select('id').execute();

    const before = await everyList(player);
    expect(before).toMatchObject({ puzzleCount: 1, recent: ['2048'], rebateGames: ['2048'] });
    for (const list of [before.banners, before.newest, before.hottest, before.list, before.puzzle]) {
      expect(list).toContain('2048');
    }
    expect(before.search).toContain('2048');

    const down = await takeDown('2048', '含有违规内容');
    expect(down).toMatchObject({
      state: 'OffShelf',
      stateReason: '含有违规内容',
      stateOperatorId: operations.userId,
    });
    expect(down.stateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const after = await everyList(player);
    expect(after).toMatchObject({ puzzleCount: 0, recent: [], recentPage: [], rebateGames: [], puzzle: [] });
    for (const list of [after.banners, after.newest, after.hottest, after.list, after.search]) {
      expect(list).not.toContain('2048');
    }
    expect((await server.get(`${API.list}?sort=hot`)).body.total).toBe(2);

    for (const answer of [
      await server.get(`${API.info}?id=${ids.get('2048')}`),
      await server.post(API.start, { gameId: ids.get('2048') }, bearer(player.token)),
      await server.get(`${API.periods}?gameId=${ids.get('2048')}`, bearer(player.token)),
    ]) {
      expect(answer.body).toMatchObject({ code: 404, msg: '游戏不存在或已下架' });
    }
    const me = await fetch(`${server.url}/game-api/v1/me`, {
      headers: { origin: 'null', authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toMatchObject({ code: 401, msg: '游戏不存在或已下架' });
    // What players bought stays theirs.
    expect(await server.db.selectFrom('gamePurchases').select('id').execute()).toEqual(bought);

    const again = await consoleCall(operations, `/${ids.get('2048')}/takeDown`, { reason: '再次' });
    expect(again.body).toMatchObject({ code: 409, msg: '该游戏已经下架' });

    expect(await putBack('2048')).toMatchObject({ state: 'OnShelf', stateReason: '复核无问题' });
    expect(await everyList(player)).toEqual(before);
    const back = await fetch(`${server.url}/game-api/v1/me`, {
      headers: { origin: 'null', authorization: `Bearer ${token}` },
    });
    expect(await back.json()).toMatchObject({ code: 200 });

    const audit = await auditOf(server, 'Game', ids.get('2048')!);
    expect(audit.map((entry) => [entry.action, entry.reason, Number(entry.operatorId)])).toEqual([
      ['game.takeDown', '含有违规内容', operations.userId],
      ['game.putBack', '复核无问题', operations.userId],
    ]);
  });

  it('still decides and pays a claim filed before its game was taken down', async () => {
    const periods = (await server.get(`${API.periods}?gameId=${ids.get('2048')}`, bearer(rebatePlayer.token)))
      .body.data as games.RebatePeriod[];
    const claimable = periods.find((period) => period.state === 'claimable')!;
    expect(claimable).toMatchObject({ spentCoins: 110, rebateCoins: 11 });
    const claimed = await server.post(
      API.claim,
      { gameId: ids.get('2048'), periodStart: claimable.periodStart },
      bearer(rebatePlayer.token),
    );
    expect(claimed.body.data).toMatchObject({ state: 'WaitApprove' });
    const claim = await server.db
      .selectFrom('gameRebateClaims')
      .select('id')
      .where('userId', '=', rebatePlayer.userId)
      .executeTakeFirstOrThrow();

    await takeDown('2048', '下架检查');
    const balance = await balanceOf(server, rebatePlayer);
    const approved = await act(server, finance, 'gameRebate', { action: 'approve', ids: [Number(claim.id)] });
    expect(approved.body.data.changed).toEqual([Number(claim.id)]);
    expect(await balanceOf(server, rebatePlayer)).toBe(balance + 11);
    await expectSoundLedger(server);
    await putBack('2048');
    const paid = (await server.get(`${API.periods}?gameId=${ids.get('2048')}`, bearer(rebatePlayer.token)))
      .body.data as games.RebatePeriod[];
    expect(paid.find((period) => period.periodStart === claimable.periodStart)).toMatchObject({
      state: 'Pass',
      rebateCoins: 11,
    });
  });

  it("takes a reported game down from the report queue, and the games' moderation puts it back", async () => {
    const reported = await server.post(
      '/app/operate/addReportInfo',
      { objType: 'Game', objId: ids.get('snake'), reportType: 'Spam' },
      bearer(player.token),
    );
    expect(reported.body.code, JSON.stringify(reported.body)).toBe(200);
    const open = await server.db
      .selectFrom('reportCases')
      .select('id')
      .where('objType', '=', 'Game')
      .where('objId', '=', ids.get('snake')!)
      .where('state', '=', 'open')
      .executeTakeFirstOrThrow();
    const resolved = await server.post(
      `/admin/api/console/reports/${open.id}/resolve`,
      { outcome: 'takenDown', reason: '游戏内容与描述不符' },
      bearer(operations.token),
    );
    expect(resolved.body.code, JSON.stringify(resolved.body)).toBe(200);
    const row = await server.db
      .selectFrom('games')
      .select(['state', 'stateReason', 'stateBy'])
      .where('id', '=', ids.get('snake')!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'OffShelf', stateReason: '游戏内容与描述不符', stateBy: null });
    expect(namesOf((await server.get(`${API.list}?sort=new`)).body.data)).not.toContain('贪吃蛇');
    const preview = await server.get(`/admin/api/console/reports/${open.id}`, bearer(operations.token));
    expect(preview.body.data.preview).toMatchObject({ title: '贪吃蛇', state: 'OffShelf' });

    const restored = await gameTargets[0]!.moderation!.restore!(server.db, ids.get('snake')!, Date.now());
    expect(restored).toMatchObject({ title: '贪吃蛇', before: 'OffShelf', after: 'OnShelf' });
    expect(namesOf((await server.get(`${API.list}?sort=new`)).body.data)).toContain('贪吃蛇');
  });
});

describe.each(databaseKinds())("the console's games endpoints on %s", (kind) => {
  let server: TestServer;
  let user: SessionUserForTest;
  let operators: Record<string, Operator>;
  let snake = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ user, operators } = await makeOperators(server, '1396803'));
    snake = Number(
      (await server.db.selectFrom('games').select('id').where('slug', '=', 'snake').executeTakeFirstOrThrow())
        .id,
    );
  });
  afterAll(() => server.stop());

  const as = (who: SessionUserForTest) => bearer(who.token);

  it('refuses a guest, a user and an operator without the games duty', async () => {
    expect((await server.get(API.console)).body.code).toBe(401);
    for (const who of [user, operators.finance!, operators.copyright!, operators.article!]) {
      expect((await server.get(API.console, as(who))).body.code).toBe(403);
      const refused = await server.post(`${API.console}/${snake}/takeDown`, { reason: '测试' }, as(who));
      expect(refused.body.code).toBe(403);
      const rule = await server.post(
        `${API.console}/${snake}/rebate`,
        { percent: 5, thresholdCoins: 1 },
        as(who),
      );
      expect(rule.body.code).toBe(403);
    }
    const state = await server.db
      .selectFrom('games')
      .select('state')
      .where('id', '=', snake)
      .executeTakeFirst();
    expect(state?.state).toBe('OnShelf');
  });

  it('lists the catalogue by key, newest first, with each state and rule', async () => {
    for (const who of [operators.operationsAdministrator!, operators.superAdmin!]) {
      const all = await server.get(API.console, as(who));
      expect(all.body.code).toBe(200);
      expect(all.body.data.map((game: consoleGames.ConsoleGame) => game.name)).toEqual([
        '贪吃蛇',
        '五子棋',
        '2048',
      ]);
    }
    const first = await server.get(`${API.console}?pageSize=2`, as(operators.operationsAdministrator!));
    expect(first.body.total).toBe(3);
    const last = first.body.data[1] as consoleGames.ConsoleGame;
    expect(last).toMatchObject({ name: '五子棋', state: 'OnShelf', rebatePercent: 0, categoryName: '棋牌' });
    const next = await server.get(`${API.console}?pageSize=2&before=${last.id}`, as(operators.superAdmin!));
    expect(next.body.data).toMatchObject([
      { name: '2048', rebatePercent: 10, rebateThresholdCoins: 100, stateTime: null, stateReason: '' },
    ]);
    expect(next.body.total).toBe(1);
    const off = await server.get(`${API.console}?state=OffShelf`, as(operators.superAdmin!));
    expect(off.body.data).toEqual([]);
  });

  it('changes a rebate rule with an audit entry; players see the new rule', async () => {
    const ops = operators.operationsAdministrator!;
    const changed = await server.post(
      `${API.console}/${snake}/rebate`,
      { percent: 15, thresholdCoins: 200 },
      as(ops),
    );
    expect(changed.body.data).toMatchObject({ rebatePercent: 15, rebateThresholdCoins: 200 });
    const info = (await server.get(`${API.info}?id=${snake}`)).body.data as games.GameDetail;
    expect(info.rebateRule).toMatchObject({
      percent: 15,
      thresholdCoins: 200,
      text: '每周消费满200狐币返15%',
    });
    const none = await server.post(
      `${API.console}/${snake}/rebate`,
      { percent: 0, thresholdCoins: 0 },
      as(ops),
    );
    expect(none.body.code).toBe(200);
    expect(
      ((await server.get(`${API.info}?id=${snake}`)).body.data as games.GameDetail).rebateRule,
    ).toBeNull();
    const audit = await auditOf(server, 'Game', snake);
    expect(audit.map((entry) => [entry.action, JSON.parse(entry.before), JSON.parse(entry.after)])).toEqual([
      ['game.rebateRule', { percent: 10, thresholdCoins: 100 }, { percent: 15, thresholdCoins: 200 }],
      ['game.rebateRule', { percent: 15, thresholdCoins: 200 }, { percent: 0, thresholdCoins: 0 }],
    ]);
  });

  it('answers bad input with 400 and a message naming the field, and an unknown game with 404', async () => {
    const ops = as(operators.operationsAdministrator!);
    const cases: Array<[string, unknown, string]> = [
      [`/${snake}/rebate`, { percent: 51, thresholdCoins: 100 }, 'percent'],
      [`/${snake}/rebate`, { percent: -1, thresholdCoins: 100 }, 'percent'],
      [`/${snake}/rebate`, { percent: 10, thresholdCoins: 1.5 }, 'thresholdCoins'],
      [`/${snake}/rebate`, { percent: 10 }, 'thresholdCoins'],
      [`/${snake}/takeDown`, { reason: '' }, 'reason'],
      [`/${snake}/takeDown`, {}, 'reason'],
      [`/${snake}/takeDown`, { reason: 'x'.repeat(201) }, 'reason'],
      ['/abc/takeDown', { reason: '测试' }, 'id'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await server.post(`${API.console}${path}`, body, ops);
      expect(answer.body.code, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.msg).toContain(field);
    }
    expect((await server.get(`${API.console}?state=Gone`, ops)).body.code).toBe(400);
    expect((await server.get(`${API.console}?pageSize=0`, ops)).body.code).toBe(400);
    const missing = await server.post(`${API.console}/999999/takeDown`, { reason: '测试' }, ops);
    expect(missing.body).toMatchObject({ code: 404, msg: '游戏不存在或已下架' });
    const notOff = await server.post(`${API.console}/${snake}/putBack`, {}, ops);
    expect(notOff.body).toMatchObject({ code: 409, msg: '该游戏已在架上' });
  });
});
