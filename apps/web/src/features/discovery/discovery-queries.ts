import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { feed, search, users, type EndpointResult } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth/session-store';
import { activeSiteId, useSiteStore } from '../sites/site-store';

/** Lists answer the viewer's own flags, so the viewer is part of every key. */
function useViewerId(): number | null {
  return useSessionStore((state) => (state.token ? state.userId : null));
}

type FeedPage = EndpointResult<typeof feed.homeFeed> & { asOf: number };

const nextPageOf = <P extends { data: unknown[]; total: number }>(last: P, pages: P[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  // An empty page means the list shrank under us: stop rather than ask forever.
  return last.data.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
};

/**
 * The home feed. The first page fixes the moment of reading (asOf) and later pages pass it on, so items
 * the reader is shown while scrolling, or that are published meanwhile, do not shuffle the pages.
 */
export function useHomeFeed() {
  const viewerId = useViewerId();
  const siteId = useSiteStore((state) => activeSiteId(state));
  return useInfiniteQuery({
    queryKey: ['discovery', 'feed', siteId ?? 'all', viewerId ?? 'guest'],
    queryFn: async ({ pageParam, signal }): Promise<FeedPage> => {
      const asOf = pageParam.asOf ?? Date.now();
      const page = await api(
        feed.homeFeed,
        { pageNum: pageParam.pageNum, pageSize: feed.FEED_PAGE_SIZE, siteId, asOf },
        { signal, silent: true },
      );
      return { ...page, asOf };
    },
    initialPageParam: { pageNum: 1, asOf: undefined as number | undefined },
    getNextPageParam: (last, pages) => {
      const pageNum = nextPageOf(last, pages);
      return pageNum === undefined || pageNum > feed.FEED_MAX_PAGE ? undefined : { pageNum, asOf: last.asOf };
    },
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
