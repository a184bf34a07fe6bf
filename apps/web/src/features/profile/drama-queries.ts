import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dramas } from '@fox/contracts';
import { api } from '../../api';
import { PROFILE_KEY } from './profile-queries';

/** A row of four covers, three rows to a page. */
export const DRAMA_PAGE_SIZE = 12;

export type DramaShelf = 'mine' | 'collected' | 'bought' | 'watched';

const SHELF_CALLS = {
  mine: dramas.myDramas,
  collected: dramas.collectedDramas,
  bought: dramas.boughtDramas,
  watched: dramas.watchedDramas,
} as const;

/** A drama as a shelf lists it: watched ones carry the last episode the viewer got to. */
export type ShelfDrama = dramas.Drama & { lastEpisodeNumber?: number };

/** Under the profile key, so a new drama or a changed collection refreshes them with the rest. */
export const dramaShelfKey = (shelf: DramaShelf, pageNum: number) =>
  [PROFILE_KEY, 'dramas', shelf, pageNum] as const;

/**
 * A page of the viewer's published dramas (every state), or of those they collected, bought episodes of,
 * or watched.
 */
export function useDramaShelf(shelf: DramaShelf, pageNum: number) {
  return useQuery({
    queryKey: dramaShelfKey(shelf, pageNum),
    queryFn: async ({ signal }): Promise<{ data: ShelfDrama[]; total: number }> =>
      api(SHELF_CALLS[shelf], { pageNum, pageSize: DRAMA_PAGE_SIZE }, { signal }),
    // The last page stays up while the next loads, but never the other shelf's dramas under this one.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === shelf ? previous : undefined,
  });
}

/** Refetches both drama lists after a shelf change. */
export function useRefreshDramas() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [PROFILE_KEY, 'dramas'] });
}
