import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { friends, groups, im } from '@fox/contracts';
import { api, isApiError } from '../../../api';
import { useSessionStore } from '../../auth';
import { chatKeyOf, conversationKey, type ChatKey } from '../../im';
import { useDebounced } from '../../../ui/use-debounced';

/** Conversations per page of the recent list, and matches per kind of a search. */
export const SHARE_TARGETS_PAGE_SIZE = 10;
/** Spec 001 §2: a name search settles 300 ms after the last keystroke. */
export const SHARE_SEARCH_DEBOUNCE_MS = 300;
/** The longest name either search takes (the friend list's alias filter). */
const SEARCH_MAX = 20;

/** One conversation the card may go to, as the dialog lists it. */
export interface ShareChoice {
  key: ChatKey;
  sessionType: im.SessionType;
  receiverId: number;
  name: string;
  avatar: string;
  /** Group chats: member avatars for the grid when the group has no logo. */
  avatars: string[];
  group: boolean;
}

/**
 * The request layer keeps one pending GET per path, so the chat's own refresh of the conversation list may
 * cancel this dialog's page: a cancelled read is asked again.
 */
const retryCancelled = (failures: number, error: unknown) =>
  failures < 3 && isApiError(error) && error.kind === 'cancelled';

const fromConversation = (item: im.Conversation): ShareChoice => ({
  key: conversationKey(item),
  sessionType: item.sessionType,
  receiverId: item.receiver.id,
  name: item.userName || item.receiver.name,
  avatar: item.userAvatar,
  avatars: item.avatars,
  group: item.sessionType !== 'single',
});

const fromFriend = (friend: friends.Friend): ShareChoice => ({
  key: chatKeyOf('single', friend.friendId),
  sessionType: 'single',
  receiverId: friend.friendId,
  name: friend.displayName,
  avatar: friend.userAvatar,
  avatars: [],
  group: false,
});

const fromGroup = (group: groups.GroupItem): ShareChoice => ({
  key: chatKeyOf('group', group.id),
  sessionType: 'group',
  receiverId: group.id,
  name: group.name,
  avatar: group.logo,
  avatars: group.avatars,
  group: true,
});

/**
 * What the share dialog offers: the recent conversations a page at a time, or, once a name is typed,
 * the friends and groups whose names match it (each list's own server-side filter, one page each).
 */
export function useShareTargets(typed: string, enabled: boolean) {
  const viewerId = useSessionStore((state) => (state.token ? state.userId : null));
  const keyword = useDebounced(typed.trim().slice(0, SEARCH_MAX), SHARE_SEARCH_DEBOUNCE_MS);
  const on = enabled && viewerId !== null;
  const recent = useInfiniteQuery({
    queryKey: ['chat', 'share-recent', viewerId],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api(im.outerList, { pageNum: pageParam, pageSize: SHARE_TARGETS_PAGE_SIZE }, { signal, silent: true }),
    getNextPageParam: (last, pages) =>
      pages.length * SHARE_TARGETS_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    enabled: on && keyword === '',
    retry: retryCancelled,
    staleTime: 0,
  });
  const searching = on && keyword !== '';
  const foundFriends = useQuery({
    queryKey: ['chat', 'share-friends', viewerId, keyword],
    queryFn: ({ signal }) =>
      api(
        friends.list,
        { alias: keyword, pageNum: 1, pageSize: SHARE_TARGETS_PAGE_SIZE },
        { signal, silent: true },
      ),
    enabled: searching,
    retry: retryCancelled,
    placeholderData: keepPreviousData,
  });
  const foundGroups = useQuery({
    queryKey: ['chat', 'share-groups', viewerId, keyword],
    queryFn: ({ signal }) =>
      api(
        groups.groupList,
        { name: keyword.slice(0, groups.GROUP_NAME_MAX), pageNum: 1, pageSize: SHARE_TARGETS_PAGE_SIZE },
        { signal, silent: true },
      ),
    enabled: searching,
    retry: retryCancelled,
    placeholderData: keepPreviousData,
  });

  if (keyword === '') {
    return {
      searching: false,
      settling: typed.trim() !== '',
      choices: (recent.data?.pages ?? []).flatMap((page) => page.data.map(fromConversation)),
      pending: recent.isPending,
      hasMore: recent.hasNextPage,
      loadingMore: recent.isFetchingNextPage,
      loadMore: () => void recent.fetchNextPage(),
    };
  }
  return {
    searching: true,
    settling: keyword !== typed.trim().slice(0, SEARCH_MAX),
    choices: [
      ...(foundFriends.data?.data ?? []).map(fromFriend),
      ...(foundGroups.data?.data ?? []).map(fromGroup),
    ],
    pending: foundFriends.isPending || foundGroups.isPending,
    hasMore: false,
    loadingMore: false,
    loadMore: () => undefined,
  };
}
