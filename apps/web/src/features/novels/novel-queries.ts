import { keepPreviousData, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { novels, search } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth';

/**
 * The viewer is part of every key: books answer the viewer's collect state and progress, chapters whether
 * they are unlocked, so a login or logout asks again.
 */
type Viewer = number | 'guest';

export const novelKeys = {
  all: ['novels'] as const,
  home: (viewer: Viewer) => ['novels', 'home', viewer] as const,
  list: (sort: string, category: string, viewer: Viewer) =>
    ['novels', 'list', sort, category, viewer] as const,
  info: (id: number, viewer: Viewer) => ['novels', 'info', id, viewer] as const,
  catalogue: (id: number, from: number, viewer: Viewer) => ['novels', 'catalogue', id, from, viewer] as const,
  chapter: (id: number, chapter: number, viewer: Viewer) =>
    ['novels', 'chapter', id, chapter, viewer] as const,
  progress: (id: number, viewer: Viewer) => ['novels', 'progress', id, viewer] as const,
  shelf: (tab: string, viewer: Viewer) => ['novels', 'shelf', tab, viewer] as const,
  search: (keyword: string, viewer: Viewer) => ['novels', 'search', keyword, viewer] as const,
};

export function useViewer(): Viewer {
  return useSessionStore((state) => (state.token && state.userId !== null ? state.userId : 'guest'));
}

export function viewerNow(): Viewer {
  const { token, userId } = useSessionStore.getState();
  return token && userId !== null ? userId : 'guest';
}

/** Featured books, categories, the four rankings and the reader's latest books, in one answer. */
export function useNovelHome() {
  const viewer = useViewer();
  return useQuery({
    queryKey: novelKeys.home(viewer),
    queryFn: ({ signal }) => api(novels.novelHome, {}, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const LIST_PAGE_SIZE = 20;

/** A ranked, optionally filtered list, paged by key: each page continues after the last book shown. */
export function useNovelList(sort: novels.NovelSort, category: novels.NovelCategory | null) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: novelKeys.list(sort, category ?? '', viewer),
    queryFn: ({ signal, pageParam }) =>
      api(
        novels.novelPage,
        {
          sort,
          pageSize: LIST_PAGE_SIZE,
          ...(category ? { category } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) =>
      last.data.length < LIST_PAGE_SIZE ? undefined : last.data[last.data.length - 1]?.cursor,
  });
}

/** Books whose title, author or synopsis holds every word of the keyword, page after page. */
export function useNovelSearch(keyword: string) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: novelKeys.search(keyword, viewer),
    queryFn: ({ signal, pageParam }) =>
      api(search.searchNovels, { keyword, pageNum: pageParam, pageSize: LIST_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.data.length, 0) < last.total ? pages.length + 1 : undefined,
    enabled: keyword !== '',
  });
}

/** One book's details; an unknown or taken-down book fails quietly, and the page says so. */
export function useNovelInfo(id: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: novelKeys.info(id ?? 0, viewer),
    queryFn: ({ signal }) => api(novels.novelInfo, { id: id! }, { signal, silent: true }),
    enabled: id !== null,
  });
}

/** One page of the catalogue, from a chapter number; the text of a chapter never comes with it. */
export function useCatalogue(id: number | null, fromNumber: number, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: novelKeys.catalogue(id ?? 0, fromNumber, viewer),
    queryFn: ({ signal }) =>
      api(
        novels.novelCatalogue,
        { id: id!, fromNumber, pageSize: novels.CATALOGUE_PAGE_SIZE },
        { signal, silent: true },
      ),
    enabled: id !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

function fetchChapter(id: number, chapter: number, signal?: AbortSignal) {
  return api(novels.readChapter, { id, chapter }, { signal, silent: true });
}

const CHAPTER_FRESH_MS = 5 * 60_000;

/** A chapter for the reader: its text, or its lock while the viewer has not unlocked it. */
export function useChapter(id: number | null, chapter: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: novelKeys.chapter(id ?? 0, chapter, viewer),
    queryFn: ({ signal }) => fetchChapter(id!, chapter, signal),
    enabled: id !== null,
    staleTime: CHAPTER_FRESH_MS,
  });
}

/**
 * Fetches the next chapter ahead of the reader, so turning to it shows it at once. Asked only once the
 * current chapter has arrived: the request layer cancels a pending GET to the same path.
 */
export function prefetchChapter(queryClient: QueryClient, id: number, chapter: number): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: novelKeys.chapter(id, chapter, viewerNow()),
    queryFn: ({ signal }) => fetchChapter(id, chapter, signal),
    staleTime: CHAPTER_FRESH_MS,
  });
}

/** The logged-in reader's saved place in a book, fresh from the server (another device may have moved it). */
export function fetchFreshProgress(queryClient: QueryClient, id: number) {
  return queryClient.fetchQuery({
    queryKey: novelKeys.progress(id, viewerNow()),
    queryFn: ({ signal }) => api(novels.readingProgress, { id }, { signal, silent: true }),
    staleTime: 0,
  });
}

export const SHELF_PAGE_SIZE = 12;

/** The reader's bookshelf: collected books or recently read ones, paged by key. */
export function useShelf(tab: novels.ShelfTab) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: novelKeys.shelf(tab, viewer),
    queryFn: ({ signal, pageParam }) =>
      api(
        novels.novelShelf,
        { tab, pageSize: SHELF_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) =>
      last.data.length < SHELF_PAGE_SIZE ? undefined : last.data[last.data.length - 1]?.cursor,
    enabled: viewer !== 'guest',
  });
}

/** After a collect, an unlock or a read: everything that shows the viewer's books is asked again. */
export function refreshNovels(queryClient: QueryClient, except?: readonly unknown[]): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: novelKeys.all,
    predicate: except ? (query) => JSON.stringify(query.queryKey) !== JSON.stringify(except) : undefined,
  });
}
