import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInConsole } from '../../../../test/render';
import { detail } from '../review-fixtures';
import { presenterOf } from '.';

/** A claim as the server's queue (games/rebate-queue.ts) answers it. */
const claim = (overrides: Record<string, unknown> = {}) =>
  detail({
    id: 7,
    kind: 'GameRebate',
    title: '《2048》2026-11-16至2026-11-22返利',
    cover: '',
    media: '',
    excerpt: '110 → 11',
    body: '',
    bodyFormat: 'none',
    state: 'WaitApprove',
    portalPath: '/game/details?id=1',
    detail: {
      gameId: 1,
      gameName: '2048',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-22',
      spentCoins: 110,
      rebateCoins: 11,
      reviewTime: null,
      ...overrides,
    },
  });

describe('the game rebate presenter', { timeout: 30_000 }, () => {
  it('shows the game, the period, what was spent and the rebate owed', () => {
    const facts = Object.fromEntries(
      presenterOf('GameRebate').facts!(claim()).map((fact) => [String(fact.label), fact.value]),
    );
    expect(facts).toEqual({
      游戏: '2048',
      返利周期: '2026-11-16 至 2026-11-22',
      周期消费: '110 狐币',
      返利: '11 狐币',
      审核时间: '—',
    });
    const { Content } = presenterOf('GameRebate');
    renderInConsole(<Content item={claim()} />);
    expect(screen.getByTestId('review-rebate-sum').textContent).toBe(
      '2026-11-16 至 2026-11-22：消费 110 狐币，返利 11 狐币',
    );
  });
});
