import { useCallback, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { games } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth';

/** A token with less than this left is renewed before it is handed to the game. */
const RENEW_BEFORE_MS = 60_000;

function welcomeOf(session: games.GameSession): games.GameWelcomeMessage {
  return {
    type: games.GAME_MESSAGES.welcome,
    gameId: session.gameId,
    player: session.player,
    token: session.token,
    expiresAt: session.expiresAt,
    apiBase: session.apiBase,
  };
}

/**
 * The play session of one game: started once per game, player and frame load (it counts a play and
 * records the recent game), then the source of every welcome the bridge sends. `welcome(fresh)` renews
 * the game-scoped token when the game asks for one or the one held is about to expire; a guest's welcome
 * has no player and no token.
 */
export function useGameSession(gameId: number, load: number) {
  const viewer = useSessionStore((state) => (state.token ? state.userId : null));
  const started = useQuery({
    queryKey: ['gameSession', gameId, viewer ?? 'guest', load],
    queryFn: () => api(games.startGame, { gameId }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const latest = useRef<games.GameSession | undefined>(undefined);
  useEffect(() => {
    latest.current = started.data;
  }, [started.data]);

  const welcome = useCallback(
    async (fresh: boolean): Promise<games.GameWelcomeMessage> => {
      const held = latest.current;
      if (!held) throw new Error('the game has not started');
      const stale = held.expiresAt !== null && held.expiresAt - Date.now() < RENEW_BEFORE_MS;
      if (held.token === null || (!fresh && !stale)) return welcomeOf(held);
      const renewed = await api(games.gameToken, { gameId });
      latest.current = renewed;
      return welcomeOf(renewed);
    },
    [gameId],
  );

  return { session: started.data, isError: started.isError, welcome };
}

/**
 * Play time: while the game is on screen and the player logged in, a beat every GAME_HEARTBEAT_SECONDS
 * says that much was played; the server credits no more than the time that really passed.
 */
export function usePlayHeartbeat(gameId: number, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      api(games.gameHeartbeat, { gameId, seconds: games.GAME_HEARTBEAT_SECONDS }).catch(() => undefined);
    }, games.GAME_HEARTBEAT_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [gameId, active]);
}
