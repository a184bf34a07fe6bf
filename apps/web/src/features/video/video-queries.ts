import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { content } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth';
import { activeSiteId, useSiteStore } from '../sites';
import { VIDEO_PAGE_SIZE } from './video-paging';

/**
 * The viewer is part of every key: the feed answers the viewer's own flags (liked, collected, follows),
 * so logging in or out asks again (spec 000 §4: after logging in the video list is re-requested).
 */
export const videoQueryKeys = {
  feed: (siteId: number | undefined, viewerId: number | null) =>
    ['video', 'feed', siteId ?? 'all', viewerId ?? 'guest'] as const,
  detail: (id: number, viewerId: number | null) => ['video', 'detail', id, viewerId ?? 'guest'] as const,
};

function useViewerId(): number | null {
  return useSessionStore((state) => (state.token ? state.userId : null));
}

/** Published videos, newest first, a page of 10 at a time, of the chosen site when there is one. */
export function useVideoFeed() {
  const viewerId = useViewerId();
  const siteId = useSiteStore((state) => activeSiteId(state));
  const query = useInfiniteQuery({
    queryKey: videoQueryKeys.feed(siteId, viewerId),
    queryFn: ({ pageParam, signal }) =>
      api(content.videoPage, { pageNum: pageParam, pageSize: VIDEO_PAGE_SIZE, siteId }, { signal }),
    initialPageParam: 1,
    // While the list is asked again for a new viewer, the player keeps showing (and its pending action
    // keeps its place) instead of dropping back to a spinner. Another site's list is not shown meanwhile.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === (siteId ?? 'all') ? previous : undefined,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      // An empty page means the list shrank under us: stop rather than ask forever.
      return last.data.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
  });
  return { ...query, siteId };
}

/** A share link's id: a positive whole number, or null for anything else. */
export function parseVideoId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** One video by id; an unknown id fails quietly, as the page shows its own not-found state. */
export function useVideoDetail(id: number | null) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: videoQueryKeys.detail(id ?? 0, viewerId),
    queryFn: ({ signal }) => api(content.videoDetail, { id: id! }, { signal, silent: true }),
    enabled: id !== null,
    // The same video for a new viewer stays on screen while it is asked again; another video does not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}
