import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { friends, profiles, users } from '@fox/contracts';
import { api, isApiError } from '../../api';
import { useSessionStore } from '../auth';

/** Every friends query sits under this key with the viewer's id, so one invalidation refreshes them all. */
const ROOT = 'friends';

const COUNTS_POLL_MS = 5000;

function useViewerId(): number | null {
  return useSessionStore((state) => (state.token ? state.userId : null));
}

/** Invalidates everything the friend tab shows (after a request, an answer, an edit or a deletion). */
export function useRefreshFriends() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [ROOT] });
}

const nextPageOf = (last: { data: unknown[]; total: number }, pages: Array<{ data: unknown[] }>) => {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  return last.data.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
};

export function useFriendCounts() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [ROOT, viewerId, 'counts'],
    queryFn: ({ signal }) => api(friends.counts, undefined, { signal, silent: true }),
    enabled: viewerId !== null,
    // Spec 001 §4: unread counts are polled every 5000 ms after login.
    refetchInterval: COUNTS_POLL_MS,
  });
}

/** Requests sent and received, newest first, ten a page (spec 001 §9). */
export function useFriendRequests() {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    queryKey: [ROOT, viewerId, 'requests'],
    queryFn: ({ pageParam, signal }) =>
      api(
        friends.requestList,
        { pageNum: pageParam, pageSize: friends.FRIENDS_PAGE_SIZE },
        { signal, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: viewerId !== null,
  });
}

export function useFriendBook() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [ROOT, viewerId, 'book'],
    queryFn: ({ signal }) => api(friends.book, undefined, { signal, silent: true }),
    enabled: viewerId !== null,
  });
}

export function useLabels() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [ROOT, viewerId, 'labels'],
    queryFn: ({ signal }) => api(friends.labelList, undefined, { signal, silent: true }),
    enabled: viewerId !== null,
  });
}

export function useLabelFriends(labelId: number | null) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [ROOT, viewerId, 'labelFriends', labelId],
    queryFn: ({ signal }) => api(friends.labelFriends, { id: labelId! }, { signal, silent: true }),
    enabled: viewerId !== null && labelId !== null,
  });
}

/**
 * A friend's detail; null when the user is not (or no longer) the viewer's friend. Callers that know the
 * user is no friend pass enabled false and skip a request bound to fail.
 */
export function useFriendDetail(friendId: number, enabled = true) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [ROOT, viewerId, 'detail', friendId],
    queryFn: async ({ signal }) => {
      try {
        return await api(friends.detail, { id: friendId }, { signal, silent: true });
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.code === 404)) return null;
        throw error;
      }
    },
    enabled: viewerId !== null && enabled,
  });
}

/** The public face of any user, for the business card of someone who is not a friend. */
export function useUserHome(userId: number) {
  return useQuery({
    queryKey: [ROOT, 'home', userId],
    queryFn: ({ signal }) => api(profiles.userHome, { userId }, { signal, silent: true }),
  });
}

/** Users whose ID or nickname holds the keyword, ten a page (spec 001 §2). */
export function useUserSearch(keyword: string) {
  return useInfiniteQuery({
    queryKey: [ROOT, 'userSearch', keyword],
    queryFn: ({ pageParam, signal }) =>
      api(
        users.userPage,
        { keyword, pageNum: pageParam, pageSize: friends.FRIENDS_PAGE_SIZE },
        { signal, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: keyword !== '',
  });
}

/** The new-friend badge: received requests still waiting and not yet read (for the chat panel's friend tab). */
export function useNewFriendCount(): number {
  return useFriendCounts().data?.approvalFriendCount ?? 0;
}

/** Friends whose remark, nickname or ID holds the text: GET /app/friends/list, ten a page (spec 001 §7). */
export function useFriendSearch(alias: string) {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    queryKey: [ROOT, viewerId, 'search', alias],
    queryFn: ({ pageParam, signal }) =>
      api(
        friends.list,
        { alias, applyState: 'pass', pageNum: pageParam, pageSize: friends.FRIENDS_PAGE_SIZE },
        { signal, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: viewerId !== null && alias !== '',
  });
}
