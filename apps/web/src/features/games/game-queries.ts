import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { games } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth';

type GameSort = (typeof games.GAME_SORTS)[number];
export type GameCategory = games.GameCategory;

/** The viewer is in every key: answers carry the viewer's recent games, owned items and play time. */
function useViewerId(): number | null {
  return useSessionStore((state) => (state.token ? state.userId : null));
}

export const gameKeys = {
  all: ['games'] as const,
  rebates: ['games', 'rebate'] as const,
};

export function useGameHome() {
  const viewer = useViewerId();
  return useQuery({
    queryKey: ['games', 'home', viewer ?? 'guest'],
    queryFn: () => api(games.gameHome),
  });
}

export interface GamePageQuery {
  sort: GameSort;
  category?: GameCategory;
  pageNum: number;
  pageSize: number;
}

/** One page of the catalogue; the page on screen stays while the next one loads. */
export function useGamePage(query: GamePageQuery) {
  return useQuery({
    queryKey: ['games', 'list', query.sort, query.category ?? 'all', query.pageNum, query.pageSize],
    queryFn: () => api(games.gamePage, query),
    placeholderData: keepPreviousData,
  });
}

export function useGameInfo(id: number | null) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: ['games', 'info', id, viewer ?? 'guest'],
    queryFn: () => api(games.gameInfo, { id: id ?? 0 }),
    enabled: id !== null,
    retry: false,
  });
}

/** The games whose rebates the viewer may claim (a rule, and played). */
export function useRebateGames(enabled: boolean) {
  return useQuery({
    queryKey: ['games', 'rebate', 'games'],
    queryFn: () => api(games.rebateGames, { pageNum: 1, pageSize: 50 }),
    enabled,
  });
}

export function useRebatePeriods(gameId: number | null) {
  return useQuery({
    queryKey: ['games', 'rebate', 'periods', gameId],
    queryFn: () => api(games.rebatePeriods, { gameId: gameId ?? 0 }),
    enabled: gameId !== null,
  });
}

/** A positive whole id from the address, or null. */
export function idParam(raw: string | null): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export const gameDetailsLink = (id: number) => `/game/details?id=${id}`;
export const gamePlayLink = (id: number) => `/game-app/home?id=${id}`;
