import { afterEach, describe, expect, it, vi } from 'vitest';
import { games } from '@fox/contracts';
import { connectGameBridge, isFromGameFrame } from './game-bridge';

/** An iframe in the document, so it has a window of its own as a sandboxed game does. */
function frame(): HTMLIFrameElement {
  const element = document.createElement('iframe');
  document.body.append(element);
  return element;
}

function post(data: unknown, source: Window | null, origin = 'null') {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
}

const welcome: games.GameWelcomeMessage = {
  type: games.GAME_MESSAGES.welcome,
  gameId: 3,
  player: { id: 9, nickName: '小狐狸', avatar: '' },
  token: 'fg1.game-scoped',
  expiresAt: Date.now() + 600_000,
  apiBase: 'http://localhost/game-api/v1',
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isFromGameFrame', () => {
  it("takes a message only from the frame's own window with the sandbox's opaque origin", () => {
    const game = frame().contentWindow;
    const other = frame().contentWindow;
    expect(isFromGameFrame({ source: game, origin: 'null' }, game)).toBe(true);
    // Another frame, the portal itself, no source at all.
    expect(isFromGameFrame({ source: other, origin: 'null' }, game)).toBe(false);
    expect(isFromGameFrame({ source: window, origin: 'null' }, game)).toBe(false);
    expect(isFromGameFrame({ source: null, origin: 'null' }, game)).toBe(false);
    // The right window with a real origin means the sandbox was lost (same-origin) or it is not our game.
    expect(isFromGameFrame({ source: game, origin: window.location.origin }, game)).toBe(false);
    expect(isFromGameFrame({ source: game, origin: 'https://evil.example' }, game)).toBe(false);
    // Before the frame has a window nothing is taken.
    expect(isFromGameFrame({ source: game, origin: 'null' }, null)).toBe(false);
  });
});

describe('connectGameBridge', () => {
  it('answers a hello from the game with the welcome, to that window only', async () => {
    const game = frame();
    const gameWindow = game.contentWindow!;
    const sent = vi.spyOn(gameWindow, 'postMessage');
    const host = {
      frameWindow: () => gameWindow,
      welcome: vi.fn(() => Promise.resolve(welcome)),
      buy: vi.fn(),
    };
    const disconnect = connectGameBridge(host);

    post({ type: games.GAME_MESSAGES.hello }, gameWindow);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith(welcome, '*'));
    expect(host.welcome).toHaveBeenCalledWith(false);

    // The game asking for a fresh token gets one renewed.
    post({ type: games.GAME_MESSAGES.token }, gameWindow);
    await vi.waitFor(() => expect(host.welcome).toHaveBeenLastCalledWith(true));
    disconnect();
  });

  it('drops messages from other windows, other origins and malformed ones', async () => {
    const game = frame();
    const gameWindow = game.contentWindow!;
    const intruder = frame().contentWindow!;
    const host = {
      frameWindow: () => gameWindow,
      welcome: vi.fn(() => Promise.resolve(welcome)),
      buy: vi.fn(),
    };
    const disconnect = connectGameBridge(host);

    post({ type: games.GAME_MESSAGES.hello }, intruder);
    post({ type: games.GAME_MESSAGES.buy, requestId: 'r1', itemKey: 'undo' }, intruder);
    post({ type: games.GAME_MESSAGES.hello }, window, window.location.origin);
    post({ type: games.GAME_MESSAGES.hello }, gameWindow, 'https://evil.example');
    post({ type: 'fox:steal-session' }, gameWindow);
    post({ type: games.GAME_MESSAGES.buy, requestId: '', itemKey: 'undo' }, gameWindow);
    post({ type: games.GAME_MESSAGES.buy, requestId: 'r1', itemKey: '../wallet' }, gameWindow);
    post('fox:hello', gameWindow);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.welcome).not.toHaveBeenCalled();
    expect(host.buy).not.toHaveBeenCalled();

    post({ type: games.GAME_MESSAGES.buy, requestId: 'r1', itemKey: 'undo', extra: 'ignored' }, gameWindow);
    expect(host.buy).toHaveBeenCalledWith({
      type: games.GAME_MESSAGES.buy,
      requestId: 'r1',
      itemKey: 'undo',
    });

    disconnect();
    post({ type: games.GAME_MESSAGES.hello }, gameWindow);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.welcome).not.toHaveBeenCalled();
  });

  it('does not hand a welcome to a game reloaded while the token was on its way', async () => {
    const first = frame();
    const firstWindow = first.contentWindow!;
    const reloaded = frame().contentWindow!;
    const sent = vi.spyOn(firstWindow, 'postMessage');
    let current: Window = firstWindow;
    let release: (value: games.GameWelcomeMessage) => void = () => undefined;
    const host = {
      frameWindow: () => current,
      welcome: vi.fn(() => new Promise<games.GameWelcomeMessage>((resolve) => (release = resolve))),
      buy: vi.fn(),
    };
    const disconnect = connectGameBridge(host);
    post({ type: games.GAME_MESSAGES.hello }, firstWindow);
    await vi.waitFor(() => expect(host.welcome).toHaveBeenCalled());
    current = reloaded;
    release(welcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).not.toHaveBeenCalled();
    disconnect();
  });
});
