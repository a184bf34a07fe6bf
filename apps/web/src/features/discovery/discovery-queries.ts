import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EndpointResult } from '@fox/contracts';
import { feed, search, users } from '@fox/contracts/client';
import { api } from '../../api';
import { useSessionStore } from '../auth';
import { activeSiteId, useSiteStore } from '../sites';

/** Lists answer the viewer's own flags, so the viewer is part of every key. */
function useViewerId(): number | null {
  return useSessionStore((state) => (state.token ? state.userId : null));
}

const nextPageOf = <P extends { data: unknown[]; total: number }>(last: P, pages: P[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  // An empty page means the list shrank under us: stop rather than ask forever.
  return last.data.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
};

type FeedPage = EndpointResult<typeof feed.homeFeed>;

/** The cursor of the next feed page: the last item's, while the feed holds more than was loaded. */
export const nextFeedCursor = (last: FeedPage, pages: FeedPage[]): string | undefined =>
  nextPageOf(last, pages) === undefined ? undefined : last.data.at(-1)?.cursor;

/**
 * The home feed. The first page begins a reading; each next page goes on from the cursor of the last
 * item loaded, which keeps the reading's moment and site, so items the reader is shown while scrolling,
 * or that are published meanwhile, do not shuffle the pages.
 */
export function useHomeFeed() {
  const viewerId = useViewerId();
  const siteId = useSiteStore((state) => activeSiteId(state));
  return useInfiniteQuery({
    queryKey: ['discovery', 'feed', siteId ?? 'all', viewerId ?? 'guest'],
    queryFn: ({ pageParam, signal }) =>
      api(
        feed.homeFeed,
        { pageSize: feed.FEED_PAGE_SIZE, siteId, ...(pageParam === null ? {} : { cursor: pageParam }) },
        { signal, silent: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: nextFeedCursor,
  });
}

const SEARCH_PAGE_SIZE = 10;

/** Content matching the keyword, of one kind or all, a page of 10 at a time. */
export function useContentSearch(keyword: string, kind: search.SearchKind, enabled: boolean) {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    queryKey: ['discovery', 'search', keyword, kind, viewerId ?? 'guest'],
    queryFn: ({ pageParam, signal }) =>
      api(
        search.searchContent,
        { keyword, kind, pageNum: pageParam, pageSize: SEARCH_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: enabled && keyword !== '',
  });
}

/** Dramas on the shelf whose title or synopsis holds the keyword, a page of 10 at a time. */
export function useDramaSearch(keyword: string, enabled: boolean) {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    queryKey: ['discovery', 'dramas', keyword, viewerId ?? 'guest'],
    queryFn: ({ pageParam, signal }) =>
      api(search.searchDramas, { keyword, pageNum: pageParam, pageSize: SEARCH_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: enabled && keyword !== '',
  });
}

/** The user search takes at most 20 characters (spec 001 §5); longer keywords are cut for it. */
export const USER_KEYWORD_MAX = 20;

/** Users whose ID or nickname matches, a page of 10 at a time. */
export function useUserSearch(keyword: string, enabled: boolean) {
  const cut = keyword.slice(0, USER_KEYWORD_MAX);
  return useInfiniteQuery({
    queryKey: ['discovery', 'users', cut],
    queryFn: ({ pageParam, signal }) =>
      api(users.userPage, { keyword: cut, pageNum: pageParam, pageSize: SEARCH_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: enabled && cut !== '',
  });
}

/** One page of hot words; the previous page stays on screen while the next one comes. */
export function useHotWords(pageNum: number, enabled = true) {
  return useQuery({
    queryKey: ['discovery', 'hotWords', pageNum],
    queryFn: ({ signal }) =>
      api(search.hotWordList, { pageNum, pageSize: search.HOT_WORD_PAGE_SIZE }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
  });
}
