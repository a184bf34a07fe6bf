import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { consoleGames } from '@fox/contracts';
import { fakeServer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { connectApiToConsole } from '../../session/api-connection';
import { GamesPage } from './GamesPage';

const GAMES = '/admin/api/console/games';
const list = (rows: unknown[]) => ({ code: 200, msg: 'ok', data: rows, total: rows.length });
const ok = (data: unknown) => ({ code: 200, msg: '操作成功', data });

const gameRow = (extra: Partial<consoleGames.ConsoleGame> = {}): consoleGames.ConsoleGame => ({
  id: 3,
  name: '贪吃蛇',
  icon: '/resource/files/demo/games/snake/icon.svg',
  category: 'arcade',
  categoryName: '休闲',
  playCount: 980,
  state: 'OnShelf',
  stateReason: '',
  stateOperatorId: null,
  stateTime: null,
  rebatePercent: 10,
  rebateThresholdCoins: 100,
  createTime: '2026-11-17 10:00:00',
  ...extra,
});

describe('the games page', { timeout: 90_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('lists a game with its rule, and takes it down only with a reason', async () => {
    let game = gameRow();
    const server = fakeServer({
      [GAMES]: () => list([game]),
      [`${GAMES}/3/takeDown`]: () => {
        game = { ...game, state: 'OffShelf', stateReason: '内容违规', stateTime: '2026-11-27 10:00:00' };
        return ok(game);
      },
    });
    renderInConsole(<GamesPage />);
    await screen.findByText('贪吃蛇');
    expect(screen.getByTestId('game-rebate-rule').textContent).toBe('每周消费满 100 狐币返 10%');
    expect(screen.getByTestId('state-tag').textContent).toBe('已上架');

    fireEvent.click(screen.getByTestId('game-take-down'));
    const dialog = await screen.findByTestId('confirm-game-take-down');
    expect(dialog.textContent).toContain('玩家已购买的道具保留');
    expect(screen.getByTestId('confirm-action-ok')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('confirm-action-reason'), { target: { value: '内容违规' } });
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    expect(await screen.findByText('游戏已下架')).toBeTruthy();
    expect(server.callsTo(`${GAMES}/3/takeDown`)[0]!.body).toEqual({ reason: '内容违规' });
    await waitFor(() => expect(screen.getByTestId('state-tag').textContent).toBe('已下架'));
    expect(screen.getByTestId('game-state').textContent).toContain('内容违规');
    expect(screen.getByTestId('game-put-back')).toBeTruthy();
  });

  it("saves a rebate rule, and shows the server's refusal in the dialog", async () => {
    let answer: { code: number; msg: string; data?: unknown } = { code: 400, msg: 'percent 不能大于 50' };
    const server = fakeServer({
      [GAMES]: () => list([gameRow({ rebatePercent: 0, rebateThresholdCoins: 0 })]),
      [`${GAMES}/3/rebate`]: () => answer,
    });
    renderInConsole(<GamesPage />);
    await screen.findByText('贪吃蛇');
    expect(screen.getByTestId('game-rebate-rule').textContent).toBe('无返利');
    fireEvent.click(screen.getByTestId('game-edit-rebate'));
    const dialog = await screen.findByTestId('rebate-rule-dialog');
    const percent = within(dialog).getByTestId('rebate-rule-percent');
    const threshold = within(dialog).getByTestId('rebate-rule-threshold');
    fireEvent.change(percent.querySelector('input') ?? percent, { target: { value: '12' } });
    fireEvent.change(threshold.querySelector('input') ?? threshold, { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('rebate-rule-save'));
    expect((await screen.findByTestId('rebate-rule-error')).textContent).toContain('percent 不能大于 50');
    expect(server.callsTo(`${GAMES}/3/rebate`)[0]!.body).toEqual({ percent: 12, thresholdCoins: 200 });

    answer = ok(gameRow({ rebatePercent: 12, rebateThresholdCoins: 200 }));
    fireEvent.click(screen.getByTestId('rebate-rule-save'));
    expect(await screen.findByText('返利规则已保存')).toBeTruthy();
  });
});
