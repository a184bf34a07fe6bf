import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { games } from '@fox/contracts';
import { formatChinaTime } from '@fox/contracts/client';
import { api } from '../../api';
import type * as WalletFeature from '../wallet';
import { FeedbackOutlet, preloadFeedback } from '../../ui/feedback';
import { logInTestUser as logIn } from '../../../test/kits/session';
import { useSessionStore } from '../auth';
import { useTopUpDialog } from '../wallet';
import { GameFrame } from './GameFrame';

vi.mock('../../api', () => ({ api: vi.fn() }));

const wallet = vi.hoisted(() => ({ balance: 100 as number | undefined }));
// The balance check and the top-up store are the wallet's own; only the server-backed parts are replaced.
vi.mock('../wallet', async (importOriginal) => ({
  ...(await importOriginal<typeof WalletFeature>()),
  useCoinBalance: () => ({ data: wallet.balance }),
  invalidateWallet: () => Promise.resolve(),
}));

const apiMock = vi.mocked(api);

function renderWith(node: ReactNode, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
      <FeedbackOutlet />
    </QueryClientProvider>,
  );
}

function logOut(): void {
  useSessionStore.setState({ token: null, userId: null, userInfo: null });
}
beforeAll(() => preloadFeedback());

const shield: games.GameItem = {
  key: 'shield',
  name: '护盾',
  description: '抵挡一次失误',
  priceCoins: 30,
  kind: 'permanent',
  owned: false,
};

const game: games.GameDetail = {
  id: 3,
  name: '狐狸2048',
  icon: '',
  banner: '',
  category: 'puzzle',
  categoryName: '益智',
  tags: ['数字'],
  summary: '合并数字',
  developer: '狐狸工作室',
  orientation: 'portrait',
  playCount: 10,
  hasRebate: true,
  createTime: formatChinaTime(0),
  description: '经典玩法',
  screenshots: [],
  items: [shield],
  rebateRule: null,
  playSeconds: 0,
  lastPlayTime: null,
};

const session: games.GameSession = {
  gameId: 3,
  name: '狐狸2048',
  entryUrl: '/resource/files/games/2048/index.html',
  orientation: 'portrait',
  player: { id: 9, nickName: '小狐狸', avatar: '' },
  token: 'fg1.scoped-to-game-3',
  expiresAt: Date.now() + 600_000,
  apiBase: 'http://localhost/game-api/v1',
};

/** Renders the frame and answers the start of play; resolves to the game's window and its inbox. */
async function startGame() {
  apiMock.mockImplementation((endpoint: unknown) => {
    if (endpoint === games.startGame) return Promise.resolve(session);
    return Promise.reject(new Error('unexpected call'));
  });
  renderWith(<GameFrame game={game} />, '/game-app/home?id=3');
  const iframe = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
  const gameWindow = iframe.contentWindow!;
  const inbox = vi.spyOn(gameWindow, 'postMessage');
  const fromGame = (data: unknown) =>
    act(
      () =>
        void window.dispatchEvent(new MessageEvent('message', { data, source: gameWindow, origin: 'null' })),
    );
  return { iframe, gameWindow, inbox, fromGame };
}

beforeEach(() => {
  wallet.balance = 100;
  useTopUpDialog.getState().close();
  apiMock.mockReset();
  logIn();
});

describe('GameFrame', () => {
  it('frames the game sandboxed to scripts only, never with the portal origin', async () => {
    const { iframe } = await startGame();
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts');
    expect(iframe.getAttribute('src')).toBe(session.entryUrl);
    expect(apiMock).toHaveBeenCalledWith(games.startGame, { gameId: 3 });
  });

  it("welcomes the game with the player and the game-scoped token, not the portal's session", async () => {
    const { inbox, fromGame } = await startGame();
    fromGame({ type: games.GAME_MESSAGES.hello });
    await waitFor(() => expect(inbox).toHaveBeenCalled());
    const [message, target] = inbox.mock.calls[0]!;
    expect(target).toBe('*');
    expect(message).toMatchObject({
      type: games.GAME_MESSAGES.welcome,
      gameId: 3,
      player: { id: 9, nickName: '小狐狸' },
      token: 'fg1.scoped-to-game-3',
    });
    expect(JSON.stringify(message)).not.toContain('token-9');
  });

  it('sells an item through the portal pay dialog and tells the game it was paid', async () => {
    const { inbox, fromGame } = await startGame();
    const order: games.GameItemOrder = {
      orderNo: 'gi1',
      gameId: 3,
      itemKey: 'shield',
      coins: 30,
      charged: true,
      virtualCoin: 70,
    };
    apiMock.mockImplementation((endpoint: unknown) =>
      endpoint === games.buyGameItem ? Promise.resolve(order) : Promise.resolve(session),
    );
    fromGame({ type: games.GAME_MESSAGES.buy, requestId: 'r1', itemKey: 'shield' });
    expect((await screen.findByTestId('game-pay-item')).textContent).toBe('护盾');
    expect(screen.getByTestId('game-pay-price').textContent).toBe('30 狐币');
    expect(screen.getByTestId('game-pay-balance').textContent).toBe('狐币余额：100');

    // A double click is one order: the same number both times, so the server charges once.
    fireEvent.click(screen.getByTestId('game-pay-submit'));
    fireEvent.click(screen.getByTestId('game-pay-submit'));
    await waitFor(() =>
      expect(inbox).toHaveBeenCalledWith(
        {
          type: games.GAME_MESSAGES.buyResult,
          requestId: 'r1',
          itemKey: 'shield',
          outcome: 'paid',
          orderNo: 'gi1',
          message: '',
        },
        '*',
      ),
    );
    const buys = apiMock.mock.calls.filter(([endpoint]) => endpoint === games.buyGameItem);
    expect(buys).toHaveLength(1);
    expect(buys[0]![1]).toMatchObject({ gameId: 3, itemKey: 'shield', price: 30 });
    expect(String((buys[0]![1] as { orderNo: string }).orderNo)).toMatch(games.GAME_ORDER_NO_PATTERN);
  });

  it('offers a top-up when the balance is short and tells the game a closed dialog was cancelled', async () => {
    wallet.balance = 10;
    const { inbox, fromGame } = await startGame();
    fromGame({ type: games.GAME_MESSAGES.buy, requestId: 'r2', itemKey: 'shield' });
    expect((await screen.findByTestId('game-pay-insufficient')).textContent).toContain('狐币余额不足');
    expect((screen.getByTestId('game-pay-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('game-pay-top-up'));
    expect(useTopUpDialog.getState().isOpen).toBe(true);
    fireEvent.click(document.querySelector('.ant-modal-close')!);
    await waitFor(() =>
      expect(inbox).toHaveBeenCalledWith(
        expect.objectContaining({ requestId: 'r2', outcome: 'cancelled', orderNo: null }),
        '*',
      ),
    );
    expect(apiMock.mock.calls.some(([endpoint]) => endpoint === games.buyGameItem)).toBe(false);
  });

  it('refuses an unknown item and asks a guest to log in, selling nothing', async () => {
    const { inbox, fromGame } = await startGame();
    fromGame({ type: games.GAME_MESSAGES.buy, requestId: 'r3', itemKey: 'gold-bar' });
    await waitFor(() =>
      expect(inbox).toHaveBeenCalledWith(
        expect.objectContaining({ requestId: 'r3', outcome: 'failed', message: '游戏中没有这个道具' }),
        '*',
      ),
    );
    logOut();
    fromGame({ type: games.GAME_MESSAGES.buy, requestId: 'r4', itemKey: 'shield' });
    await waitFor(() =>
      expect(inbox).toHaveBeenCalledWith(
        expect.objectContaining({ requestId: 'r4', outcome: 'loginRequired' }),
        '*',
      ),
    );
    expect(screen.queryByTestId('game-pay-dialog')).toBeNull();
    expect(apiMock.mock.calls.some(([endpoint]) => endpoint === games.buyGameItem)).toBe(false);
  });
});
