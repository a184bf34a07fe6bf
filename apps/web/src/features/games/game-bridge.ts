import { games } from '@fox/contracts';

/**
 * The portal's side of the bridge with a game in its frame (the protocol is in the contracts'
 * games-constants). The frame is `sandbox="allow-scripts"` without allow-same-origin: a game served from
 * our own file store would otherwise run with the portal's origin and could read the session token from
 * localStorage or call the portal's API as the player. Sandboxed, its origin is opaque, so every message
 * it posts arrives with `origin === 'null'`, and no address can name it; what identifies it is the window
 * that sent the message, which must be our iframe's `contentWindow`. A message from any other window (the
 * portal itself, another tab, an ad frame) or with any other origin (a same-origin frame would mean the
 * sandbox was lost) is dropped unread.
 */
export const GAME_FRAME_ORIGIN = 'null';

/** Whether a message event comes from the game in this frame. */
export function isFromGameFrame(
  event: Pick<MessageEvent, 'source' | 'origin'>,
  frameWindow: Window | null,
): boolean {
  return frameWindow !== null && event.source === frameWindow && event.origin === GAME_FRAME_ORIGIN;
}

export interface GameBridgeHost {
  /** The game's window now (the iframe's contentWindow): a reload makes a new one. */
  frameWindow: () => Window | null;
  /**
   * The welcome for hello (`fresh` false) and token (`fresh` true: the game's token is expiring or was
   * refused): the player and a game-scoped token, never the portal's session token.
   */
  welcome: (fresh: boolean) => Promise<games.GameWelcomeMessage>;
  /** A buy request: the portal's pay dialog takes it from here and answers through `answerGame`. */
  buy: (request: games.GameBuyMessage) => void;
}

/**
 * Answers a game. The target origin must be '*': a sandboxed frame's origin is opaque and cannot be
 * named, and `postMessage` to 'null' is refused. What goes out is meant for that game alone and it is
 * sent to that one window.
 */
export function answerGame(frameWindow: Window | null, message: games.PortalToGameMessage): void {
  frameWindow?.postMessage(message, '*');
}

/** Listens to the game in the frame until the returned function is called. */
export function connectGameBridge(host: GameBridgeHost, target: Window = window): () => void {
  const onMessage = (event: MessageEvent) => {
    const frameWindow = host.frameWindow();
    if (!isFromGameFrame(event, frameWindow)) return;
    const message = games.readGameMessage(event.data);
    if (!message) return;
    if (message.type === games.GAME_MESSAGES.buy) {
      host.buy(message);
      return;
    }
    host.welcome(message.type === games.GAME_MESSAGES.token).then(
      (welcome) => {
        // The game may have been reloaded while the token was on its way: answer the window that asked.
        if (host.frameWindow() === frameWindow) answerGame(frameWindow, welcome);
      },
      // Without a token the game keeps asking on its own schedule; the request layer showed why.
      () => undefined,
    );
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
