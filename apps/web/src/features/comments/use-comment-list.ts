import { useCallback, useEffect, useRef, useState } from 'react';
import { comments } from '@fox/contracts';
import { useSessionStore } from '../auth';
import type { BusyType } from '../social';
import { fetchComments } from './comment-requests';

type Comment = comments.Comment;

/** Spec 000 §9: replies load ten at a time. */
export const REPLY_PAGE_SIZE = 10;

/** The client-side extras of a top-level comment (spec 000 §3: replyList, replyTotal, expand, num). */
export interface ReplyThread {
  replies: Comment[];
  /** Replies the server counts; until the first reply page arrives, the comment's own replyCount. */
  total: number;
  /** The last reply page loaded; 0 when collapsed. */
  page: number;
  loading: boolean;
}

export function commentPageSize(busyType: BusyType): number {
  return busyType === 'Answer' ? comments.ANSWER_COMMENT_PAGE_SIZE : comments.COMMENT_PAGE_SIZE;
}

function withoutDuplicates(before: Comment[], page: Comment[]): Comment[] {
  const seen = new Set(before.map((comment) => comment.id));
  return [...before, ...page.filter((comment) => !seen.has(comment.id))];
}

/**
 * The comments of one object: top-level pages (10, or 1000 for answers) fetched on demand while fewer than
 * the total are loaded, and per comment a reply thread that expands ten at a time and collapses to
 * nothing (spec 000 §4 Paging).
 */
export function useCommentList({ busyCode, busyType }: { busyCode: number; busyType: BusyType }) {
  const pageSize = commentPageSize(busyType);
  // Who is looking changes the like marks: a login or logout reloads the list.
  const viewerId = useSessionStore((state) => state.userId);
  const [items, setItems] = useState<Comment[]>([]);
  /** The server's top-level total, which drives paging. */
  const [serverTotal, setServerTotal] = useState(0);
  /** Replies sent from this panel: the heading's total rises by one for each (spec 000 §4). */
  const [repliesSent, setRepliesSent] = useState(0);
  const [page, setPage] = useState(0);
  const [exhausted, setExhausted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [threads, setThreads] = useState<Record<number, ReplyThread>>({});
  /** Bumped by every first-page load, so an older page arriving late is dropped. */
  const generation = useRef(0);
  const inFlight = useRef(false);

  const loadTop = useCallback(
    async (pageNum: number) => {
      if (pageNum === 1) generation.current += 1;
      else if (inFlight.current) return;
      const mine = generation.current;
      inFlight.current = true;
      setLoading(true);
      try {
        const answer = await fetchComments({ busyCode, busyType, pageNum, pageSize });
        if (mine !== generation.current) return;
        setItems((before) => (pageNum === 1 ? answer.data : withoutDuplicates(before, answer.data)));
        setServerTotal(answer.total);
        setPage(pageNum);
        setExhausted(answer.data.length < pageSize);
        setFailed(false);
        if (pageNum === 1) setThreads({});
      } catch {
        if (mine === generation.current && pageNum === 1) setFailed(true);
      } finally {
        if (mine === generation.current) {
          inFlight.current = false;
          setLoading(false);
        }
      }
    },
    [busyCode, busyType, pageSize],
  );

  useEffect(() => {
    void loadTop(1);
  }, [loadTop, viewerId]);

  const hasMore = !exhausted && !failed && page > 0 && items.length < serverTotal;
  const loadMore = useCallback(() => {
    if (hasMore) void loadTop(page + 1);
  }, [hasMore, loadTop, page]);

  const threadOf = useCallback(
    (parent: Comment): ReplyThread =>
      threads[parent.id] ?? { replies: [], total: parent.replyCount, page: 0, loading: false },
    [threads],
  );

  const patchThread = useCallback((parentId: number, patch: (thread: ReplyThread) => ReplyThread) => {
    setThreads((before) => {
      const parent = before[parentId] ?? { replies: [], total: 0, page: 0, loading: false };
      return { ...before, [parentId]: patch(parent) };
    });
  }, []);

  /** '展开更多回复': the next ten replies of a comment, oldest first. */
  const expand = useCallback(
    async (parent: Comment) => {
      const thread = threadOf(parent);
      if (thread.loading) return;
      const pageNum = thread.page + 1;
      patchThread(parent.id, (before) => ({
        ...before,
        total: before.total || parent.replyCount,
        loading: true,
      }));
      try {
        const answer = await fetchComments({
          busyCode,
          busyType,
          pid: parent.id,
          pageNum,
          pageSize: REPLY_PAGE_SIZE,
        });
        patchThread(parent.id, (before) => ({
          replies: pageNum === 1 ? answer.data : withoutDuplicates(before.replies, answer.data),
          total: answer.total,
          page: pageNum,
          loading: false,
        }));
      } catch {
        patchThread(parent.id, (before) => ({ ...before, loading: false }));
      }
    },
    [busyCode, busyType, patchThread, threadOf],
  );

  /** '收起': the thread goes back to its folded state; expanding again starts from the first reply. */
  const collapse = useCallback((parent: Comment) => {
    setThreads((before) => {
      const next = { ...before };
      delete next[parent.id];
      return next;
    });
  }, []);

  /**
   * After a reply: the thread reloads from its first page, reading on until the new reply is among the
   * loaded ones, so the sender sees it even in a long thread.
   */
  const reloadThread = useCallback(
    async (parentId: number, newReplyId: number) => {
      setItems((before) =>
        before.map((item) => (item.id === parentId ? { ...item, replyCount: item.replyCount + 1 } : item)),
      );
      patchThread(parentId, (before) => ({ ...before, loading: true }));
      let replies: Comment[] = [];
      let replyTotal = 0;
      let pageNum = 0;
      try {
        for (;;) {
          pageNum += 1;
          const answer = await fetchComments({
            busyCode,
            busyType,
            pid: parentId,
            pageNum,
            pageSize: REPLY_PAGE_SIZE,
          });
          replies = withoutDuplicates(replies, answer.data);
          replyTotal = answer.total;
          const found = replies.some((reply) => reply.id === newReplyId);
          if (found || answer.data.length < REPLY_PAGE_SIZE || replies.length >= replyTotal) break;
        }
        patchThread(parentId, () => ({ replies, total: replyTotal, page: pageNum, loading: false }));
      } catch {
        patchThread(parentId, (before) => ({ ...before, loading: false }));
      }
    },
    [busyCode, busyType, patchThread],
  );

  /** Spec 000 §4: after a sent comment the list or the thread reloads and the total rises by one. */
  const afterSent = useCallback(
    async (parentId: number | null, newId: number) => {
      if (parentId === null) {
        await loadTop(1);
      } else {
        setRepliesSent((before) => before + 1);
        await reloadThread(parentId, newId);
      }
    },
    [loadTop, reloadThread],
  );

  // The heading's total: the server's count of top-level comments, which already holds a top-level
  // comment sent from here once the list reloads, plus the replies sent from here.
  const total = page > 0 ? serverTotal + repliesSent : null;

  return {
    items,
    total,
    loading,
    failed,
    hasMore,
    loadMore,
    reload: () => void loadTop(1),
    threadOf,
    expand,
    collapse,
    afterSent,
  };
}
