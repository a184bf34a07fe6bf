import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { profiles, social } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth';

export const PROFILE_PAGE_SIZE = 10;

/** Every query of this feature starts with this key, so one invalidation refreshes the profile. */
export const PROFILE_KEY = 'profile';

export function useUserHome(userId: number | null) {
  const viewer = useSessionStore((state) => state.userId);
  return useQuery({
    queryKey: [PROFILE_KEY, 'home', userId, viewer],
    queryFn: ({ signal }) => api(profiles.userHome, { userId: userId! }, { signal, silent: true }),
    enabled: userId !== null,
  });
}

export function useUserWorks(userId: number, kind: profiles.WorkKind, pageNum: number) {
  const viewer = useSessionStore((state) => state.userId);
  return useQuery({
    queryKey: [PROFILE_KEY, 'works', userId, kind, pageNum, viewer],
    queryFn: ({ signal }) =>
      api(profiles.userWorks, { userId, kind, pageNum, pageSize: PROFILE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLikeList(pageNum: number) {
  return useQuery({
    queryKey: [PROFILE_KEY, 'likes', pageNum],
    queryFn: ({ signal }) => api(profiles.likeList, { pageNum, pageSize: PROFILE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type CollectionKind = 'all' | 'qa';

/**
 * A page of the viewer's collections (`/app/user/collect/list`, or `/app/question/collect/list` for
 * questions and answers), each entry with the card of its work; a work since removed has none.
 */
export function useCollections(kind: CollectionKind, pageNum: number) {
  return useQuery({
    queryKey: [PROFILE_KEY, 'collections', kind, pageNum],
    queryFn: async ({ signal }) => {
      const endpoint = kind === 'qa' ? social.questionCollectList : social.collectList;
      const page = await api(endpoint, { pageNum, pageSize: PROFILE_PAGE_SIZE }, { signal });
      const cards =
        page.data.length > 0
          ? await api(
              profiles.workCards,
              { items: page.data.map(({ busyType, busyCode }) => ({ busyType, busyCode })) },
              { signal },
            )
          : [];
      const byKey = new Map(cards.map((card) => [`${card.busyType}:${card.id}`, card]));
      return {
        total: page.total,
        data: page.data.map((entry) => ({
          ...entry,
          work: byKey.get(`${entry.busyType}:${entry.busyCode}`) ?? null,
        })),
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** Refreshes every profile query (after an edit, a shelf change or a new work). */
export function useRefreshProfile() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [PROFILE_KEY] });
}
