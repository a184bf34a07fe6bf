import { keepPreviousData, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { wishes } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth';

/** The square's choices; the site comes from the site picker. */
export interface SquareFilters {
  industryType?: wishes.IndustryType;
  type?: wishes.WishType;
  sort: wishes.SquareSort;
  keyword?: string;
}

export const SQUARE_PAGE_SIZE = 12;
export const ORDERS_PAGE_SIZE = 10;
export const APPLICATIONS_PAGE_SIZE = 20;

/**
 * Everything under `wishes` is asked again after an action on a wish (take, apply, accept, settle…), so
 * the square, the details and the order pages never show a state the server has left. The viewer is in
 * every key: the same wish answers differently for its publisher, a taker and a guest.
 */
export const wishKeys = {
  all: ['wishes'] as const,
  square: (filters: SquareFilters, siteId: number | undefined, viewer: number | null) =>
    ['wishes', 'square', filters, siteId ?? 'all', viewer ?? 'guest'] as const,
  detail: (taskNumber: string, viewer: number | null) =>
    ['wishes', 'detail', taskNumber, viewer ?? 'guest'] as const,
  mine: (filter: string, viewer: number | null) => ['wishes', 'mine', filter, viewer] as const,
  taken: (filter: string, viewer: number | null) => ['wishes', 'taken', filter, viewer] as const,
  applications: (taskNumber: string, state: string, viewer: number | null) =>
    ['wishes', 'applications', taskNumber, state, viewer] as const,
};

export function useViewerId(): number | null {
  return useSessionStore((state) => (state.token ? state.userId : null));
}

export function refreshWishes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: wishKeys.all });
}

interface Page<T> {
  data: T[];
  total: number;
}

/** More follows while the last page came full: the cursor pages carry no reliable total beyond 10,000. */
function nextCursorOf<T extends { cursor: string }>(last: Page<T>, pageSize: number): string | undefined {
  return last.data.length >= pageSize ? last.data.at(-1)?.cursor : undefined;
}

function listOf<T>(query: {
  data?: { pages: Page<T>[] };
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}) {
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((page) => page.data),
    total: pages[0]?.total ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    refetch: () => void query.refetch(),
  };
}

export type WishList<T> = ReturnType<typeof listOf<T>>;

/** The square: wishes open to takers, filtered and sorted, read on by the last card's cursor. */
export function useSquare(filters: SquareFilters, siteId: number | undefined) {
  const viewer = useViewerId();
  const query = useInfiniteQuery({
    queryKey: wishKeys.square(filters, siteId, viewer),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api(
        wishes.wishSquare,
        { ...filters, siteId, cursor: pageParam, pageSize: SQUARE_PAGE_SIZE },
        { signal },
      ),
    getNextPageParam: (last) => nextCursorOf(last, SQUARE_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return { ...listOf(query), isPlaceholder: query.isPlaceholderData };
}

/** One wish; a 404 answers why in its data (not found, or not on the square for this viewer). */
export function useWishDetail(taskNumber: string | null) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: wishKeys.detail(taskNumber ?? '', viewer),
    queryFn: ({ signal }) => api(wishes.wishDetail, { taskNumber: taskNumber! }, { signal, silent: true }),
    enabled: taskNumber !== null,
    retry: false,
  });
}

/** Wishes the viewer published, by filter tab. */
export function useMyPublished(filter: (typeof wishes.MINE_FILTERS)[number]) {
  const viewer = useViewerId();
  const query = useInfiniteQuery({
    queryKey: wishKeys.mine(filter, viewer),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api(wishes.myPublishedWishes, { filter, cursor: pageParam, pageSize: ORDERS_PAGE_SIZE }, { signal }),
    getNextPageParam: (last) => nextCursorOf(last, ORDERS_PAGE_SIZE),
    enabled: viewer !== null,
  });
  return listOf(query);
}

/** Wishes the viewer took or applied for, with their order on each. */
export function useMyTaken(filter: (typeof wishes.RECEIVED_FILTERS)[number]) {
  const viewer = useViewerId();
  const query = useInfiniteQuery({
    queryKey: wishKeys.taken(filter, viewer),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api(wishes.myTakenWishes, { filter, cursor: pageParam, pageSize: ORDERS_PAGE_SIZE }, { signal }),
    getNextPageParam: (last) => nextCursorOf(last, ORDERS_PAGE_SIZE),
    enabled: viewer !== null,
  });
  return listOf(query);
}

/** The publisher's view of a wish's takers, oldest first, in one reception state or all. */
export function useApplications(taskNumber: string, state?: wishes.ReceptionState) {
  const viewer = useViewerId();
  const query = useInfiniteQuery({
    queryKey: wishKeys.applications(taskNumber, state ?? 'all', viewer),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api(
        wishes.applications,
        { taskNumber, state, afterId: pageParam, pageSize: APPLICATIONS_PAGE_SIZE },
        { signal },
      ),
    getNextPageParam: (last) =>
      last.data.length >= APPLICATIONS_PAGE_SIZE ? last.data.at(-1)?.id : undefined,
    enabled: viewer !== null,
  });
  return listOf(query);
}
