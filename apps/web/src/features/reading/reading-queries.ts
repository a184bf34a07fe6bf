import { keepPreviousData, useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import { contentArticles, contentLiterature, contentQa } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth';
import { activeSiteId, useSiteStore } from '../sites';

/** Page size of the reading lists (the platform's content list default). */
export const READING_PAGE_SIZE = 10;

interface Page<T> {
  data: T[];
  total: number;
}

/**
 * Keys carry the session user: the viewer's flags (liked, collected, followed) belong to who asks, so a
 * login or logout asks again (spec 000 §4: after logging in, the list is re-requested).
 */
export function useViewerKey(): number | null {
  return useSessionStore((state) => state.userId);
}

/** The site content lists filter by: none while the user browses all sites. */
export function useListSiteId(): number | undefined {
  return useSiteStore((state) => activeSiteId(state));
}

/** Whether more items follow the pages already loaded. */
export function hasMorePages<T>(pages: Array<Page<T>>): boolean {
  const last = pages.at(-1);
  if (!last || last.data.length === 0) return false;
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  return loaded < (pages[0]?.total ?? 0);
}

/**
 * A newest-first list loaded page after page for infinite scroll. Later pages follow the last id shown
 * (a keyset cursor), so items published meanwhile neither repeat nor shift the list.
 */
export function useCursorList<T extends { id: number }>(
  key: QueryKey,
  fetchPage: (cursor: number | undefined, signal: AbortSignal) => Promise<Page<T>>,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey: key,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last, pages) => (hasMorePages(pages) ? last.data.at(-1)?.id : undefined),
    enabled,
    // A login or logout asks again; the list stays on screen meanwhile instead of blinking to a skeleton.
    placeholderData: keepPreviousData,
  });
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

const cursorOf = (beforeId: number | undefined) => ({ pageSize: READING_PAGE_SIZE, beforeId });

export function useArticleList() {
  const viewer = useViewerKey();
  const siteId = useListSiteId();
  return useCursorList(['reading', 'articles', siteId ?? 'all', viewer], (beforeId, signal) =>
    api(contentArticles.articlePage, { ...cursorOf(beforeId), siteId }, { signal }),
  );
}

export function useQuestionList() {
  const viewer = useViewerKey();
  const siteId = useListSiteId();
  return useCursorList(['reading', 'questions', siteId ?? 'all', viewer], (beforeId, signal) =>
    api(contentQa.questionPage, { ...cursorOf(beforeId), siteId }, { signal }),
  );
}

export function useAnswerList(questionId: number, enabled: boolean) {
  const viewer = useViewerKey();
  return useCursorList(
    ['reading', 'answers', questionId, viewer],
    (beforeId, signal) => api(contentQa.answerPage, { id: questionId, ...cursorOf(beforeId) }, { signal }),
    enabled,
  );
}

export function usePoemList(enabled: boolean) {
  const viewer = useViewerKey();
  const siteId = useListSiteId();
  return useCursorList(
    ['reading', 'poems', siteId ?? 'all', viewer],
    (beforeId, signal) => api(contentLiterature.poetryPage, { ...cursorOf(beforeId), siteId }, { signal }),
    enabled,
  );
}

export function useProseList(enabled: boolean) {
  const viewer = useViewerKey();
  const siteId = useListSiteId();
  return useCursorList(
    ['reading', 'proses', siteId ?? 'all', viewer],
    (beforeId, signal) => api(contentLiterature.prosePage, { ...cursorOf(beforeId), siteId }, { signal }),
    enabled,
  );
}

/**
 * One item for a detail page. A missing or removed item is a state the page shows, so its error is kept
 * quiet here rather than toasted, and never retried.
 */
function useDetail<T>(
  key: QueryKey,
  id: number | null,
  fetchOne: (id: number, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchOne(id as number, signal),
    enabled: id !== null,
    retry: false,
    // After a login the same item is asked for again with the viewer's flags: keep showing it (and its
    // comment panel, with whatever is being typed) until the answer arrives. Another item starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}

export function useArticle(id: number | null) {
  const viewer = useViewerKey();
  return useDetail(['reading', 'article', id, viewer], id, (articleId, signal) =>
    api(contentArticles.articleDetail, { id: articleId }, { signal, silent: true }),
  );
}

export function useQuestion(id: number | null) {
  const viewer = useViewerKey();
  return useDetail(['reading', 'question', id, viewer], id, (questionId, signal) =>
    api(contentQa.questionDetail, { id: questionId }, { signal, silent: true }),
  );
}

export const readingKeys = {
  article: (articleId: number) => ['reading', 'article', articleId] as const,
  answers: (questionId: number) => ['reading', 'answers', questionId] as const,
  question: (questionId: number) => ['reading', 'question', questionId] as const,
};

/** What a list page reads from one of the paged lists above. */
export type CursorList<T extends { id: number }> = ReturnType<typeof useCursorList<T>>;
