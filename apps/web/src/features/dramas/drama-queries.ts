import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { dramas } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth';

type DramaSort = (typeof dramas.DRAMA_SORTS)[number];

/**
 * The viewer is part of every key: dramas answer the viewer's collect flag and unlocked count, episodes the
 * paid flags, so a login or logout asks again.
 */
export const dramaKeys = {
  all: ['dramas'] as const,
  page: (query: DramaPageQuery, viewer: number | null) =>
    [
      'dramas',
      'page',
      query.sort,
      query.pageNum,
      query.pageSize,
      query.keyword ?? '',
      viewer ?? 'guest',
    ] as const,
  info: (id: number, viewer: number | null) => ['dramas', 'info', id, viewer ?? 'guest'] as const,
  episodes: (id: number, viewer: number | null) => ['dramas', 'episodes', id, viewer ?? 'guest'] as const,
};

export interface DramaPageQuery {
  sort: DramaSort;
  pageNum: number;
  pageSize: number;
  keyword?: string;
}

function useViewerId(): number | null {
  return useSessionStore((state) => (state.token ? state.userId : null));
}

function viewerNow(): number | null {
  const { token, userId } = useSessionStore.getState();
  return token ? userId : null;
}

/**
 * The request layer cancels a pending GET when another one goes to the same path (spec 000 §7), so the
 * home page's trending and newest lists would cancel each other: drama pages are asked for one at a time.
 */
let pageTurn: Promise<unknown> = Promise.resolve();
function inTurn<T>(request: () => Promise<T>): Promise<T> {
  const result = pageTurn.then(request, request);
  pageTurn = result.catch(() => undefined);
  return result;
}

/** One page of dramas on the shelf; the page on screen stays while the next one loads. */
export function useDramaPage(query: DramaPageQuery, enabled = true) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: dramaKeys.page(query, viewer),
    queryFn: ({ signal }) => inTurn(() => api(dramas.dramaPage, query, { signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A drama's prices and shelf state; a taken-down drama still answers, an unknown id fails quietly. */
export function useDramaInfo(id: number | null) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: dramaKeys.info(id ?? 0, viewer),
    queryFn: ({ signal }) => api(dramas.dramaInfo, { episodeRelevance: id! }, { signal, silent: true }),
    enabled: id !== null,
    // The same drama for a new viewer stays on screen while it is asked again.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}

function fetchEpisodes(id: number, signal?: AbortSignal) {
  return api(dramas.episodeList, { episodeRelevance: id }, { signal, silent: true });
}

/** Every episode of a drama in order, with the viewer's paid flags. */
export function useEpisodes(id: number | null) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: dramaKeys.episodes(id ?? 0, viewer),
    queryFn: ({ signal }) => fetchEpisodes(id!, signal),
    enabled: id !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}

/** Asks for the episodes again now, for whoever is logged in at this moment (say, just after a login). */
export function fetchFreshEpisodes(queryClient: QueryClient, id: number) {
  return queryClient.fetchQuery({
    queryKey: dramaKeys.episodes(id, viewerNow()),
    queryFn: ({ signal }) => fetchEpisodes(id, signal),
    staleTime: 0,
  });
}

/** After a purchase: prices, unlocked counts and paid flags of every drama query are asked again. */
export function refreshDramas(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: dramaKeys.all });
}
