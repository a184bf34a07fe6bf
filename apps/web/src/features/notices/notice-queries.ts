import { notices } from '@fox/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { useIsLoggedIn } from '../auth';

export type NoticeTab = notices.NoticeTab;
export type UnreadCounts = Record<NoticeTab, number>;

export const noticeKeys = {
  all: ['notices'] as const,
  unread: ['notices', 'unread'] as const,
  page: (tab: NoticeTab, pageNum: number) => ['notices', 'page', tab, pageNum] as const,
};

const NO_UNREAD = Object.fromEntries(notices.NOTICE_TABS.map((tab) => [tab, 0])) as UnreadCounts;

/**
 * Unread notices per tab, polled every 5000 ms while logged in (spec 001 §9). One query serves the
 * header badge and the panel's entries.
 */
export function useNoticeUnread(): UnreadCounts {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({
    queryKey: noticeKeys.unread,
    queryFn: () => api(notices.tabList),
    enabled: loggedIn,
    refetchInterval: notices.NOTICE_POLL_MS,
  });
  if (!loggedIn || !data) return NO_UNREAD;
  const counts = { ...NO_UNREAD };
  for (const entry of data) if (entry.type in counts) counts[entry.type as NoticeTab] = entry.unReadCount;
  return counts;
}

/** The unread sum of a set of tabs. */
export const unreadOf = (counts: UnreadCounts, tabs: readonly NoticeTab[]) =>
  tabs.reduce((sum, tab) => sum + counts[tab], 0);

/** Marks a tab read on the server, then refreshes the counts. */
export function useMarkTabRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tab: NoticeTab) => api(notices.markRead, { tab }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.unread }),
  });
}
