import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { novels } from '@fox/contracts';
import { api } from '../../api';
import { refreshNovels, useViewer } from './novel-queries';

/** Under the novels' keys, so a write that refreshes the books refreshes the writer's list too. */
export const writingKeys = {
  mine: (viewer: number | 'guest') => ['novels', 'mine', viewer] as const,
  draft: (id: number, chapter: number) => ['novels', 'author-chapter', id, chapter] as const,
};

export const MINE_PAGE_SIZE = 10;

/** The books the viewer writes, latest first, a page at a time. */
export function useMyNovels(enabled = true) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: writingKeys.mine(viewer),
    queryFn: ({ signal, pageParam }) =>
      api(novels.myNovels, { pageNum: pageParam, pageSize: MINE_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.data.length, 0) < last.total ? pages.length + 1 : undefined,
    enabled: enabled && viewer !== 'guest',
  });
}

/**
 * A chapter's current text for its author to correct (the author reads every chapter, paid or not). Always
 * asked fresh: an edit must start from what is stored, not from what the reader cached.
 */
export function useAuthorChapter(id: number, chapter: number | null) {
  return useQuery({
    queryKey: writingKeys.draft(id, chapter ?? 0),
    queryFn: ({ signal }) => api(novels.readChapter, { id, chapter: chapter! }, { signal }),
    enabled: chapter !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** After any write: the book's details, catalogue, chapters and the writer's list are asked again. */
export function useRefreshAfterWrite(): () => Promise<void> {
  const client = useQueryClient();
  return () => refreshNovels(client);
}
